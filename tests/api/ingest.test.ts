// POS sales ingestion (POST /api/ingest/sales, issue 8): per-terminal key auth and revocation, venue
// isolation, idempotency (a resent batch, two identical batches racing), the recipe consumption
// arithmetic at bars (none at a ticket office) and live stock moving with it, VIP card charges once
// and over-limit rejections, per-sale rejection reasons, the business-date cutoff, malformed input,
// and the terminal status a batch leaves behind.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardLedger,
  cardTypes,
  goods,
  nights,
  pointsOfSale,
  products,
  recipeLines,
  saleLines,
  sales,
  stockLevels,
  stockMovements,
  terminals,
  users,
  venues,
  vipCards,
} from '../../server/db/schema';
import { NIGHT_CLOSED } from '../../server/domain/night-of';
import { generateApiKey } from '../../server/lib/api-keys';
import type { IngestAnswer, IngestResult } from '../../src/contract/ingest';
import type { LiveStockResponse } from '../../src/contract/inventory-nightly';
import type { ApiKeyAnswer, HistoryEventDto, TerminalDto, TerminalsAnswer } from '../../src/contract/satelite';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let admin: string;
let venueId: string;
let bar: { posId: string; locationId: string; key: string; terminalId: string };
let office: { posId: string; key: string };
let productId: string;
const recipe: { goodId: string; quantity: number }[] = [];
let openNight: string;
let cardNumber: string;
let cardId: string;
let cashierEmail: string;

const OPEN_DATE = '2019-03-08';
const CLOSED_DATE = '2019-03-09';
/** 23:30 in Buenos Aires on the open night's evening. */
const EVENING = '2019-03-08T23:30:00-03:00';
const PRICE = 450_000;

function send(key: string | null, body: unknown, headers: Record<string, string> = {}) {
  return h.request('POST', '/ingest/sales', {
    body,
    headers: { ...headers, ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
  });
}

type SaleInput = {
  id?: string;
  at?: string;
  payment?: string;
  vipCardNumber?: string;
  lines?: { productId: string; quantity: number; unitPrice: number }[];
  total?: number;
  cashierEmail?: string;
};
function sale(input: SaleInput = {}) {
  const lines = input.lines ?? [{ productId, quantity: 2, unitPrice: PRICE }];
  return {
    id: input.id ?? uuidv7(),
    at: input.at ?? EVENING,
    payment: input.payment ?? 'cash',
    ...(input.vipCardNumber ? { vipCardNumber: input.vipCardNumber } : {}),
    ...(input.cashierEmail ? { cashierEmail: input.cashierEmail } : {}),
    lines,
    total: input.total ?? lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0),
  };
}

async function ingest(key: string, list: ReturnType<typeof sale>[], extra: Record<string, unknown> = {}) {
  return (await json<IngestAnswer>(await send(key, { ...extra, sales: list }))).results;
}

async function newTerminal(posId: string, name: string): Promise<{ id: string; key: string }> {
  const t = await json<TerminalDto>(
    await h.request('POST', '/satelite/terminales', {
      token: admin,
      body: { pointOfSaleId: posId, name, deviceId: `TEST-${uuidv7()}` },
    }),
    201,
  );
  const k = await json<ApiKeyAnswer>(await h.request('POST', `/satelite/terminales/${t.id}/clave`, { token: admin }));
  return { id: t.id, key: k.apiKey };
}

async function levelOf(locationId: string, goodId: string): Promise<number> {
  const [row] = await h.database.db
    .select({ q: stockLevels.quantity })
    .from(stockLevels)
    .where(and(eq(stockLevels.locationId, locationId), eq(stockLevels.goodId, goodId)));
  return Number(row?.q ?? 0);
}

async function balanceOf(id: string): Promise<number> {
  const [row] = await h.database.db.select({ b: vipCards.balance }).from(vipCards).where(eq(vipCards.id, id));
  return Number(row?.b);
}

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  admin = await h.login('admin@noctua.test');
  const [u] = await db.select({ venueId: users.defaultVenueId }).from(users).where(eq(users.email, 'admin@noctua.test'));
  venueId = u?.venueId as string;
  cashierEmail = 'caja@noctua.test';
  const posRows = await db.select().from(pointsOfSale).where(eq(pointsOfSale.venueId, venueId));
  const barPos = posRows.find((p) => p.kind === 'bar' && p.stockLocationId);
  const officePos = posRows.find((p) => p.kind === 'ticket_office');
  if (!barPos?.stockLocationId || !officePos) throw new Error('seed has no bar or ticket office');
  const barTerminal = await newTerminal(barPos.id, 'Test barra');
  bar = { posId: barPos.id, locationId: barPos.stockLocationId, key: barTerminal.key, terminalId: barTerminal.id };
  office = { posId: officePos.id, key: (await newTerminal(officePos.id, 'Test boletería')).key };

  // A product with a two-good recipe, so the arithmetic is ours to check.
  const someGoods = await db.select({ id: goods.id }).from(goods).where(eq(goods.venueId, venueId)).limit(2);
  productId = uuidv7();
  await db.insert(products).values({ id: productId, venueId, name: 'Trago de prueba', kind: 'drink', category: 'Tragos' });
  recipe.push({ goodId: someGoods[0]?.id as string, quantity: 0.067 }, { goodId: someGoods[1]?.id as string, quantity: 0.25 });
  for (const r of recipe) await db.insert(recipeLines).values({ productId, goodId: r.goodId, quantity: r.quantity });

  openNight = uuidv7();
  await db.insert(nights).values([
    {
      id: openNight,
      venueId,
      businessDate: OPEN_DATE,
      eventName: 'Noche de prueba',
      opensAt: new Date('2019-03-09T02:00:00Z'),
      closesAt: new Date('2019-03-09T09:00:00Z'),
      status: 'open',
    },
    {
      venueId,
      businessDate: CLOSED_DATE,
      eventName: 'Noche cerrada',
      opensAt: new Date('2019-03-10T02:00:00Z'),
      closesAt: new Date('2019-03-10T09:00:00Z'),
      status: 'closed',
    },
  ]);

  const [type] = await db
    .insert(cardTypes)
    .values({ venueId, name: 'Prepaga de prueba', creditAllowed: false })
    .returning({ id: cardTypes.id });
  cardNumber = 'ING-0001';
  const [card] = await db
    .insert(vipCards)
    .values({ venueId, number: cardNumber, holderName: 'Cliente de prueba', cardTypeId: type?.id as string })
    .returning({ id: vipCards.id });
  cardId = card?.id as string;
  await db.insert(cardLedger).values({ cardId, kind: 'topup', amount: 2_000_000, method: 'cash' });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('key authentication', () => {
  it('refuses a missing, malformed or wrong key, and a user token', async () => {
    const body = { sales: [sale()] };
    expect((await send(null, body)).status).toBe(401);
    expect((await send('abc', body)).status).toBe(401);
    expect((await send(`${bar.key.slice(0, -1)}${bar.key.endsWith('A') ? 'B' : 'A'}`, body)).status).toBe(401);
    expect((await send(generateApiKey().key, body)).status).toBe(401);
    const res = await send(admin, body);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('La clave de la terminal no es válida');
    expect(
      await h.database.db
        .select()
        .from(sales)
        .where(eq(sales.id, body.sales[0]?.id as string)),
    ).toHaveLength(0);
  });

  it('refuses a revoked key and an old key after rotation', async () => {
    const t = await newTerminal(bar.posId, 'Revocada');
    expect((await ingest(t.key, [sale()]))[0]?.status).toBe('applied');
    await json(await h.request('POST', `/satelite/terminales/${t.id}/revocar`, { token: admin }));
    const res = await send(t.key, { sales: [sale()] });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('La clave de la terminal fue revocada');

    const rotated = await json<ApiKeyAnswer>(await h.request('POST', `/satelite/terminales/${t.id}/clave`, { token: admin }));
    expect((await send(t.key, { sales: [sale()] })).status).toBe(401);
    expect((await ingest(rotated.apiKey, [sale()]))[0]?.status).toBe('applied');
  });

  it("never writes a venue's key into another venue", async () => {
    const db = h.database.db;
    const otherVenue = uuidv7();
    await db.insert(venues).values({ id: otherVenue, name: 'Otro local', legalName: 'Otro SA', taxId: '30-1' });
    const [otherPos] = await db
      .insert(pointsOfSale)
      .values({ venueId: otherVenue, kind: 'ticket_office', name: 'Boletería ajena' })
      .returning({ id: pointsOfSale.id });
    const key = generateApiKey();
    await db.insert(terminals).values({
      pointOfSaleId: otherPos?.id as string,
      name: 'Ajena',
      deviceId: `OTHER-${uuidv7()}`,
      apiKeyHash: key.hash,
      apiKeyPrefix: key.prefix,
    });
    // Venue A's product and night mean nothing to venue B's terminal.
    const [foreign] = await ingest(key.key, [sale()]);
    expect(foreign).toMatchObject({ status: 'rejected', reason: 'El producto no existe' });
    // A sale id venue A stored is not acknowledged (nor overwritten) for venue B.
    const mine = sale();
    expect((await ingest(bar.key, [mine]))[0]?.status).toBe('applied');
    const [taken] = await ingest(key.key, [{ ...mine, lines: mine.lines }]);
    expect(taken).toMatchObject({ status: 'rejected', reason: 'El identificador de la venta ya está en uso' });
    expect(
      await db
        .select()
        .from(sales)
        .where(eq(sales.pointOfSaleId, otherPos?.id as string)),
    ).toHaveLength(0);
    const [stored] = await db.select().from(sales).where(eq(sales.id, mine.id));
    expect(stored?.pointOfSaleId).toBe(bar.posId);
  });
});

describe('idempotency', () => {
  it('acknowledges a resent batch without writing anything again', async () => {
    const batch = [sale(), sale({ lines: [{ productId, quantity: 1, unitPrice: PRICE }] }), sale()];
    const first = await ingest(bar.key, batch);
    expect(first.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const ids = batch.map((s) => s.id);
    const countMovements = async () =>
      (await h.database.db.select().from(stockMovements).where(inArray(stockMovements.sourceId, ids))).length;
    const movementsBefore = await countMovements();
    expect(movementsBefore).toBe(3 * recipe.length);
    const second = await ingest(bar.key, batch);
    expect(second).toEqual(batch.map((s) => ({ id: s.id, status: 'duplicate' })));
    expect(await countMovements()).toBe(movementsBefore);
    expect(await h.database.db.select().from(saleLines).where(inArray(saleLines.saleId, ids))).toHaveLength(3);
  });

  it('stores each sale once when two identical batches race', async () => {
    const batch = Array.from({ length: 20 }, (_, i) =>
      i % 4 === 0
        ? sale({ payment: 'vip_card', vipCardNumber: cardNumber, lines: [{ productId, quantity: 1, unitPrice: 1000 }] })
        : sale(),
    );
    const ids = batch.map((s) => s.id);
    const balanceBefore = await balanceOf(cardId);
    const [a, b] = await Promise.all([ingest(bar.key, batch), ingest(bar.key, batch)]);
    const statuses = [...(a ?? []), ...(b ?? [])].map((r) => r.status);
    expect(statuses.filter((s) => s === 'applied')).toHaveLength(20);
    expect(statuses.filter((s) => s === 'duplicate')).toHaveLength(20);
    for (let i = 0; i < 20; i++) expect([a?.[i]?.status, b?.[i]?.status].sort()).toEqual(['applied', 'duplicate']);
    const db = h.database.db;
    expect(await db.select({ id: sales.id }).from(sales).where(inArray(sales.id, ids))).toHaveLength(20);
    expect(await db.select().from(saleLines).where(inArray(saleLines.saleId, ids))).toHaveLength(20);
    expect(await db.select().from(stockMovements).where(inArray(stockMovements.sourceId, ids))).toHaveLength(20 * recipe.length);
    expect(await db.select().from(cardLedger).where(inArray(cardLedger.saleId, ids))).toHaveLength(5);
    expect(await balanceOf(cardId)).toBe(balanceBefore - 5 * 1000);
  });

  it('answers a sale repeated inside one batch as a duplicate', async () => {
    const one = sale();
    const results = await ingest(bar.key, [one, one]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'duplicate']);
    expect(await h.database.db.select().from(saleLines).where(eq(saleLines.saleId, one.id))).toHaveLength(1);
  });
});

describe('stock consumption', () => {
  it('consumes the recipe × quantity at the bar, exactly', async () => {
    const before = await Promise.all(recipe.map((r) => levelOf(bar.locationId, r.goodId)));
    const s = sale({ lines: [{ productId, quantity: 3, unitPrice: PRICE }], cashierEmail });
    expect((await ingest(bar.key, [s]))[0]?.status).toBe('applied');
    const rows = await h.database.db.select().from(stockMovements).where(eq(stockMovements.sourceId, s.id));
    expect(rows).toHaveLength(2);
    const [caja] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, cashierEmail));
    for (const r of recipe) {
      const m = rows.find((x) => x.goodId === r.goodId);
      expect(m).toMatchObject({
        kind: 'sale_consumption',
        locationId: bar.locationId,
        nightId: openNight,
        sourceType: 'sale',
        userId: caja?.id,
      });
      expect(Number(m?.quantity)).toBeCloseTo(-3 * r.quantity, 6);
      expect(m?.at.toISOString()).toBe(new Date(EVENING).toISOString());
    }
    const after = await Promise.all(recipe.map((r) => levelOf(bar.locationId, r.goodId)));
    expect(after[0]).toBeCloseTo((before[0] ?? 0) - 0.201, 6);
    expect(after[1]).toBeCloseTo((before[1] ?? 0) - 0.75, 6);
    const [stored] = await h.database.db.select().from(sales).where(eq(sales.id, s.id));
    expect(stored).toMatchObject({ nightId: openNight, pointOfSaleId: bar.posId, total: 3 * PRICE, cashierId: caja?.id });
  });

  it('writes no stock movements for a ticket office', async () => {
    const s = sale();
    expect((await ingest(office.key, [s]))[0]?.status).toBe('applied');
    expect(await h.database.db.select().from(stockMovements).where(eq(stockMovements.sourceId, s.id))).toHaveLength(0);
    expect(await h.database.db.select().from(saleLines).where(eq(saleLines.saleId, s.id))).toHaveLength(1);
  });

  it('moves live stock by itself', async () => {
    const live = async () => {
      const answer = await json<LiveStockResponse>(
        await h.request('GET', `/inventarios/stockEnVivo?nightId=${openNight}`, { token: admin }),
      );
      const line = answer.bars.flatMap((b) => b.lines).find((l) => l.goodId === recipe[1]?.goodId);
      return { consumption: line?.consumption ?? 0, sales: answer.bars.reduce((s, b) => s + b.sales, 0) };
    };
    const before = await live();
    await ingest(bar.key, [sale({ lines: [{ productId, quantity: 4, unitPrice: PRICE }] })]);
    const after = await live();
    expect(Math.abs(after.consumption - before.consumption)).toBeCloseTo(1, 6);
    expect(after.sales).toBe(before.sales + 1);
  });
});

describe('VIP card charges', () => {
  it('charges the card once and rejects a sale over its available amount while the rest apply', async () => {
    const db = h.database.db;
    const [type] = await db.select({ id: cardTypes.id }).from(cardTypes).where(eq(cardTypes.name, 'Prepaga de prueba'));
    const [card] = await db
      .insert(vipCards)
      .values({ venueId, number: 'ING-0002', holderName: 'Limite', cardTypeId: type?.id as string })
      .returning({ id: vipCards.id });
    const id = card?.id as string;
    await db.insert(cardLedger).values({ cardId: id, kind: 'topup', amount: 10_000, method: 'cash' });
    const line = (unitPrice: number) => [{ productId, quantity: 1, unitPrice }];
    const ok = sale({ payment: 'vip_card', vipCardNumber: 'ING-0002', lines: line(6_000) });
    const over = sale({ payment: 'vip_card', vipCardNumber: 'ING-0002', lines: line(5_000), at: '2019-03-08T23:40:00-03:00' });
    const cash = sale();
    const results = await ingest(bar.key, [ok, over, cash]);
    expect(results).toEqual([
      { id: ok.id, status: 'applied' },
      { id: over.id, status: 'rejected', reason: 'El importe supera el disponible de la tarjeta' },
      { id: cash.id, status: 'applied' },
    ]);
    expect(await balanceOf(id)).toBe(4_000);
    const entries = await db.select().from(cardLedger).where(eq(cardLedger.saleId, ok.id));
    expect(entries).toEqual([expect.objectContaining({ kind: 'consumption', amount: -6_000, cardId: id })]);
    // The rejected sale left nothing behind.
    expect(await db.select().from(sales).where(eq(sales.id, over.id))).toHaveLength(0);
    expect(await db.select().from(stockMovements).where(eq(stockMovements.sourceId, over.id))).toHaveLength(0);
    // Resent: acknowledged, not charged again.
    expect((await ingest(bar.key, [ok]))[0]?.status).toBe('duplicate');
    expect(await balanceOf(id)).toBe(4_000);
    const [stored] = await db.select().from(sales).where(eq(sales.id, ok.id));
    expect(stored).toMatchObject({ payment: 'vip_card', vipCardId: id });
  });

  it('rejects unknown, missing and blocked cards', async () => {
    const db = h.database.db;
    const [type] = await db.select({ id: cardTypes.id }).from(cardTypes).where(eq(cardTypes.name, 'Prepaga de prueba'));
    await db.insert(vipCards).values({
      venueId,
      number: 'ING-0003',
      holderName: 'Bloqueada',
      cardTypeId: type?.id as string,
      status: 'blocked',
    });
    const results = await ingest(bar.key, [
      sale({ payment: 'vip_card', vipCardNumber: 'NO-EXISTE' }),
      sale({ payment: 'vip_card' }),
      sale({ payment: 'vip_card', vipCardNumber: 'ING-0003' }),
    ]);
    expect(results.map((r) => r.reason)).toEqual([
      'La tarjeta no existe',
      'Falta el número de tarjeta VIP',
      'La tarjeta está bloqueada o perdida',
    ]);
  });
});

describe('per-sale rejections', () => {
  it('rejects each bad sale with its reason and applies the rest', async () => {
    const good = sale();
    const batch = [
      sale({ lines: [{ productId: uuidv7(), quantity: 1, unitPrice: 100 }] }),
      sale({ total: 1 }),
      sale({ at: '2019-01-01T23:00:00-03:00' }),
      sale({ at: '2019-03-09T23:00:00-03:00' }),
      good,
      sale({ lines: [{ productId, quantity: 0, unitPrice: 100 }] }),
      sale({ cashierEmail: 'nadie@noctua.test' }),
      sale({ at: new Date(Date.now() + 3 * 3600_000).toISOString() }),
      sale({ payment: 'cheque' }),
    ];
    const results = await ingest(bar.key, batch);
    expect(results.map((r: IngestResult) => [r.status, r.reason])).toEqual([
      ['rejected', 'El producto no existe'],
      ['rejected', 'El total no coincide con la suma de las líneas'],
      ['rejected', 'No hay una noche para la fecha de la venta'],
      ['rejected', NIGHT_CLOSED],
      ['applied', undefined],
      ['rejected', 'La cantidad debe ser un entero de 1 a 10000'],
      ['rejected', 'El cajero no existe'],
      ['rejected', 'La hora de la venta está en el futuro'],
      ['rejected', 'El medio de pago no es válido'],
    ]);
    const stored = await h.database.db
      .select({ id: sales.id })
      .from(sales)
      .where(
        inArray(
          sales.id,
          batch.map((s) => s.id),
        ),
      );
    expect(stored).toEqual([{ id: good.id }]);
  });

  it('gives the reasons in the terminal language', async () => {
    const res = await send(bar.key, { sales: [sale({ total: 1 })] }, { 'accept-language': 'de' });
    const [r] = (await json<IngestAnswer>(res)).results;
    expect(r?.reason).toBe('Die Summe stimmt nicht mit den Positionen überein');
  });
});

describe('business date', () => {
  it('files a sale at 04:30 under the night that began the evening before', async () => {
    const late = sale({ at: '2019-03-09T04:30:00-03:00' });
    const morning = sale({ at: '2019-03-09T09:30:00-03:00' });
    const results = await ingest(bar.key, [late, morning]);
    expect(results[0]?.status).toBe('applied');
    // 09:30 is past the venue's 09:00 cutoff: it belongs to the 9th, a closed night.
    expect(results[1]).toMatchObject({ status: 'rejected', reason: NIGHT_CLOSED });
    const [stored] = await h.database.db.select().from(sales).where(eq(sales.id, late.id));
    expect(stored?.nightId).toBe(openNight);
  });
});

describe('malformed requests', () => {
  it('answers 4xx for a malformed envelope', async () => {
    const raw = await h.request('POST', '/ingest/sales', {
      rawBody: '{"sales": [',
      headers: { authorization: `Bearer ${bar.key}` },
    });
    expect(raw.status).toBe(400);
    expect((await send(bar.key, { sales: 'x' })).status).toBe(422);
    expect((await send(bar.key, { sales: [] })).status).toBe(422);
    expect((await send(bar.key, { sales: [{ at: EVENING }] })).status).toBe(422);
    expect((await send(bar.key, { sales: [{ id: 'not-a-uuid' }] })).status).toBe(422);
    expect((await send(bar.key, { sales: [sale()], pendingBatches: -1 })).status).toBe(422);
    const tooMany = await send(bar.key, { sales: Array.from({ length: 501 }, () => sale()) });
    expect(tooMany.status).toBe(422);
    expect(((await tooMany.json()) as { message: string }).message).toBe('Un lote admite como máximo 500 ventas');
  });
});

describe('terminal status', () => {
  it('records last seen, version, queue and a batch event', async () => {
    await ingest(bar.key, [sale(), sale({ total: 1 })], { terminalVersion: '1.4.2', pendingBatches: 3 });
    const list = await json<TerminalsAnswer>(await h.request('GET', '/satelite/terminales', { token: admin }));
    const t = list.terminals.find((x) => x.id === bar.terminalId);
    expect(t).toMatchObject({ appVersion: '1.4.2', pendingBatches: 3, status: 'online', keyState: 'active' });
    expect(Date.now() - Date.parse(t?.lastBatchAt ?? '')).toBeLessThan(60_000);
    const history = await json<HistoryEventDto[]>(
      await h.request('GET', `/satelite/consultarHistoria?terminalId=${bar.terminalId}&limit=1`, { token: admin }),
    );
    expect(history).toEqual([
      expect.objectContaining({
        kind: 'batch',
        detail: 'Lote de 2 ventas: 1 aplicadas, 1 rechazadas',
        terminalName: 'Test barra',
      }),
    ]);
  });
});
