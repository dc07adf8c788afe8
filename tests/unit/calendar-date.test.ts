// Every calendar date of the shared contract is one schema (src/contract/calendar-date.ts): a real
// day between 2000-01-01 and 2100-12-31 (issue 32: 9999-12-31 answered 500 on POST /nights, year
// 0001 was stored as 1901). Each contract schema that takes a date is checked here, so a new
// date field written by hand shows up as a failure.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { auditQuerySchema } from '../../src/contract/audit';
import { BAD_DATE, calendarDate, DATE_OUT_OF_RANGE } from '../../src/contract/calendar-date';
import { statementQuerySchema } from '../../src/contract/cashflow';
import { owedQuerySchema } from '../../src/contract/cashflow-staff';
import { scopeQuerySchema } from '../../src/contract/gerencia';
import { priceListSchema } from '../../src/contract/inventory-catalogue';
import { countsQuerySchema } from '../../src/contract/inventory-counts';
import { reportQuerySchema } from '../../src/contract/inventory-nightly';
import { valuedStockQuerySchema } from '../../src/contract/inventory-stock';
import { movementsQuerySchema } from '../../src/contract/inventory-transfers';
import { nightInputSchema, nightsQuerySchema } from '../../src/contract/nights-admin';
import { ledgerQuerySchema } from '../../src/contract/vip';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe('calendarDate', () => {
  const date = calendarDate();
  it('accepts real days from 2000-01-01 to 2100-12-31', () => {
    for (const ok of ['2000-01-01', '2026-12-05', '2028-02-29', '2100-12-31']) expect(messages(date, ok)).toEqual([]);
  });
  it('answers the range message for a real day outside the span', () => {
    for (const out of ['9999-12-31', '0001-01-01', '1999-12-31', '2101-01-01'])
      expect(messages(date, out)).toEqual([DATE_OUT_OF_RANGE]);
  });
  it('answers the bad-date message for what is not a calendar day', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', '', 'mañana', 20260101])
      expect(messages(date, bad)).toEqual([BAD_DATE]);
  });
});

describe('every contract date field is bounded', () => {
  const night = { businessDate: '9999-12-31', opensAt: '23:00', closesAt: '06:00' };
  const cases: [string, v.GenericSchema, unknown][] = [
    ['night businessDate', nightInputSchema, night],
    ['night businessDate 0001', nightInputSchema, { ...night, businessDate: '0001-01-01' }],
    ['nights list', nightsQuerySchema, { from: '9999-12-31' }],
    ['audit', auditQuerySchema, { to: '0001-01-01' }],
    ['cash-flow statement', statementQuerySchema, { from: '9999-12-31' }],
    ['staff owed', owedQuerySchema, { from: '9999-12-31' }],
    ['balance scope', scopeQuerySchema, { from: '9999-12-30', to: '9999-12-31' }],
    ['price list', priceListSchema, { name: 'Lista', validFrom: '9999-12-31' }],
    ['stock counts', countsQuerySchema, { from: '9999-12-31' }],
    ['nightly report', reportQuerySchema, { from: '0001-01-01', to: '0001-01-02' }],
    ['valued stock', valuedStockQuerySchema, { at: '9999-12-31' }],
    ['stock movements', movementsQuerySchema, { from: '9999-12-31' }],
    ['VIP ledger', ledgerQuerySchema, { from: '9999-12-31' }],
  ];
  it.each(cases)('%s', (_name, schema, input) => {
    const found = messages(schema, input);
    // The cash-flow statement takes a date or an instant: the union answers its own message.
    expect(found.some((m) => m === DATE_OUT_OF_RANGE || m === BAD_DATE)).toBe(true);
    if (schema !== statementQuerySchema) expect(found).toContain(DATE_OUT_OF_RANGE);
  });
});
