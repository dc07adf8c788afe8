// One stock variance, one sign (issue 31, items 5 and 6), over a bar this file builds itself: a
// night with preloads, POS sales ingested through the real path, a breakage and a closing count
// applied through the API. The same count must read the same on ajustes/diferencias and report
// 412 (counted − expected: faltante negative, sobrante positive), the booked variance must be
// Σ count_adjustment at cost, and a good the POS sold below zero must be flagged on live stock,
// raise the night alert and be marked on both variance screens.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goods,
  nights,
  pointsOfSale,
  products,
  recipeLines,
  stockCountLines,
  stockCounts,
  stockLocations,
  users,
} from '../../server/db/schema';
import { stockBelowZero } from '../../server/domain/negative-stock';
import { recordMovements } from '../../server/domain/stock-ledger';
import { bookedCountVarianceByNight } from '../../server/domain/stock-variance';
import { nightConditions } from '../../server/routes/gerencia/alerts.service';
import type { DifferencesResponse } from '../../src/contract/inventory-counts';
import type { LiveStockResponse, ReportResponse, VarianceRow } from '../../src/contract/inventory-nightly';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let stock: string;
let admin: string;
let venueId: string;
let terminalKey: string;

const ids = {
  night: uuidv7(),
  bar: uuidv7(),
  pos: uuidv7(),
  gin: uuidv7(),
  tonic: uuidv7(),
  vermouth: uuidv7(),
  ginTonic: uuidv7(),
  vermouthGlass: uuidv7(),
  count: uuidv7(),
};
const COST = { gin: 1000, tonic: 500, vermouth: 2000 };
const PRICE = 300_000;
const BAR_NAME = 'Barra de varianza';
const at = (hhmm: string) => new Date(`2019-07-06T${hhmm}:00Z`);

async function ingest(saleAt: Date, productId: string, quantity: number) {
  const body = {
    sales: [
      {
        id: uuidv7(),
        at: saleAt.toISOString(),
        payment: 'cash',
        lines: [{ productId, quantity, unitPrice: PRICE }],
        total: quantity * PRICE,
      },
    ],
  };
  const res = await h.request('POST', '/ingest/sales', { body, headers: { authorization: `Bearer ${terminalKey}` } });
  const answer = await json<{ results: { status: string }[] }>(res);
  expect(answer.results.map((r) => r.status)).toEqual(['applied']);
}

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  [stock, admin] = await Promise.all([h.login('stock@noctua.test'), h.login('admin@noctua.test')]);
  const [u] = await db.select({ venueId: users.defaultVenueId }).from(users).where(eq(users.email, 'stock@noctua.test'));
  venueId = u?.venueId as string;
  await db.insert(nights).values({
    id: ids.night,
    venueId,
    businessDate: '2019-07-05',
    eventName: 'Noche de varianza',
    opensAt: at('02:00'),
    closesAt: at('09:00'),
    status: 'open',
  });
  await db.insert(stockLocations).values({ id: ids.bar, venueId, kind: 'bar', name: BAR_NAME });
  await db.insert(pointsOfSale).values({ id: ids.pos, venueId, kind: 'bar', name: 'Caja varianza', stockLocationId: ids.bar });
  await db.insert(goods).values([
    { id: ids.gin, venueId, sku: 'V-GIN', name: 'Gin de varianza', category: 'Gin', unit: 'bottle', unitCost: COST.gin },
    { id: ids.tonic, venueId, sku: 'V-TON', name: 'Tónica de varianza', category: 'Gaseosas', unit: 'can', unitCost: COST.tonic },
    {
      id: ids.vermouth,
      venueId,
      sku: 'V-VER',
      name: 'Vermut de varianza',
      category: 'Aperitivos',
      unit: 'bottle',
      unitCost: COST.vermouth,
    },
  ]);
  await db.insert(products).values([
    { id: ids.ginTonic, venueId, name: 'Gin tonic de varianza', kind: 'drink', category: 'Tragos' },
    { id: ids.vermouthGlass, venueId, name: 'Vermut de varianza (copa)', kind: 'drink', category: 'Tragos' },
  ]);
  await db.insert(recipeLines).values([
    { productId: ids.ginTonic, goodId: ids.gin, quantity: 0.25 },
    { productId: ids.ginTonic, goodId: ids.tonic, quantity: 1 },
    { productId: ids.vermouthGlass, goodId: ids.vermouth, quantity: 0.5 },
  ]);
  const terminal = await json<{ id: string }>(
    await h.request('POST', '/satelite/terminales', {
      token: admin,
      body: { pointOfSaleId: ids.pos, name: 'Terminal varianza', deviceId: `VAR-${uuidv7()}` },
    }),
    201,
  );
  terminalKey = (
    await json<{ apiKey: string }>(await h.request('POST', `/satelite/terminales/${terminal.id}/clave`, { token: admin }))
  ).apiKey;

  // Before the night the bar held 6 tonics. Preloads before opening: 4 gin, 4 tonic, 1 vermouth.
  await recordMovements(db, [
    { locationId: ids.bar, goodId: ids.tonic, kind: 'purchase', quantity: 6, at: new Date('2019-07-01T15:00:00Z') },
    ...[
      [ids.gin, 4],
      [ids.tonic, 4],
      [ids.vermouth, 1],
    ].map(([goodId, quantity]) => ({
      locationId: ids.bar,
      goodId: goodId as string,
      kind: 'preload' as const,
      quantity: quantity as number,
      at: at('01:00'),
      nightId: ids.night,
      sourceType: 'preload',
    })),
  ]);
  // The POS: 8 gin tonics (2 gin, 8 tonic), then 4 + 2 glasses of vermouth (3 bottles) from 1
  // loaded — the bar sells 2 bottles it never had: −1 at 03:30, −2 at 04:30.
  await ingest(at('03:00'), ids.ginTonic, 8);
  await ingest(at('03:30'), ids.vermouthGlass, 4);
  await ingest(at('04:30'), ids.vermouthGlass, 2);
  // Half a bottle of gin broken.
  await recordMovements(db, [
    { locationId: ids.bar, goodId: ids.gin, kind: 'breakage', quantity: -0.5, at: at('04:00'), nightId: ids.night },
  ]);
  // The closing count at 05:00 local: gin 1.2 (expected 1.5), tonic 2.5 (expected 2), vermouth 0 (expected −2).
  await db
    .insert(stockCounts)
    .values({ id: ids.count, locationId: ids.bar, nightId: ids.night, scope: 'spot', status: 'submitted' });
  await db.insert(stockCountLines).values([
    { stockCountId: ids.count, goodId: ids.gin, countedQuantity: 1.2, countedAt: at('08:00') },
    { stockCountId: ids.count, goodId: ids.tonic, countedQuantity: 2.5, countedAt: at('08:00') },
    { stockCountId: ids.count, goodId: ids.vermouth, countedQuantity: 0, countedAt: at('08:00') },
  ]);
});

afterAll(async () => {
  await h?.close();
});

const report412 = async () => {
  const res = await h.request('GET', `/inventarios/reportes/diferencias?nightId=${ids.night}&locationId=${ids.bar}`, {
    token: stock,
  });
  return (await json<ReportResponse<'diferencias'>>(res)).rows as VarianceRow[];
};
const differences = async () =>
  json<DifferencesResponse>(await h.request('GET', `/inventarios/diferencias?nightId=${ids.night}`, { token: stock }));

/** What the count should find: counted − expected, faltante negative, at each good's cost. */
const EXPECTED = {
  gin: { quantity: -0.3, value: -300 },
  tonic: { quantity: 0.5, value: 250 },
  vermouth: { quantity: 2, value: 4000 },
};

describe('one stock variance, one sign', () => {
  it('412 shows a count not applied yet as pending, with what applying it will book', async () => {
    const rows = await report412();
    const gin = rows.find((r) => r.goodId === ids.gin);
    expect(gin).toMatchObject({ pending: true, variance: EXPECTED.gin.quantity, varianceCost: EXPECTED.gin.value });
    expect((await differences()).rows).toEqual([]);
  });

  it('the applied count reads the same, with the same sign, on ajustes/diferencias and report 412', async () => {
    await json(await h.request('POST', `/inventarios/conteos/${ids.count}/aplicar`, { token: admin }));
    const diff = await differences();
    const rows = await report412();
    for (const [name, goodId] of [
      ['gin', ids.gin],
      ['tonic', ids.tonic],
      ['vermouth', ids.vermouth],
    ] as const) {
      const d = diff.rows.find((r) => r.goodId === goodId && r.locationId === ids.bar);
      const v = rows.find((r) => r.goodId === goodId);
      expect(d, name).toMatchObject(EXPECTED[name]);
      expect(v, name).toMatchObject({ variance: EXPECTED[name].quantity, varianceCost: EXPECTED[name].value, pending: false });
    }
    // The gin explained: 0 + 4 preloaded − 0.5 broken − 2 sold by recipe = 1.5 expected; 1.2 counted.
    expect(rows.find((r) => r.goodId === ids.gin)).toMatchObject({
      opening: 0,
      preload: 4,
      breakage: 0.5,
      theoretical: 2,
      other: 0,
      expected: 1.5,
      closing: 1.2,
      actualUse: 2.3,
    });
    expect(rows.find((r) => r.goodId === ids.tonic)).toMatchObject({ opening: 6, preload: 4, theoretical: 8, expected: 2 });
    // Shortages negative, overages positive in the totals too.
    expect(diff.totals).toMatchObject({ missingQuantity: -0.3, missingValue: -300, surplusQuantity: 2.5, surplusValue: 4250 });
  });

  it('the booked variance is Σ count_adjustment at cost, on every screen', async () => {
    const db = h.database.db;
    const [ledger] = (
      (await db.execute(
        sql`select sum(quantity) as q, sum(round(quantity * unit_cost)) as v from stock_movements
            where night_id = ${ids.night} and kind = 'count_adjustment'`,
      )) as unknown as { rows: { q: string; v: string }[] }
    ).rows;
    const booked = (await bookedCountVarianceByNight(db, [ids.night])).get(ids.night);
    expect(booked).toEqual({ quantity: Number(ledger?.q), value: Number(ledger?.v) });
    expect(booked).toEqual({ quantity: 2.2, value: 3950 });
    expect((await differences()).totals).toMatchObject({ quantity: 2.2, value: 3950 });
    expect((await report412()).reduce((s, r) => s + r.varianceCost, 0)).toBe(3950);
  });
});

describe('sold below zero', () => {
  it('is found by one definition: the night took the bar’s vermouth to −2 from 03:30', async () => {
    const found = await stockBelowZero(h.database.db, { venueId, nightIds: [ids.night], locationIds: [ids.bar] });
    expect(found.map((r) => [r.goodId, r.lowest, r.since.toISOString()])).toEqual([
      [ids.vermouth, -2, at('03:30').toISOString()],
    ]);
  });

  it('live stock flags the line', async () => {
    const live = await json<LiveStockResponse>(
      await h.request('GET', `/inventarios/stockEnVivo?nightId=${ids.night}`, { token: stock }),
    );
    const lines = live.bars.find((b) => b.id === ids.bar)?.lines ?? [];
    expect(lines.find((l) => l.goodId === ids.vermouth)?.belowZero).toEqual({
      lowest: -2,
      since: at('03:30').toISOString(),
    });
    expect(lines.filter((l) => l.belowZero !== null).map((l) => l.goodId)).toEqual([ids.vermouth]);
  });

  it('raises the night alert for the bar and good', async () => {
    const alerts = await nightConditions(h.database.db, venueId, ids.night, at('08:30'));
    const negative = alerts.filter((a) => a.kind === 'negativeStock');
    expect(negative.map((a) => a.subject)).toEqual([`${ids.bar}:${ids.vermouth}`]);
    expect(negative[0]).toMatchObject({
      title: `Stock negativo en ${BAR_NAME}`,
      description: 'Vermut de varianza: vendido sin stock cargado (llegó a -2)',
    });
  });

  it('the variance screens mark the line, so its overage is not read as a gain', async () => {
    const diff = await differences();
    const marked = diff.rows.filter((r) => r.belowZero !== null);
    expect(marked.map((r) => [r.goodId, r.quantity, r.belowZero?.lowest])).toEqual([[ids.vermouth, 2, -2]]);
    const rows = await report412();
    expect(rows.filter((r) => r.belowZero !== null).map((r) => [r.goodId, r.variance, r.belowZero?.lowest])).toEqual([
      [ids.vermouth, 2, -2],
    ]);
  });

  it('goods whose stock never went below zero are not flagged', async () => {
    const found = await stockBelowZero(h.database.db, { venueId, nightIds: [ids.night], goodIds: [ids.gin, ids.tonic] });
    expect(found).toEqual([]);
  });
});
