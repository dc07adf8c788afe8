// Waiters' orders and the station display (issue 35, 313): the offline command
// 'kitchenOrder.addLines' applied exactly once (resent, under a new command id, by two phones at
// once for one table: one order, no line twice), priced from the area's list + modifiers and routed
// to the menu item's station; the line/ticket state machine; serving the whole order calls
// bookServedOrder in the transaction that locks the order (the booking itself is the bill branch's:
// mocked here); another venue's ids refused; privileges.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kitchenOrderLines,
  kitchenOrders,
  nights,
  pointsOfSale,
  priceListItems,
  priceLists,
  products,
  reservations,
  restoAreas,
  restoMenuItems,
  restoModifiers,
  restoStations,
  restoTables,
  sales,
  users,
} from '../../server/db/schema';
import { findCurrentNight } from '../../server/domain/night-of';
import type { BillDto } from '../../src/contract/resto-bill';
import type { KitchenBoardDto, KitchenOrderDto, RestoMenuDto } from '../../src/contract/resto-orders';
import type { PullResponse, PushResponse, PushResult } from '../../src/contract/sync';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

// A crash half-way through applying the command (after its first line was written, before the
// commit), as a server killed mid-request would leave it: while armed, a trigger fails the second
// line's insert. The counter is a sequence, which a rollback does not undo. (No module mocks: the
// API files share their modules, isolate: false.)
async function armCrash(): Promise<void> {
  const run = (text: string) => h.database.db.execute(sql.raw(text));
  await run('drop sequence if exists test_crash_seq');
  await run('create sequence test_crash_seq');
  await run(`create or replace function test_crash_mid_way() returns trigger language plpgsql as $$
    begin
      -- From the second line on, every time while armed: the push's chunk and its one-by-one retry both fail mid-way.
      if nextval('test_crash_seq') >= 2 then raise exception 'simulated crash mid-way'; end if;
      return new;
    end $$`);
  await run(
    'create trigger test_crash_mid_way before insert on kitchen_order_lines for each row execute function test_crash_mid_way()',
  );
}
async function disarmCrash(): Promise<void> {
  await h.database.db.execute(sql.raw('drop trigger if exists test_crash_mid_way on kitchen_order_lines'));
}

let h: Harness;
let waiter: string;
let kitchen: string;
let nobody: string;
let other: string;
let venueId: string;
let waiterId: string;
let tables: string[];
let otherTable: string;
let grill: string;
let bar: string;
let burger: string;
let beer: string;
let cheese: string;
let foreignModifier: string;

let seq = 0;
async function push(token: string, args: unknown, commandId = uuidv7(), deviceId = 'phone-1'): Promise<PushResult> {
  seq += 1;
  const res = await h.request('POST', '/sync/push', {
    token,
    body: {
      deviceId,
      commands: [{ id: commandId, seq, name: 'kitchenOrder.addLines', args, createdAt: new Date().toISOString() }],
    },
  });
  return (await json<PushResponse>(res)).results[0] as PushResult;
}

const line = (
  productId: string,
  extra: Partial<{ quantity: number; modifierIds: string[]; note: string; course: number }> = {},
) => ({
  id: uuidv7(),
  productId,
  quantity: 1,
  modifierIds: [],
  note: '',
  course: 1,
  ...extra,
});
const order = (tableId: string, lines: ReturnType<typeof line>[], orderId = uuidv7()) => ({
  orderId,
  tableId,
  lines,
  at: new Date().toISOString(),
});

async function ordersOf(tableId: string) {
  return h.database.db.select().from(kitchenOrders).where(eq(kitchenOrders.tableId, tableId));
}
async function linesOf(orderId: string) {
  return h.database.db.select().from(kitchenOrderLines).where(eq(kitchenOrderLines.orderId, orderId));
}
const board = async (token = kitchen) => json<KitchenBoardDto>(await h.request('GET', '/resto/comandas', { token }));
const post = (path: string, token: string, body?: unknown) => h.request('POST', `/resto/comandas${path}`, { token, body });

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  const admin = await db.select().from(users).where(eq(users.email, 'admin@noctua.test'));
  venueId = admin[0]?.defaultVenueId as string;
  waiter = await h.createUser('mozo@noctua.test', ['313'], venueId, 'Mozo Uno');
  kitchen = await h.createUser('cocina@noctua.test', ['313'], venueId, 'Cocina');
  nobody = await h.createUser('sin313@noctua.test', ['314'], venueId, 'Sin Comandas');
  waiterId = (await db.select().from(users).where(eq(users.email, 'mozo@noctua.test')))[0]?.id as string;
  if (!(await findCurrentNight(db, venueId))) {
    await db.insert(nights).values({
      venueId,
      businessDate: '2030-01-01',
      eventName: 'Noche de comandas',
      opensAt: new Date('2030-01-02T02:00:00Z'),
      closesAt: new Date('2030-01-02T09:00:00Z'),
      status: 'open',
    });
  }

  const list = uuidv7();
  await db.insert(priceLists).values({ id: list, venueId, name: 'Resto' });
  const area = uuidv7();
  // Served orders are sales of the venue's first active bar (its point of sale and stock location).
  const [servingBar] = await db
    .select({ id: pointsOfSale.id, location: pointsOfSale.stockLocationId })
    .from(pointsOfSale)
    .where(and(eq(pointsOfSale.venueId, venueId), eq(pointsOfSale.kind, 'bar'), eq(pointsOfSale.active, true)))
    .limit(1);
  await db.insert(restoAreas).values({
    id: area,
    venueId,
    name: 'Salón comandas',
    priceListId: list,
    pointOfSaleId: servingBar?.id,
    stockLocationId: servingBar?.location,
  });
  tables = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
  await db.insert(restoTables).values(tables.map((id, i) => ({ id, areaId: area, name: `Mesa C${i + 1}`, seats: 4 })));
  [grill, bar] = [uuidv7(), uuidv7()];
  await db.insert(restoStations).values([
    { id: grill, venueId, name: 'Parrilla' },
    { id: bar, venueId, name: 'Barra' },
  ]);
  [burger, beer] = [uuidv7(), uuidv7()];
  await db.insert(products).values([
    { id: burger, venueId, name: 'Hamburguesa', kind: 'dish', category: 'Platos' },
    { id: beer, venueId, name: 'Cerveza', kind: 'drink', category: 'Bebidas' },
  ]);
  await db.insert(priceListItems).values([
    { priceListId: list, productId: burger, price: 1_200_000 },
    { priceListId: list, productId: beer, price: 350_000 },
  ]);
  const [burgerItem, beerItem] = [uuidv7(), uuidv7()];
  await db.insert(restoMenuItems).values([
    { id: burgerItem, venueId, productId: burger, category: 'Platos', stationId: grill },
    { id: beerItem, venueId, productId: beer, category: 'Bebidas', stationId: bar },
  ]);
  [cheese, foreignModifier] = [uuidv7(), uuidv7()];
  await db.insert(restoModifiers).values([
    { id: cheese, menuItemId: burgerItem, name: 'Doble queso', priceDelta: 150_000 },
    { id: foreignModifier, menuItemId: beerItem, name: 'Sin hielo', priceDelta: 0 },
  ]);

  // Another venue with its own table, and a 313 user there.
  const venue2 = uuidv7();
  await db.execute(
    sql`insert into venues (id, name, legal_name, tax_id) values (${venue2}, 'Otro local', 'Otro SA', '30-88888888-8')`,
  );
  other = await h.createUser('mozo2@noctua.test', ['313'], venue2, 'Mozo Otro');
  const area2 = uuidv7();
  await db.insert(restoAreas).values({ id: area2, venueId: venue2, name: 'Salón 2' });
  otherTable = uuidv7();
  await db.insert(restoTables).values({ id: otherTable, areaId: area2, name: 'Mesa X', seats: 2 });
});

afterAll(async () => {
  await h?.close();
});

describe('kitchenOrder.addLines', () => {
  it('prices each line from the area list plus modifiers and routes it to its station', async () => {
    const args = order(tables[0] as string, [
      line(burger, { quantity: 2, modifierIds: [cheese], note: 'Jugosa', course: 2 }),
      line(beer),
    ]);
    const result = await push(waiter, args);
    expect(result.status, JSON.stringify(result)).toBe('applied');
    const [stored] = await ordersOf(tables[0] as string);
    expect(stored?.id).toBe(args.orderId);
    expect(stored?.waiterId).toBe(waiterId);
    expect(stored?.nightId).toBe((await findCurrentNight(h.database.db, venueId))?.id);
    const lines = await linesOf(args.orderId);
    const b = lines.find((l) => l.productId === burger);
    expect(b).toMatchObject({ unitPrice: 1_350_000, stationId: grill, course: 2, quantity: 2, note: 'Jugosa', status: 'new' });
    expect(lines.find((l) => l.productId === beer)).toMatchObject({ unitPrice: 350_000, stationId: bar });
  });

  it('is applied once: the same command again, the same lines under a new command id', async () => {
    const args = order(tables[1] as string, [line(burger), line(beer)]);
    const commandId = uuidv7();
    const first = await push(waiter, args, commandId);
    const again = await push(waiter, args, commandId);
    const resent = await push(waiter, args, uuidv7(), 'phone-1-reloaded');
    expect([first.status, again.status, resent.status]).toEqual(['applied', 'applied', 'applied']);
    expect(await ordersOf(tables[1] as string)).toHaveLength(1);
    expect(await linesOf(args.orderId)).toHaveLength(2);
  });

  it('a crash mid-way leaves nothing, and the resend applies it once', async () => {
    const table = tables[1] as string;
    const before = (await ordersOf(table))[0]?.id as string;
    const args = order(table, [line(beer), line(burger)]);
    const commandId = uuidv7();
    await armCrash();
    const failed = await push(waiter, args, commandId).finally(disarmCrash);
    expect(failed.status).not.toBe('applied');
    expect(await linesOf(before)).toHaveLength(2);
    const retried = await push(waiter, args, commandId);
    expect(retried.status, JSON.stringify(retried)).toBe('applied');
    expect(await linesOf(before)).toHaveLength(4);
    expect((await push(waiter, args, commandId)).status).toBe('applied');
    expect(await linesOf(before)).toHaveLength(4);
  });

  it('two phones at once on one table: one order, every line once', async () => {
    const table = tables[2] as string;
    const a = order(table, [line(burger), line(beer)]);
    const b = order(table, [line(beer, { quantity: 3 })]);
    const results = await Promise.all([
      push(waiter, a, uuidv7(), 'phone-a'),
      push(kitchen, b, uuidv7(), 'phone-b'),
      push(waiter, a, uuidv7(), 'phone-a-again'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const stored = await ordersOf(table);
    expect(stored).toHaveLength(1);
    const lines = await linesOf(stored[0]?.id as string);
    expect(lines).toHaveLength(3);
    // A later order from a third phone goes to the same open order.
    const c = order(table, [line(burger)]);
    expect((await push(waiter, c)).status).toBe('applied');
    expect(await ordersOf(table)).toHaveLength(1);
    expect(await linesOf(stored[0]?.id as string)).toHaveLength(4);
  });

  it('refuses a product off the menu, a modifier of another dish, another venue’s table and a line of another table', async () => {
    const offMenu = uuidv7();
    await h.database.db.insert(products).values({ id: offMenu, venueId, name: 'Fuera de menú', kind: 'dish', category: 'X' });
    const cases: [unknown, string][] = [
      [order(tables[3] as string, [line(offMenu)]), 'Un producto de la comanda no está en el menú'],
      [order(tables[3] as string, [line(burger, { modifierIds: [foreignModifier] })]), 'Un modificador no corresponde al plato'],
      [order(otherTable, [line(burger)]), 'La mesa no existe'],
    ];
    for (const [args, message] of cases) {
      const r = await push(waiter, args);
      expect(r.status).toBe('rejected');
      expect(r.message).toContain(message);
    }
    const taken = order(tables[0] as string, [line(beer)]);
    await push(waiter, taken);
    const stolen = await push(waiter, order(tables[3] as string, taken.lines));
    expect(stolen.message).toContain('otra mesa');
    expect(await ordersOf(tables[3] as string)).toHaveLength(0);
    // Venue 2's waiter cannot add to venue 1's table.
    const cross = await push(other, order(tables[3] as string, [line(burger)]));
    expect(cross.status).toBe('rejected');
  });

  it('needs 313 or 659 (the resto menu, which opens the screen)', async () => {
    const r = await push(nobody, order(tables[3] as string, [line(burger)]));
    expect(r.status).toBe('rejected');
    expect((await h.request('GET', '/resto/comandas', { token: nobody })).status).toBe(403);
    expect((await h.request('GET', '/resto/comandas/menu', { token: nobody })).status).toBe(403);
    const menuOnly = await h.createUser('menu-comandas@noctua.test', ['659'], venueId);
    expect((await h.request('GET', '/resto/comandas', { token: menuOnly })).status).toBe(200);
    expect((await h.request('GET', '/resto/comandas/menu', { token: menuOnly })).status).toBe(200);
  });
});

describe('the station display', () => {
  it('shows tonight’s orders and the menu', async () => {
    const answer = await board();
    const mine = answer.orders.find((o) => o.tableId === tables[0]);
    expect(mine?.lines.some((l) => l.productName === 'Hamburguesa' && l.modifiers[0]?.name === 'Doble queso')).toBe(true);
    expect(answer.stations.map((s) => s.id)).toEqual(expect.arrayContaining([grill, bar]));
    const menu = await json<RestoMenuDto>(await h.request('GET', '/resto/comandas/menu', { token: waiter }));
    const item = menu.items.find((i) => i.productId === burger);
    expect(item?.modifiers.map((m) => m.name)).toEqual(['Doble queso']);
    expect(item?.prices[0]?.price).toBe(1_200_000);
    expect(menu.areas.find((a) => a.name === 'Salón comandas')?.tables).toHaveLength(4);
    // Venue 2 sees none of it.
    const theirs = await board(other);
    expect(theirs.orders.some((o) => o.tableId === tables[0])).toBe(false);
  });

  it('moves lines and tickets through the state machine; recall; cancel before ready', async () => {
    const args = order(tables[3] as string, [line(burger), line(burger), line(beer)]);
    expect((await push(waiter, args)).status).toBe('applied');
    const [first, second, drink] = args.lines.map((l) => l.id) as string[];
    // A ticket: the order's grill lines.
    let o = await json<KitchenOrderDto>(
      await post(`/${args.orderId}/estaciones/${grill}/estado`, kitchen, { status: 'preparing' }),
    );
    expect(o.lines.filter((l) => l.stationId === grill).every((l) => l.status === 'preparing')).toBe(true);
    expect(o.status).toBe('new');
    o = await json<KitchenOrderDto>(await post(`/lineas/${drink}/estado`, kitchen, { status: 'ready' }));
    expect(o.status).toBe('preparing');
    // Cancel: only before ready.
    o = await json<KitchenOrderDto>(await post(`/lineas/${second}/estado`, kitchen, { status: 'cancelled' }));
    expect(o.lines.find((l) => l.id === second)?.status).toBe('cancelled');
    await json(await post(`/lineas/${drink}/estado`, kitchen, { status: 'cancelled' }), 409);
    await json(await post(`/lineas/${second}/estado`, kitchen, { status: 'ready' }), 409);
    await json(await post(`/lineas/${first}/estado`, kitchen, { status: 'new' }), 409);
    o = await json<KitchenOrderDto>(await post(`/lineas/${first}/estado`, kitchen, { status: 'ready' }));
    expect(o.status).toBe('ready');
    // Served at the table, then recalled.
    await json(await post(`/${args.orderId}/estaciones/${grill}/estado`, kitchen, { status: 'served' }));
    o = await json<KitchenOrderDto>(await post(`/lineas/${first}/estado`, kitchen, { status: 'ready' }));
    expect(o.lines.find((l) => l.id === first)?.status).toBe('ready');
    await json(await post(`/lineas/${first}/estado`, kitchen, { status: 'bogus' }), 422);
  });

  it('serving the whole order books it in the same transaction, once', async () => {
    const orderId = (await ordersOf(tables[3] as string))[0]?.id as string;
    const results = await Promise.all([post(`/${orderId}/servir`, waiter), post(`/${orderId}/servir`, waiter)]);
    expect(results.map((r) => r.status).sort(), JSON.stringify(await Promise.all(results.map((r) => r.clone().text())))).toEqual([
      200, 409,
    ]);
    // Its sale (bookServedOrder, server/domain/resto-order-sale.ts), booked once, by the waiter.
    const [served] = await h.database.db.select().from(kitchenOrders).where(eq(kitchenOrders.id, orderId));
    expect(served?.status).toBe('served');
    const sold = await h.database.db
      .select()
      .from(sales)
      .where(eq(sales.id, served?.saleId ?? ''));
    expect(sold).toHaveLength(1);
    expect(sold[0]?.cashierId).toBe(waiterId);
    const lines = await linesOf(orderId);
    expect(lines.filter((l) => l.status !== 'cancelled').every((l) => l.status === 'served')).toBe(true);
    // A served order is closed: no recall, no more moves; new lines for the table open a new order.
    const any = lines.find((l) => l.status === 'served')?.id as string;
    await json(await post(`/lineas/${any}/estado`, kitchen, { status: 'ready' }), 409);
    const more = order(tables[3] as string, [line(beer)], orderId);
    const r = await push(waiter, more);
    expect(r.status).toBe('applied');
    const stored = await ordersOf(tables[3] as string);
    expect(stored).toHaveLength(2);
    expect(stored.find((s) => s.id !== orderId)?.status).toBe('new');
  });

  it('an order on a table where a party is seated is that reservation’s, and so is the table’s bill', async () => {
    const db = h.database.db;
    const night = await findCurrentNight(db, venueId);
    const [area] = await db
      .select({ id: restoTables.areaId })
      .from(restoTables)
      .where(eq(restoTables.id, tables[0] as string));
    const tableId = uuidv7();
    await db
      .insert(restoTables)
      .values({ id: tableId, areaId: area?.id as string, name: 'Mesa C5', seats: 6, minimumSpend: 50_000 });
    const [party] = await db
      .insert(reservations)
      .values({
        venueId,
        date: night?.businessDate as string,
        time: '23:00',
        partySize: 6,
        name: 'Gómez',
        tableId,
        minimumSpend: 2_000_000,
        deposit: 300_000,
        status: 'seated',
        seatedAt: new Date(),
      })
      .returning();
    expect((await push(waiter, order(tableId, [line(beer)]))).status).toBe('applied');
    const [taken] = await ordersOf(tableId);
    expect(taken?.reservationId).toBe(party?.id);
    const admin = await h.login('admin@noctua.test');
    const bill = await json<BillDto>(await h.request('GET', `/resto/cuentas?tableId=${tableId}`, { token: admin }));
    expect(bill).toMatchObject({ reservationId: party?.id, reservationName: 'Gómez', minimumSpend: 2_000_000, deposit: 300_000 });
    // Once the party has left, a new order on the table is a walk-in's again.
    await db
      .update(reservations)
      .set({ status: 'completed' })
      .where(eq(reservations.id, party?.id as string));
    await db.update(kitchenOrders).set({ status: 'cancelled' }).where(eq(kitchenOrders.tableId, tableId));
    expect((await push(waiter, order(tableId, [line(beer)]))).status).toBe('applied');
    const after = (await ordersOf(tableId)).find((o) => o.id !== taken?.id);
    expect(after?.reservationId).toBeNull();
    const walkIn = await json<BillDto>(await h.request('GET', `/resto/cuentas?tableId=${tableId}`, { token: admin }));
    expect(walkIn).toMatchObject({ reservationId: null, minimumSpend: 50_000, deposit: 0 });
  });

  it('replicates the venue’s orders and lines to 313 holders only', async () => {
    const pull = async (token: string) => {
      const res = await h.request('GET', '/sync/pull?tables=kitchenOrders,kitchenOrderLines&limit=5000', { token });
      return res.status === 200 ? (await json<PullResponse>(res)).changes : res.status;
    };
    const mine = await pull(waiter);
    if (typeof mine === 'number') throw new Error(`pull answered ${mine}`);
    const orderId = (await ordersOf(tables[0] as string))[0]?.id;
    expect(mine.some((c) => c.table === 'kitchenOrders' && c.id === orderId)).toBe(true);
    expect(mine.some((c) => c.table === 'kitchenOrderLines' && c.row?.orderId === orderId)).toBe(true);
    const theirs = await pull(other);
    if (typeof theirs === 'number') throw new Error(`pull answered ${theirs}`);
    expect(theirs.some((c) => c.id === orderId)).toBe(false);
    // Without 313 the tables are not readable: the pull refuses them.
    expect(await pull(nobody)).toBe(403);
  });

  it('refuses another venue’s ids and unknown ones with 404', async () => {
    const orderId = (await ordersOf(tables[0] as string))[0]?.id as string;
    const lineId = (await linesOf(orderId))[0]?.id as string;
    await json(await post(`/lineas/${lineId}/estado`, other, { status: 'preparing' }), 404);
    await json(await post(`/${orderId}/estaciones/${grill}/estado`, other, { status: 'preparing' }), 404);
    await json(await post(`/${orderId}/servir`, other), 404);
    await json(await post(`/${uuidv7()}/servir`, waiter), 404);
    const [untouched] = await h.database.db
      .select()
      .from(kitchenOrderLines)
      .where(and(eq(kitchenOrderLines.id, lineId)));
    expect(untouched?.status).toBe('new');
  });
});
