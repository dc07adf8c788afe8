// The one rule for typed numbers (src/contract/numbers.ts): es, de and fr write "1.500,50".
import { describe, expect, it } from 'vitest';
import {
  moneyInputText,
  numberInputText,
  parseDecimal,
  parseMoney,
  parseQuantity,
  parseScaled,
} from '../../src/contract/numbers';

const cents = (text: string, signed = false) => {
  const r = parseMoney(text, { signed });
  return r.ok ? r.value : r.error;
};
const qty = (text: string) => {
  const r = parseQuantity(text);
  return r.ok ? r.value : r.error;
};

describe('money', () => {
  it.each([
    ['1.500,50', 150050],
    ['1500,50', 150050],
    ['1500,5', 150050],
    ['1,5', 150],
    ['1,500', 150],
    ['1.500', 150000],
    ['1 500', 150000],
    ['1\u202f500,25', 150025],
    ['1.500.000', 150000000],
    ['$ 2.000', 200000],
    ['2000 $', 200000],
    ['1.5', 150],
    ['12.75', 1275],
    [',5', 50],
    ['0', 0],
    ['  42  ', 4200],
  ])('%s is %i cents', (text, expected) => {
    expect(cents(text)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'format'],
    [',', 'format'],
    ['1,500.50', 'format'],
    ['1,5,0', 'format'],
    ['1.50.0', 'format'],
    ['1.5000', 'format'],
    ['15.00.000', 'format'],
    ['1 50', 'format'],
    ['0 500', 'format'],
    ['1,505', 'decimals'],
    ['1,999', 'decimals'],
    ['-5', 'negative'],
    ['99999999999999999', 'max'],
  ])('%s is refused (%s)', (text, error) => {
    expect(cents(text)).toBe(error);
  });

  it('takes a sign where allowed', () => {
    expect(cents('-1.500,50', true)).toBe(-150050);
    expect(cents('−20', true)).toBe(-2000);
    expect(cents('+20', true)).toBe(2000);
    expect(cents('-0', false)).toBe(0);
  });

  it('bounds and zero', () => {
    expect(parseMoney('100,01', { max: 100 })).toEqual({ ok: false, error: 'max' });
    expect(parseMoney('100', { max: 100 })).toEqual({ ok: true, value: 10000 });
    expect(parseMoney('0,00', { allowZero: false })).toEqual({ ok: false, error: 'zero' });
  });

  it('round-trips through the input text', () => {
    for (const value of [0, 5, 150, 150050, 123456789, -2050]) {
      expect(cents(moneyInputText(value), true)).toBe(value);
    }
    expect(moneyInputText(150000)).toBe('1.500');
    expect(moneyInputText(150050)).toBe('1.500,50');
  });
});

describe('quantities', () => {
  it.each([
    ['1,5', 1.5],
    ['1.5', 1.5],
    ['0,067', 0.067],
    ['0.067', 0.067],
    ['0.125', 0.125],
    ['3,400', 3.4],
    ['1.500', 1500],
    ['1.500,25', 1500.25],
    ['12', 12],
    ['100000', 100000],
  ])('%s is %d', (text, expected) => {
    expect(qty(text)).toBe(expected);
  });

  it.each([
    ['1,2345', 'decimals'],
    ['100000,001', 'max'],
    ['-1', 'negative'],
    ['1,,5', 'format'],
    ['1/2', 'format'],
  ])('%s is refused (%s)', (text, error) => {
    expect(qty(text)).toBe(error);
  });

  it('is exact in thousandths (no float drift)', () => {
    expect(parseScaled('0,1', { decimals: 3 })).toEqual({ ok: true, value: 100 });
    expect(qty('0,3')).toBe(0.3);
    expect(numberInputText(0.1 + 0.2)).toBe('0,3');
    expect(numberInputText(1500.25)).toBe('1500,25');
  });

  it('the same text is the same value on every kind of input', () => {
    // "1,500" was $1.50 on one screen, $1,500 on another and refused on a third.
    expect(cents('1,500')).toBe(150);
    expect(qty('1,500')).toBe(1.5);
    expect(parseDecimal('1,500', { decimals: 2 })).toEqual({ ok: true, value: 1.5 });
  });
});
