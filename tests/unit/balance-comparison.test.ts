// What the balance sheet's headline compares a night with (issue 31, item 11): a closed night with
// the whole previous night and the weekday's average; a night under way with those nights at the
// same hour, and its result with nothing ("en curso"). And the night a new cash movement is filed
// under by default: the night under way (item 3).
import { describe, expect, it } from 'vitest';
import type { BalanceSheetDto, NightHeadline } from '../../src/contract/gerencia';
import { nightUnderWay } from '../../src/features/cashflow/labels';
import { comparisonBases, hoursAndMinutes } from '../../src/features/gerencia/comparison';

const night = (sales: number, cogs: number, result: number): NightHeadline => ({
  nightId: 'n',
  businessDate: '2026-03-06',
  eventName: '',
  sales,
  tickets: 1,
  cogs,
  grossMargin: sales - cogs,
  marginPercent: null,
  breakage: 0,
  comps: 0,
  countVariance: 0,
  overShort: 0,
  otherIncome: 0,
  expenses: 0,
  staffPayments: 0,
  result,
});

const full: NonNullable<BalanceSheetDto['comparison']> = {
  previous: night(1_000_000, 300_000, 500_000),
  weekdayAverage: { ...night(2_000_000, 500_000, 900_000), nights: 4 },
  trend: [],
  inProgress: null,
};

describe('the headline’s comparison', () => {
  it('compares a closed night with the whole previous night and the weekday’s average', () => {
    expect(comparisonBases(full, 'sales')).toEqual([
      { against: 'previous', base: 1_000_000, sameTime: false },
      { against: 'weekday', base: 2_000_000, nights: 4, sameTime: false },
    ]);
    expect(comparisonBases(full, 'result').map((b) => b.base)).toEqual([500_000, 900_000]);
    expect(comparisonBases(null, 'sales')).toEqual([]);
  });

  it('compares a night under way at the same hour, and its result with nothing', () => {
    const live = {
      ...full,
      inProgress: {
        elapsedMinutes: 125,
        previous: { nightId: 'p', businessDate: '2026-03-12', sales: 100_000, tickets: 1, cogs: 30_000, grossMargin: 70_000 },
        weekdayAverage: { sales: 80_000, tickets: 2, cogs: 20_000, grossMargin: 60_000, nights: 4 },
      },
    };
    expect(comparisonBases(live, 'sales')).toEqual([
      { against: 'previous', base: 100_000, sameTime: true },
      { against: 'weekday', base: 80_000, nights: 4, sameTime: true },
    ]);
    expect(comparisonBases(live, 'grossMargin').map((b) => b.base)).toEqual([70_000, 60_000]);
    expect(comparisonBases(live, 'result')).toEqual([]);
    expect(comparisonBases({ ...live, inProgress: { ...live.inProgress, previous: null } }, 'cogs')).toEqual([
      { against: 'weekday', base: 20_000, nights: 4, sameTime: true },
    ]);
    expect(hoursAndMinutes(125)).toEqual({ hours: 2, minutes: 5 });
  });
});

describe('the night of a new cash movement', () => {
  it('is the night under way, else none', () => {
    const list = [
      { id: 'c', status: 'closed' },
      { id: 'o', status: 'open' },
      { id: 'b', status: 'closed' },
    ];
    expect(nightUnderWay(list)).toBe('o');
    expect(nightUnderWay(list.filter((n) => n.status === 'closed'))).toBe('');
    expect(nightUnderWay(undefined)).toBe('');
  });
});
