// The preload grid's arithmetic (what a save sends, what the helpers fill in) and which reports a
// user's codes open, apart from the screens.
import { describe, expect, it } from 'vitest';
import type { PreloadsResponse } from '../../src/contract/inventory-nightly';
import {
  buildRows,
  changedLoadLines,
  changedPlanLines,
  effective,
  isInvalid,
  loadAsPlanned,
  suggestFromPar,
  usualSource,
} from '../../src/features/inventory/nightly/preload-grid';
import { allowedReports, shiftDate } from '../../src/features/inventory/reports/report-meta';
import { quantityCell } from '../../src/features/inventory/shared/quantity';

const good = (id: string) => ({
  id,
  sku: id.toUpperCase(),
  name: `Good ${id}`,
  category: 'Cat',
  unit: 'bottle' as const,
  unitCost: 100,
});
const line = (goodId: string, planned: number, loaded: number | null, source: string | null = 'w1') => ({
  id: `l-${goodId}`,
  locationId: 'bar',
  goodId,
  sourceLocationId: source,
  plannedQuantity: planned,
  loadedQuantity: loaded,
  loadedAt: null,
  loadedBy: null,
});

const data: PreloadsResponse = {
  night: null,
  bars: [{ id: 'bar', name: 'Barra', kind: 'bar' }],
  warehouses: [{ id: 'w1', name: 'Depósito', kind: 'warehouse' }],
  goods: [good('a'), good('b'), good('c'), good('d')],
  lines: [line('a', 5, null), line('b', 2, 2), line('c', 3, 1, null), { ...line('a', 9, 9), locationId: 'other' }],
  stock: [
    { locationId: 'bar', goodId: 'a', onHand: 1.5, parIdeal: 6, parMinimum: 2 },
    { locationId: 'bar', goodId: 'd', onHand: 4, parIdeal: 3, parMinimum: 1 },
    { locationId: 'other', goodId: 'b', onHand: 0, parIdeal: 10, parMinimum: 2 },
  ],
};

describe('quantityCell', () => {
  it('reads commas and dots, and refuses what the server would', () => {
    expect(quantityCell('1,5')).toBe(1.5);
    expect(quantityCell(' 2.25 ')).toBe(2.25);
    expect(quantityCell('')).toBeNull();
    expect(quantityCell('-1')).toBeNaN();
    expect(quantityCell('1.2345')).toBeNaN();
    expect(quantityCell('abc')).toBeNaN();
    expect(quantityCell('100001')).toBeNaN();
    expect(isInvalid('1,2,3')).toBe(true);
    expect(isInvalid(undefined)).toBe(false);
    expect(isInvalid('')).toBe(false);
  });
});

describe('the preload grid', () => {
  const rows = buildRows(data, 'bar');

  it('has one row per good with the bar’s own line and stock', () => {
    expect(rows.map((r) => [r.good.id, r.planned, r.loaded])).toEqual([
      ['a', 5, null],
      ['b', 2, 2],
      ['c', 3, 1],
      ['d', 0, null],
    ]);
    expect(rows[0]?.stock?.parIdeal).toBe(6);
    expect(rows[1]?.stock).toBeNull();
  });

  it('sends only plan lines that changed; an emptied cell plans 0', () => {
    expect(changedPlanLines(rows, { a: '5', b: '', c: '4', d: 'x' })).toEqual([
      { goodId: 'b', plannedQuantity: 0 },
      { goodId: 'c', plannedQuantity: 4 },
    ]);
  });

  it('sends load lines typed and different from the recorded load', () => {
    expect(changedLoadLines(rows, { a: '5', b: '2', c: '', d: '1,5' })).toEqual([
      { goodId: 'a', loadedQuantity: 5 },
      { goodId: 'd', loadedQuantity: 1.5 },
    ]);
  });

  it('suggests the plan up to the par level, never below zero', () => {
    // a: 6 − 1.5 → 5, already planned; d: 3 − 4 → 0, already nothing planned: no drafts
    expect(suggestFromPar(rows)).toEqual({});
    const moreStock = buildRows(
      { ...data, stock: [{ locationId: 'bar', goodId: 'a', onHand: 0.2, parIdeal: 6, parMinimum: 2 }] },
      'bar',
    );
    expect(suggestFromPar(moreStock)).toEqual({ a: '6' });
  });

  it('fills the load with the plan for goods not loaded yet', () => {
    expect(loadAsPlanned(rows, { d: '2' })).toEqual({ a: '5', d: '2' });
    expect(effective('3', 1)).toBe(3);
    expect(effective(undefined, 1)).toBe(1);
    expect(effective('', 1)).toBeNull();
  });

  it('picks the warehouse most of the bar’s lines use', () => {
    expect(usualSource(data.lines, 'bar')).toBe('w1');
    expect(usualSource(data.lines, 'nowhere')).toBeUndefined();
  });
});

describe('inventory reports', () => {
  it('opens each report only to the holders of its own code', () => {
    expect(allowedReports(['411'])).toEqual(['consumoBarras']);
    expect(allowedReports(['412', '415', '999'])).toEqual(['diferencias', 'valorizado']);
    expect(allowedReports([])).toEqual([]);
    expect(allowedReports(['411', '412', '413', '414', '415', '416', '417'])).toHaveLength(7);
  });

  it('moves dates across months and years', () => {
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
  });
});
