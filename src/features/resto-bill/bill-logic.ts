// The bill panel's logic apart from its markup (unit-tested): how far the table is towards its
// minimum spend, and the tips typed in (cents, through the shared money parsing).

import { parseMoney } from '../../contract/numbers';
import type { BillDto } from '../../contract/resto-bill';

/** Consumed as a share of the minimum spend, 0–100 (100 without a minimum). */
export function minimumProgress(bill: Pick<BillDto, 'consumed' | 'minimumSpend'>): number {
  if (bill.minimumSpend <= 0) return 100;
  return Math.min(100, Math.floor((bill.consumed / bill.minimumSpend) * 100));
}

/** The tips typed in, in cents: '' is none (0); null when the text is not an amount. */
export function tipsCents(text: string): number | null {
  if (text.trim() === '') return 0;
  const r = parseMoney(text);
  return r.ok ? r.value : null;
}
