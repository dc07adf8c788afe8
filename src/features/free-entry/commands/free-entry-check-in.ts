// 'freeEntry.checkIn' on this device: the door sees "arrived k of n" at once, offline too.
//
// A check-in adds to `arrived` — not idempotent by itself, and the rebase re-applies queued
// commands over rows a pull did not replace. So the overlaid row keeps the ids of the check-ins
// it holds (`_checkIns`) and is always rebuilt from the server's copy plus those check-ins: applying
// one twice changes nothing. A check-in the server would refuse (complete, void, past the cutoff,
// too many) is left out, as the server will leave it out.
import { msg } from '@lingui/core/macro';
import { afterCheckIn, checkInRefusal } from '../../../contract/free-entry';
import type { FreeEntryRow } from '../../../lib/db/noctua-db';
import { fDateTime } from '../../../lib/format-date';
import { argText, registerCommand, shortId } from '../../../lib/sync/command-registry';
import { baseRow, putOverlay } from '../../../lib/sync/overlay';
import { formatCount } from '../../../lib/sync/sync-text';
import { freeEntryCheckIn } from './free-entry-check-in.contract';

interface LocalCheckIn {
  id: string;
  people: number;
  at: string;
}

export const freeEntryCheckInCommand = registerCommand(freeEntryCheckIn, {
  title: msg`Registrar un ingreso en la puerta`,
  details: (i18n, args, names) => {
    const guest = names.guestName ?? shortId(args.entryId);
    const people = typeof args.people === 'number' ? formatCount(i18n, args.people) : '-';
    const at = fDateTime(argText(args.at), i18n);
    return [i18n._(msg`Invitado: ${guest}`), i18n._(msg`Personas: ${people}`), i18n._(msg`Ingresó el ${at}`)];
  },
  names: async (db, { entryId }) => {
    const entry = await db.freeEntries.get(entryId);
    return entry ? { guestName: entry.guestName } : {};
  },
  effect: {
    tables: (db) => [db.freeEntries],
    async apply(db, { checkInId, entryId, people, at }) {
      const existing = await db.freeEntries.get(entryId);
      if (!existing) return;
      const server = baseRow(existing);
      const prior = existing._local ? ((existing._checkIns as LocalCheckIn[] | undefined) ?? []) : [];
      if (prior.some((c) => c.id === checkInId)) return;
      const checkIns = [...prior, { id: checkInId, people, at }];
      let next: FreeEntryRow = { ...server };
      for (const c of checkIns) {
        if (checkInRefusal(next, c.people, new Date(c.at)) === null) next = afterCheckIn(next, c.people, c.at, null);
      }
      await putOverlay(db.freeEntries, existing, { ...next, _checkIns: checkIns });
    },
  },
});
