// Comps (cortesías, issue 18): a POS sale line with `comp` (price zero, the recipe consumed as
// `comp` movements, a comps row in the sale's transaction, replay = nothing twice, the authoriser
// and reason checked, closed night refused), the offline command 'comp.record' (idempotent by
// compId under a new command id, privilege 420, closed night, bars only), a cancelled sale giving
// its comps' stock back, and the comp screen's reads.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comps,
  goods,
  nights,
  pointsOfSale,
  products,
  recipeLines,
  saleLines,
  sales,
  stockLevels,
  stockLocations,
  stockMovements,
  users,
} from '../../server/db/schema';
import type { CompAuthoriserDto, CompRowDto } from '../../src/contract/comps';
import type { IngestAnswer, IngestResult } from '../../src/contract/ingest';
import type { ApiKeyAnswer, TerminalDto } from '../../src/contract/satelite';
import type { PushResponse, PushResult } from '../../src/contract/sync';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let admin: string;
let stock: string;
let caja: string;
let supervisor: string;
let vip: string;
let venueId: string;
let supId: string;
let stockId: string;
let inactiveId: string;
let bar: { posId: string; locationId: string; key: string; terminalId: string };
let officeKey: string;
let warehouseId: string;
let productId: string;
let goodId: string;
let unitCost: number;
let openNight: string;
let closedNight: string;

const EVENING = '2019-03-08T23:30:00-03:00';
const CLOSED_EVENING = '2019-03-09T23:30:00-03:00';
const PRICE = 450_000;
/** Of the good per drink. */
const SHOT = 0.1;

async function newTerminal(posId: string, name: string) {
  const t = await json<TerminalDto>(
    await h.request('POST', '/satelite/terminales', {
      token: admin,
      body: { pointOfSaleId: posId, name, deviceId: `C-${uuidv7()}` },
    }),
    201,
  );
  const k = await json<ApiKeyAnswer>(await h.request('POST', `/satelite/terminales/${t.id}/clave`, { token: admin }));
  return { id: t.id, key: k.apiKey };
}

async function ingest(key: string, list: unknown[], lang = 'es'): Promise<IngestResult[]> {
  const res = await h.request('POST', '/ingest/sales', {
    body: { sales: list },
    headers: { authorization: `Bearer ${key}`, 'accept-language': lang },
  });
  return (await json<IngestAnswer>(res)).results;
}

type Line = { productId: string; quantity: number; unitPrice: number; comp?: { reason: string; authorisedBy: string } };
function sale(lines: Line[], at = EVENING, id = uuidv7()) {
  return {
    id,
    at,
    payment: 'cash',
    cashierEmail: 'caja@noctua.test',
    lines,
    total: lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0),
  };
}
const paid = (quantity: number): Line => ({ productId, quantity, unitPrice: PRICE });
const comped = (quantity: number, authorisedBy = 'supervisor@noctua.test', reason = 'vip'): Line => ({
  productId,
  quantity,
  unitPrice: 0,
  comp: { reason, authorisedBy },
});

let seq = 0;
async function push(token: string, name: string, args: unknown, commandId = uuidv7(), lang = 'es'): Promise<PushResult> {
  seq += 1;
  const res = await h.request('POST', '/sync/push', {
    token,
    headers: { 'accept-language': lang },
    body: { deviceId: 'comps-test', commands: [{ id: commandId, seq, name, args, createdAt: new Date().toISOString() }] },
  });
  return (await json<PushResponse>(res)).results[0] as PushResult;
}

async function level(locationId = bar.locationId): Promise<number> {
  const [row] = await h.database.db
    .select({ q: stockLevels.quantity })
    .from(stockLevels)
    .where(and(eq(stockLevels.locationId, locationId), eq(stockLevels.goodId, goodId)));
  return Math.round(Number(row?.q ?? 0) * 1000) / 1000;
}

async function compMoves(sourceId: string): Promise<number[]> {
  const rows = await h.database.db
    .select({ q: stockMovements.quantity, kind: stockMovements.kind })
    .from(stockMovements)
    .where(and(eq(stockMovements.sourceType, 'comp'), eq(stockMovements.sourceId, sourceId)))
    .orderBy(stockMovements.id);
  expect(rows.every((r) => r.kind === 'comp')).toBe(true);
  return rows.map((r) => Number(r.q));
}

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  [admin, stock, caja, supervisor, vip] = await Promise.all([
    h.login('admin@noctua.test'),
    h.login('stock@noctua.test'),
    h.login('caja@noctua.test'),
    h.login('supervisor@noctua.test'),
    h.login('vip@noctua.test'),
  ]);
  const people = await db.select().from(users);
  venueId = people.find((u) => u.email === 'admin@noctua.test')?.defaultVenueId as string;
  supId = people.find((u) => u.email === 'supervisor@noctua.test')?.id as string;
  stockId = people.find((u) => u.email === 'stock@noctua.test')?.id as string;
  await h.createUser('ex@noctua.test', [], venueId, 'Ex Empleado');
  inactiveId = (await db.select().from(users).where(eq(users.email, 'ex@noctua.test')))[0]?.id as string;
  await db.update(users).set({ active: false }).where(eq(users.id, inactiveId));

  const posRows = await db.select().from(pointsOfSale).where(eq(pointsOfSale.venueId, venueId));
  const barPos = posRows.find((p) => p.kind === 'bar' && p.stockLocationId);
  const officePos = posRows.find((p) => p.kind === 'ticket_office');
  if (!barPos?.stockLocationId || !officePos) throw new Error('seed has no bar or ticket office');
  const t = await newTerminal(barPos.id, 'Barra cortesías');
  bar = { posId: barPos.id, locationId: barPos.stockLocationId, key: t.key, terminalId: t.id };
  officeKey = (await newTerminal(officePos.id, 'Boletería cortesías')).key;
  const [warehouse] = await db
    .select()
    .from(stockLocations)
    .where(and(eq(stockLocations.venueId, venueId), eq(stockLocations.kind, 'warehouse')))
    .limit(1);
  warehouseId = warehouse?.id as string;

  const [good] = await db.select().from(goods).where(eq(goods.venueId, venueId)).limit(1);
  goodId = good?.id as string;
  unitCost = Number(good?.unitCost);
  productId = uuidv7();
  await db.insert(products).values({ id: productId, venueId, name: 'Trago cortesía', kind: 'drink', category: 'Tragos' });
  await db.insert(recipeLines).values({ productId, goodId, quantity: SHOT });

  openNight = uuidv7();
  closedNight = uuidv7();
  await db.insert(nights).values([
    {
      id: openNight,
      venueId,
      businessDate: '2019-03-08',
      eventName: 'Noche de cortesías',
      opensAt: new Date('2019-03-09T02:00:00Z'),
      closesAt: new Date('2019-03-09T09:00:00Z'),
      status: 'open',
    },
    {
      id: closedNight,
      venueId,
      businessDate: '2019-03-09',
      eventName: 'Noche cerrada',
      opensAt: new Date('2019-03-10T02:00:00Z'),
      closesAt: new Date('2019-03-10T09:00:00Z'),
      status: 'closed',
    },
  ]);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('POS comp lines', () => {
  let saleId: string;

  it('books a comp line at price zero: recipe consumed as comp movements, a comps row, the sale as charged', async () => {
    const before = await level();
    const s = sale([paid(2), comped(1)]);
    saleId = s.id;
    expect(await ingest(bar.key, [s])).toEqual([{ id: s.id, status: 'applied' }]);
    // 2 sold + 1 given, SHOT each.
    expect(await level()).toBeCloseTo(before - 3 * SHOT, 3);
    const db = h.database.db;
    const [stored] = await db.select().from(sales).where(eq(sales.id, s.id));
    expect(Number(stored?.total)).toBe(2 * PRICE);
    // Only the charged line is a sale line: items sold stay what was sold.
    const lines = await db.select().from(saleLines).where(eq(saleLines.saleId, s.id));
    expect(lines.map((l) => [l.quantity, Number(l.unitPrice)])).toEqual([[2, PRICE]]);
    const rows = await db.select().from(comps).where(eq(comps.saleId, s.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      nightId: openNight,
      locationId: bar.locationId,
      productId,
      reason: 'vip',
      authorisedBy: supId,
      source: 'pos',
      terminalId: bar.terminalId,
      costCents: Math.round(SHOT * unitCost),
    });
    expect(Number(rows[0]?.quantity)).toBe(1);
    expect(await compMoves(rows[0]?.id as string)).toEqual([-SHOT]);
    // The sold drinks are sale consumption, not comps.
    const [consumed] = await db
      .select({ q: sql<string>`sum(${stockMovements.quantity})` })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.sourceType, 'sale'),
          eq(stockMovements.sourceId, s.id),
          eq(stockMovements.kind, 'sale_consumption'),
        ),
      );
    expect(Number(consumed?.q)).toBeCloseTo(-2 * SHOT, 3);
  });

  it('acknowledges a replay without a second comp or movement', async () => {
    const before = await level();
    const [again] = await ingest(bar.key, [sale([paid(2), comped(1)], EVENING, saleId)]);
    expect(again?.status).toBe('duplicate');
    expect(await level()).toBe(before);
    expect(await h.database.db.select().from(comps).where(eq(comps.saleId, saleId))).toHaveLength(1);
  });

  it('accepts the authoriser by user id and a comp-only ticket', async () => {
    const s = sale([comped(2, supId, 'artist')]);
    expect((await ingest(bar.key, [s]))[0]?.status).toBe('applied');
    const [row] = await h.database.db.select().from(comps).where(eq(comps.saleId, s.id));
    expect(row).toMatchObject({ reason: 'artist', authorisedBy: supId });
  });

  it('rejects a priced comp, an unknown or inactive authoriser, a bad reason, a ticket office and a closed night', async () => {
    const before = await level();
    const cases: [unknown, string, string?][] = [
      [sale([{ ...comped(1), unitPrice: 100 }]), 'Una cortesía va a precio cero'],
      [sale([comped(1, 'nadie@noctua.test')]), 'Quien autorizó la cortesía no es personal activo del local'],
      [
        sale([comped(1, 'nadie@noctua.test')]),
        'Wer das Freigetränk genehmigt hat, gehört nicht zum aktiven Personal des Lokals',
        'de',
      ],
      [sale([comped(1, inactiveId)]), 'Quien autorizó la cortesía no es personal activo del local'],
      [sale([comped(1, 'supervisor@noctua.test', 'amigo')]), 'El motivo de la cortesía no es válido'],
      [sale([comped(1)], CLOSED_EVENING), 'La noche está cerrada: reábrela indicando el motivo para registrar cambios'],
    ];
    for (const [s, reason, lang] of cases) {
      const [r] = await ingest(bar.key, [s], lang);
      expect(r).toMatchObject({ status: 'rejected', reason });
    }
    const [office] = await ingest(officeKey, [sale([comped(1)])]);
    expect(office).toMatchObject({ status: 'rejected', reason: 'Las cortesías se registran en una barra' });
    expect(await level()).toBe(before);
  });

  it('gives the comp’s stock back when its sale is cancelled', async () => {
    const before = await level();
    const requestId = uuidv7();
    expect((await push(caja, 'cancellation.request', { requestId, saleId, reason: 'Error de carga' })).status).toBe('applied');
    await json(await h.request('POST', `/tickets/anulaciones/${requestId}/aprobar`, { token: supervisor, body: {} }));
    expect(await level()).toBeCloseTo(before + 3 * SHOT, 3);
    const [row] = await h.database.db.select().from(comps).where(eq(comps.saleId, saleId));
    expect(await compMoves(row?.id as string)).toEqual([-SHOT, SHOT]);
  });
});

describe("the 'comp.record' command", () => {
  const args = (over: Record<string, unknown> = {}) => ({
    compId: uuidv7(),
    locationId: bar.locationId,
    productId,
    quantity: 2,
    reason: 'promoter',
    authorisedBy: supId,
    note: 'Promotor de la fiesta',
    at: new Date('2019-03-09T03:00:00Z').toISOString(),
    ...over,
  });

  it('records a comp once by its id, whatever command id brings it', async () => {
    const before = await level();
    const a = args();
    const first = await push(stock, 'comp.record', a);
    expect(first).toMatchObject({ status: 'applied', result: { compId: a.compId, nightId: openNight } });
    const again = await push(stock, 'comp.record', a);
    expect(again).toMatchObject({ status: 'applied', result: { compId: a.compId, nightId: openNight } });
    expect(await level()).toBeCloseTo(before - 2 * SHOT, 3);
    expect(await compMoves(a.compId)).toEqual([-2 * SHOT]);
    const [row] = await h.database.db.select().from(comps).where(eq(comps.id, a.compId));
    expect(row).toMatchObject({
      source: 'backoffice',
      recordedBy: stockId,
      authorisedBy: supId,
      reason: 'promoter',
      note: 'Promotor de la fiesta',
      saleId: null,
      costCents: Math.round(2 * SHOT * unitCost),
    });
    const other = await push(stock, 'comp.record', { ...a, quantity: 3 });
    expect(other).toMatchObject({ status: 'rejected', message: 'Ya existe una cortesía con ese identificador' });
  });

  it('refuses a user without 420, a bad authoriser, a warehouse and a closed night', async () => {
    const before = await level();
    expect((await push(vip, 'comp.record', args())).status).toBe('rejected');
    expect(await push(stock, 'comp.record', args({ authorisedBy: inactiveId }))).toMatchObject({
      status: 'rejected',
      message: 'Quien autorizó la cortesía no es personal activo del local',
    });
    expect(await push(stock, 'comp.record', args({ locationId: warehouseId }))).toMatchObject({
      status: 'rejected',
      message: 'Las cortesías se registran en una barra',
    });
    expect(await push(stock, 'comp.record', args({ reason: 'amigo' }))).toMatchObject({ status: 'rejected' });
    const closed = await push(stock, 'comp.record', args({ at: new Date('2019-03-10T03:00:00Z').toISOString() }), uuidv7(), 'fr');
    expect(closed.status).toBe('rejected');
    expect(closed.message).toMatch(/soirée/i);
    expect(await push(stock, 'comp.record', args({ nightId: closedNight }))).toMatchObject({
      status: 'rejected',
      message: 'La noche está cerrada: reábrela indicando el motivo para registrar cambios',
    });
    expect(await level()).toBe(before);
  });
});

describe('the comp screen’s reads', () => {
  it('lists the night’s comps and the staff who may authorise, for 420 only', async () => {
    const rows = await json<CompRowDto[]>(
      await h.request('GET', `/inventarios/cortesias?nightId=${openNight}`, { token: stock }),
    );
    expect(rows.map((r) => [r.source, r.reason, r.counted])).toEqual([
      ['backoffice', 'promoter', true],
      ['pos', 'artist', true],
      ['pos', 'vip', false],
    ]);
    const staff = await json<CompAuthoriserDto[]>(
      await h.request('GET', '/inventarios/cortesias/autorizantes', { token: stock }),
    );
    expect(staff.map((s) => s.id)).toContain(supId);
    expect(staff.map((s) => s.id)).not.toContain(inactiveId);
    expect((await h.request('GET', `/inventarios/cortesias?nightId=${openNight}`, { token: vip })).status).toBe(403);
    expect((await h.request('GET', '/inventarios/cortesias?nightId=nope', { token: stock })).status).toBe(422);
    expect((await h.request('GET', `/inventarios/cortesias?nightId=${uuidv7()}`, { token: stock })).status).toBe(404);
  });
});
