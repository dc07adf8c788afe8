// Pesos as a cashier types them into an extraction, to cents (the one rule of src/contract/numbers.ts,
// the same as a VIP top-up). What a register holds is its ledger balance (tests/api/cash-registers.test.ts).
import { describe, expect, it } from 'vitest';
import { parseMoney } from '../../src/contract/numbers';

/** What the "Nueva extracción" dialog reads: cents, or null when it is not an amount. */
function extractionCents(text: string): number | null {
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.value : null;
}

describe('extraction amounts', () => {
  it.each([
    ['150000', 15_000_000],
    ['150.000', 15_000_000],
    ['1.500,50', 150_050],
    ['1500,5', 150_050],
    ['1500.5', 150_050],
    ['$ 2.000', 200_000],
    ['0,01', 1],
    ['12', 1200],
    ['1.234.567,89', 123_456_789],
    // The comma is the decimal mark on every screen: this was $1,500 here and $1.50 in a top-up.
    ['1,500', 150],
    [',50', 50],
  ])('%s → %i cents', (text, cents) => {
    expect(extractionCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '-100', '1,2,3,4', '12.34.5', '1.5e3', '1,500.25'])('%s is not an amount', (text) => {
    expect(extractionCents(text)).toBeNull();
  });
});
