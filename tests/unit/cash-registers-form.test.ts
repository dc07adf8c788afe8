// The register dialogs' cash form (src/features/cash-registers/form.ts) and the contract it feeds
// (src/contract/cash-registers.ts): pieces per ARS denomination or a total, to integer cents, and
// exactly one of the two in a body.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  bodyAmount,
  countRegisterSchema,
  denominationsTotal,
  needsReason,
  openRegisterSchema,
} from '../../src/contract/cash-registers';
import { cashBody, cashFormSchema, emptyCashForm, formCents, parsePieces } from '../../src/features/cash-registers/form';

const NIGHT = '01930f5e-8c1a-7d2e-9f00-0123456789ab';
const POS = '01930f5e-8c1a-7d2e-9f00-0123456789ac';

describe('cash form', () => {
  it('reads pieces as whole numbers and refuses anything else', () => {
    expect(parsePieces('')).toBe(0);
    expect(parsePieces('12')).toBe(12);
    expect(parsePieces('1.200')).toBe(1200);
    expect(parsePieces('1,5')).toBeNull();
    expect(parsePieces('-3')).toBeNull();
    expect(parsePieces('doce')).toBeNull();
  });

  it('adds the pieces by face value, in cents', () => {
    const form = { ...emptyCashForm(true), d1000000: '5', d200000: '4', d500: '3' };
    expect(formCents(form)).toBe(5 * 1_000_000 + 4 * 200_000 + 3 * 500);
    expect(cashBody(v.parse(cashFormSchema, form))).toEqual({ denominations: { '1000000': 5, '200000': 4, '500': 3 } });
    expect(formCents({ ...form, d100: 'x' })).toBeNull();
    expect(v.safeParse(cashFormSchema, { ...form, d100: 'x' }).success).toBe(false);
  });

  it('reads a total in pesos with the one number rule', () => {
    const form = { ...emptyCashForm(false), total: '1.500,50' };
    expect(formCents(form)).toBe(150_050);
    expect(cashBody(v.parse(cashFormSchema, form))).toEqual({ amount: 150_050 });
    expect(v.safeParse(cashFormSchema, { ...form, total: '1,500.50' }).success).toBe(false);
    expect(v.safeParse(cashFormSchema, { ...form, total: '' }).success).toBe(false);
  });
});

describe('register bodies', () => {
  it('take a total or denominations, never both nor neither', () => {
    expect(v.safeParse(openRegisterSchema, { nightId: NIGHT, pointOfSaleId: POS, amount: 100 }).success).toBe(true);
    expect(v.safeParse(openRegisterSchema, { nightId: NIGHT, pointOfSaleId: POS, denominations: { '100': 1 } }).success).toBe(
      true,
    );
    expect(v.safeParse(openRegisterSchema, { nightId: NIGHT, pointOfSaleId: POS }).success).toBe(false);
    expect(
      v.safeParse(openRegisterSchema, { nightId: NIGHT, pointOfSaleId: POS, amount: 1, denominations: { '100': 1 } }).success,
    ).toBe(false);
    expect(v.safeParse(countRegisterSchema, { denominations: { '300': 1 } }).success).toBe(false);
    expect(v.safeParse(countRegisterSchema, { amount: 0 }).success).toBe(true);
  });

  it('the amount of a body is its total or Σ value × pieces', () => {
    expect(denominationsTotal({ '2000000': 2, '100': 7 })).toBe(4_000_700);
    expect(bodyAmount({ denominations: { '2000000': 2, '100': 7 } })).toBe(4_000_700);
    expect(bodyAmount({ amount: 12 })).toBe(12);
  });

  it('a reason is needed strictly past the threshold, either way', () => {
    expect(needsReason(-500_001, 500_000)).toBe(true);
    expect(needsReason(500_001, 500_000)).toBe(true);
    expect(needsReason(-500_000, 500_000)).toBe(false);
    expect(needsReason(0, 0)).toBe(false);
  });
});
