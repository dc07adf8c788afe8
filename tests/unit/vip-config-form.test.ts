// The card type dialog's parsing and validation (src/features/vip-config/card-type-form.ts): what a
// person types becomes the API body in cents, and every mistake is reported on its field before
// the request is sent.
import { describe, expect, it } from 'vitest';
import { moneyInputText, parseDecimal, parseMoney } from '../../src/contract/numbers';
import type { CardTypeDto } from '../../src/contract/vip';
import {
  type CardTypeForm,
  cardTypeFormOf,
  emptyCardTypeForm,
  normaliseColor,
  parseCardTypeForm,
  parseStaleMinutes,
} from '../../src/features/vip-config/card-type-form';

const form = (patch: Partial<CardTypeForm> = {}): CardTypeForm => ({
  ...emptyCardTypeForm(),
  name: 'Platino',
  discount: '15',
  ...patch,
});

const gold: CardTypeDto = {
  id: '0190a0a0-0000-7000-8000-000000000001',
  name: 'Gold',
  discountPercent: 10,
  creditAllowed: true,
  defaultCreditLimit: 15_000_000,
  color: '#d4a017',
  benefits: 'Cuenta corriente',
  active: true,
  cardCount: 3,
};

// The form reads its numbers by the one rule (src/contract/numbers.ts) with these rules: a discount
// keeps 2 decimals, the limit is money; signs pass so that the schema words them.
const decimal = (text: string) => {
  const r = parseDecimal(text, { decimals: 2, signed: true });
  return r.ok ? r.value : r.error;
};
const cents = (text: string) => {
  const r = parseMoney(text, { signed: true });
  return r.ok ? r.value : r.error;
};
const limitOf = (limit: string) => {
  const result = parseCardTypeForm(form({ creditAllowed: true, limit }));
  return result.ok ? result.body.defaultCreditLimit : result.errors.defaultCreditLimit;
};

describe('numbers typed into a card type', () => {
  it.each([
    ['12', 12],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['0.25', 0.25],
    ['150.000', 150_000],
    ['150,000', 150],
    ['1.500.000', 1_500_000],
    ['1.234,50', 1234.5],
    ['$ 20', 20],
    ['10 %', 10],
    ['12,', 12],
  ])('reads %s as %s', (text, value) => {
    expect(decimal(text)).toBe(value);
  });

  it.each(['abc', '1.2.3', '1.23.456', '12-3', '1,5.000,2', '1,234.50'])('says %s is not a number', (text) => {
    expect(decimal(text)).toBe('format');
  });

  it('answers empty for an empty field, which the form sends as 0', () => {
    expect(decimal('  ')).toBe('empty');
    expect(cents('')).toBe('empty');
    expect(limitOf('')).toBe(0);
  });

  it('turns pesos into integer cents and refuses fractions of a cent', () => {
    expect(cents('150.000')).toBe(15_000_000);
    expect(cents('1.234,56')).toBe(123_456);
    expect(cents('0,1')).toBe(10);
    expect(cents('1,005')).toBe('decimals');
    expect(cents('0,001')).toBe('decimals');
    expect(limitOf('150.000')).toBe(15_000_000);
    expect(limitOf('1,005')).toBe('El importe no es válido');
  });

  it('writes cents back as short pesos text', () => {
    expect(moneyInputText(15_000_000)).toBe('150.000');
    expect(moneyInputText(123_456)).toBe('1.234,56');
    expect(moneyInputText(123_450)).toBe('1.234,50');
    expect(moneyInputText(99_900)).toBe('999');
    expect(cents(moneyInputText(15_000_000))).toBe(15_000_000);
    expect(cents(moneyInputText(123_456))).toBe(123_456);
  });
});

describe('the discount', () => {
  const discountOf = (discount: string) => {
    const result = parseCardTypeForm(form({ discount }));
    return result.ok ? result.body.discountPercent : result.errors.discountPercent;
  };
  it('reads either decimal mark; more than two decimals or a grouped thousand is refused', () => {
    expect(discountOf('12,5')).toBe(12.5);
    expect(discountOf('12.5 %')).toBe(12.5);
    expect(discountOf('10,555')).toBe('El descuento admite hasta 2 decimales');
    expect(discountOf('')).toBe(0);
    expect(discountOf('1.000,5')).toBe('El descuento debe estar entre 0 y 100');
  });
});

describe('normaliseColor', () => {
  it('accepts the usual ways of writing a colour', () => {
    expect(normaliseColor('#AABBCC')).toBe('#aabbcc');
    expect(normaliseColor('aabbcc')).toBe('#aabbcc');
    expect(normaliseColor(' #abc ')).toBe('#aabbcc');
  });
  it('leaves anything else for the schema to refuse', () => {
    expect(normaliseColor('red')).toBe('red');
    expect(normaliseColor('#12345')).toBe('#12345');
  });
});

describe('parseCardTypeForm', () => {
  it('builds the API body', () => {
    const result = parseCardTypeForm(
      form({ name: '  Platino ', discount: '12,5', creditAllowed: true, limit: '200.000', color: 'ABC', benefits: ' Mesa ' }),
    );
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Platino',
        discountPercent: 12.5,
        creditAllowed: true,
        defaultCreditLimit: 20_000_000,
        color: '#aabbcc',
        benefits: 'Mesa',
        active: true,
      },
    });
  });

  it('sends a 0 limit for a type without credit, whatever the hidden field holds', () => {
    const result = parseCardTypeForm(form({ creditAllowed: false, limit: '5000' }));
    expect(result.ok && result.body.defaultCreditLimit).toBe(0);
  });

  it('reports each wrong field with the contract’s message', () => {
    const result = parseCardTypeForm(
      form({ name: ' ', discount: '101', creditAllowed: true, limit: '-5', color: 'rojo', benefits: 'x'.repeat(1001) }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'El nombre es obligatorio',
        discountPercent: 'El descuento debe estar entre 0 y 100',
        defaultCreditLimit: 'El importe no es válido',
        color: 'El color no es válido',
        benefits: 'El texto es demasiado largo',
      },
    });
  });

  it('refuses a discount with more than two decimals or that is not a number', () => {
    const three = parseCardTypeForm(form({ discount: '10,555' }));
    expect(!three.ok && three.errors.discountPercent).toBe('El descuento admite hasta 2 decimales');
    const text = parseCardTypeForm(form({ discount: 'diez' }));
    expect(!text.ok && text.errors.discountPercent).toBe('El descuento no es válido');
  });

  it('refuses a limit with fractions of a cent', () => {
    const result = parseCardTypeForm(form({ creditAllowed: true, limit: '10,5555' }));
    expect(!result.ok && result.errors.defaultCreditLimit).toBe('El importe no es válido');
  });

  it('refuses a name another type has, ignoring case and accents, but not the type’s own', () => {
    const clasica = { ...gold, id: '0190a0a0-0000-7000-8000-000000000002', name: 'Clásica' };
    const clash = parseCardTypeForm(form({ name: 'CLASICA' }), [gold, clasica]);
    expect(!clash.ok && clash.errors.name).toBe('Ya existe un tipo de tarjeta con ese nombre');
    expect(parseCardTypeForm(form({ name: 'gold' }), [gold, clasica], gold.id).ok).toBe(true);
  });

  it('round-trips a type through the form unchanged', () => {
    const result = parseCardTypeForm(cardTypeFormOf(gold), [gold], gold.id);
    const { id: _id, cardCount: _count, ...fields } = gold;
    expect(result).toEqual({ ok: true, body: fields });
  });
});

describe('parseStaleMinutes', () => {
  it('accepts whole minutes from 1 to 1440', () => {
    expect(parseStaleMinutes('1')).toEqual({ ok: true, minutes: 1 });
    expect(parseStaleMinutes(' 1440 ')).toEqual({ ok: true, minutes: 1440 });
  });
  it.each(['0', '1441', '1,5', '', 'media hora'])('refuses %j', (text) => {
    const result = parseStaleMinutes(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/válido|1440/);
  });
});
