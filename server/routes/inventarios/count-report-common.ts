// What the count screens' reads share: the venue's business day in SQL (a movement at 04:30 belongs
// to the previous night), night references and quantity/value totals.
import { and, type SQL, sql } from 'drizzle-orm';
import type { NightRef } from '../../../src/contract/inventory-counts';
import type { stockMovements } from '../../db/schema';
import type { VenueClock } from '../../domain/night-of';
import { roundQty } from '../../domain/stock-ledger';

/** The business date (yyyy-MM-dd night) of a timestamp column, in the venue's timezone. */
function businessDateOf(column: SQL | typeof stockMovements.at, clock: VenueClock): SQL {
  return sql`((${column} at time zone ${clock.timezone}) - make_interval(hours => ${clock.cutoffHour}::int))::date`;
}

export function dateRange(column: SQL | typeof stockMovements.at, clock: VenueClock, from?: string, to?: string) {
  const day = businessDateOf(column, clock);
  return and(from ? sql`${day} >= ${from}::date` : undefined, to ? sql`${day} <= ${to}::date` : undefined);
}

export function nightRef(id: string | null, businessDate: string | null, eventName: string | null): NightRef | null {
  return id && businessDate ? { id, businessDate, eventName: eventName ?? '' } : null;
}

export const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

export function totalsOf(rows: readonly { quantity: number; value: number }[]) {
  return {
    quantity: roundQty(rows.reduce((s, r) => s + r.quantity, 0)),
    value: rows.reduce((s, r) => s + r.value, 0),
  };
}
