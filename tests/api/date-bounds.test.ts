// Dates the server takes are bounded to 2000–2100 by the shared contract (issue 32, item 6): a night
// dated 9999-12-31 answered 500 on POST/PUT /nights (its closing instant is in year 10000) and one
// dated 0001-01-01 was stored as 1901. Both now answer a translated 422 and nothing is stored; the
// span's own ends are accepted. Other date filters answer the same 422 (the contract is shared).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nights } from '../../server/db/schema';
import type { NightDto } from '../../src/contract/nights-admin';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let admin: string;
let nightId: string;

const night = (businessDate: string) => ({ businessDate, eventName: 'Fechas', opensAt: '23:30', closesAt: '06:00' });

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin@noctua.test');
  nightId = (await json<NightDto>(await h.request('POST', '/nights', { token: admin, body: night('2032-03-03') }), 201)).id;
});
afterAll(async () => {
  await h?.close();
});

describe('nights outside 2000–2100', () => {
  for (const date of ['9999-12-31', '0001-01-01']) {
    it(`POST /nights ${date} is a translated 422 and stores nothing`, async () => {
      const before = await h.database.db.select({ id: nights.id }).from(nights);
      const res = await h.request('POST', '/nights', { token: admin, body: night(date), headers: { 'accept-language': 'de' } });
      const body = await json<{ message: string }>(res, 422);
      expect(body.message).toBe('Das Datum muss zwischen den Jahren 2000 und 2100 liegen');
      const es = await json<{ message: string }>(await h.request('POST', '/nights', { token: admin, body: night(date) }), 422);
      expect(es.message).toBe('La fecha debe estar entre el año 2000 y el 2100');
      expect(await h.database.db.select({ id: nights.id }).from(nights)).toHaveLength(before.length);
    });

    it(`PUT /nights/:id ${date} is a 422 and leaves the night as it was`, async () => {
      const res = await h.request('PUT', `/nights/${nightId}`, {
        token: admin,
        body: night(date),
        headers: { 'accept-language': 'fr' },
      });
      expect((await json<{ message: string }>(res, 422)).message).toBe('La date doit être comprise entre l’an 2000 et l’an 2100');
      const [row] = await h.database.db.select({ businessDate: nights.businessDate }).from(nights).where(eq(nights.id, nightId));
      expect(row?.businessDate).toBe('2032-03-03');
    });
  }

  it('the span’s ends are nights like any other', async () => {
    for (const date of ['2000-01-01', '2100-12-31']) {
      const created = await json<NightDto>(await h.request('POST', '/nights', { token: admin, body: night(date) }), 201);
      expect(created.businessDate).toBe(date);
      const [row] = await h.database.db
        .select({ businessDate: nights.businessDate })
        .from(nights)
        .where(eq(nights.id, created.id));
      expect(row?.businessDate).toBe(date);
    }
  });

  it('date filters answer the same 422', async () => {
    for (const path of [
      '/nights?from=9999-12-31',
      '/audit?from=0001-01-01',
      '/gerencia/balance?from=9999-12-30&to=9999-12-31',
      '/inventarios/valorizado?at=9999-12-31',
      '/inventarios/movimientos?from=0001-01-01',
    ]) {
      const res = await h.request('GET', path, { token: admin });
      expect((await json<{ message: string }>(res, 422)).message, path).toBe('La fecha debe estar entre el año 2000 y el 2100');
    }
  });
});
