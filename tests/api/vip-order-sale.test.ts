// A delivered VIP table order is a sale (issue 31 item 2): delivering books the sale (of the bar that
// served it, at the delivery, by who delivered), its lines at the order's prices, the recipe
// consumption at that bar's stock location at the goods' current cost and the card charge linked to
// the sale and the order — so the night's balance sheet counts it in sales and cost of sales. A
// cancellation request on that sale, approved by someone else, gives all three back. Fifty
// deliveries at once book it once. Which bar: the one chosen at delivery, else the VIP setting,
// else the venue's only active bar, else a translated 409.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardLedger,
  cardTypes,
  goods,
  mobileOrders,
  nights,
  pointsOfSale,
  recipeLines,
  saleLines,
  sales,
  stockLevels,
  stockMovements,
  users,
  vipCards,
} from '../../server/db/schema';
import { orderSaleId } from '../../server/domain/mobile-order-sale';
import type { BalanceSheetDto } from '../../src/contract/gerencia';
import type { PushResponse } from '../../src/contract/sync';
import { uuidv7 } from '../../src/contract/uuid';
import type { VipServiceBarDto } from '../../src/contract/vip-config';
import type { GuestMenuDto, GuestOrderDto, MobileOrderDto, TableLinkAnswer } from '../../src/contract/vip-orders';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let vip: string;
let caja: string;
let supervisor: string;
let venueId: string;
let vipUserId: string;
let gold: string;
let nightId: string;
/** The demo's bars by name: point of sale id and stock location. */
const bars = new Map<string, { id: string; locationId: string | null }>();
let seq = 0;

beforeAll(async () => {
  h = await createHarness();
  [vip, caja, supervisor] = await Promise.all([
    h.login('vip@noctua.test'),
    h.login('caja@noctua.test'),
    h.login('supervisor@noctua.test'),
  ]);
  const db = h.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, 'vip@noctua.test'));
  venueId = user?.defaultVenueId as string;
  vipUserId = user?.id as string;
  const [type] = await db
    .select()
    .from(cardTypes)
    .where(and(eq(cardTypes.venueId, venueId), eq(cardTypes.name, 'Gold')));
  gold = type?.id as string;
  const [night] = await db
    .select()
    .from(nights)
    .where(and(eq(nights.venueId, venueId), eq(nights.status, 'open')));
  nightId = night?.id as string;
  const rows = await db
    .select()
    .from(pointsOfSale)
    .where(and(eq(pointsOfSale.venueId, venueId), eq(pointsOfSale.kind, 'bar')));
  for (const r of rows) bars.set(r.name, { id: r.id, locationId: r.stockLocationId });
  expect(gold && nightId && bars.get('Barra VIP')?.locationId).toBeTruthy();
});

afterAll(async () => {
  await h?.close();
});

const bar = (name: string) => bars.get(name) as { id: string; locationId: string };

/** A Gold card with credit to spare and nothing on its ledger. */
async function newCard() {
  seq += 1;
  const [card] = await h.database.db
    .insert(vipCards)
    .values({
      venueId,
      number: `S${Date.now() % 100000}${seq}`,
      holderName: `Mesa ${seq}`,
      cardTypeId: gold,
      creditLimit: 500_000_000,
    })
    .returning();
  if (!card) throw new Error('card insert');
  return card;
}

const balanceOf = async (cardId: string) =>
  Number((await h.database.db.select({ b: vipCards.balance }).from(vipCards).where(eq(vipCards.id, cardId)))[0]?.b);

/** Products of the table menu that consume a recipe, so a delivery must move stock. */
async function menuWithRecipes(token: string) {
  const menu = await json<GuestMenuDto>(await h.request('GET', `/public/mesa/${token}`));
  const withRecipe = new Set(
    (
      await h.database.db
        .select({ productId: recipeLines.productId })
        .from(recipeLines)
        .where(
          inArray(
            recipeLines.productId,
            menu.items.map((i) => i.productId),
          ),
        )
    ).map((r) => r.productId),
  );
  return menu.items.filter((i) => withRecipe.has(i.productId));
}

/** An accepted order of two products (quantities 2 and 1) charged to a fresh card. */
async function acceptedOrder(table = 'Mesa VIP 2') {
  const card = await newCard();
  const link = await json<TableLinkAnswer>(
    await h.request('POST', '/vip/mesas/link', { token: vip, body: { table, cardId: card.id } }),
    201,
  );
  const [a, b] = await menuWithRecipes(link.token);
  if (!a || !b) throw new Error('the menu has fewer than two products with a recipe');
  const order = await json<GuestOrderDto>(
    await h.request('POST', `/public/mesa/${link.token}/orden`, {
      body: {
        id: uuidv7(),
        lines: [
          { productId: a.productId, quantity: 2 },
          { productId: b.productId, quantity: 1 },
        ],
      },
    }),
    201,
  );
  await json(await act(order.id, 'aceptar'));
  return { card, order };
}

const act = (id: string, action: 'aceptar' | 'entregar', body?: unknown, token = vip) =>
  h.request('POST', `/vip/ordenes/${id}/${action}`, { token, body });

async function sheet() {
  return json<BalanceSheetDto>(await h.request('GET', `/gerencia/balance?nightId=${nightId}`, { token: supervisor }));
}

/** What the order's products consume by recipe (good → units) and cost at the goods' current unit cost. */
async function recipeOf(lines: readonly { productId: string; quantity: number }[]) {
  const rows = await h.database.db
    .select({
      productId: recipeLines.productId,
      goodId: recipeLines.goodId,
      quantity: recipeLines.quantity,
      unitCost: goods.unitCost,
    })
    .from(recipeLines)
    .innerJoin(goods, eq(goods.id, recipeLines.goodId))
    .where(
      inArray(
        recipeLines.productId,
        lines.map((l) => l.productId),
      ),
    );
  const units = new Map<string, number>();
  const unitCost = new Map<string, number>();
  let cost = 0;
  for (const r of rows) {
    const sold = lines.find((l) => l.productId === r.productId)?.quantity ?? 0;
    units.set(r.goodId, (units.get(r.goodId) ?? 0) + sold * Number(r.quantity));
    unitCost.set(r.goodId, Number(r.unitCost));
    cost += sold * Number(r.quantity) * Number(r.unitCost);
  }
  return { units, unitCost, cost };
}

async function levels(locationId: string, goodIds: string[]) {
  const rows = await h.database.db
    .select()
    .from(stockLevels)
    .where(and(eq(stockLevels.locationId, locationId), inArray(stockLevels.goodId, goodIds)));
  return new Map(rows.map((r) => [r.goodId, Number(r.quantity)]));
}

const movementsOf = (saleId: string) =>
  h.database.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.sourceType, 'sale'), eq(stockMovements.sourceId, saleId)));

const round3 = (n: number) => Math.round(n * 1000) / 1000;

async function orderLines(orderId: string) {
  const board = await json<MobileOrderDto[]>(await h.request('GET', '/vip/ordenes', { token: vip }));
  return board.find((o) => o.id === orderId)?.lines ?? [];
}

describe('delivering a VIP table order', () => {
  it('books a sale of the serving bar with its lines, its recipe consumption and the card charge', async () => {
    const { card, order } = await acceptedOrder();
    const recipe = await recipeOf(await orderLines(order.id));
    const goodIds = [...recipe.units.keys()];
    expect(goodIds.length).toBeGreaterThan(0);
    const vipBar = bar('Barra VIP');
    const stockBefore = await levels(vipBar.locationId, goodIds);
    const before = await sheet();

    const delivered = await json<MobileOrderDto>(await act(order.id, 'entregar'));
    const saleId = orderSaleId(order.id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.sale).toEqual({ id: saleId, status: 'completed', pointOfSaleName: 'Barra VIP' });

    const [sale] = await h.database.db.select().from(sales).where(eq(sales.id, saleId));
    expect(sale).toMatchObject({
      nightId,
      pointOfSaleId: vipBar.id,
      terminalId: null,
      cashierId: vipUserId,
      payment: 'vip_card',
      vipCardId: card.id,
      total: order.total,
      status: 'completed',
    });
    expect(sale?.at.toISOString()).toBe(delivered.deliveredAt);
    const [row] = await h.database.db.select().from(mobileOrders).where(eq(mobileOrders.id, order.id));
    expect(row?.saleId).toBe(saleId);

    // Its lines are the order's, at the order's prices.
    const lines = await h.database.db.select().from(saleLines).where(eq(saleLines.saleId, saleId));
    const sortLines = (ls: { productId: string; quantity: number; unitPrice: number }[]) =>
      ls
        .map((l) => ({ productId: l.productId, quantity: l.quantity, unitPrice: l.unitPrice }))
        .sort((x, y) => (x.productId < y.productId ? -1 : 1));
    expect(sortLines(lines)).toEqual(sortLines(delivered.lines));

    // The recipe left the VIP bar: sale_consumption at its location, at the goods' current cost.
    const moved = await movementsOf(saleId);
    expect(moved.every((m) => m.kind === 'sale_consumption' && m.locationId === vipBar.locationId && m.nightId === nightId)).toBe(
      true,
    );
    expect(moved.every((m) => Number(m.unitCost) === recipe.unitCost.get(m.goodId))).toBe(true);
    const byGood = new Map<string, number>();
    for (const m of moved) byGood.set(m.goodId, round3((byGood.get(m.goodId) ?? 0) + Number(m.quantity)));
    for (const [goodId, units] of recipe.units) expect(byGood.get(goodId)).toBe(round3(-units));
    const stockAfter = await levels(vipBar.locationId, goodIds);
    for (const [goodId, units] of recipe.units) {
      expect(stockAfter.get(goodId)).toBe(round3((stockBefore.get(goodId) ?? 0) - units));
    }

    // One charge, naming the sale and the order.
    const charges = await h.database.db.select().from(cardLedger).where(eq(cardLedger.cardId, card.id));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ kind: 'consumption', amount: -order.total, saleId, mobileOrderId: order.id });
    expect(delivered.ledgerEntryId).toBe(charges[0]?.id);
    expect(await balanceOf(card.id)).toBe(-order.total);

    // The night's balance sheet: in sales, tickets, cost of sales and so in the result. The sheet
    // rounds the night's Σ qty × cost once, so its difference may be a cent off this sale's own.
    const after = await sheet();
    expect(after.totals.sales - before.totals.sales).toBe(order.total);
    expect(after.totals.tickets - before.totals.tickets).toBe(1);
    expect(Math.abs(after.totals.cogs - before.totals.cogs - recipe.cost)).toBeLessThanOrEqual(1);
    expect(recipe.cost).toBeGreaterThan(0);
    expect(after.totals.result - before.totals.result).toBe(order.total - (after.totals.cogs - before.totals.cogs));
    const vipRow = (b: BalanceSheetDto) => b.byPointOfSale.find((p) => p.pointOfSaleId === vipBar.id)?.total ?? 0;
    expect(vipRow(after) - vipRow(before)).toBe(order.total);
    expect(after.vip.consumption - before.vip.consumption).toBe(order.total);
  });
});

/** Asks for a cancellation the way the app does (the outbox command); returns the request's id. */
async function requestCancellation(token: string, saleId: string): Promise<string> {
  const requestId = uuidv7();
  seq += 1;
  const command = {
    id: uuidv7(),
    seq,
    name: 'cancellation.request',
    args: { requestId, saleId, reason: 'La mesa no pidió eso' },
  };
  const { results } = await json<PushResponse>(
    await h.request('POST', '/sync/push', {
      token,
      body: { deviceId: 'vip-order-sale', commands: [{ ...command, createdAt: new Date().toISOString() }] },
    }),
  );
  expect(results[0]?.status, JSON.stringify(results)).toBe('applied');
  return requestId;
}

describe('cancelling the sale of a delivered order', () => {
  it('gives the stock back to the bar and the money back to the card, and leaves the sale cancelled', async () => {
    const before = await sheet();
    const { card, order } = await acceptedOrder('Mesa VIP 3');
    const recipe = await recipeOf(await orderLines(order.id));
    const vipBar = bar('Barra VIP');
    const goodIds = [...recipe.units.keys()];
    const stockBefore = await levels(vipBar.locationId, goodIds);
    await json(await act(order.id, 'entregar'));
    const saleId = orderSaleId(order.id);
    expect(await balanceOf(card.id)).toBe(-order.total);

    // The cashier asks; the requester may not decide it; the supervisor approves.
    const requestId = await requestCancellation(caja, saleId);
    const own = await h.request('POST', `/tickets/anulaciones/${requestId}/aprobar`, { token: caja, body: {} });
    expect(own.status).toBe(403);
    await json(await h.request('POST', `/tickets/anulaciones/${requestId}/aprobar`, { token: supervisor, body: { note: 'ok' } }));

    const [sale] = await h.database.db.select().from(sales).where(eq(sales.id, saleId));
    expect(sale?.status).toBe('cancelled');
    // Stock: every consumption has its reversal, and the bar holds what it held before the delivery.
    const back = await h.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.sourceType, 'sale_cancellation'), eq(stockMovements.sourceId, requestId)));
    const consumed = await movementsOf(saleId);
    expect(back).toHaveLength(consumed.length);
    expect(back.every((m) => m.kind === 'sale_reversal' && m.locationId === vipBar.locationId)).toBe(true);
    const stockAfter = await levels(vipBar.locationId, goodIds);
    for (const goodId of goodIds) expect(stockAfter.get(goodId)).toBe(stockBefore.get(goodId));
    // Card: the charge given back once.
    expect(await balanceOf(card.id)).toBe(0);
    const entries = await h.database.db.select().from(cardLedger).where(eq(cardLedger.cardId, card.id));
    expect(entries.map((e) => [e.kind, e.amount, e.saleId]).sort()).toEqual(
      [
        ['adjustment', order.total, saleId],
        ['consumption', -order.total, saleId],
      ].sort(),
    );
    // The board says so; the night's sheet no longer counts it.
    expect((await orderLines(order.id)).length).toBeGreaterThan(0);
    const board = await json<MobileOrderDto[]>(await h.request('GET', '/vip/ordenes', { token: vip }));
    expect(board.find((o) => o.id === order.id)?.sale).toEqual({ id: saleId, status: 'cancelled', pointOfSaleName: 'Barra VIP' });
    const after = await sheet();
    expect(after.totals.sales).toBe(before.totals.sales);
    expect(Math.abs(after.totals.cogs - before.totals.cogs)).toBeLessThanOrEqual(1);
    expect(after.vip.consumption).toBe(before.vip.consumption);
  });
});

describe('fifty deliveries of one order at once', () => {
  it('book exactly one sale, one charge and one set of movements', async () => {
    const { card, order } = await acceptedOrder('Mesa VIP 4');
    const recipe = await recipeOf(await orderLines(order.id));
    const answers = await Promise.all(Array.from({ length: 50 }, () => act(order.id, 'entregar')));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const saleId = orderSaleId(order.id);
    const db = h.database.db;
    expect(await db.select().from(sales).where(eq(sales.vipCardId, card.id))).toHaveLength(1);
    expect(await db.select().from(saleLines).where(eq(saleLines.saleId, saleId))).toHaveLength(2);
    expect(await db.select().from(cardLedger).where(eq(cardLedger.cardId, card.id))).toHaveLength(1);
    const moved = await movementsOf(saleId);
    expect(new Set(moved.map((m) => m.goodId)).size).toBe(moved.length);
    expect(moved.length).toBe(recipe.units.size);
    expect(await balanceOf(card.id)).toBe(-order.total);
  });

  it('a booking replayed under the same order finds its sale and books nothing more', async () => {
    const { card, order } = await acceptedOrder('Mesa VIP 5');
    await json(await act(order.id, 'entregar'));
    // Straight to the domain, past the order's status check: the derived sale id is the guard.
    const { bookOrderSale, servingBar } = await import('../../server/domain/mobile-order-sale');
    const replay = h.database.db.transaction(async (tx) =>
      bookOrderSale(tx, {
        venueId,
        orderId: order.id,
        cardId: card.id,
        nightId,
        tableLabel: 'Mesa VIP 5',
        bar: await servingBar(tx, venueId),
        userId: vipUserId,
        at: new Date(),
      }),
    );
    await expect(replay).rejects.toMatchObject({ status: 409 });
    expect(await h.database.db.select().from(cardLedger).where(eq(cardLedger.cardId, card.id))).toHaveLength(1);
    expect(await movementsOf(orderSaleId(order.id))).toHaveLength((await recipeOf(await orderLines(order.id))).units.size);
  });
});

describe('the bar that served it', () => {
  const saveBar = (pointOfSaleId: string | null, token = vip) =>
    h.request('PUT', '/vip/ajustes/barra', { token, body: { pointOfSaleId } });
  const saleOf = async (orderId: string) =>
    (
      await h.database.db
        .select()
        .from(sales)
        .where(eq(sales.id, orderSaleId(orderId)))
    )[0];

  it('is the VIP setting, which the board reads and a VIP manager changes (audited)', async () => {
    const read = await json<VipServiceBarDto>(await h.request('GET', '/vip/ajustes/barra', { token: vip }));
    expect(read.pointOfSaleId).toBe(bar('Barra VIP').id);
    expect(read.bars.map((b) => b.name).sort()).toEqual([...bars.keys()].sort());
    const saved = await json<VipServiceBarDto>(await saveBar(bar('Barra Lounge').id));
    expect(saved.pointOfSaleId).toBe(bar('Barra Lounge').id);
    const { order } = await acceptedOrder('Mesa VIP 6');
    await json(await act(order.id, 'entregar'));
    expect((await saleOf(order.id))?.pointOfSaleId).toBe(bar('Barra Lounge').id);
    expect((await movementsOf(orderSaleId(order.id))).every((m) => m.locationId === bar('Barra Lounge').locationId)).toBe(true);
    const flagged = await h.database.db
      .select({ id: pointsOfSale.id })
      .from(pointsOfSale)
      .where(and(eq(pointsOfSale.venueId, venueId), eq(pointsOfSale.servesVipTables, true)));
    expect(flagged.map((f) => f.id)).toEqual([bar('Barra Lounge').id]);
    const audit = (await h.database.db.execute(
      sql`select after from audit_log where action = 'vip_settings.update' order by at desc, id desc limit 1`,
    )) as unknown as { rows: { after: unknown }[] };
    expect(audit.rows[0]?.after).toEqual({ vipServiceBar: bar('Barra Lounge').id });
    await json(await saveBar(bar('Barra VIP').id));
  });

  it('is the one chosen at delivery, when the staff choose one (an active bar of the venue)', async () => {
    const { order } = await acceptedOrder('Mesa VIP 7');
    const [door] = await h.database.db
      .select({ id: pointsOfSale.id })
      .from(pointsOfSale)
      .where(and(eq(pointsOfSale.venueId, venueId), eq(pointsOfSale.kind, 'ticket_office')));
    const notABar = await act(order.id, 'entregar', { pointOfSaleId: door?.id });
    expect(notABar.status).toBe(404);
    expect(((await notABar.json()) as { message: string }).message).toBe('La barra no existe o no está activa');
    expect((await act(order.id, 'entregar', { pointOfSaleId: 'nope' })).status).toBe(422);
    expect((await act(order.id, 'entregar', { pointOfSaleId: bar('Barra Pista').id, extra: 1 })).status).toBe(422);
    expect(await saleOf(order.id)).toBeUndefined();
    const done = await json<MobileOrderDto>(await act(order.id, 'entregar', { pointOfSaleId: bar('Barra Pista').id }));
    expect(done.sale?.pointOfSaleName).toBe('Barra Pista');
    expect((await movementsOf(orderSaleId(order.id))).every((m) => m.locationId === bar('Barra Pista').locationId)).toBe(true);
  });

  it('without a setting: the only active bar, or a translated 409 that books nothing', async () => {
    await json(await saveBar(null));
    const db = h.database.db;
    try {
      const { card, order } = await acceptedOrder('Mesa VIP 8');
      const refused = await act(order.id, 'entregar');
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'Elige la barra que sirve las mesas VIP (en Configuración VIP o al entregar)',
      );
      const de = await h.request('POST', `/vip/ordenes/${order.id}/entregar`, {
        token: vip,
        headers: { 'accept-language': 'de' },
      });
      expect(((await de.json()) as { message: string }).message).toBe(
        'Wählen Sie die Bar, die die VIP-Tische bedient (in den VIP-Einstellungen oder beim Servieren)',
      );
      expect(await saleOf(order.id)).toBeUndefined();
      expect(await balanceOf(card.id)).toBe(0);
      expect((await db.select().from(mobileOrders).where(eq(mobileOrders.id, order.id)))[0]?.status).toBe('accepted');

      // One active bar left: that one serves.
      const others = [...bars.entries()].filter(([name]) => name !== 'Barra Terraza').map(([, b]) => b.id);
      await db.update(pointsOfSale).set({ active: false }).where(inArray(pointsOfSale.id, others));
      try {
        const done = await json<MobileOrderDto>(await act(order.id, 'entregar'));
        expect(done.sale?.pointOfSaleName).toBe('Barra Terraza');
      } finally {
        await db.update(pointsOfSale).set({ active: true }).where(inArray(pointsOfSale.id, others));
      }
    } finally {
      await json(await saveBar(bar('Barra VIP').id));
    }
  });

  it('is set only by 308/201, to an active bar of the venue', async () => {
    const boardOnly = await h.createUser('board@vip-sale.test', ['307'], venueId, 'Solo tablero');
    expect((await h.request('GET', '/vip/ajustes/barra', { token: boardOnly })).status).toBe(200);
    expect((await saveBar(bar('Barra Pista').id, boardOnly)).status).toBe(403);
    expect((await h.request('GET', '/vip/ajustes/barra', { token: await h.login('stock@noctua.test') })).status).toBe(403);
    expect((await h.request('GET', '/vip/ajustes/barra')).status).toBe(401);
    expect((await saveBar(uuidv7())).status).toBe(404);
    expect((await h.request('PUT', '/vip/ajustes/barra', { token: vip, body: {} })).status).toBe(422);
    expect((await h.request('PUT', '/vip/ajustes/barra', { token: vip, body: { pointOfSaleId: 'x' } })).status).toBe(422);
    expect((await json<VipServiceBarDto>(await h.request('GET', '/vip/ajustes/barra', { token: vip }))).pointOfSaleId).toBe(
      bar('Barra VIP').id,
    );
  });
});
