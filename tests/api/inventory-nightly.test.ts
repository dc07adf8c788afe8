// Preloads, live stock and the inventory reports over rows this file creates itself (a night, a
// warehouse, a bar with its point of sale, goods, a recipe, sales, a transfer, a breakage and a
// closing count), so every figure below is known in advance.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  breakages,
  goods,
  nights,
  parLevels,
  pointsOfSale,
  products,
  recipeLines,
  saleLines,
  sales,
  stockCountLines,
  stockCounts,
  stockLevels,
  stockLocations,
  stockMovements,
  transferNoteLines,
  transferNotes,
  users,
  venues,
} from '../../server/db/schema';
import { findCurrentNight, NIGHT_CLOSED } from '../../server/domain/night-of';
import { recordMovements } from '../../server/domain/stock-ledger';
import type {
  BreakageRow,
  ConsumptionRow,
  LiveStockResponse,
  NightOptionsResponse,
  PreloadLoadResult,
  PreloadsResponse,
  ProductConsumptionRow,
  ReportResponse,
  TopGoodRow,
  TransferRow,
  ValuedRow,
  VarianceRow,
} from '../../src/contract/inventory-nightly';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness } from './harness';

let h: Harness;
let stock: string;
let caja: string;
let only411: string;
let outsider: string;
let venueId: string;

const ids = {
  night: uuidv7(),
  closedNight: uuidv7(),
  warehouse: uuidv7(),
  bar: uuidv7(),
  pos: uuidv7(),
  g1: uuidv7(),
  g2: uuidv7(),
  g3: uuidv7(),
  product: uuidv7(),
  otherVenue: uuidv7(),
  otherBar: uuidv7(),
};
const G1_COST = 1000;
const G2_COST = 500;
const PRICE = 250_000;
const OPENS = new Date('2019-06-02T02:00:00Z');

const makeUser = (email: string, venue: string, codes: string[]) => h.createUser(email, codes, venue);

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  const [u] = await db.select({ venueId: users.defaultVenueId }).from(users).where(eq(users.email, 'stock@noctua.test'));
  venueId = u?.venueId as string;
  await db.insert(nights).values([
    {
      id: ids.night,
      venueId,
      businessDate: '2019-06-01',
      eventName: 'Noche de prueba',
      opensAt: OPENS,
      closesAt: new Date('2019-06-02T09:00:00Z'),
      status: 'open',
    },
    {
      id: ids.closedNight,
      venueId,
      businessDate: '2019-05-31',
      opensAt: new Date('2019-06-01T02:00:00Z'),
      closesAt: new Date('2019-06-01T09:00:00Z'),
      status: 'closed',
    },
  ]);
  await db.insert(stockLocations).values([
    { id: ids.warehouse, venueId, kind: 'warehouse', name: 'Depósito de prueba' },
    { id: ids.bar, venueId, kind: 'bar', name: 'Barra de prueba' },
  ]);
  await db
    .insert(pointsOfSale)
    .values({ id: ids.pos, venueId, kind: 'bar', name: 'Caja barra de prueba', stockLocationId: ids.bar });
  await db.insert(goods).values([
    { id: ids.g1, venueId, sku: 'T-G1', name: 'Fernet de prueba', category: 'Aperitivos', unit: 'bottle', unitCost: G1_COST },
    { id: ids.g2, venueId, sku: 'T-G2', name: 'Cola de prueba', category: 'Gaseosas', unit: 'bottle', unitCost: G2_COST },
    { id: ids.g3, venueId, sku: 'T-G3', name: 'Hielo de prueba', category: 'Insumos', unit: 'kg', unitCost: 100 },
  ]);
  await db
    .insert(products)
    .values({ id: ids.product, venueId, name: 'Fernet con cola de prueba', kind: 'drink', category: 'Tragos' });
  await db.insert(recipeLines).values({ productId: ids.product, goodId: ids.g1, quantity: 0.25 });
  // The warehouse holds 20 of G1; the bar already held 3 of G2 before the night.
  await recordMovements(db, [
    { locationId: ids.warehouse, goodId: ids.g1, kind: 'purchase', quantity: 20, at: new Date('2019-05-20T15:00:00Z') },
    { locationId: ids.bar, goodId: ids.g2, kind: 'purchase', quantity: 3, at: new Date('2019-05-30T15:00:00Z') },
  ]);
  // Another venue with its own bar and a user who holds every code there.
  await db.insert(venues).values({ id: ids.otherVenue, name: 'Otro local', legalName: 'Otro SA', taxId: '30-9' });
  await db.insert(stockLocations).values({ id: ids.otherBar, venueId: ids.otherVenue, kind: 'bar', name: 'Barra ajena' });
  [stock, caja] = await Promise.all([h.login('stock@noctua.test'), h.login('caja@noctua.test')]);
  only411 = await makeUser('solo411@noctua.test', venueId, ['411']);
  outsider = await makeUser('ajeno@noctua.test', ids.otherVenue, ['407', '409', '411', '412', '413', '414', '415', '416', '417']);
});
afterAll(async () => {
  await h?.close();
});

async function level(locationId: string, goodId: string): Promise<number> {
  const [row] = await h.database.db
    .select({ q: stockLevels.quantity })
    .from(stockLevels)
    .where(and(eq(stockLevels.locationId, locationId), eq(stockLevels.goodId, goodId)));
  return Number(row?.q ?? 0);
}

const plan = (body: unknown, token = stock) => h.request('PUT', '/inventarios/precargas/plan', { token, body });
const load = (body: unknown, token = stock) => h.request('POST', '/inventarios/precargas/cargar', { token, body });

describe('preloads', () => {
  it('plans per bar and good, and answers them per night', async () => {
    const res = await plan({
      nightId: ids.night,
      locationId: ids.bar,
      sourceLocationId: ids.warehouse,
      lines: [
        { goodId: ids.g1, plannedQuantity: 10 },
        { goodId: ids.g2, plannedQuantity: 4 },
      ],
    });
    expect(res.status).toBe(200);
    const got = (await (
      await h.request('GET', `/inventarios/precargas?nightId=${ids.night}`, { token: stock })
    ).json()) as PreloadsResponse;
    expect(got.night?.id).toBe(ids.night);
    expect(got.bars.map((b) => b.id)).toContain(ids.bar);
    expect(got.warehouses.map((w) => w.id)).toContain(ids.warehouse);
    const mine = got.lines.filter((l) => l.locationId === ids.bar);
    expect(mine.map((l) => [l.goodId, l.plannedQuantity, l.loadedQuantity, l.sourceLocationId]).sort()).toEqual(
      [
        [ids.g1, 10, null, ids.warehouse],
        [ids.g2, 4, null, ids.warehouse],
      ].sort(),
    );
    expect(got.stock.find((s) => s.locationId === ids.bar && s.goodId === ids.g2)?.onHand).toBe(3);
    // a plan writes nothing to the ledger
    expect(await level(ids.bar, ids.g1)).toBe(0);
  });

  it('loading writes the bar and warehouse legs, and a repeat only the difference', async () => {
    const first = await load({ nightId: ids.night, locationId: ids.bar, lines: [{ goodId: ids.g1, loadedQuantity: 8 }] });
    expect(first.status).toBe(200);
    expect(((await first.json()) as PreloadLoadResult).movements).toBe(2);
    expect(await level(ids.bar, ids.g1)).toBe(8);
    expect(await level(ids.warehouse, ids.g1)).toBe(12);

    const again = await load({ nightId: ids.night, locationId: ids.bar, lines: [{ goodId: ids.g1, loadedQuantity: 8 }] });
    expect(((await again.json()) as PreloadLoadResult).movements).toBe(0);
    expect(await level(ids.bar, ids.g1)).toBe(8);
    expect(await level(ids.warehouse, ids.g1)).toBe(12);

    await load({ nightId: ids.night, locationId: ids.bar, lines: [{ goodId: ids.g1, loadedQuantity: 10 }] });
    expect(await level(ids.bar, ids.g1)).toBe(10);
    expect(await level(ids.warehouse, ids.g1)).toBe(10);

    // A lower figure writes the difference back.
    const lower = (await (
      await load({ nightId: ids.night, locationId: ids.bar, lines: [{ goodId: ids.g1, loadedQuantity: 9 }] })
    ).json()) as PreloadLoadResult;
    expect(lower.movements).toBe(2);
    expect(lower.lines.find((l) => l.goodId === ids.g1)).toMatchObject({ plannedQuantity: 10, loadedQuantity: 9 });
    expect(await level(ids.bar, ids.g1)).toBe(9);
    expect(await level(ids.warehouse, ids.g1)).toBe(11);

    const legs = await h.database.db
      .select({ loc: stockMovements.locationId, kind: stockMovements.kind, q: sql<string>`sum(${stockMovements.quantity})` })
      .from(stockMovements)
      .where(and(eq(stockMovements.sourceType, 'preload'), eq(stockMovements.nightId, ids.night)))
      .groupBy(stockMovements.locationId, stockMovements.kind);
    expect(legs.map((l) => [l.loc, l.kind, Number(l.q)]).sort()).toEqual(
      [
        [ids.bar, 'preload', 9],
        [ids.warehouse, 'preload', -9],
      ].sort(),
    );
  });

  it('loads an unplanned good (only the bar leg without a source) and keeps its plan at 0', async () => {
    const res = (await (
      await load({ nightId: ids.night, locationId: ids.bar, lines: [{ goodId: ids.g3, loadedQuantity: 2.5 }] })
    ).json()) as PreloadLoadResult;
    expect(res.movements).toBe(1);
    expect(res.lines.find((l) => l.goodId === ids.g3)).toMatchObject({
      plannedQuantity: 0,
      loadedQuantity: 2.5,
      sourceLocationId: null,
    });
    expect(await level(ids.bar, ids.g3)).toBe(2.5);
  });

  it('refuses to move an already loaded line to another source', async () => {
    const res = await plan({
      nightId: ids.night,
      locationId: ids.bar,
      sourceLocationId: null,
      lines: [{ goodId: ids.g1, plannedQuantity: 12 }],
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/origen/);
    // the same source is fine
    expect(
      (await plan({ nightId: ids.night, locationId: ids.bar, lines: [{ goodId: ids.g1, plannedQuantity: 12 }] })).status,
    ).toBe(200);
  });

  it("a line's own source wins over the request's, and absent keeps the line's", async () => {
    const lineOf = async (goodId: string) =>
      (
        (await (
          await h.request('GET', `/inventarios/precargas?nightId=${ids.night}`, { token: stock })
        ).json()) as PreloadsResponse
      ).lines.find((l) => l.locationId === ids.bar && l.goodId === goodId);
    const res = await plan({
      nightId: ids.night,
      locationId: ids.bar,
      sourceLocationId: ids.warehouse,
      lines: [{ goodId: ids.g2, plannedQuantity: 5, sourceLocationId: null }],
    });
    expect(res.status).toBe(200);
    expect(await lineOf(ids.g2)).toMatchObject({ plannedQuantity: 5, sourceLocationId: null });
    await plan({ nightId: ids.night, locationId: ids.bar, lines: [{ goodId: ids.g2, plannedQuantity: 4 }] });
    expect(await lineOf(ids.g2)).toMatchObject({ plannedQuantity: 4, sourceLocationId: null });
    await plan({
      nightId: ids.night,
      locationId: ids.bar,
      lines: [{ goodId: ids.g2, plannedQuantity: 4, sourceLocationId: ids.warehouse }],
    });
    expect(await lineOf(ids.g2)).toMatchObject({ sourceLocationId: ids.warehouse });
    // g3 was loaded without a source: giving it one now is refused line by line too
    const moved = await plan({
      nightId: ids.night,
      locationId: ids.bar,
      lines: [{ goodId: ids.g3, plannedQuantity: 3, sourceLocationId: ids.warehouse }],
    });
    expect(moved.status).toBe(409);
  });

  it('refuses a closed night', async () => {
    const p = await plan({ nightId: ids.closedNight, locationId: ids.bar, lines: [{ goodId: ids.g1, plannedQuantity: 1 }] });
    expect(p.status).toBe(409);
    const l = await load({ nightId: ids.closedNight, locationId: ids.bar, lines: [{ goodId: ids.g1, loadedQuantity: 1 }] });
    expect(l.status).toBe(409);
    expect(((await l.json()) as { message: string }).message).toBe(NIGHT_CLOSED);
    expect(await level(ids.bar, ids.g1)).toBe(9);
  });

  it('answers malformed requests with 4xx and a message', async () => {
    const base = { nightId: ids.night, locationId: ids.bar };
    const cases: [unknown, number][] = [
      [{ ...base, lines: [{ goodId: ids.g1, loadedQuantity: -1 }] }, 422],
      [{ ...base, lines: [{ goodId: ids.g1, loadedQuantity: 1.2345 }] }, 422],
      [{ ...base, lines: [{ goodId: ids.g1, loadedQuantity: '3' }] }, 422],
      [
        {
          ...base,
          lines: [
            { goodId: ids.g1, loadedQuantity: 1 },
            { goodId: ids.g1, loadedQuantity: 2 },
          ],
        },
        422,
      ],
      [{ ...base, nightId: 'abc', lines: [] }, 422],
      [{ ...base }, 422],
      [{ ...base, locationId: ids.warehouse, lines: [{ goodId: ids.g1, loadedQuantity: 1 }] }, 404],
      [{ ...base, lines: [{ goodId: uuidv7(), loadedQuantity: 1 }] }, 404],
      [{ ...base, nightId: uuidv7(), lines: [] }, 404],
      [{ ...base, sourceLocationId: ids.bar, lines: [{ goodId: ids.g2, loadedQuantity: 1 }] }, 404],
    ];
    for (const [body, status] of cases) {
      const res = await load(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string');
    }
    const raw = await h.request('POST', '/inventarios/precargas/cargar', { token: stock, rawBody: '{"nightId":' });
    expect(raw.status).toBe(400);
    expect((await h.request('GET', '/inventarios/precargas?nightId=nope', { token: stock })).status).toBe(422);
    expect(await level(ids.bar, ids.g1)).toBe(9);
  });

  it('defaults to the open or next night', async () => {
    const got = (await (await h.request('GET', '/inventarios/precargas', { token: stock })).json()) as PreloadsResponse;
    const current = await findCurrentNight(h.database.db, venueId);
    expect(got.night?.id ?? null).toBe(current?.id ?? null);
  });

  it('needs 407 and stays inside the venue', async () => {
    expect((await h.request('GET', '/inventarios/precargas', { token: caja })).status).toBe(403);
    expect((await load({ nightId: ids.night, locationId: ids.bar, lines: [] }, caja)).status).toBe(403);
    expect((await h.request('GET', '/inventarios/precargas')).status).toBe(401);
    // another venue's user cannot see or touch this venue's night or bar
    expect((await h.request('GET', `/inventarios/precargas?nightId=${ids.night}`, { token: outsider })).status).toBe(404);
    const foreign = await load(
      { nightId: ids.night, locationId: ids.bar, lines: [{ goodId: ids.g1, loadedQuantity: 50 }] },
      outsider,
    );
    expect(foreign.status).toBe(404);
    const own = (await (await h.request('GET', '/inventarios/precargas', { token: outsider })).json()) as PreloadsResponse;
    expect(own.bars.map((b) => b.id)).toEqual([ids.otherBar]);
    expect(own.goods).toEqual([]);
    expect(await level(ids.bar, ids.g1)).toBe(9);
  });
});

describe('live stock and reports', () => {
  beforeAll(async () => {
    const db = h.database.db;
    const at = (hhmm: string) => new Date(`2019-06-02T${hhmm}:00Z`);
    // A transfer of 4 of G1 from the warehouse, received at the bar during the night.
    const noteId = uuidv7();
    await db.insert(transferNotes).values({
      id: noteId,
      venueId,
      number: 900_001,
      fromLocationId: ids.warehouse,
      toLocationId: ids.bar,
      nightId: ids.night,
      status: 'received',
      sentAt: at('03:00'),
      receivedAt: at('03:10'),
    });
    await db.insert(transferNoteLines).values({ transferNoteId: noteId, goodId: ids.g1, quantitySent: 4, quantityReceived: 4 });
    await recordMovements(db, [
      {
        locationId: ids.warehouse,
        goodId: ids.g1,
        kind: 'transfer_out',
        quantity: -4,
        at: at('03:00'),
        nightId: ids.night,
        sourceType: 'transfer_note',
        sourceId: noteId,
      },
      {
        locationId: ids.bar,
        goodId: ids.g1,
        kind: 'transfer_in',
        quantity: 4,
        at: at('03:10'),
        nightId: ids.night,
        sourceType: 'transfer_note',
        sourceId: noteId,
      },
    ]);
    // 6 drinks sold (0.25 of G1 each = 1.5), and a cancelled sale of 2 whose consumption was reversed.
    const sold = uuidv7();
    const cancelled = uuidv7();
    await db.insert(sales).values([
      { id: sold, nightId: ids.night, pointOfSaleId: ids.pos, at: at('04:00'), payment: 'cash', total: 6 * PRICE },
      {
        id: cancelled,
        nightId: ids.night,
        pointOfSaleId: ids.pos,
        at: at('04:30'),
        payment: 'cash',
        total: 2 * PRICE,
        status: 'cancelled',
      },
    ]);
    await db.insert(saleLines).values([
      { saleId: sold, productId: ids.product, quantity: 6, unitPrice: PRICE },
      { saleId: cancelled, productId: ids.product, quantity: 2, unitPrice: PRICE },
    ]);
    await recordMovements(db, [
      {
        locationId: ids.bar,
        goodId: ids.g1,
        kind: 'sale_consumption',
        quantity: -1.5,
        at: at('04:00'),
        nightId: ids.night,
        sourceType: 'sale',
        sourceId: sold,
      },
      {
        locationId: ids.bar,
        goodId: ids.g1,
        kind: 'sale_consumption',
        quantity: -0.5,
        at: at('04:30'),
        nightId: ids.night,
        sourceType: 'sale',
        sourceId: cancelled,
      },
      {
        locationId: ids.bar,
        goodId: ids.g1,
        kind: 'sale_reversal',
        quantity: 0.5,
        at: at('04:40'),
        nightId: ids.night,
        sourceType: 'sale',
        sourceId: cancelled,
      },
    ]);
    // One bottle of G1 broken behind the bar.
    const broken = uuidv7();
    await db.insert(breakages).values({
      id: broken,
      locationId: ids.bar,
      goodId: ids.g1,
      nightId: ids.night,
      quantity: 1,
      reason: 'Se cayó',
      at: at('05:00'),
    });
    await recordMovements(db, [
      {
        locationId: ids.bar,
        goodId: ids.g1,
        kind: 'breakage',
        quantity: -1,
        at: at('05:00'),
        nightId: ids.night,
        sourceType: 'breakage',
        sourceId: broken,
      },
    ]);
    // The closing spot count: 9.5 of G1 and 2 of G2 on the shelf. The preloads above were recorded
    // through the API, stamped with the moment of recording (now); a count sees the ledger at its
    // own moment, so it is taken after them.
    const countedAt = new Date(Date.now() + 60_000);
    const count = uuidv7();
    await db
      .insert(stockCounts)
      .values({ id: count, locationId: ids.bar, nightId: ids.night, scope: 'spot', status: 'submitted' });
    await db.insert(stockCountLines).values([
      { stockCountId: count, goodId: ids.g1, countedQuantity: 9.5, countedAt },
      { stockCountId: count, goodId: ids.g2, countedQuantity: 2, countedAt },
    ]);
  });

  it('live stock = opening + preload + transfers in − consumption − breakage', async () => {
    const res = await h.request('GET', `/inventarios/stockEnVivo?nightId=${ids.night}`, { token: stock });
    expect(res.status).toBe(200);
    const body = (await res.json()) as LiveStockResponse;
    const bar = body.bars.find((b) => b.id === ids.bar);
    if (!bar) throw new Error('bar missing');
    expect(bar.lines.find((l) => l.goodId === ids.g1)).toMatchObject({
      opening: 0,
      preload: 9,
      transfersIn: 4,
      consumption: 1.5,
      breakage: 1,
      expected: 10.5,
      level: 'ok',
    });
    expect(bar.lines.find((l) => l.goodId === ids.g2)).toMatchObject({ opening: 3, preload: 0, expected: 3 });
    expect(bar.lines.find((l) => l.goodId === ids.g3)).toMatchObject({ preload: 2.5, expected: 2.5 });
    expect(bar.products).toEqual([
      { productId: ids.product, name: 'Fernet con cola de prueba', category: 'Tragos', quantity: 6, revenue: 6 * PRICE },
    ]);
    expect(bar).toMatchObject({ sales: 1, revenue: 6 * PRICE, consumptionCost: 1.5 * G1_COST });
    expect(bar.lastSaleAt).toBe('2019-06-02T04:00:00.000Z');
    // the expected figure agrees with the ledger (nothing else moved this bar)
    expect(await level(ids.bar, ids.g1)).toBe(10.5);
  });

  it('flags a good under the bar’s par minimum as low', async () => {
    await h.database.db.insert(parLevels).values({ locationId: ids.bar, goodId: ids.g1, idealQuantity: 15, minimumQuantity: 12 });
    const body = (await (
      await h.request('GET', `/inventarios/stockEnVivo?nightId=${ids.night}`, { token: stock })
    ).json()) as LiveStockResponse;
    const g1 = body.bars.find((b) => b.id === ids.bar)?.lines.find((l) => l.goodId === ids.g1);
    expect(g1).toMatchObject({ expected: 10.5, minimum: 12, level: 'low' });
  });

  it('live stock needs 409 and stays inside the venue', async () => {
    expect((await h.request('GET', '/inventarios/stockEnVivo', { token: caja })).status).toBe(403);
    expect((await h.request('GET', `/inventarios/stockEnVivo?nightId=${ids.night}`, { token: outsider })).status).toBe(404);
    expect((await h.request('GET', '/inventarios/stockEnVivo?nightId=1', { token: stock })).status).toBe(422);
    const own = (await (await h.request('GET', '/inventarios/stockEnVivo', { token: outsider })).json()) as LiveStockResponse;
    expect(own.night).toBeNull();
  });

  const report = async <T>(name: string, query: string, token = stock) => {
    const res = await h.request('GET', `/inventarios/reportes/${name}?${query}`, { token });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Omit<ReportResponse, 'rows'> & { rows: T[] };
  };
  const scope = `nightId=${ids.night}&locationId=${ids.bar}`;

  it('411 consumption per bar and night nets reversals out', async () => {
    const r = await report<ConsumptionRow>('consumoBarras', scope);
    expect(r.code).toBe('411');
    expect(r.rows).toEqual([
      expect.objectContaining({ goodId: ids.g1, businessDate: '2019-06-01', quantity: 1.5, cost: 1.5 * G1_COST }),
    ]);
    expect(r.chart).toEqual([{ label: 'Barra de prueba', value: 1.5 * G1_COST }]);
  });

  it('412 variance = closing count − (opening + preload + transfers in − out − breakage − recipes × sales)', async () => {
    const r = await report<VarianceRow>('diferencias', scope);
    const g1 = r.rows.find((x) => x.goodId === ids.g1);
    // expected 0 + 9 + 4 − 0 − 1 − 1.5 (6 sold × 0.25) = 10.5; counted 9.5: one bottle missing (−1).
    expect(g1).toMatchObject({
      opening: 0,
      preload: 9,
      transfersIn: 4,
      breakage: 1,
      closing: 9.5,
      actualUse: 2.5,
      theoretical: 1.5,
      expected: 10.5,
      other: 0,
      // the count is submitted, not applied: what applying it would book, not booked yet
      pending: true,
    });
    expect(g1?.variance).toBe(-1);
    expect(g1?.varianceCost).toBe(-G1_COST);
    const g2 = r.rows.find((x) => x.goodId === ids.g2);
    expect(g2).toMatchObject({ opening: 3, closing: 2, actualUse: 1, theoretical: 0, variance: -1, varianceCost: -G2_COST });
    // a spot count speaks only for what it counted
    expect(r.rows.find((x) => x.goodId === ids.g3)).toBeUndefined();
  });

  it('413 breakage, 414 transfers, 415 valued stock, 416 top goods, 417 products', async () => {
    const b = await report<BreakageRow>('roturas', scope);
    expect(b.rows).toEqual([expect.objectContaining({ goodId: ids.g1, quantity: 1, cost: G1_COST, reason: 'Se cayó' })]);

    const t = await report<TransferRow>('transferencias', scope);
    expect(t.rows).toEqual([
      expect.objectContaining({ number: 900_001, quantitySent: 4, quantityReceived: 4, difference: 0, cost: 4 * G1_COST }),
    ]);

    const v = await report<ValuedRow>('valorizado', `locationId=${ids.bar}`);
    const byGood = new Map(v.rows.map((row) => [row.goodId, row]));
    expect(byGood.get(ids.g1)).toMatchObject({ quantity: 10.5, value: 10.5 * G1_COST });
    expect(byGood.get(ids.g2)).toMatchObject({ quantity: 3, value: 3 * G2_COST });
    // at a date before the night only the opening stock existed
    const before = await report<ValuedRow>('valorizado', `locationId=${ids.bar}&from=2019-05-01&to=2019-05-31`);
    expect(before.rows.map((row) => [row.goodId, row.quantity])).toEqual([[ids.g2, 3]]);

    const top = await report<TopGoodRow>('topMercaderias', scope);
    expect(top.rows[0]).toMatchObject({ rank: 1, goodId: ids.g1, quantity: 1.5, cost: 1.5 * G1_COST, share: 1 });

    const p = await report<ProductConsumptionRow>('consumoProductos', scope);
    expect(p.rows).toEqual([
      {
        productId: ids.product,
        productName: 'Fernet con cola de prueba',
        category: 'Tragos',
        quantity: 6,
        revenue: 6 * PRICE,
        cost: 1.5 * G1_COST,
        margin: 6 * PRICE - 1.5 * G1_COST,
      },
    ]);
  });

  it('a date range selects the nights of those business dates', async () => {
    const inRange = await report<ConsumptionRow>('consumoBarras', `from=2019-06-01&to=2019-06-01&locationId=${ids.bar}`);
    expect(inRange.rows).toHaveLength(1);
    const outside = await report<ConsumptionRow>('consumoBarras', `from=2019-06-02&to=2019-06-30&locationId=${ids.bar}`);
    expect(outside.rows).toEqual([]);
  });

  it('each report checks its own code', async () => {
    expect((await h.request('GET', `/inventarios/reportes/consumoBarras?${scope}`, { token: only411 })).status).toBe(200);
    for (const name of ['diferencias', 'roturas', 'transferencias', 'valorizado', 'topMercaderias', 'consumoProductos']) {
      const res = await h.request('GET', `/inventarios/reportes/${name}?${scope}`, { token: only411 });
      expect(res.status, name).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe('No tienes permiso para ver este reporte');
    }
    expect((await h.request('GET', '/inventarios/reportes/consumoBarras', { token: caja })).status).toBe(403);
    expect((await h.request('GET', '/inventarios/reportes/inexistente', { token: stock })).status).toBe(404);
  });

  it('reports stay inside the venue and refuse malformed filters', async () => {
    expect((await h.request('GET', `/inventarios/reportes/consumoBarras?nightId=${ids.night}`, { token: outsider })).status).toBe(
      404,
    );
    expect((await h.request('GET', `/inventarios/reportes/valorizado?locationId=${ids.bar}`, { token: outsider })).status).toBe(
      404,
    );
    const own = (await (
      await h.request('GET', '/inventarios/reportes/valorizado', { token: outsider })
    ).json()) as ReportResponse;
    expect(own.rows).toEqual([]);
    for (const [query, status] of [
      ['from=2019-13-40', 422],
      ['from=2019-06-02&to=2019-06-01', 422],
      ['from=2018-01-01&to=2019-06-01', 422],
      ['nightId=x', 422],
      ['locationId=00000000-0000-0000-0000-000000000000', 404],
    ] as const) {
      const res = await h.request('GET', `/inventarios/reportes/roturas?${query}`, { token: stock });
      expect(res.status, query).toBe(status);
      expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string');
    }
  });

  it('lists the nights and locations of the venue for the pickers', async () => {
    const res = await h.request('GET', '/inventarios/noches', { token: only411 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as NightOptionsResponse;
    expect(body.nights.map((n) => n.id)).toEqual(expect.arrayContaining([ids.night, ids.closedNight]));
    expect(body.locations.map((l) => l.id)).toEqual(expect.arrayContaining([ids.bar, ids.warehouse]));
    expect(body.locations.map((l) => l.id)).not.toContain(ids.otherBar);
    expect((await h.request('GET', '/inventarios/noches', { token: caja })).status).toBe(403);
  });
});
