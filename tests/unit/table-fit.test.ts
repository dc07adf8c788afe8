// When an overflowing table's row actions fold into a "…" menu (src/lib/ui/use-table-fit.ts).
import { describe, expect, it } from 'vitest';
import { foldActions } from '../../src/lib/ui/use-table-fit';

describe('foldActions', () => {
  it('folds buttons that take more than a third of the card', () => {
    expect(foldActions(400, 600, 250)).toBe(true);
  });

  it('folds when that makes every column fit, so none sits half hidden beneath the buttons', () => {
    // The cash movements on a tablet: 80 px of the amount column beneath 190 px of buttons.
    expect(foldActions(80, 770, 190)).toBe(true);
  });

  it('keeps the buttons when folding would not make the table fit and they take little room', () => {
    // A wide table on a desktop: the columns scroll either way, the buttons stay one tap away.
    expect(foldActions(600, 1050, 190)).toBe(false);
  });
});
