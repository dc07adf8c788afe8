// The 'freeEntry.checkIn' command (entradagratis, 102): guests let in at the door, often offline,
// pushed later. The push applies each command id once, and this handler each check-in id once (a
// device that resends an arrival under a new command id changes nothing); it decides whether the arrival
// still fits under the entry's row lock, so when two devices let the same guest in offline the
// first to sync is applied and the second is refused with "Ya ingresó" — which that door then sees
// in its "Requieren atención" inbox. The rules are the shared ones (src/contract/free-entry.ts),
// the same the app applies locally before the server has heard of the check-in.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterCheckIn, checkInRefusal } from '../../../src/contract/free-entry';
import { freeEntryCheckIn } from '../../../src/features/free-entry/commands/free-entry-check-in.contract';
import { freeEntries, freeEntryCheckIns, nights } from '../../db/schema';
import { CommandRejected, commandHandler } from '../../domain/command-context';
import { NIGHT_CLOSED } from '../../domain/night-of';
import { ENTRY_MISSING } from './entradas.messages';

const CHECK_IN_ELSEWHERE = freeEntryCheckIn.refusals.checkInElsewhere;

export const freeEntryCheckInHandler = commandHandler(
  freeEntryCheckIn,
  async ({ tx, user, venueId }, { checkInId, entryId, people, at: sentAt }) => {
    // The entry (locked) and whether this arrival was counted already, in one statement.
    const [row] = await tx
      .select({
        entry: freeEntries,
        venueId: nights.venueId,
        nightStatus: nights.status,
        doneFor: sql<
          string | null
        >`(select ${freeEntryCheckIns.entryId} from ${freeEntryCheckIns} where ${freeEntryCheckIns.id} = ${checkInId})`,
      })
      .from(freeEntries)
      .innerJoin(nights, eq(nights.id, freeEntries.nightId))
      .where(and(eq(freeEntries.id, entryId), isNull(freeEntries.deletedAt)))
      .for('update', { of: freeEntries });
    if (!row || row.venueId !== venueId) throw new CommandRejected(ENTRY_MISSING);
    const { entry } = row;
    // The same arrival again (its device resent it under a new command id): already counted.
    if (row.doneFor !== null) {
      if (row.doneFor !== entryId) throw new CommandRejected(CHECK_IN_ELSEWHERE);
      return { entryId, arrived: entry.arrived, people: entry.people, status: entry.status };
    }

    // A device whose clock runs ahead must not check guests in the future (past a cutoff it has not reached).
    const now = new Date();
    const sent = new Date(sentAt);
    const at = sent.getTime() > now.getTime() ? now : sent;
    // Closed means closed: an arrival synced after the close waits for the night to be reopened
    // (the door sees the refusal in "Requieren atención"; the push may be retried from there).
    if (row.nightStatus === 'closed') throw new CommandRejected(NIGHT_CLOSED);
    const refusal = checkInRefusal(entry, people, at);
    if (refusal) throw new CommandRejected(refusal);

    const next = afterCheckIn(
      { ...entry, checkedInAt: entry.checkedInAt?.toISOString() ?? null },
      people,
      at.toISOString(),
      user.id,
    );
    // The id taken first (a racing push of the same id on another entry loses here, and is refused).
    const claimed = await tx
      .insert(freeEntryCheckIns)
      .values({ id: checkInId, entryId, people, at, by: user.id })
      .onConflictDoNothing()
      .returning({ id: freeEntryCheckIns.id });
    if (claimed.length === 0) throw new CommandRejected(CHECK_IN_ELSEWHERE);
    await tx
      .update(freeEntries)
      .set({
        arrived: next.arrived,
        status: next.status,
        checkedInAt: next.checkedInAt ? new Date(next.checkedInAt) : null,
        checkedInBy: next.checkedInBy,
      })
      .where(eq(freeEntries.id, entryId));
    return { entryId, arrived: next.arrived, people: entry.people, status: next.status };
  },
);
