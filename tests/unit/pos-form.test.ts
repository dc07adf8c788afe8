// The point-of-sale form's rules shared with the server (src/contract/pos.ts) and its AFIP number
// parsing (src/features/pos-config/form.ts).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { kindHasStock, POS_BAD_AFIP, POS_NAME_REQUIRED, posCreateSchema, posUpdateSchema } from '../../src/contract/pos';
import { parseAfipNumber } from '../../src/features/pos-config/form';

const issues = (input: unknown) => {
  const r = v.safeParse(posCreateSchema, input);
  return r.success ? [] : r.issues.map((i) => [i.path?.[0]?.key, i.message]);
};

describe('parseAfipNumber', () => {
  it('reads digits, leaves empty as none and anything else as not a number', () => {
    expect(parseAfipNumber('')).toBeNull();
    expect(parseAfipNumber('  ')).toBeNull();
    expect(parseAfipNumber('0007')).toBe(7);
    expect(parseAfipNumber(' 12 ')).toBe(12);
    for (const bad of ['1.5', '-3', '1e3', 'abc', '12a']) expect(parseAfipNumber(bad)).toBeNaN();
  });

  it('lets the schema refuse what it could not read', () => {
    expect(issues({ kind: 'bar', name: 'B', afipPosNumber: parseAfipNumber('x') })).toEqual([['afipPosNumber', POS_BAD_AFIP]]);
    expect(issues({ kind: 'bar', name: 'B', afipPosNumber: parseAfipNumber('100000') })).toEqual([
      ['afipPosNumber', POS_BAD_AFIP],
    ]);
    expect(issues({ kind: 'bar', name: 'B', afipPosNumber: parseAfipNumber('99999') })).toEqual([]);
  });
});

describe('posCreateSchema', () => {
  it('trims the name and requires one', () => {
    const r = v.parse(posCreateSchema, { kind: 'cloakroom', name: '  Guardarropa  ' });
    expect(r).toEqual({ kind: 'cloakroom', name: 'Guardarropa', priceListId: null, stockLocationId: null, afipPosNumber: null });
    expect(issues({ kind: 'cloakroom', name: '   ' })).toEqual([['name', POS_NAME_REQUIRED]]);
  });

  it('refuses unknown kinds and ids that are not uuids', () => {
    expect(issues({ kind: 'kiosco', name: 'K' }).map((i) => i[0])).toEqual(['kind']);
    expect(issues({ kind: 'bar', name: 'B', stockLocationId: 'barra-1' }).map((i) => i[0])).toEqual(['stockLocationId']);
  });

  it('leaves the kind out of an edit', () => {
    const r = v.parse(posUpdateSchema, { kind: 'bar', name: 'X' });
    expect('kind' in r).toBe(false);
  });

  it('gives only bars a stock location', () => {
    expect(kindHasStock('bar')).toBe(true);
    for (const k of ['ticket_office', 'cloakroom', 'cashier', 'restaurant'] as const) expect(kindHasStock(k)).toBe(false);
  });
});
