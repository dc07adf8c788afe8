// The words for a comp's reason (src/contract/comps.ts), shared by the comp form, the outbox inbox
// and the balance sheet: the reason travels as its code and is translated where it is shown.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CompReason } from '../../contract/comps';

export const COMP_REASON_LABELS: Record<CompReason, MessageDescriptor> = {
  vip: msg`Invitado VIP`,
  promoter: msg`Promotor`,
  artist: msg`Artista`,
  staff: msg`Personal`,
  other: msg`Otro`,
};

export function compReasonLabel(i18n: I18n, reason: string): string {
  const d = COMP_REASON_LABELS[reason as CompReason];
  return d ? i18n._(d) : reason;
}
