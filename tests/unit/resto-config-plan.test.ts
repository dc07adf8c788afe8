// The floor plan editor's drag math and the turn-time rows editor (src/features/resto-config).
import { describe, expect, it } from 'vitest';
import { clampToPlan, dragTo, freeSpot, isDrag, moveByKey, toPercent } from '../../src/features/resto-config/plan-math';
import {
  addRow,
  parseRows,
  ROW_NOT_NUMBER,
  removeRow,
  toDrafts,
  turnFor,
  updateRow,
} from '../../src/features/resto-config/turn-rows';

const box = { x: 100, y: 200, width: 80, height: 120 };

describe('floor plan drag math', () => {
  it('turns screen pixels into plan units at the drawn scale', () => {
    // Drawn 500 px wide: one pixel is two units.
    expect(dragTo(box, 50, -25, 500)).toEqual({ x: 200, y: 150 });
    // Drawn 2000 px wide: half a unit a pixel, rounded to whole units.
    expect(dragTo(box, 3, 3, 2000)).toEqual({ x: 102, y: 202 });
  });

  it('keeps the whole table on the plan', () => {
    expect(dragTo(box, 5000, 5000, 1000)).toEqual({ x: 920, y: 880 });
    expect(dragTo(box, -5000, -5000, 1000)).toEqual({ x: 0, y: 0 });
    expect(clampToPlan({ ...box, width: 1000 }, 10, 10)).toEqual({ x: 0, y: 10 });
  });

  it('tells a tap from a drag', () => {
    expect(isDrag(1, 2)).toBe(false);
    expect(isDrag(3, 3)).toBe(true);
  });

  it('moves a selected table with the arrow keys, further with Shift', () => {
    expect(moveByKey(box, 'ArrowRight', false)).toEqual({ x: 110, y: 200 });
    expect(moveByKey(box, 'ArrowUp', true)).toEqual({ x: 100, y: 150 });
    expect(moveByKey({ ...box, x: 0 }, 'ArrowLeft', false)).toEqual({ x: 0, y: 200 });
    expect(moveByKey(box, 'Enter', false)).toBeNull();
  });

  it('draws in percent of the plan and finds a free spot', () => {
    expect(toPercent(box)).toEqual({ left: '10%', top: '20%', width: '8%', height: '12%' });
    expect(freeSpot([], 80, 80)).toEqual({ x: 20, y: 20 });
    expect(freeSpot([{ x: 0, y: 0, width: 150, height: 150 }], 80, 80)).toEqual({ x: 220, y: 20 });
  });
});

describe('turn-time rows editor', () => {
  const rows = [
    { upTo: 2, minutes: 90 },
    { upTo: 6, minutes: 120 },
  ];

  it('adds, edits and removes rows as typed', () => {
    const drafts = addRow(toDrafts(rows));
    expect(drafts.at(-1)).toEqual({ upTo: '8', minutes: '150' });
    expect(updateRow(drafts, 0, { minutes: '75' })[0]).toEqual({ upTo: '2', minutes: '75' });
    expect(removeRow(drafts, 1)).toEqual([
      { upTo: '2', minutes: '90' },
      { upTo: '8', minutes: '150' },
    ]);
    expect(addRow([])).toEqual([{ upTo: '2', minutes: '90' }]);
  });

  it('sorts the rows by party size and refuses repeats, empty lists and non-numbers', () => {
    expect(parseRows(toDrafts([rows[1], rows[0]] as typeof rows))).toEqual({ ok: true, rows });
    expect(
      parseRows([
        { upTo: '4', minutes: '60' },
        { upTo: '4', minutes: '90' },
      ]),
    ).toMatchObject({ ok: false });
    expect(parseRows([])).toMatchObject({ ok: false });
    expect(parseRows([{ upTo: '2', minutes: 'x' }])).toEqual({ ok: false, error: ROW_NOT_NUMBER, index: 0 });
  });

  it('finds the turn of a party size (the last row beyond it)', () => {
    expect(turnFor(rows, 1)).toBe(90);
    expect(turnFor(rows, 3)).toBe(120);
    expect(turnFor(rows, 40)).toBe(120);
    expect(turnFor([], 2)).toBeNull();
  });
});
