// The invoice figures (server/domain/invoice-totals.ts): whatever the lines, the totals add up to
// the cent the way AFIP checks them — Σ base = net, Σ VAT = ImpIVA, net + VAT = total = Σ lines —
// each rate's VAT is its base × rate within a cent, and class C has no breakdown.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTotals, letterClass, lineAmount, netOf, VAT_RATES } from '../../server/domain/invoice-totals';

const line = fc.record({
  // Up to 3 decimals, as the contract accepts them.
  quantity: fc.integer({ min: 1, max: 100_000_000 }).map((milli) => milli / 1000),
  unitPrice: fc.integer({ min: 1, max: 500_000_000 }),
  vatRate: fc.constantFrom(...VAT_RATES),
});
const lines = fc.array(line, { minLength: 1, maxLength: 40 });

describe('invoice totals', () => {
  it('rounds each line to the cent, half up, without floating-point drift', () => {
    expect(lineAmount(1, 12_100)).toBe(12_100);
    expect(lineAmount(0.5, 101)).toBe(51);
    expect(lineAmount(0.333, 300)).toBe(100);
    expect(lineAmount(1.005, 100)).toBe(101);
    expect(lineAmount(2.675, 100)).toBe(268);
    expect(lineAmount(100_000, 500_000_000)).toBe(50_000_000_000_000);
  });

  it('splits a VAT-included amount into net and VAT', () => {
    expect(netOf(12_100, 21)).toBe(10_000);
    expect(netOf(100, 21)).toBe(83);
    expect(netOf(11_050, 10.5)).toBe(10_000);
    expect(netOf(500, 0)).toBe(500);
    const t = invoiceTotals(
      [
        { quantity: 1, unitPrice: 12_100, vatRate: 21 },
        { quantity: 2, unitPrice: 5_525, vatRate: 10.5 },
      ],
      'B',
    );
    expect(t).toMatchObject({ net: 20_000, vat: 3_150, total: 23_150 });
    expect(t.breakdown).toEqual([
      { rate: 10.5, afipId: 4, base: 10_000, amount: 1_050 },
      { rate: 21, afipId: 5, base: 10_000, amount: 2_100 },
    ]);
  });

  it('always adds up to the cent (A and B)', () => {
    fc.assert(
      fc.property(lines, fc.constantFrom('A' as const, 'B' as const), (ls, letter) => {
        const t = invoiceTotals(ls, letter);
        expect(t.total).toBe(t.lineAmounts.reduce((s, a) => s + a, 0));
        expect(t.net + t.vat).toBe(t.total);
        expect(t.breakdown.reduce((s, b) => s + b.base, 0)).toBe(t.net);
        expect(t.breakdown.reduce((s, b) => s + b.amount, 0)).toBe(t.vat);
        for (const b of t.breakdown) {
          expect(Number.isInteger(b.base) && Number.isInteger(b.amount)).toBe(true);
          expect(b.base + b.amount).toBe(t.grossByRate.get(b.rate));
          expect(b.amount).toBeGreaterThanOrEqual(0);
          // AFIP compares Importe with BaseImp × rate: within a cent.
          expect(Math.abs(b.amount - (b.base * b.rate) / 100)).toBeLessThanOrEqual(1);
        }
        // One breakdown entry per rate used, ascending.
        expect(t.breakdown.map((b) => b.rate)).toEqual([...new Set(ls.map((l) => l.vatRate))].sort((a, b) => a - b));
      }),
      { numRuns: 500 },
    );
  });

  it('gives class C no VAT breakdown: net = total, VAT 0', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        const t = invoiceTotals(ls, 'C');
        expect(t.breakdown).toEqual([]);
        expect(t.vat).toBe(0);
        expect(t.net).toBe(t.total);
        expect(t.total).toBe(t.lineAmounts.reduce((s, a) => s + a, 0));
      }),
      { numRuns: 200 },
    );
  });

  it('reads the class of a credit note letter', () => {
    expect(letterClass('NCA')).toBe('A');
    expect(letterClass('B')).toBe('B');
    expect(letterClass('NCC')).toBe('C');
    expect(() => letterClass('X')).toThrow();
  });
});
