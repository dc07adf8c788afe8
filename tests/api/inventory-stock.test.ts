// The stock slice (issue 6): board valuation, location totals, par levels, purchase suggestions,
// costs and margins, valued stock at a date, the /api/generic lookups, privileges, venue scoping
// and malformed input. The numbers are checked on a venue built here with known goods, costs and
// movements; the demo venue of the seed plays "another venue".
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  goodBarcodes,
  goods,
  parLevels,
  pointsOfSale,
  priceListItems,
  priceLists,
  products,
  recipeLines,
  stockLocations,
  transferNoteLines,
  transferNotes,
  venues,
} from '../../server/db/schema';
import { recordMovements } from '../../server/domain/stock-ledger';
import { packsToBuy } from '../../server/routes/inventarios/stock.service';
import { businessDayEnd, zonedTimeToUtc } from '../../server/routes/inventarios/stock-valuation.service';
import type {
  BarDto,
  BarsAndRedemptionResponse,
  CostsResponse,
  DrinkPriceDto,
  GoodDto,
  LocationsResponse,
  ParLevelsResponse,
  ParLevelsSaveResponse,
  PurchaseSuggestionsResponse,
  StockBoardResponse,
  ValuedStockResponse,
} from '../../src/contract/inventory-stock';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness } from './harness';

let h: Harness;
const ids = {
  venue: uuidv7(),
  warehouse: uuidv7(),
  bar: uuidv7(),
  history: uuidv7(),
  goodA: uuidv7(),
  goodB: uuidv7(),
  goodC: uuidv7(),
  goodD: uuidv7(),
  listGeneral: uuidv7(),
  listVip: uuidv7(),
  drink: uuidv7(),
  shot: uuidv7(),
  entry: uuidv7(),
  pos: uuidv7(),
};
const tokens: Record<'full' | 'costsOnly' | 'report' | 'movements' | 'noVenue' | 'demoAdmin' | 'demoStock' | 'caja', string> =
  {} as never;
let demoLocationId = '';
let demoGoodId = '';
let demoListId = '';

const makeUser = (email: string, codes: string[], venue: string | null) => h.createUser(email, codes, venue);

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  await db.insert(venues).values({
    id: ids.venue,
    name: 'Venue de prueba',
    legalName: 'Prueba S.A.',
    taxId: '30-00000000-0',
    timezone: 'America/Argentina/Buenos_Aires',
    businessDayCutoffHour: 9,
  });
  await db.insert(stockLocations).values([
    { id: ids.warehouse, venueId: ids.venue, kind: 'warehouse', name: 'Depósito T' },
    { id: ids.bar, venueId: ids.venue, kind: 'bar', name: 'Barra T' },
    { id: ids.history, venueId: ids.venue, kind: 'warehouse', name: 'Depósito histórico' },
  ]);
  await db.insert(goods).values([
    // A: $10.00 a bottle, in packs of 6.
    {
      id: ids.goodA,
      venueId: ids.venue,
      sku: 'T-A',
      name: 'Gin T',
      category: 'Gin',
      unit: 'bottle',
      unitCost: 1000,
      supplier: 'Dist A',
      supplierPack: 6,
    },
    // B: $3.33, loose, no supplier.
    {
      id: ids.goodB,
      venueId: ids.venue,
      sku: 'T-B',
      name: 'Tónica T',
      category: 'Mixers',
      unit: 'can',
      unitCost: 333,
      supplier: '',
      supplierPack: 1,
    },
    // C: $25.50, packs of 12.
    {
      id: ids.goodC,
      venueId: ids.venue,
      sku: 'T-C',
      name: 'Vodka T',
      category: 'Vodka',
      unit: 'bottle',
      unitCost: 2550,
      supplier: 'Dist A',
      supplierPack: 12,
    },
    // D: used for the history only.
    {
      id: ids.goodD,
      venueId: ids.venue,
      sku: 'T-D',
      name: 'Ron T',
      category: 'Ron',
      unit: 'bottle',
      unitCost: 1200,
      supplier: 'Dist B',
      supplierPack: 1,
    },
  ]);
  await db.insert(goodBarcodes).values({ venueId: ids.venue, goodId: ids.goodA, barcode: '7790000000017' });

  // Now: warehouse A 24, B 10.5; bar A 3, C 0.4.
  await recordMovements(db, [
    { locationId: ids.warehouse, goodId: ids.goodA, kind: 'purchase', quantity: 30 },
    { locationId: ids.warehouse, goodId: ids.goodA, kind: 'transfer_out', quantity: -6 },
    { locationId: ids.warehouse, goodId: ids.goodB, kind: 'purchase', quantity: 10.5 },
    { locationId: ids.bar, goodId: ids.goodA, kind: 'transfer_in', quantity: 6 },
    { locationId: ids.bar, goodId: ids.goodA, kind: 'sale_consumption', quantity: -3 },
    { locationId: ids.bar, goodId: ids.goodC, kind: 'purchase', quantity: 0.4 },
  ]);
  await db.insert(parLevels).values([
    { locationId: ids.warehouse, goodId: ids.goodA, idealQuantity: 20, minimumQuantity: 5 }, // 24: fine
    { locationId: ids.warehouse, goodId: ids.goodB, idealQuantity: 12, minimumQuantity: 0 }, // 10.5 < 12: low
    { locationId: ids.bar, goodId: ids.goodA, idealQuantity: 10, minimumQuantity: 4 }, // 3 < 4: low
    { locationId: ids.bar, goodId: ids.goodC, idealQuantity: 2, minimumQuantity: 0 }, // 0.4 < 2: low
    { locationId: ids.bar, goodId: ids.goodB, idealQuantity: 6, minimumQuantity: 2 }, // no stock row: 0 < 2, low
  ]);

  // Transfer notes towards the bar: only the sent one is in transit.
  const notes = [
    { status: 'sent' as const, qty: 2, good: ids.goodA },
    { status: 'draft' as const, qty: 50, good: ids.goodA },
    { status: 'received' as const, qty: 40, good: ids.goodA },
    { status: 'sent' as const, qty: 1, good: ids.goodB },
  ];
  for (const [i, n] of notes.entries()) {
    const noteId = uuidv7();
    await db.insert(transferNotes).values({
      id: noteId,
      venueId: ids.venue,
      number: i + 1,
      fromLocationId: ids.warehouse,
      toLocationId: ids.bar,
      status: n.status,
    });
    await db.insert(transferNoteLines).values({ transferNoteId: noteId, goodId: n.good, quantitySent: n.qty });
  }

  // The history warehouse: D bought in March at $9, more later at $10, some drunk.
  // Business dates in Buenos Aires (UTC−3), cutoff 09:00: the night of 10 March ends 11 March 12:00Z.
  await recordMovements(db, [
    { locationId: ids.history, goodId: ids.goodD, kind: 'purchase', quantity: 10, unitCost: 900, at: at('2026-03-11T01:00:00Z') },
    // 11 March 10:00 local: business date 11 March, after the end of the 10th.
    { locationId: ids.history, goodId: ids.goodD, kind: 'breakage', quantity: -1, unitCost: 950, at: at('2026-03-11T13:00:00Z') },
    { locationId: ids.history, goodId: ids.goodD, kind: 'purchase', quantity: 5, unitCost: 1000, at: at('2026-03-12T20:00:00Z') },
  ]);

  await db.insert(priceLists).values([
    { id: ids.listGeneral, venueId: ids.venue, name: 'General T' },
    { id: ids.listVip, venueId: ids.venue, name: 'VIP T' },
  ]);
  await db.insert(products).values([
    { id: ids.drink, venueId: ids.venue, name: 'Gin tonic T', kind: 'drink', category: 'Tragos' },
    { id: ids.shot, venueId: ids.venue, name: 'Shot vodka T', kind: 'drink', category: 'Shots' },
    { id: ids.entry, venueId: ids.venue, name: 'Entrada T', kind: 'entry', category: 'Entradas' },
  ]);
  await db.insert(recipeLines).values([
    // 0.067 × 1000 + 0.05 × 333 = 67 + 16.65 = 83.65 → 84 cents
    { productId: ids.drink, goodId: ids.goodA, quantity: 0.067 },
    { productId: ids.drink, goodId: ids.goodB, quantity: 0.05 },
    // 1 × 2550
    { productId: ids.shot, goodId: ids.goodC, quantity: 1 },
  ]);
  await db.insert(priceListItems).values([
    { priceListId: ids.listGeneral, productId: ids.drink, price: 5000 },
    { priceListId: ids.listVip, productId: ids.drink, price: 6000 },
    { priceListId: ids.listGeneral, productId: ids.shot, price: 2000 }, // sold at a loss
    { priceListId: ids.listGeneral, productId: ids.entry, price: 0 },
  ]);
  await db.insert(pointsOfSale).values({
    id: ids.pos,
    venueId: ids.venue,
    kind: 'bar',
    name: 'Caja Barra T',
    stockLocationId: ids.bar,
    priceListId: ids.listGeneral,
  });

  tokens.full = await makeUser('full@stock.test', ['418', '103', '309'], ids.venue);
  tokens.costsOnly = await makeUser('costs@stock.test', ['309'], ids.venue);
  tokens.report = await makeUser('report@stock.test', ['415'], ids.venue);
  tokens.movements = await makeUser('movements@stock.test', ['420'], ids.venue);
  tokens.noVenue = await makeUser('novenue@stock.test', ['418', '103', '309'], null);
  tokens.demoAdmin = await h.login('admin@noctua.test');
  tokens.demoStock = await h.login('stock@noctua.test');
  tokens.caja = await h.login('caja@noctua.test');

  const [demoLoc] = await db.select().from(stockLocations).where(eq(stockLocations.name, 'Depósito central'));
  const [demoGood] = await db.select().from(goods).where(eq(goods.sku, 'GIN-001'));
  const [demoList] = await db.select().from(priceLists).where(eq(priceLists.name, 'Lista general'));
  if (!demoLoc || !demoList) throw new Error('demo seed changed');
  demoLocationId = demoLoc.id;
  demoGoodId = demoGood?.id ?? (await db.select().from(goods).where(eq(goods.venueId, demoLoc.venueId)).limit(1))[0]?.id ?? '';
  demoListId = demoList.id;
});

afterAll(async () => {
  await h?.close();
});

async function get<T>(path: string, token: string, status = 200): Promise<T> {
  const res = await h.request('GET', path, { token });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

describe('pure helpers', () => {
  it('buys whole supplier packs, the last one only when at least half of it is missing', () => {
    expect(packsToBuy(5, 6)).toEqual({ packs: 1, quantity: 6 });
    expect(packsToBuy(12, 6)).toEqual({ packs: 2, quantity: 12 });
    expect(packsToBuy(12.001, 6)).toEqual({ packs: 2, quantity: 12 });
    expect(packsToBuy(15, 6)).toEqual({ packs: 3, quantity: 18 });
    expect(packsToBuy(2, 6)).toEqual({ packs: 0, quantity: 0 });
    expect(packsToBuy(1.5, 1)).toEqual({ packs: 2, quantity: 2 });
    expect(packsToBuy(0.1 + 0.2, 0)).toEqual({ packs: 0, quantity: 0 });
    expect(packsToBuy(0, 6)).toEqual({ packs: 0, quantity: 0 });
  });

  it('finds the end of a business date in the venue timezone', () => {
    expect(businessDayEnd('2026-03-10', 'America/Argentina/Buenos_Aires', 9).toISOString()).toBe('2026-03-11T12:00:00.000Z');
    // Madrid in summer (UTC+2) and across the spring-forward night (29 March 2026).
    expect(businessDayEnd('2026-07-04', 'Europe/Madrid', 8).toISOString()).toBe('2026-07-05T06:00:00.000Z');
    expect(businessDayEnd('2026-03-28', 'Europe/Madrid', 8).toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(zonedTimeToUtc('2026-01-15', 6, 'Europe/Berlin').toISOString()).toBe('2026-01-15T05:00:00.000Z');
  });
});

describe('GET /inventarios/consultarGeneral (stock board)', () => {
  it('values on hand at the current unit cost and flags low stock against par levels', async () => {
    const board = await get<StockBoardResponse>('/inventarios/consultarGeneral', tokens.full);
    expect(board.currency).toBe('ARS');
    const row = (loc: string, good: string) => board.rows.find((r) => r.locationId === loc && r.goodId === good);
    expect(row(ids.warehouse, ids.goodA)).toMatchObject({
      onHand: 24,
      unitCost: 1000,
      value: 24000,
      idealQuantity: 20,
      low: false,
    });
    // 10.5 × 333 = 3496.5 → 3497 cents; below the ideal with no minimum.
    expect(row(ids.warehouse, ids.goodB)).toMatchObject({ onHand: 10.5, value: 3497, minimumQuantity: 0, low: true });
    expect(row(ids.bar, ids.goodA)).toMatchObject({ onHand: 3, value: 3000, minimumQuantity: 4, low: true });
    expect(row(ids.bar, ids.goodC)).toMatchObject({ onHand: 0.4, value: 1020, low: true });
    // A par level without any stock row still shows (0 on hand, low).
    expect(row(ids.bar, ids.goodB)).toMatchObject({ onHand: 0, value: 0, low: true });
    const ours = board.rows.filter((r) => [ids.warehouse, ids.bar].includes(r.locationId));
    expect(ours).toHaveLength(5);
    // History: 14 of D at today's $12.
    expect(row(ids.history, ids.goodD)).toMatchObject({ onHand: 14, value: 16800, idealQuantity: null, low: false });
    expect(board.totals.value).toBe(24000 + 3497 + 3000 + 1020 + 16800);
    expect(board.totals.lowCount).toBe(4);
    expect(board.locations.map((l) => l.name)).toEqual(['Depósito histórico', 'Depósito T', 'Barra T']);
    expect(board.categories).toEqual(['Gin', 'Mixers', 'Ron', 'Vodka']);
  });

  it('filters by location and category', async () => {
    const bar = await get<StockBoardResponse>(`/inventarios/consultarGeneral?locationId=${ids.bar}`, tokens.full);
    expect(new Set(bar.rows.map((r) => r.locationId))).toEqual(new Set([ids.bar]));
    expect(bar.locations.map((l) => l.id)).toEqual([ids.bar]);
    const gin = await get<StockBoardResponse>('/inventarios/consultarGeneral?category=Gin', tokens.full);
    expect(gin.rows.map((r) => r.goodId)).toEqual([ids.goodA, ids.goodA]);
  });

  it('is 103 or 418 only, and the venue of the user only', async () => {
    await get('/inventarios/consultarGeneral', tokens.costsOnly, 403);
    await get('/inventarios/consultarGeneral', tokens.movements, 403);
    await get('/inventarios/consultarGeneral', tokens.caja, 403);
    expect((await h.request('GET', '/inventarios/consultarGeneral')).status).toBe(401);
    const body = await get<{ message: string }>('/inventarios/consultarGeneral', tokens.noVenue, 403);
    expect(body.message).toBe('Tu usuario no tiene un local asignado');
    const demo = await get<StockBoardResponse>('/inventarios/consultarGeneral', tokens.demoStock);
    expect(demo.rows.length).toBeGreaterThan(0);
    expect(demo.rows.some((r) => [ids.warehouse, ids.bar, ids.history].includes(r.locationId))).toBe(false);
    const mine = await get<StockBoardResponse>('/inventarios/consultarGeneral', tokens.full);
    expect(mine.rows.some((r) => r.locationId === demoLocationId)).toBe(false);
    // Another venue's location as a filter: nothing of it.
    const foreign = await get<StockBoardResponse>(`/inventarios/consultarGeneral?locationId=${demoLocationId}`, tokens.full);
    expect(foreign.rows).toEqual([]);
  });
});

describe('GET /inventarios/consultarDepositos', () => {
  it('totals each location, warehouses first', async () => {
    const res = await get<LocationsResponse>('/inventarios/consultarDepositos', tokens.full);
    expect(res.locations.map((l) => l.id)).toEqual([ids.history, ids.warehouse, ids.bar]);
    expect(res.locations.find((l) => l.id === ids.warehouse)).toMatchObject({
      goods: 2,
      quantity: 34.5,
      value: 27497,
      lowCount: 1,
    });
    expect(res.locations.find((l) => l.id === ids.bar)).toMatchObject({ goods: 2, quantity: 3.4, value: 4020, lowCount: 3 });
    // History: 10 − 1 + 5 = 14 of D at today's $12.
    expect(res.locations.find((l) => l.id === ids.history)).toMatchObject({ goods: 1, quantity: 14, value: 16800 });
    expect(res.total.value).toBe(27497 + 4020 + 16800);
    const bars = await get<LocationsResponse>('/inventarios/consultarDepositos?kind=bar', tokens.full);
    expect(bars.locations.map((l) => l.id)).toEqual([ids.bar]);
    await get('/inventarios/consultarDepositos?kind=kitchen', tokens.full, 422);
    await get('/inventarios/consultarDepositos', tokens.costsOnly); // 309: the valued stock screen
    await get('/inventarios/consultarDepositos', tokens.movements, 403);
  });
});

describe('GET /inventarios/stockIdealCompras (purchase suggestions)', () => {
  it('suggests ideal − (on hand + in transit) per location, summed per good and rounded up to the supplier pack, by supplier', async () => {
    const db = h.database.db;
    // One more bottle of A wanted in the history warehouse: with the bar's 5 that is 6, one pack.
    const [extra] = await db
      .insert(parLevels)
      .values({ locationId: ids.history, goodId: ids.goodA, idealQuantity: 1, minimumQuantity: 0 })
      .returning();
    try {
      const res = await get<PurchaseSuggestionsResponse>('/inventarios/stockIdealCompras', tokens.full);
      const line = (good: string) => res.suppliers.flatMap((s) => s.lines).find((l) => l.goodId === good);
      // A: bar 10 − (3 + 2 sent; the draft and the received notes do not count) = 5, history 1 − 0 = 1;
      // the warehouse holds more than its ideal and does not offset them. 6 → one pack of 6.
      expect(line(ids.goodA)).toMatchObject({ missing: 6, packs: 1, suggested: 6, cost: 6000 });
      expect(line(ids.goodA)?.needs).toEqual([
        { locationId: ids.bar, locationName: 'Barra T', idealQuantity: 10, onHand: 3, inTransit: 2, missing: 5 },
        { locationId: ids.history, locationName: 'Depósito histórico', idealQuantity: 1, onHand: 0, inTransit: 0, missing: 1 },
      ]);
      // C: 2 − 0.4 = 1.6, less than half a pack of 12: listed, no pack suggested.
      expect(line(ids.goodC)).toMatchObject({ missing: 1.6, packs: 0, suggested: 0, cost: 0 });
      // B: warehouse 12 − 10.5 = 1.5, bar 6 − (0 + 1 sent) = 5 → 6.5 → 7 loose units.
      expect(line(ids.goodB)).toMatchObject({ missing: 6.5, packs: 7, suggested: 7, cost: 2331 });
      expect(line(ids.goodB)?.needs.map((n) => [n.locationId, n.missing])).toEqual([
        [ids.bar, 5],
        [ids.warehouse, 1.5],
      ]);
      expect(line(ids.goodD)).toBeUndefined();
      const distA = res.suppliers.find((s) => s.supplier === 'Dist A');
      expect(distA?.lines.map((l) => l.goodId)).toEqual([ids.goodA, ids.goodC]);
      expect(distA?.total).toBe(6000);
      // Goods without a supplier come last.
      expect(res.suppliers.at(-1)).toMatchObject({ supplier: '', total: 2331 });
      expect(res.total).toBe(6000 + 2331);
      expect(res.lineCount).toBe(3);

      // One location: its own shortfall, rounded on its own.
      const wh = await get<PurchaseSuggestionsResponse>(
        `/inventarios/stockIdealCompras?locationId=${ids.warehouse}`,
        tokens.full,
      );
      expect(wh.suppliers.flatMap((s) => s.lines).map((l) => [l.goodId, l.missing, l.suggested])).toEqual([[ids.goodB, 1.5, 2]]);
    } finally {
      await db
        .update(parLevels)
        .set({ deletedAt: new Date() })
        .where(eq(parLevels.id, extra?.id ?? ''));
    }
  });

  it('filters by location, 404 for another venue’s, 103 only', async () => {
    const bar = await get<PurchaseSuggestionsResponse>(`/inventarios/stockIdealCompras?locationId=${ids.bar}`, tokens.full);
    expect(bar.lineCount).toBe(3);
    await get(`/inventarios/stockIdealCompras?locationId=${demoLocationId}`, tokens.full, 404);
    await get('/inventarios/stockIdealCompras?locationId=nope', tokens.full, 422);
    await get('/inventarios/stockIdealCompras', tokens.costsOnly, 403);
    const demo = await get<PurchaseSuggestionsResponse>('/inventarios/stockIdealCompras', tokens.demoStock);
    expect(demo.suppliers.flatMap((s) => s.lines).some((l) => [ids.goodA, ids.goodB, ids.goodC].includes(l.goodId))).toBe(false);
  });
});

describe('GET /inventarios/costos', () => {
  it('costs each product from its recipe at current unit costs, with margin per price list', async () => {
    const res = await get<CostsResponse>('/inventarios/costos', tokens.full);
    expect(res.priceLists.map((l) => l.name)).toEqual(['General T', 'VIP T']);
    const drink = res.products.find((p) => p.productId === ids.drink);
    expect(drink?.cost).toBe(84);
    expect(drink?.recipe).toHaveLength(2);
    expect(drink?.prices).toEqual([
      { priceListId: ids.listGeneral, price: 5000, margin: 4916, marginPercent: 0.9832 },
      { priceListId: ids.listVip, price: 6000, margin: 5916, marginPercent: 0.986 },
    ]);
    const shot = res.products.find((p) => p.productId === ids.shot);
    expect(shot).toMatchObject({ cost: 2550, missingCost: false });
    expect(shot?.prices).toEqual([{ priceListId: ids.listGeneral, price: 2000, margin: -550, marginPercent: -0.275 }]);
    const entry = res.products.find((p) => p.productId === ids.entry);
    expect(entry).toMatchObject({ cost: 0, recipe: [] });
    expect(entry?.prices[0]).toMatchObject({ price: 0, margin: 0, marginPercent: null });
    // Never another venue's products.
    const demo = await get<CostsResponse>('/inventarios/costos', tokens.demoAdmin);
    expect(demo.products.some((p) => p.productId === ids.drink)).toBe(false);
    expect(demo.products.length).toBeGreaterThan(0);
  });

  it('follows a change of unit cost at once', async () => {
    const db = h.database.db;
    await db.update(goods).set({ unitCost: 1100 }).where(eq(goods.id, ids.goodA));
    try {
      const res = await get<CostsResponse>(`/inventarios/costos?priceListId=${ids.listVip}`, tokens.full);
      expect(res.priceLists.map((l) => l.id)).toEqual([ids.listVip]);
      // 0.067 × 1100 + 16.65 = 73.7 + 16.65 = 90.35 → 90
      const drink = res.products.find((p) => p.productId === ids.drink);
      expect(drink?.cost).toBe(90);
      expect(drink?.prices).toEqual([{ priceListId: ids.listVip, price: 6000, margin: 5910, marginPercent: 0.985 }]);
    } finally {
      await db.update(goods).set({ unitCost: 1000 }).where(eq(goods.id, ids.goodA));
    }
  });

  it('is 309 only; another venue’s list is 404', async () => {
    await get('/inventarios/costos', tokens.demoStock, 403);
    await get('/inventarios/costos', tokens.report, 403);
    await get(`/inventarios/costos?priceListId=${demoListId}`, tokens.full, 404);
    await get('/inventarios/costos?priceListId=1', tokens.full, 422);
  });
});

describe('GET /inventarios/valorizado', () => {
  const history = (r: ValuedStockResponse) => r.locations.find((l) => l.locationId === ids.history);

  it('values stock now at current costs, per location and in total', async () => {
    const res = await get<ValuedStockResponse>('/inventarios/valorizado', tokens.full);
    expect(res.at).toBeNull();
    expect(history(res)).toMatchObject({ goods: 1, quantity: 14, value: 16800 });
    expect(res.locations.find((l) => l.locationId === ids.warehouse)?.value).toBe(27497);
    expect(res.total.value).toBe(27497 + 4020 + 16800);
  });

  it('values the stock at the end of a past business date from the ledger, at the cost of the time', async () => {
    // The night of 10 March: the purchase at 22:00 local counts, the breakage the next morning does not.
    const tenth = await get<ValuedStockResponse>('/inventarios/valorizado?at=2026-03-10', tokens.full);
    expect(tenth.asOf).toBe('2026-03-11T12:00:00.000Z');
    expect(history(tenth)).toMatchObject({ goods: 1, quantity: 10, value: 9000 });
    // Everything else of the test venue was recorded today.
    expect(tenth.total).toEqual({ quantity: 10, value: 9000 });
    const eleventh = await get<ValuedStockResponse>('/inventarios/valorizado?at=2026-03-11', tokens.full);
    // 9 left, valued at the breakage's recorded cost ($9.50).
    expect(history(eleventh)).toMatchObject({ quantity: 9, value: 8550 });
    const twelfth = await get<ValuedStockResponse>('/inventarios/valorizado?at=2026-03-12', tokens.full);
    expect(history(twelfth)).toMatchObject({ quantity: 14, value: 14000 });
    const before = await get<ValuedStockResponse>('/inventarios/valorizado?at=2026-01-01', tokens.full);
    expect(before.total).toEqual({ quantity: 0, value: 0 });
  });

  it('refuses future and invalid dates; 309 or 415; own venue only', async () => {
    const future = await get<{ message: string }>('/inventarios/valorizado?at=2099-01-01', tokens.full, 422);
    expect(future.message).toBe('La fecha no puede ser posterior a hoy');
    await get('/inventarios/valorizado?at=2026-02-30', tokens.full, 422);
    await get('/inventarios/valorizado?at=ayer', tokens.full, 422);
    const fr = await h.request('GET', '/inventarios/valorizado?at=2026-13-01', {
      token: tokens.full,
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.status).toBe(422);
    expect(((await fr.json()) as { message: string }).message).toBe('La date n’est pas valide');
    await get('/inventarios/valorizado', tokens.report);
    await get('/inventarios/valorizado', tokens.movements, 403);
    const demo = await get<ValuedStockResponse>('/inventarios/valorizado', tokens.demoAdmin);
    expect(demo.locations.some((l) => l.locationId === ids.history)).toBe(false);
    expect(demo.total.value).toBeGreaterThan(0);
  });
});

describe('/inventarios/stockIdeal (par levels)', () => {
  it('lists every active good of the venue with its par level at the location', async () => {
    const res = await get<ParLevelsResponse>(`/inventarios/stockIdeal?locationId=${ids.bar}`, tokens.full);
    expect(res.location).toMatchObject({ id: ids.bar, kind: 'bar' });
    expect(res.rows).toHaveLength(4);
    expect(res.rows.find((r) => r.goodId === ids.goodA)).toMatchObject({
      onHand: 3,
      idealQuantity: 10,
      minimumQuantity: 4,
      supplierPack: 6,
    });
    expect(res.rows.find((r) => r.goodId === ids.goodD)).toMatchObject({ onHand: 0, idealQuantity: null, minimumQuantity: null });
  });

  it('upserts and removes par levels in one go, and audits what changed', async () => {
    const db = h.database.db;
    const [before] = await db
      .select()
      .from(parLevels)
      .where(and(eq(parLevels.locationId, ids.warehouse), eq(parLevels.goodId, ids.goodA)));
    const res = await h.request('PUT', '/inventarios/stockIdeal', {
      token: tokens.full,
      body: {
        locationId: ids.warehouse,
        lines: [
          { goodId: ids.goodA, idealQuantity: 20, minimumQuantity: 5 }, // unchanged
          { goodId: ids.goodB, idealQuantity: null }, // removed
          { goodId: ids.goodC, idealQuantity: 6.5, minimumQuantity: 2.25 }, // new
          { goodId: ids.goodD, idealQuantity: 3 }, // new, minimum 0
        ],
      },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ParLevelsSaveResponse;
    expect(body).toMatchObject({ saved: 2, removed: 1 });
    const row = (g: string) => body.rows.find((r) => r.goodId === g);
    expect(row(ids.goodB)).toMatchObject({ idealQuantity: null, minimumQuantity: null });
    expect(row(ids.goodC)).toMatchObject({ idealQuantity: 6.5, minimumQuantity: 2.25 });
    expect(row(ids.goodD)).toMatchObject({ idealQuantity: 3, minimumQuantity: 0 });
    const [after] = await db
      .select()
      .from(parLevels)
      .where(and(eq(parLevels.locationId, ids.warehouse), eq(parLevels.goodId, ids.goodA)));
    expect(after?.version).toBe(before?.version); // an unchanged line is not rewritten
    const [removed] = await db
      .select()
      .from(parLevels)
      .where(and(eq(parLevels.locationId, ids.warehouse), eq(parLevels.goodId, ids.goodB)));
    expect(removed?.deletedAt).not.toBeNull(); // tombstoned, so replicas drop it too
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, ids.warehouse));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.before).toMatchObject({ [ids.goodB]: { ideal: 12, minimum: 0 }, [ids.goodC]: null });

    // Setting a removed one again brings it back.
    const again = await h.request('PUT', '/inventarios/stockIdeal', {
      token: tokens.full,
      body: { locationId: ids.warehouse, lines: [{ goodId: ids.goodB, idealQuantity: 12, minimumQuantity: 0 }] },
    });
    expect(((await again.json()) as ParLevelsSaveResponse).rows.find((r) => r.goodId === ids.goodB)).toMatchObject({
      idealQuantity: 12,
    });
    // Clean up: the other tests expect the original warehouse pars.
    await h.request('PUT', '/inventarios/stockIdeal', {
      token: tokens.full,
      body: {
        locationId: ids.warehouse,
        lines: [
          { goodId: ids.goodC, idealQuantity: null },
          { goodId: ids.goodD, idealQuantity: null },
        ],
      },
    });
  });

  it('refuses a minimum above the ideal and any invalid line, saving nothing', async () => {
    const put = (body: unknown, token = tokens.full) => h.request('PUT', '/inventarios/stockIdeal', { token, body });
    const res = await put({
      locationId: ids.bar,
      lines: [
        { goodId: ids.goodD, idealQuantity: 4, minimumQuantity: 1 },
        { goodId: ids.goodA, idealQuantity: 3, minimumQuantity: 5 },
      ],
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(body.message).toBe('El mínimo no puede superar al stock ideal');
    expect(body.issues[0]?.path).toBe('lines.1.minimumQuantity');
    const [untouched] = await h.database.db
      .select()
      .from(parLevels)
      .where(and(eq(parLevels.locationId, ids.bar), eq(parLevels.goodId, ids.goodD)));
    expect(untouched).toBeUndefined();

    const bad: unknown[] = [
      { locationId: ids.bar, lines: [{ goodId: ids.goodA, idealQuantity: -1 }] },
      { locationId: ids.bar, lines: [{ goodId: ids.goodA, idealQuantity: 1.0005 }] },
      { locationId: ids.bar, lines: [{ goodId: ids.goodA, idealQuantity: '3' }] },
      { locationId: ids.bar, lines: [{ goodId: ids.goodA, idealQuantity: null, minimumQuantity: 2 }] },
      { locationId: ids.bar, lines: [{ goodId: ids.goodA, idealQuantity: 1e9 }] },
      {
        locationId: ids.bar,
        lines: [
          { goodId: ids.goodA, idealQuantity: 1 },
          { goodId: ids.goodA, idealQuantity: 2 },
        ],
      },
      { locationId: ids.bar, lines: [{ goodId: ids.goodA, idealQuantity: 1, extra: true }] },
      { locationId: ids.bar, lines: 'all' },
      { locationId: 'x', lines: [] },
      {},
      [],
      null,
    ];
    for (const b of bad) {
      const r = await put(b);
      expect(r.status, JSON.stringify(b)).toBe(422);
      expect(typeof ((await r.json()) as { message: unknown }).message).toBe('string');
    }
    const notJson = await h.request('PUT', '/inventarios/stockIdeal', { token: tokens.full, rawBody: '{"locationId":' });
    expect(notJson.status).toBe(400);
    // Unknown and foreign ids: 404, nothing saved.
    expect((await put({ locationId: uuidv7(), lines: [] })).status).toBe(404);
    expect((await put({ locationId: demoLocationId, lines: [] })).status).toBe(404);
    expect((await put({ locationId: ids.bar, lines: [{ goodId: demoGoodId, idealQuantity: 1 }] })).status).toBe(404);
    expect(
      (await put({ locationId: demoLocationId, lines: [{ goodId: demoGoodId, idealQuantity: 1 }] }, tokens.demoAdmin)).status,
    ).toBe(200);
    expect((await put({ locationId: ids.bar, lines: [{ goodId: ids.goodA, idealQuantity: 1 }] }, tokens.demoAdmin)).status).toBe(
      404,
    );
  });

  it('is 103 only', async () => {
    await get(`/inventarios/stockIdeal?locationId=${ids.bar}`, tokens.costsOnly, 403);
    const res = await h.request('PUT', '/inventarios/stockIdeal', {
      token: tokens.costsOnly,
      body: { locationId: ids.bar, lines: [] },
    });
    expect(res.status).toBe(403);
    await get('/inventarios/stockIdeal', tokens.full, 422);
    await get(`/inventarios/stockIdeal?locationId=${demoLocationId}`, tokens.full, 404);
  });
});

describe('/generic lookups', () => {
  it('consultarMercaderias: the venue’s goods with barcodes', async () => {
    const list = await get<GoodDto[]>('/generic/consultarMercaderias', tokens.full);
    expect(list.map((g) => g.sku).sort()).toEqual(['T-A', 'T-B', 'T-C', 'T-D']);
    expect(list.find((g) => g.id === ids.goodA)).toMatchObject({ barcodes: ['7790000000017'], unitCost: 1000, supplierPack: 6 });
    const demo = await get<GoodDto[]>('/generic/consultarMercaderias', tokens.demoStock);
    expect(demo.some((g) => g.id === ids.goodA)).toBe(false);
    await get('/generic/consultarMercaderias', tokens.caja); // 201: configuration
    await get('/generic/consultarMercaderias', await h.login('vip@noctua.test'), 403);
  });

  it('consultarLPrecio: drinks with their price on each list', async () => {
    const list = await get<DrinkPriceDto[]>('/generic/consultarLPrecio', tokens.full);
    expect(list.map((d) => d.id).sort()).toEqual([ids.drink, ids.shot].sort());
    expect(list.find((d) => d.id === ids.drink)?.prices).toEqual([
      { priceListId: ids.listGeneral, priceListName: 'General T', price: 5000 },
      { priceListId: ids.listVip, priceListName: 'VIP T', price: 6000 },
    ]);
    await get('/generic/consultarLPrecio', await h.login('vip@noctua.test'));
  });

  it('consultarBarras and consultarBarrasyCanjeo', async () => {
    const bars = await get<BarDto[]>('/generic/consultarBarras', tokens.full);
    expect(bars).toEqual([
      {
        id: ids.bar,
        name: 'Barra T',
        active: true,
        pointsOfSale: [
          { id: ids.pos, name: 'Caja Barra T', active: true, priceListId: ids.listGeneral, priceListName: 'General T' },
        ],
      },
    ]);
    const both = await get<BarsAndRedemptionResponse>('/generic/consultarBarrasyCanjeo', tokens.full);
    expect(both.barras).toEqual(bars);
    // The gin tonic needs tonic (B), which the bar does not have; the shot's vodka is there.
    expect(both.canjeo).toEqual([
      {
        barId: ids.bar,
        productId: ids.shot,
        productName: 'Shot vodka T',
        category: 'Shots',
        priceListId: ids.listGeneral,
        price: 2000,
        available: true,
      },
      {
        barId: ids.bar,
        productId: ids.drink,
        productName: 'Gin tonic T',
        category: 'Tragos',
        priceListId: ids.listGeneral,
        price: 5000,
        available: false,
      },
    ]);
    const demo = await get<BarsAndRedemptionResponse>('/generic/consultarBarrasyCanjeo', tokens.demoAdmin);
    expect(demo.barras.length).toBe(6);
    expect(demo.canjeo.length).toBeGreaterThan(0);
    await get('/generic/consultarBarras', tokens.noVenue, 403);
    expect((await h.request('GET', '/generic/consultarBarras')).status).toBe(401);
  });
});
