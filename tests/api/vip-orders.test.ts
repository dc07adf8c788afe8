// Mobile orders (issue 7): the signed table link, the guest's menu at the card type's discount,
// placing an order with an id chosen by the phone (a resend never duplicates), the staff board's
// transitions, and delivery charging the card's ledger exactly once (or not at all when the card
// cannot pay). Privileges, malformed input and the per-link rate limit.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardLedger,
  cardTypes,
  mobileOrderLines,
  mobileOrders,
  nights,
  notifications,
  priceListItems,
  priceLists,
  products,
  users,
  vipCards,
} from '../../server/db/schema';
import { uuidv7 } from '../../src/contract/uuid';
import {
  discounted,
  GUEST_ORDER_LIMIT,
  type GuestMenuDto,
  type GuestOrderDto,
  type MobileOrderDto,
  TABLE_LINK_HOURS,
  type TableLinkAnswer,
} from '../../src/contract/vip-orders';
import { createHarness, type Harness } from './harness';

let h: Harness;
let vip: string;
let stock: string;
let venueId: string;
let goldTypeId: string;
let classicTypeId: string;
let seq = 0;

beforeAll(async () => {
  h = await createHarness();
  [vip, stock] = await Promise.all([h.login('vip@noctua.test'), h.login('stock@noctua.test')]);
  const db = h.database.db;
  const [vipUser] = await db.select().from(users).where(eq(users.email, 'vip@noctua.test'));
  venueId = vipUser?.defaultVenueId as string;
  const types = await db.select().from(cardTypes).where(eq(cardTypes.venueId, venueId));
  goldTypeId = types.find((t) => t.name === 'Gold')?.id as string;
  classicTypeId = types.find((t) => t.name === 'Clásica')?.id as string;
  expect(goldTypeId && classicTypeId).toBeTruthy();
});

afterAll(async () => {
  await h?.close();
});

/** A fresh card with a known balance, so every scenario starts from exact amounts. */
async function newCard(opts: { type: 'gold' | 'classic'; balance: number; creditLimit?: number; status?: 'active' | 'blocked' }) {
  const db = h.database.db;
  seq += 1;
  const [card] = await db
    .insert(vipCards)
    .values({
      venueId,
      number: `T${Date.now() % 100000}${seq}`,
      holderName: `Lucía Prueba ${seq}`,
      cardTypeId: opts.type === 'gold' ? goldTypeId : classicTypeId,
      creditLimit: opts.creditLimit ?? 0,
      status: opts.status ?? 'active',
    })
    .returning();
  if (!card) throw new Error('card insert');
  if (opts.balance) await db.insert(cardLedger).values({ cardId: card.id, kind: 'topup', amount: opts.balance, method: 'cash' });
  return card;
}

async function balanceOf(cardId: string): Promise<number> {
  const [row] = await h.database.db.select({ b: vipCards.balance }).from(vipCards).where(eq(vipCards.id, cardId));
  return Number(row?.b);
}

async function link(cardId: string, table = 'VIP 4'): Promise<TableLinkAnswer> {
  const res = await h.request('POST', '/vip/mesas/link', { token: vip, body: { table, cardId } });
  expect(res.status).toBe(201);
  return (await res.json()) as TableLinkAnswer;
}

async function menu(token: string): Promise<GuestMenuDto> {
  const res = await h.request('GET', `/public/mesa/${token}`);
  expect(res.status).toBe(200);
  return (await res.json()) as GuestMenuDto;
}

function order(token: string, lines: { productId: string; quantity: number }[], id = uuidv7(), note = '') {
  return h.request('POST', `/public/mesa/${token}/orden`, { body: { id, lines, note } });
}

const act = (id: string, action: 'aceptar' | 'entregar' | 'rechazar', body?: unknown, token = vip) =>
  h.request('POST', `/vip/ordenes/${id}/${action}`, { token, body });

describe('table links', () => {
  it('signs a link for an active card of the venue, valid for the configured hours', async () => {
    const card = await newCard({ type: 'gold', balance: 0, creditLimit: 100_000 });
    const answer = await link(card.id, 'VIP 7');
    expect(answer.path).toBe(`/noctua/mesa/${answer.token}`);
    const hours = (Date.parse(answer.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(TABLE_LINK_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(TABLE_LINK_HOURS);
    const claims = await h.tokens.verifyTableLink(answer.token);
    expect(claims).toEqual({ venueId, table: 'VIP 7', cardId: card.id });
  });

  it('refuses a blocked card, an unknown card, a missing table and other privileges', async () => {
    const blocked = await newCard({ type: 'classic', balance: 0, status: 'blocked' });
    const res = await h.request('POST', '/vip/mesas/link', { token: vip, body: { table: 'VIP 1', cardId: blocked.id } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('La tarjeta está bloqueada o perdida');
    expect((await h.request('POST', '/vip/mesas/link', { token: vip, body: { table: 'VIP 1', cardId: uuidv7() } })).status).toBe(
      404,
    );
    const noTable = await h.request('POST', '/vip/mesas/link', { token: vip, body: { table: '  ', cardId: blocked.id } });
    expect(noTable.status).toBe(422);
    expect(((await noTable.json()) as { message: string }).message).toBe('La mesa es obligatoria');
    expect((await h.request('POST', '/vip/mesas/link', { token: vip, body: { table: 'x', cardId: 'nope' } })).status).toBe(422);
    expect((await h.request('POST', '/vip/mesas/link', { token: stock, body: { table: 'x', cardId: blocked.id } })).status).toBe(
      403,
    );
    expect((await h.request('POST', '/vip/mesas/link', { body: { table: 'x', cardId: blocked.id } })).status).toBe(401);
  });
});

describe('guest menu', () => {
  it('lists the VIP price list at the card type discount, with the holder first name only', async () => {
    const card = await newCard({ type: 'gold', balance: 0, creditLimit: 100_000 });
    const { token } = await link(card.id, 'VIP 2');
    const m = await menu(token);
    expect(m.table).toBe('VIP 2');
    expect(m.holderFirstName).toBe('Lucía');
    expect(m.discountPercent).toBe(10);
    expect(m.items.length).toBeGreaterThan(0);
    const db = h.database.db;
    const vipPrices = await db
      .select({ productId: priceListItems.productId, price: priceListItems.price })
      .from(priceListItems)
      .innerJoin(priceLists, eq(priceLists.id, priceListItems.priceListId))
      .where(and(eq(priceLists.venueId, venueId), eq(priceLists.name, 'Lista VIP')));
    const byProduct = new Map(vipPrices.map((p) => [p.productId, p.price]));
    for (const item of m.items) {
      expect(item.price).toBe(byProduct.get(item.productId));
      expect(item.finalPrice).toBe(discounted(item.price, 10));
      expect(item.category).not.toBe('');
    }
    // At least one price really is discounted (and not the general list's).
    expect(m.items.some((i) => i.finalPrice < i.price)).toBe(true);
    expect(m.orders).toEqual([]);
  });

  it('offers only what is served at a table: no door tickets, no cloakroom (issue 19)', async () => {
    const db = h.database.db;
    const [list] = await db
      .select({ id: priceLists.id })
      .from(priceLists)
      .where(and(eq(priceLists.venueId, venueId), eq(priceLists.name, 'Lista VIP')));
    const added = await db
      .insert(products)
      .values([
        { venueId, name: 'Entrada general', kind: 'entry', category: 'Entradas' },
        { venueId, name: 'Guardarropa', kind: 'cloakroom', category: 'Guardarropa' },
        { venueId, name: 'Tabla de quesos', kind: 'dish', category: 'Cocina' },
      ])
      .returning();
    await db
      .insert(priceListItems)
      .values(added.map((p) => ({ priceListId: list?.id as string, productId: p.id, price: 500_000 })));
    const card = await newCard({ type: 'classic', balance: 50_000 });
    const { token } = await link(card.id);
    const names = (await menu(token)).items.map((i) => i.name);
    expect(names).toContain('Tabla de quesos');
    expect(names).not.toContain('Entrada general');
    expect(names).not.toContain('Guardarropa');
    const kinds = await db.select({ id: products.id, kind: products.kind }).from(products).where(eq(products.venueId, venueId));
    const kindOf = new Map(kinds.map((k) => [k.id, k.kind]));
    for (const item of (await menu(token)).items) expect(['drink', 'dish', 'other']).toContain(kindOf.get(item.productId));
    // Nor can one be ordered by its id.
    const ticket = await order(token, [{ productId: added[0]?.id as string, quantity: 1 }]);
    expect(ticket.status).toBe(400);
  });

  it('refuses tampered, expired, sign-in and garbage tokens with a clear, translated message', async () => {
    const card = await newCard({ type: 'gold', balance: 0, creditLimit: 100_000 });
    const { token } = await link(card.id);
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${head}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    // A payload naming another table under the original signature.
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), t: 'VIP 99' })).toString('base64url')}.${signature}`;
    const expired = await h.tokens.signTableLink({ venueId, table: 'VIP 4', cardId: card.id }, -1);
    const signIn = vip;
    for (const bad of [flipped, forged, expired, signIn, 'not-a-token']) {
      const res = await h.request('GET', `/public/mesa/${bad}`);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe('El enlace de la mesa no es válido o expiró');
      const post = await order(bad, [{ productId: uuidv7(), quantity: 1 }]);
      expect(post.status).toBe(401);
    }
    const de = await h.request('GET', `/public/mesa/${expired}`, { headers: { 'accept-language': 'de' } });
    expect(((await de.json()) as { message: string }).message).toBe('Der Tisch-Link ist ungültig oder abgelaufen');
  });
});

describe('guest orders', () => {
  it('places an order at the discounted prices; a resent id answers the same order', async () => {
    const card = await newCard({ type: 'gold', balance: 0, creditLimit: 100_000 });
    const { token } = await link(card.id, 'VIP 3');
    const m = await menu(token);
    const [a, b] = m.items as [GuestMenuDto['items'][number], GuestMenuDto['items'][number]];
    const id = uuidv7();
    const lines = [
      { productId: a.productId, quantity: 2 },
      { productId: b.productId, quantity: 1 },
    ];
    const first = await order(token, lines, id, 'sin hielo');
    expect(first.status).toBe(201);
    // The 307 holders' notification is written with the order (its transaction), so it is there the
    // moment the guest has the answer, and a resend writes none.
    const noticeOf = () =>
      h.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.title, 'Nueva orden móvil'), sql`${notifications.description} like 'VIP 3 · %'`));
    const [vipUser] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'vip@noctua.test'));
    expect((await noticeOf()).map((n) => n.userId)).toContain(vipUser?.id);
    const noticesAfterFirst = (await noticeOf()).length;
    const placed = (await first.json()) as GuestOrderDto;
    expect(placed).toMatchObject({ id, status: 'placed', total: 2 * a.finalPrice + b.finalPrice, rejectReason: '' });

    const again = await order(token, lines, id, 'sin hielo');
    expect(again.status).toBe(200);
    expect(await noticeOf()).toHaveLength(noticesAfterFirst);
    expect(((await again.json()) as GuestOrderDto).id).toBe(id);
    const db = h.database.db;
    expect(await db.select().from(mobileOrders).where(eq(mobileOrders.id, id))).toHaveLength(1);
    const stored = await db.select().from(mobileOrderLines).where(eq(mobileOrderLines.orderId, id));
    expect(stored).toHaveLength(2);
    expect(stored.find((l) => l.productId === a.productId)?.unitPrice).toBe(a.finalPrice);
    const [row] = await db.select().from(mobileOrders).where(eq(mobileOrders.id, id));
    expect(row).toMatchObject({ cardId: card.id, tableLabel: 'VIP 3', note: 'sin hielo', venueId });

    // The guest page lists it; the staff board shows card, holder, lines and total.
    expect((await menu(token)).orders.map((o) => o.id)).toEqual([id]);
    const board = (await (await h.request('GET', '/vip/ordenes', { token: vip })).json()) as MobileOrderDto[];
    const onBoard = board.find((o) => o.id === id);
    expect(onBoard).toMatchObject({
      status: 'placed',
      tableLabel: 'VIP 3',
      card: { id: card.id, number: card.number, holderName: card.holderName },
      total: 2 * a.finalPrice + b.finalPrice,
      ledgerEntryId: null,
    });
    expect(onBoard?.lines).toHaveLength(2);
  });

  it('refuses products off the list, malformed orders and a blocked card', async () => {
    const card = await newCard({ type: 'classic', balance: 50_000 });
    const { token } = await link(card.id);
    const m = await menu(token);
    const item = m.items[0] as GuestMenuDto['items'][number];
    const db = h.database.db;
    const [offList] = await db
      .insert(products)
      .values({ venueId, name: 'Fuera de carta', kind: 'drink', category: 'Tragos' })
      .returning();
    const off = await order(token, [{ productId: offList?.id as string, quantity: 1 }]);
    expect(off.status).toBe(400);
    expect(((await off.json()) as { message: string }).message).toBe('Un producto del pedido no está en la carta');

    const bad = async (body: unknown) => (await h.request('POST', `/public/mesa/${token}/orden`, { body })).status;
    expect(await bad({ id: uuidv7(), lines: [] })).toBe(422);
    expect(await bad({ id: uuidv7(), lines: [{ productId: item.productId, quantity: 0 }] })).toBe(422);
    expect(await bad({ id: uuidv7(), lines: [{ productId: item.productId, quantity: 1.5 }] })).toBe(422);
    expect(await bad({ id: 'x', lines: [{ productId: item.productId, quantity: 1 }] })).toBe(422);
    expect(
      await bad({
        id: uuidv7(),
        lines: [
          { productId: item.productId, quantity: 1 },
          { productId: item.productId, quantity: 2 },
        ],
      }),
    ).toBe(422);
    const raw = await h.request('POST', `/public/mesa/${token}/orden`, { rawBody: '{"id":' });
    expect(raw.status).toBeGreaterThanOrEqual(400);
    expect(raw.status).toBeLessThan(500);

    await db.update(vipCards).set({ status: 'blocked' }).where(eq(vipCards.id, card.id));
    const blocked = await order(token, [{ productId: item.productId, quantity: 1 }]);
    expect(blocked.status).toBe(409);
    expect(((await blocked.json()) as { message: string }).message).toBe('La tarjeta está bloqueada o perdida');
  });

  it('limits new orders per link, but a resend of a placed order still answers', async () => {
    const card = await newCard({ type: 'gold', balance: 0, creditLimit: 100_000 });
    const { token } = await link(card.id, 'VIP 9');
    const item = (await menu(token)).items[0] as GuestMenuDto['items'][number];
    const ids: string[] = [];
    for (let i = 0; i < GUEST_ORDER_LIMIT; i++) {
      const id = uuidv7();
      ids.push(id);
      expect((await order(token, [{ productId: item.productId, quantity: 1 }], id)).status).toBe(201);
    }
    const over = await order(token, [{ productId: item.productId, quantity: 1 }]);
    expect(over.status).toBe(429);
    expect(((await over.json()) as { message: string }).message).toBe('Demasiados pedidos seguidos: espera unos minutos');
    expect((await order(token, [{ productId: item.productId, quantity: 1 }], ids[0])).status).toBe(200);
    // Another table's link is not affected.
    const other = await link(card.id, 'VIP 10');
    expect((await order(other.token, [{ productId: item.productId, quantity: 1 }])).status).toBe(201);
  });
});

describe('the staff board', () => {
  async function placed(card: { id: string }, quantity = 1, table = 'VIP 5') {
    const { token } = await link(card.id, table);
    const item = (await menu(token)).items[0] as GuestMenuDto['items'][number];
    const res = await order(token, [{ productId: item.productId, quantity }]);
    expect(res.status).toBe(201);
    return { token, order: (await res.json()) as GuestOrderDto, unit: item.finalPrice };
  }

  it('accepts and delivers; delivery charges the card exactly once with the order total', async () => {
    const card = await newCard({ type: 'gold', balance: 10_000, creditLimit: 500_000_000 });
    const { order: o, token } = await placed(card, 3);
    expect((await act(o.id, 'entregar')).status).toBe(409);
    const accepted = await act(o.id, 'aceptar');
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as MobileOrderDto).status).toBe('accepted');
    const twice = await act(o.id, 'aceptar');
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { message: string }).message).toBe('Solo se puede aceptar una orden nueva');

    const delivered = await act(o.id, 'entregar');
    expect(delivered.status).toBe(200);
    const dto = (await delivered.json()) as MobileOrderDto;
    expect(dto.status).toBe('delivered');
    expect(dto.deliveredAt).not.toBeNull();
    expect(dto.acceptedAt).not.toBeNull();
    expect(dto.handledByName).toBeTruthy();
    expect(dto.ledgerEntryId).toBeTruthy();

    const again = await act(o.id, 'entregar');
    expect(again.status).toBe(409);
    expect((await act(o.id, 'rechazar', { reason: 'tarde' })).status).toBe(409);

    const entries = await h.database.db.select().from(cardLedger).where(eq(cardLedger.mobileOrderId, o.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'consumption', amount: -o.total, cardId: card.id, note: 'Orden móvil · VIP 5' });
    expect(entries[0]?.id).toBe(dto.ledgerEntryId);
    expect(await balanceOf(card.id)).toBe(10_000 - o.total);
    expect((await menu(token)).orders.find((x) => x.id === o.id)?.status).toBe('delivered');
  });

  it('two simultaneous deliveries charge once', async () => {
    const card = await newCard({ type: 'gold', balance: 0, creditLimit: 500_000_000 });
    const { order: o } = await placed(card, 2);
    expect((await act(o.id, 'aceptar')).status).toBe(200);
    const statuses = (await Promise.all([act(o.id, 'entregar'), act(o.id, 'entregar')])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const [count] = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cardLedger)
      .where(eq(cardLedger.cardId, card.id));
    expect(count?.n).toBe(1);
    expect(await balanceOf(card.id)).toBe(-o.total);
  });

  it('a card that cannot pay leaves the order accepted and the ledger untouched', async () => {
    const card = await newCard({ type: 'classic', balance: 100 });
    const { order: o } = await placed(card, 1);
    expect(o.total).toBeGreaterThan(100);
    expect((await act(o.id, 'aceptar')).status).toBe(200);
    const res = await act(o.id, 'entregar');
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('El importe supera el disponible de la tarjeta');
    const [row] = await h.database.db.select().from(mobileOrders).where(eq(mobileOrders.id, o.id));
    expect(row?.status).toBe('accepted');
    expect(row?.deliveredAt).toBeNull();
    expect(await h.database.db.select().from(cardLedger).where(eq(cardLedger.mobileOrderId, o.id))).toHaveLength(0);
    expect(await balanceOf(card.id)).toBe(100);

    // Blocked after accepting: the ledger's own reason, still accepted.
    await h.database.db.update(vipCards).set({ status: 'blocked' }).where(eq(vipCards.id, card.id));
    const blocked = await act(o.id, 'entregar');
    expect(blocked.status).toBe(409);
    expect(((await blocked.json()) as { message: string }).message).toBe('La tarjeta está bloqueada o perdida');
  });

  it('rejects with a reason (shown to the guest); a rejected order cannot move again', async () => {
    const card = await newCard({ type: 'gold', balance: 0, creditLimit: 500_000_000 });
    const { order: o, token } = await placed(card);
    expect((await act(o.id, 'rechazar', { reason: '' })).status).toBe(422);
    expect((await act(o.id, 'rechazar', {})).status).toBe(422);
    const res = await act(o.id, 'rechazar', { reason: 'No queda champagne' });
    expect(res.status).toBe(200);
    expect((await res.json()) as MobileOrderDto).toMatchObject({ status: 'rejected', rejectReason: 'No queda champagne' });
    expect((await act(o.id, 'aceptar')).status).toBe(409);
    expect((await act(o.id, 'entregar')).status).toBe(409);
    expect((await act(o.id, 'rechazar', { reason: 'otra vez' })).status).toBe(409);
    const guest = (await menu(token)).orders.find((x) => x.id === o.id);
    expect(guest).toMatchObject({ status: 'rejected', rejectReason: 'No queda champagne' });

    // An accepted order can be rejected too.
    const { order: o2 } = await placed(card);
    expect((await act(o2.id, 'aceptar')).status).toBe(200);
    expect((await act(o2.id, 'rechazar', { reason: 'Mesa se fue' })).status).toBe(200);
  });

  it('guards privileges and input; old finished orders leave the board, open ones stay', async () => {
    const card = await newCard({ type: 'gold', balance: 0, creditLimit: 500_000_000 });
    const { order: o } = await placed(card);
    expect((await h.request('GET', '/vip/ordenes', { token: stock })).status).toBe(403);
    expect((await h.request('GET', '/vip/ordenes')).status).toBe(401);
    expect((await act(o.id, 'aceptar', undefined, stock)).status).toBe(403);
    expect((await act('nope', 'aceptar')).status).toBe(422);
    expect((await act(uuidv7(), 'aceptar')).status).toBe(404);
    expect((await h.request('GET', '/vip/ordenes?since=ayer', { token: vip })).status).toBe(422);

    const { order: old } = await placed(card, 1, 'VIP 11');
    const { order: oldOpen } = await placed(card, 1, 'VIP 12');
    const dayAgo = new Date(Date.now() - 24 * 3600_000);
    const db = h.database.db;
    await db
      .update(mobileOrders)
      .set({ status: 'rejected', placedAt: dayAgo, rejectedAt: dayAgo })
      .where(eq(mobileOrders.id, old.id));
    await db.update(mobileOrders).set({ placedAt: dayAgo }).where(eq(mobileOrders.id, oldOpen.id));
    const board = (await (await h.request('GET', '/vip/ordenes', { token: vip })).json()) as MobileOrderDto[];
    const ids = board.map((x) => x.id);
    expect(ids).toContain(o.id);
    expect(ids).toContain(oldOpen.id);
    expect(ids).not.toContain(old.id);
    // Newest first.
    const times = board.map((x) => Date.parse(x.placedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

// Issue 19 item 3: a table orders like a POS terminal sells — only into a night that is not closed.
describe('the night of an order', () => {
  const guestSays = async (res: Response) => ((await res.json()) as { message: string }).message;

  async function openNight() {
    const [night] = await h.database.db
      .select()
      .from(nights)
      .where(and(eq(nights.venueId, venueId), eq(nights.status, 'open')));
    if (!night) throw new Error('the demo has no open night');
    return night;
  }

  it('refuses a guest order while no night is open (translated), writing and charging nothing', async () => {
    const card = await newCard({ type: 'gold', balance: 0, creditLimit: 500_000_000 });
    const { token } = await link(card.id, 'VIP 14');
    const item = (await menu(token)).items[0] as GuestMenuDto['items'][number];
    const night = await openNight();
    const db = h.database.db;
    expect((await menu(token)).ordersOpen).toBe(true);
    await db.update(nights).set({ status: 'closed' }).where(eq(nights.id, night.id));
    try {
      expect((await menu(token)).ordersOpen).toBe(false);
      const id = uuidv7();
      const res = await order(token, [{ productId: item.productId, quantity: 1 }], id);
      expect(res.status).toBe(409);
      expect(await guestSays(res)).toBe('No hay una noche abierta: los pedidos a la mesa se reciben durante la noche');
      const fr = await h.request('POST', `/public/mesa/${token}/orden`, {
        headers: { 'accept-language': 'fr' },
        body: { id: uuidv7(), lines: [{ productId: item.productId, quantity: 1 }] },
      });
      expect(await guestSays(fr)).toBe("Aucune soirée n'est ouverte : les commandes à table sont prises pendant la soirée");
      expect(await db.select().from(mobileOrders).where(eq(mobileOrders.id, id))).toHaveLength(0);
    } finally {
      await db.update(nights).set({ status: 'open' }).where(eq(nights.id, night.id));
    }
    const placedNow = await order(token, [{ productId: item.productId, quantity: 1 }]);
    expect(placedNow.status).toBe(201);
    const [row] = await db
      .select({ nightId: mobileOrders.nightId })
      .from(mobileOrders)
      .where(eq(mobileOrders.id, ((await placedNow.json()) as GuestOrderDto).id));
    expect(row?.nightId).toBe(night.id);
  });

  it('neither moves nor charges an order once its night is closed, nor charges one without a night', async () => {
    const card = await newCard({ type: 'gold', balance: 0, creditLimit: 500_000_000 });
    const { token } = await link(card.id, 'VIP 15');
    const item = (await menu(token)).items[0] as GuestMenuDto['items'][number];
    const placedRes = await order(token, [{ productId: item.productId, quantity: 2 }]);
    const o = (await placedRes.json()) as GuestOrderDto;
    expect((await act(o.id, 'aceptar')).status).toBe(200);
    const night = await openNight();
    const db = h.database.db;
    await db.update(nights).set({ status: 'closed' }).where(eq(nights.id, night.id));
    try {
      const res = await act(o.id, 'entregar');
      expect(res.status).toBe(409);
      expect(await guestSays(res)).toBe('La noche está cerrada: reábrela indicando el motivo para registrar cambios');
      expect((await act(o.id, 'rechazar', { reason: 'tarde' })).status).toBe(409);
    } finally {
      await db.update(nights).set({ status: 'open' }).where(eq(nights.id, night.id));
    }
    expect(await db.select().from(cardLedger).where(eq(cardLedger.mobileOrderId, o.id))).toHaveLength(0);
    expect(await balanceOf(card.id)).toBe(0);

    // An order stored without a night (before every order had one) is not charged either.
    await db.update(mobileOrders).set({ nightId: null }).where(eq(mobileOrders.id, o.id));
    const orphan = await act(o.id, 'entregar');
    expect(orphan.status).toBe(409);
    expect(await guestSays(orphan)).toBe('La orden no pertenece a ninguna noche: no se puede cobrar');
    expect(await balanceOf(card.id)).toBe(0);
  });
});
