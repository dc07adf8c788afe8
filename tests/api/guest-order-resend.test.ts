// Resends of a guest's table order (issue 32 #10): the phone resends its order with the same id
// when an answer is lost, sometimes many copies at once. Every copy of an accepted id answers the
// original order without using the link's budget of new orders, which still limits new ids.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { cardTypes, mobileOrders, users, vipCards } from '../../server/db/schema';
import { linkContext, placeGuestOrder } from '../../server/routes/public/public.service';
import { uuidv7 } from '../../src/contract/uuid';
import { GUEST_ORDER_LIMIT, type GuestMenuDto, type GuestOrderDto, type TableLinkAnswer } from '../../src/contract/vip-orders';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let vip: string;
let venueId: string;
let cardTypeId: string;

beforeAll(async () => {
  h = await createHarness();
  vip = await h.login('vip@noctua.test');
  const [vipUser] = await h.database.db.select().from(users).where(eq(users.email, 'vip@noctua.test'));
  venueId = vipUser?.defaultVenueId as string;
  const [type] = await h.database.db.select().from(cardTypes).where(eq(cardTypes.venueId, venueId));
  cardTypeId = type?.id as string;
});
afterAll(async () => {
  await h?.close();
});

async function tableLink(table: string): Promise<{ token: string; productId: string }> {
  const [card] = await h.database.db
    .insert(vipCards)
    .values({ venueId, number: `R${Date.now() % 100000}`, holderName: 'Rosa Reenvío', cardTypeId, creditLimit: 100_000 })
    .returning();
  const { token } = await json<TableLinkAnswer>(
    await h.request('POST', '/vip/mesas/link', { token: vip, body: { table, cardId: card?.id } }),
    201,
  );
  const menu = await json<GuestMenuDto>(await h.request('GET', `/public/mesa/${token}`));
  return { token, productId: menu.items[0]?.productId as string };
}

const order = (token: string, id: string, productId: string) =>
  h.request('POST', `/public/mesa/${token}/orden`, { body: { id, lines: [{ productId, quantity: 1 }], note: '' } });

describe('resends of one guest order id', () => {
  it('50 copies at once: one order, every copy answers it, and the budget of new orders is untouched but one', async () => {
    const { token, productId } = await tableLink('VIP 21');
    const id = uuidv7();
    const answers = await Promise.all(Array.from({ length: 50 }, () => order(token, id, productId)));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as GuestOrderDto[];
    // Counted per status with any odd answer's body, so a failure says what the odd copy got.
    const odd = answers.flatMap((r, i) => (r.status === 200 || r.status === 201 ? [] : [{ status: r.status, body: bodies[i] }]));
    expect(odd).toEqual([]);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(bodies.map((b) => b.id))).toEqual(new Set([id]));
    expect(await h.database.db.select().from(mobileOrders).where(eq(mobileOrders.id, id))).toHaveLength(1);
    // The link still takes its budget of new orders (one used), then refuses.
    for (let i = 1; i < GUEST_ORDER_LIMIT; i++) expect((await order(token, uuidv7(), productId)).status).toBe(201);
    expect((await order(token, uuidv7(), productId)).status).toBe(429);
    // …and a resend of the first order still answers it, over the limit.
    expect((await order(token, id, productId)).status).toBe(200);
  });

  it('an id another table placed is refused with its reason, and its order is not shown', async () => {
    const first = await tableLink('VIP 23');
    const other = await tableLink('VIP 24');
    const id = uuidv7();
    expect((await order(first.token, id, first.productId)).status).toBe(201);
    const taken = await order(other.token, id, other.productId);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: 'Ese identificador de pedido ya se usó en otra mesa' });
    const menu = await json<GuestMenuDto>(await h.request('GET', `/public/mesa/${other.token}`));
    expect(menu.orders).toEqual([]);
  });

  it('copies of new ids sent together count once each', async () => {
    const { token, productId } = await tableLink('VIP 22');
    const ids = Array.from({ length: GUEST_ORDER_LIMIT }, () => uuidv7());
    const answers = await Promise.all(ids.flatMap((id) => Array.from({ length: 5 }, () => order(token, id, productId))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(GUEST_ORDER_LIMIT);
    expect(statuses.filter((s) => s === 200)).toHaveLength(GUEST_ORDER_LIMIT * 4);
    expect((await order(token, uuidv7(), productId)).status).toBe(429);
  });
});

/**
 * `db` whose `after`-th finished read (select) first waits for `meanwhile`: another copy of the
 * order committing between two reads of this one, at a place chosen by the test.
 */
function readsWithInterruption(db: Db, after: number, meanwhile: () => Promise<unknown>): Db {
  let reads = 0;
  const wrap = (builder: object): object =>
    new Proxy(builder, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (prop === 'then')
          return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
            (value as (a: unknown, b: unknown) => Promise<unknown>).call(
              target,
              async (rows: unknown) => {
                if (++reads === after) await meanwhile();
                return resolve(rows);
              },
              reject,
            );
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const out = (value as (...a: unknown[]) => unknown).apply(target, args);
          return out === target ? receiver : out && typeof out === 'object' ? wrap(out) : out;
        };
      },
    });
  return new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => wrap((value as (...a: unknown[]) => object).apply(target, args));
    },
  });
}

describe('a copy committing between two reads of another copy', () => {
  it('whatever read it lands after, the other copy answers the order (200), never "taken"', async () => {
    const { token, productId } = await tableLink('VIP 25');
    const db = h.database.db as unknown as Db;
    const verify = (t: string) => h.tokens.verifyTableLink(t);
    const link = await linkContext(db, verify, token);
    // The reads a resend makes before it knows the id is new, and a few more.
    for (let after = 1; after <= 6; after++) {
      const id = uuidv7();
      const body = { id, lines: [{ productId, quantity: 1 }], note: '' };
      let first: { created: boolean } | undefined;
      const racing = readsWithInterruption(db, after, async () => {
        first = await placeGuestOrder(db, link, body, () => true, h.jobs);
      });
      const second = await placeGuestOrder(racing, link, body, () => true, h.jobs);
      expect(second.order.id, `after read ${after}`).toBe(id);
      // One of the two placed it: the interrupting copy, unless the reads ended before `after`.
      expect([first?.created, second.created].filter(Boolean), `after read ${after}`).toHaveLength(1);
      expect(await h.database.db.select().from(mobileOrders).where(eq(mobileOrders.id, id))).toHaveLength(1);
    }
  });
});
