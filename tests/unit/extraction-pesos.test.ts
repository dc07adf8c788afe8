// Pesos as a cashier types them, to cents; and the register arithmetic the server and screen share.
import { describe, expect, it } from 'vitest';
import { parsePesos, registerExpectation } from '../../src/contract/extraction';

describe('parsePesos', () => {
  it.each([
    ['150000', 15_000_000],
    ['150.000', 15_000_000],
    ['1.500,50', 150_050],
    ['1500,5', 150_050],
    ['1500.5', 150_050],
    ['1,500.25', 150_025],
    ['$ 2.000', 200_000],
    ['0,01', 1],
    ['12', 1200],
    ['1.234.567,89', 123_456_789],
  ])('%s → %i cents', (text, cents) => {
    expect(parsePesos(text)).toBe(cents);
  });

  it.each(['', 'abc', '-100', '1,2,3,4', '12.34.5', '1.5e3', ',50'])('%s is not an amount', (text) => {
    expect(parsePesos(text)).toBeNull();
  });
});

describe('registerExpectation', () => {
  it('expected before is float + income; after subtracts what was extracted', () => {
    expect(registerExpectation(100_000, 500_000, 200_000)).toEqual({ expectedBefore: 600_000, expectedAfter: 400_000 });
    expect(registerExpectation(0, 0, 0)).toEqual({ expectedBefore: 0, expectedAfter: 0 });
  });
});
