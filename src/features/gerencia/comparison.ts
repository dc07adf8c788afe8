// What the balance sheet's headline compares a night with. A closed night: the whole previous night
// and the weekday's average. A night still under way: the same elapsed time of those nights, for
// sales, cost of sales and margin only — its result is not final (registers, payments and counts
// are still to come), so it is shown "en curso" with nothing to compare it with.
import type { BalanceSheetDto } from '../../contract/gerencia';

export type ComparedKey = 'sales' | 'cogs' | 'grossMargin' | 'result';

export interface ComparisonBase {
  against: 'previous' | 'weekday';
  base: number;
  /** How many nights the weekday's average is made of. */
  nights?: number;
  /** The base is the compared nights up to the same elapsed time (the night is under way). */
  sameTime: boolean;
}

export function comparisonBases(c: BalanceSheetDto['comparison'], key: ComparedKey): ComparisonBase[] {
  if (!c) return [];
  const live = c.inProgress;
  if (live) {
    if (key === 'result') return [];
    const out: ComparisonBase[] = [];
    if (live.previous) out.push({ against: 'previous', base: live.previous[key], sameTime: true });
    if (live.weekdayAverage)
      out.push({ against: 'weekday', base: live.weekdayAverage[key], nights: live.weekdayAverage.nights, sameTime: true });
    return out;
  }
  const out: ComparisonBase[] = [];
  if (c.previous) out.push({ against: 'previous', base: c.previous[key], sameTime: false });
  if (c.weekdayAverage)
    out.push({ against: 'weekday', base: c.weekdayAverage[key], nights: c.weekdayAverage.nights, sameTime: false });
  return out;
}

/** Hours and minutes of an elapsed time in minutes. */
export function hoursAndMinutes(minutes: number): { hours: number; minutes: number } {
  const m = Math.max(0, Math.floor(minutes));
  return { hours: Math.floor(m / 60), minutes: m % 60 };
}
