// Says so at once when the server refuses a change queued on this device (issue 19 item 5): the
// user was told "registrada" when it was queued, so a rejection gets a toast with what it was and
// why, and a way to "Requieren atención". Rejections already there when the screen opened were
// seen before (the badge still counts them): only new ones are announced.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { translateSyncMessage } from '../../../lib/sync/sync-text';
import { toaster } from '../../../lib/toaster';
import { setAttentionInboxOpen } from '../attention-inbox-state';
import { describeCommand } from '../command-labels';
import { useRejectedDetailsLive } from '../data/use-sync-data';

/** More at once than this are announced in one toast. */
const ONE_BY_ONE = 3;
const DURATION_MS = 10_000;

export function RejectionToasts() {
  const { i18n, t } = useLingui();
  const rejected = useRejectedDetailsLive();
  const seen = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!rejected) return;
    if (seen.current === null) {
      seen.current = new Set(rejected.map((r) => r.entry.id));
      return;
    }
    const known = seen.current;
    const fresh = rejected.filter((r) => !known.has(r.entry.id));
    seen.current = new Set(rejected.map((r) => r.entry.id));
    if (fresh.length === 0) return;
    const action = { label: t`Revisar`, onClick: () => setAttentionInboxOpen(true) };
    if (fresh.length > ONE_BY_ONE) {
      const count = fresh.length;
      toaster.create({
        type: 'error',
        title: t`No se pudieron aplicar ${count} cambios`,
        description: t`El servidor los rechazó: revísalos en «Requieren atención».`,
        duration: DURATION_MS,
        action,
      });
      return;
    }
    for (const { entry, names } of fresh) {
      const what = describeCommand(i18n, entry, names).title;
      const said = entry.lastError ? translateSyncMessage(i18n, entry.lastError) : t`El servidor no indicó el motivo`;
      const reason = said.replace(/\.$/, '');
      toaster.create({
        type: 'error',
        title: t`No se pudo aplicar: ${what}`,
        description: t`${reason}. Revísalo en «Requieren atención».`,
        duration: DURATION_MS,
        action,
      });
    }
  }, [rejected, i18n, t]);

  return null;
}
