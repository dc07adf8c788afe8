// VIP cards (/api/cards, /api/account/cards, issue 7): the ledger arithmetic and running balance,
// credit limits under concurrent charges (a real race on PostgreSQL), block / lost / replace with the
// balance moving once, SPEC §7 cards/consulta filters and its SPEC §8 `isok: false` errors,
// privileges (306, and 308 for adjustments), venue scoping and malformed input.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cardLedger,
  cardTypes,
  cashAccounts,
  cashMovements,
  cashSessions,
  nights,
  users,
  venues,
  vipCards,
} from '../../server/db/schema';
import { uuidv7 } from '../../src/contract/uuid';
import type { CardActionAnswer, CardDetailDto, ConsultaAnswer, MyCardDto, VipCardDto } from '../../src/contract/vip';
import { createHarness, type Harness, json, testDbKind } from './harness';

let h: Harness;
let vip: string;
let stock: string;
let cardsOnly: string;
let venueId: string;
let vipUserId: string;
const types: Record<'classic' | 'gold' | 'staff' | 'other', string> = { classic: '', gold: '', staff: '', other: '' };
let otherVenueCard = '';

const makeUser = (email: string, codes: string[], venue: string | null) => h.createUser(email, codes, venue);

let serial = 0;
/** Issues a card through the API (known state: no entries unless a top-up is given). */
async function issue(
  type: keyof typeof types,
  extra: { creditLimit?: number; topup?: number; holderName?: string } = {},
): Promise<VipCardDto> {
  serial += 1;
  const answer = await json<CardActionAnswer>(
    await h.request('POST', '/cards', {
      token: vip,
      body: {
        cardTypeId: types[type],
        holderName: extra.holderName ?? `Titular de prueba ${serial}`,
        holderDocument: `30${serial}`,
        ...(extra.creditLimit === undefined ? {} : { creditLimit: extra.creditLimit }),
        ...(extra.topup ? { initialTopup: { amount: extra.topup, method: 'cash' } } : {}),
      },
    }),
    201,
  );
  return answer.card;
}

const act = (path: string, body: unknown, token = vip) => h.request('POST', path, { token, body });
const detail = async (id: string, query = '') =>
  json<CardDetailDto>(await h.request('GET', `/cards/${id}${query}`, { token: vip }));

async function ledgerOf(cardId: string) {
  return h.database.db
    .select()
    .from(cardLedger)
    .where(eq(cardLedger.cardId, cardId))
    .orderBy(asc(cardLedger.at), asc(cardLedger.id));
}
async function dbBalance(cardId: string): Promise<number> {
  const [row] = await h.database.db.select({ balance: vipCards.balance }).from(vipCards).where(eq(vipCards.id, cardId));
  return Number(row?.balance);
}
async function ledgerSum(cardId: string): Promise<number> {
  const [row] = await h.database.db
    .select({ s: sql<string>`coalesce(sum(${cardLedger.amount}), 0)` })
    .from(cardLedger)
    .where(eq(cardLedger.cardId, cardId));
  return Number(row?.s);
}

beforeAll(async () => {
  h = await createHarness();
  [vip, stock] = await Promise.all([h.login('vip@noctua.test'), h.login('stock@noctua.test')]);
  const db = h.database.db;
  const [me] = await db.select().from(users).where(eq(users.email, 'vip@noctua.test'));
  venueId = me?.defaultVenueId as string;
  vipUserId = me?.id as string;
  const typeRows = await db.select().from(cardTypes).where(eq(cardTypes.venueId, venueId));
  const byName = (n: string) => typeRows.find((t) => t.name === n)?.id as string;
  types.classic = byName('Clásica');
  types.gold = byName('Gold');
  types.staff = byName('Staff');
  expect(types.classic && types.gold && types.staff).toBeTruthy();
  cardsOnly = await makeUser('solo306@noctua.test', ['306'], venueId);

  // Cash top-ups, payments and refunds land in a register (issue 17): vip@ and solo306@ each hold an
  // open register session on an open night, with a float, so these cash actions have somewhere to go
  // (tests/api/cash-registers.test.ts covers the register side).
  const nightId = uuidv7();
  await db.insert(nights).values({
    id: nightId,
    venueId,
    businessDate: '2092-02-02',
    opensAt: new Date(Date.now() - 3600_000),
    closesAt: new Date(Date.now() + 6 * 3600_000),
    status: 'open',
  });
  const registers = await db
    .select({ id: cashAccounts.id })
    .from(cashAccounts)
    .where(and(eq(cashAccounts.venueId, venueId), eq(cashAccounts.kind, 'register'), eq(cashAccounts.active, true)))
    .limit(2);
  const holders = await db.select({ id: users.id, email: users.email }).from(users);
  for (const [i, email] of ['vip@noctua.test', 'solo306@noctua.test'].entries()) {
    const accountId = registers[i]?.id as string;
    const openedBy = holders.find((u) => u.email === email)?.id as string;
    await db.insert(cashSessions).values({ accountId, nightId, openingFloat: 100_000_000, status: 'open', openedBy });
    await db.insert(cashMovements).values({ accountId, nightId, kind: 'transfer', amount: 100_000_000, note: 'Fondo' });
  }

  // Another venue with its own type and card: invisible from ours.
  const otherVenue = uuidv7();
  const otherType = uuidv7();
  otherVenueCard = uuidv7();
  await db.insert(venues).values({ id: otherVenue, name: 'Otro local', legalName: 'Otro SA', taxId: '30-9' });
  await db
    .insert(cardTypes)
    .values({ id: otherType, venueId: otherVenue, name: 'Ajena', creditAllowed: true, defaultCreditLimit: 1000 });
  await db.insert(vipCards).values({
    id: otherVenueCard,
    venueId: otherVenue,
    number: '999',
    holderName: 'Ajeno',
    cardTypeId: otherType,
    creditLimit: 1000,
  });
  types.other = otherType;
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('cards/consulta (SPEC §7)', () => {
  it('lists the venue cards ordered by number, and each saldo filter matches SQL', async () => {
    const db = h.database.db;
    const counts = async (where?: ReturnType<typeof sql>) => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(vipCards)
        .where(and(eq(vipCards.venueId, venueId), isNull(vipCards.deletedAt), where));
      return Number(row?.n);
    };
    const expected = {
      todos: await counts(),
      con: await counts(sql`${vipCards.balance} > 0`),
      sin: await counts(sql`${vipCards.balance} = 0`),
      negativo: await counts(sql`${vipCards.balance} < 0`),
    };
    expect(expected.con).toBeGreaterThan(0);
    expect(expected.negativo).toBeGreaterThan(0);
    expect(expected.con + expected.sin + expected.negativo).toBe(expected.todos);
    for (const saldo of ['todos', 'con', 'sin', 'negativo'] as const) {
      const answer = await json<ConsultaAnswer>(await act('/cards/consulta', { saldo }));
      expect(answer.isok).toBe(true);
      expect(answer.data.length, saldo).toBe(expected[saldo]);
      const numbers = answer.data.map((c) => c.number);
      expect(numbers).toEqual([...numbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      for (const c of answer.data) {
        if (saldo === 'con') expect(c.balance).toBeGreaterThan(0);
        if (saldo === 'sin') expect(c.balance).toBe(0);
        if (saldo === 'negativo') expect(c.balance).toBeLessThan(0);
      }
      expect(answer.data.map((c) => c.id)).not.toContain(otherVenueCard);
    }
    // No body means "todos".
    const all = await json<ConsultaAnswer>(await h.request('POST', '/cards/consulta', { token: vip }));
    expect(all.data.length).toBe(expected.todos);
    const sample = all.data[0] as VipCardDto;
    expect(Object.keys(sample).sort()).toEqual(
      [
        'id',
        'number',
        'holderName',
        'holderDocument',
        'holderPhone',
        'holderEmail',
        'userId',
        'cardTypeId',
        'status',
        'creditLimit',
        'balance',
        'lastMovementAt',
        'replacedById',
        'version',
        'updatedAt',
      ].sort(),
    );
    expect(typeof sample.balance).toBe('number');
    expect(typeof sample.version).toBe('number');
  });

  it('writes each card exactly as the detail and account/cards do', async () => {
    const untouched = await issue('classic');
    const moved = await issue('gold', { topup: 1_234 });
    const res = await act('/cards/consulta', { saldo: 'todos' });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const listed = new Map((await json<ConsultaAnswer>(res)).data.map((c) => [c.id, c]));
    for (const card of [untouched, moved]) {
      expect(listed.get(card.id)).toEqual((await detail(card.id)).card);
      expect(listed.get(card.id)).toEqual(card);
    }
    expect(listed.get(untouched.id)?.lastMovementAt).toBeNull();
    expect(listed.get(moved.id)?.lastMovementAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const mine = await json<MyCardDto[]>(await h.request('GET', '/account/cards', { token: vip }));
    expect(mine.length).toBeGreaterThan(0);
    for (const m of mine) expect(listed.get(m.card.id)).toEqual(m.card);
  });

  it('answers errors with isok: false next to the message (SPEC §8)', async () => {
    const bad = await json<{ isok: boolean; message: string }>(await act('/cards/consulta', { saldo: 'mucho' }), 422);
    expect(bad).toMatchObject({ isok: false, message: 'El filtro de saldo no es válido' });
    const forbidden = await json<{ isok: boolean; message: string }>(await act('/cards/consulta', {}, stock), 403);
    expect(forbidden.isok).toBe(false);
    expect(forbidden.message).toBeTruthy();
    const anonymous = await json<{ isok: boolean; message: string }>(
      await h.request('POST', '/cards/consulta', { body: {} }),
      401,
    );
    expect(anonymous.isok).toBe(false);
    const garbled = await json<{ isok: boolean }>(
      await h.request('POST', '/cards/consulta', { token: vip, rawBody: '{saldo' }),
      400,
    );
    expect(garbled.isok).toBe(false);
    const german = await h.request('POST', '/cards/consulta', {
      token: vip,
      body: { saldo: 1 },
      headers: { 'accept-language': 'de' },
    });
    expect(await json<{ message: string }>(german, 422)).toMatchObject({ message: 'Der Saldofilter ist ungültig', isok: false });
  });
});

describe('issuing and editing cards', () => {
  it('issues with the next number, the type default limit and one opening top-up', async () => {
    const gold = await issue('gold', { topup: 5_000 });
    expect(gold.number).toMatch(/^7\d{7}$/);
    const [type] = await h.database.db.select().from(cardTypes).where(eq(cardTypes.id, types.gold));
    expect(gold.creditLimit).toBe(Number(type?.defaultCreditLimit));
    expect(gold.balance).toBe(5_000);
    expect(gold.status).toBe('active');
    const entries = await ledgerOf(gold.id);
    expect(entries.map((e) => [e.kind, e.amount, e.method])).toEqual([['topup', 5_000, 'cash']]);
    const next = await issue('classic');
    expect(Number(next.number)).toBe(Number(gold.number) + 1);
    expect(next.creditLimit).toBe(0);
    expect(await ledgerOf(next.id)).toEqual([]);
  });

  it('refuses duplicate numbers, credit on prepaid types, inactive and foreign types', async () => {
    const body = { cardTypeId: types.classic, holderName: 'Duplicado', number: 'DUP-1' };
    await json(await act('/cards', body), 201);
    expect(await json<{ message: string }>(await act('/cards', body), 409)).toEqual({
      message: 'Ya existe una tarjeta con ese número',
    });
    await json(await act('/cards', { ...body, number: 'DUP-2', creditLimit: 100 }), 422);
    await json(await act('/cards', { ...body, number: 'DUP-3', cardTypeId: types.other }), 404);
    const inactive = uuidv7();
    await h.database.db.insert(cardTypes).values({ id: inactive, venueId, name: 'Retirada', active: false });
    await json(await act('/cards', { ...body, number: 'DUP-4', cardTypeId: inactive }), 409);
    // Parallel automatic numbers never collide.
    const many = await Promise.all(
      Array.from({ length: 6 }, (_, i) => act('/cards', { cardTypeId: types.classic, holderName: `Paralelo ${i}` })),
    );
    const numbers = await Promise.all(many.map(async (r) => (await json<CardActionAnswer>(r, 201)).card.number));
    expect(new Set(numbers).size).toBe(6);
  });

  it('edits holder and limit but never the balance; the limit cannot drop below the debt', async () => {
    const card = await issue('gold', { creditLimit: 10_000 });
    await json(await act(`/cards/${card.id}/consumo`, { amount: 6_000 }));
    const put = (body: unknown) => h.request('PUT', `/cards/${card.id}`, { token: vip, body });
    const edited = await json<CardActionAnswer>(
      await put({ holderName: 'Nuevo Nombre', holderPhone: '+54 11', creditLimit: 7_000 }),
    );
    expect(edited.card).toMatchObject({ holderName: 'Nuevo Nombre', holderPhone: '+54 11', creditLimit: 7_000, balance: -6_000 });
    expect(edited.card.version).toBeGreaterThan(card.version);
    expect(await json<{ message: string }>(await put({ holderName: 'X', creditLimit: 5_999 }), 409)).toEqual({
      message: 'El límite de crédito no puede ser menor que la deuda de la tarjeta',
    });
    await json(await put({ holderName: 'X', creditLimit: 7_000, balance: 0 }), 422);
    const prepaid = await issue('classic');
    await json(await h.request('PUT', `/cards/${prepaid.id}`, { token: vip, body: { holderName: 'Y', creditLimit: 1 } }), 422);
    expect(await dbBalance(card.id)).toBe(-6_000);
  });
});

describe('ledger arithmetic', () => {
  it('applies each action as one signed entry; balance = Σ ledger = last running balance', async () => {
    const card = await issue('gold', { creditLimit: 100_000 });
    const steps: [string, unknown, number][] = [
      ['carga', { amount: 50_000, method: 'cash' }, 50_000],
      ['consumo', { amount: 80_000, note: 'Mesa 4' }, -30_000],
      ['pago', { amount: 20_000, method: 'transfer' }, -10_000],
      ['carga', { amount: 30_000, method: 'card' }, 20_000],
      ['devolucion', { amount: 5_000, method: 'cash', reason: 'Se va temprano' }, 15_000],
      ['ajuste', { amount: -1_000, reason: 'Corrección de caja' }, 14_000],
      ['ajuste', { amount: 250, reason: 'Redondeo' }, 14_250],
    ];
    for (const [path, body, balance] of steps) {
      const answer = await json<CardActionAnswer>(await act(`/cards/${card.id}/${path}`, body));
      expect(answer.card.balance, path).toBe(balance);
      expect(answer.entryId).toBeTruthy();
    }
    // Refusals write nothing.
    expect((await act(`/cards/${card.id}/pago`, { amount: 1, method: 'cash' })).status).toBe(409); // no debt
    expect((await act(`/cards/${card.id}/devolucion`, { amount: 14_251, method: 'cash', reason: 'x' })).status).toBe(409);
    expect((await act(`/cards/${card.id}/consumo`, { amount: 114_251 })).status).toBe(409);

    const entries = await ledgerOf(card.id);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['topup', 50_000],
      ['consumption', -80_000],
      ['payment', 20_000],
      ['topup', 30_000],
      ['refund', -5_000],
      ['adjustment', -1_000],
      ['adjustment', 250],
    ]);
    expect(entries.map((e) => e.method)).toEqual(['cash', null, 'transfer', 'card', 'cash', null, null]);
    expect(entries[4]?.note).toBe('Se va temprano');
    expect(entries.every((e) => e.userId === vipUserId)).toBe(true);
    expect(await dbBalance(card.id)).toBe(14_250);
    expect(await ledgerSum(card.id)).toBe(14_250);

    const d = await detail(card.id);
    expect(d.card.balance).toBe(14_250);
    expect(d.available).toBe(114_250);
    expect(d.type).toMatchObject({ id: types.gold, name: 'Gold', creditAllowed: true });
    expect(d.type.cardCount).toBeGreaterThan(0);
    expect(d.ledger.map((e) => e.balanceAfter)).toEqual(steps.map((s) => s[2]));
    expect(d.totals).toEqual({ in: 50_000 + 20_000 + 30_000 + 250, out: 80_000 + 5_000 + 1_000 });
    expect(d.ledger[0]?.userName).toBeTruthy();
    expect(d.replacedBy).toBeNull();
    expect(d.replaces).toBeNull();
  });

  it('keeps the running balance right under date and kind filters', async () => {
    const card = await issue('classic');
    const db = h.database.db;
    const entry = (at: string, kind: 'topup' | 'consumption', amount: number) => ({
      cardId: card.id,
      at: new Date(at),
      kind,
      amount,
    });
    // Noon UTC stays on the same calendar day in the venue's time zone.
    await db.insert(cardLedger).values(entry('2025-01-10T15:00:00Z', 'topup', 1_000));
    await db.insert(cardLedger).values(entry('2025-02-10T15:00:00Z', 'consumption', -300));
    await db.insert(cardLedger).values(entry('2025-02-20T15:00:00Z', 'topup', 200));
    await db.insert(cardLedger).values(entry('2025-03-10T15:00:00Z', 'topup', 500));
    expect(await dbBalance(card.id)).toBe(1_400);

    const from = await detail(card.id, '?from=2025-02-01');
    expect(from.ledger.map((e) => [e.amount, e.balanceAfter])).toEqual([
      [-300, 700],
      [200, 900],
      [500, 1_400],
    ]);
    const window = await detail(card.id, '?from=2025-02-01&to=2025-02-15');
    expect(window.ledger.map((e) => [e.amount, e.balanceAfter])).toEqual([[-300, 700]]);
    expect(window.totals).toEqual({ in: 0, out: 300 });
    const lastDay = await detail(card.id, '?from=2025-03-10&to=2025-03-10');
    expect(lastDay.ledger.map((e) => e.balanceAfter)).toEqual([1_400]);
    const topups = await detail(card.id, '?kind=topup');
    expect(topups.ledger.map((e) => [e.amount, e.balanceAfter])).toEqual([
      [1_000, 1_000],
      [200, 900],
      [500, 1_400],
    ]);
    expect((await h.request('GET', `/cards/${card.id}?from=10-02-2025`, { token: vip })).status).toBe(422);
    expect((await h.request('GET', `/cards/${card.id}?kind=robo`, { token: vip })).status).toBe(422);
  });

  it('a prepaid card never goes negative and takes no payments', async () => {
    const card = await issue('classic', { topup: 1_000 });
    expect(await json<{ message: string }>(await act(`/cards/${card.id}/consumo`, { amount: 1_001 }), 409)).toEqual({
      message: 'El importe supera el disponible de la tarjeta',
    });
    await json(await act(`/cards/${card.id}/consumo`, { amount: 1_000 }));
    expect((await act(`/cards/${card.id}/consumo`, { amount: 1 })).status).toBe(409);
    expect(await json<{ message: string }>(await act(`/cards/${card.id}/pago`, { amount: 1, method: 'cash' }), 409)).toEqual({
      message: 'Solo las tarjetas con crédito admiten pagos',
    });
    expect(await dbBalance(card.id)).toBe(0);
    expect((await ledgerOf(card.id)).length).toBe(2);
    const d = await detail(card.id);
    expect(d.available).toBe(0);
  });
});

describe('concurrent charges', () => {
  it('parallel charges on a credit card never pass its limit', async () => {
    // Limit 10 000, 12 charges of 3 000 at once: exactly 3 fit.
    const card = await issue('gold', { creditLimit: 10_000 });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => act(`/cards/${card.id}/consumo`, { amount: 3_000, note: `Barra ${i}` })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length, `${testDbKind()}: ${statuses.join(',')}`).toBe(3);
    expect(statuses.filter((s) => s === 409).length).toBe(9);
    expect(await dbBalance(card.id)).toBe(-9_000);
    expect(await ledgerSum(card.id)).toBe(-9_000);
    expect((await ledgerOf(card.id)).length).toBe(3);
  });

  it('parallel charges on a prepaid card stop at its balance', async () => {
    const card = await issue('classic', { topup: 5_000 });
    const results = await Promise.all(Array.from({ length: 12 }, () => act(`/cards/${card.id}/consumo`, { amount: 1_000 })));
    expect(results.filter((r) => r.status === 200).length).toBe(5);
    expect(results.filter((r) => r.status === 409).length).toBe(7);
    expect(await dbBalance(card.id)).toBe(0);
    expect((await ledgerOf(card.id)).length).toBe(6);
  });
});

describe('Idempotency-Key on money actions', () => {
  const keyed = (path: string, body: unknown, key: string) =>
    h.request('POST', path, { token: vip, body, headers: { 'idempotency-key': key } });

  it('the same key 50× in parallel charges once and answers the same entry every time', async () => {
    const card = await issue('gold', { creditLimit: 1_000_000 });
    const key = uuidv7();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => keyed(`/cards/${card.id}/consumo`, { amount: 2_500, note: 'Champagne' }, key)),
    );
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const answers = (await Promise.all(results.map((r) => r.json()))) as { entryId: string }[];
    expect(new Set(answers.map((a) => a.entryId))).toEqual(new Set([key]));
    expect((await ledgerOf(card.id)).filter((e) => e.kind === 'consumption')).toHaveLength(1);
    expect(await dbBalance(card.id)).toBe(-2_500);
  });

  it('a cash top-up retried with its key books the register once', async () => {
    const card = await issue('classic');
    const key = uuidv7();
    for (let i = 0; i < 3; i++) {
      expect((await keyed(`/cards/${card.id}/carga`, { amount: 4_000, method: 'card' }, key)).status).toBe(200);
    }
    expect((await ledgerOf(card.id)).filter((e) => e.kind === 'topup')).toHaveLength(1);
    expect(await dbBalance(card.id)).toBe(4_000);
  });

  it('a replacement retried with its key answers the same new card, once', async () => {
    const card = await issue('classic', { topup: 3_000 });
    const key = uuidv7();
    const tries = [];
    for (let i = 0; i < 3; i++) tries.push(await keyed(`/cards/${card.id}/reemplazo`, { reason: 'Tarjeta dañada' }, key));
    expect(tries.map((r) => r.status)).toEqual([201, 201, 201]);
    const answers = (await Promise.all(tries.map((r) => r.json()))) as { card: { id: string } }[];
    expect(new Set(answers.map((a) => a.card.id))).toEqual(new Set([key]));
    expect(await dbBalance(key)).toBe(3_000);
    // Without the key, a second replacement is refused as before.
    expect((await act(`/cards/${card.id}/reemplazo`, { reason: 'Otra vez' })).status).toBe(409);
  });

  it('a key reused for another amount is 409; a malformed key is 422; nothing is written', async () => {
    const card = await issue('classic', { topup: 10_000 });
    const key = uuidv7();
    expect((await keyed(`/cards/${card.id}/consumo`, { amount: 1_000 }, key)).status).toBe(200);
    const other = await keyed(`/cards/${card.id}/consumo`, { amount: 2_000 }, key);
    expect(other.status).toBe(409);
    expect(((await other.json()) as { message: string }).message).toBe('Esa clave Idempotency-Key ya se usó para otra operación');
    const bad = await keyed(`/cards/${card.id}/consumo`, { amount: 1_000 }, 'not-a-uuid');
    expect(bad.status).toBe(422);
    expect(await dbBalance(card.id)).toBe(9_000);
  });
});

describe('status changes', () => {
  it('a blocked card refuses charges and top-ups; lost is final; the reason is audited', async () => {
    const card = await issue('gold', { topup: 2_000, creditLimit: 1_000 });
    const blocked = await json<CardActionAnswer>(
      await act(`/cards/${card.id}/estado`, { status: 'blocked', reason: 'Pedido del titular' }),
    );
    expect(blocked.card.status).toBe('blocked');
    expect(blocked.entryId).toBeNull();
    for (const [path, body] of [
      ['consumo', { amount: 100 }],
      ['carga', { amount: 100, method: 'cash' }],
      ['devolucion', { amount: 100, method: 'cash', reason: 'x' }],
    ] as const) {
      expect(await json<{ message: string }>(await act(`/cards/${card.id}/${path}`, body), 409)).toEqual({
        message: 'La tarjeta está bloqueada o perdida',
      });
    }
    expect((await act(`/cards/${card.id}/estado`, { status: 'blocked', reason: 'otra vez' })).status).toBe(409);
    await json(await act(`/cards/${card.id}/estado`, { status: 'active', reason: 'La encontró' }));
    await json(await act(`/cards/${card.id}/consumo`, { amount: 100 }));
    await json(await act(`/cards/${card.id}/estado`, { status: 'lost', reason: 'Se la robaron' }));
    expect(
      await json<{ message: string }>(await act(`/cards/${card.id}/estado`, { status: 'active', reason: 'x' }), 409),
    ).toEqual({
      message: 'Una tarjeta perdida no puede cambiar de estado',
    });
    expect(await dbBalance(card.id)).toBe(1_900);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, card.id), eq(auditLog.action, 'card.status')))
      .orderBy(asc(auditLog.at));
    expect(audits.map((a) => (a.after as { status: string; reason: string }).reason)).toEqual([
      'Pedido del titular',
      'La encontró',
      'Se la robaron',
    ]);
    expect(audits.every((a) => a.userId === vipUserId)).toBe(true);
  });
});

describe('replacement', () => {
  it('moves the balance once, in one transaction, to a new card with the same holder', async () => {
    const old = await issue('gold', { topup: 12_345, creditLimit: 50_000, holderName: 'Reemplazo Uno' });
    await h.database.db.update(vipCards).set({ userId: vipUserId }).where(eq(vipCards.id, old.id));
    await json(await act(`/cards/${old.id}/estado`, { status: 'blocked', reason: 'Dañada' }));
    const answer = await json<CardActionAnswer>(
      await act(`/cards/${old.id}/reemplazo`, { reason: 'Dañada', newNumber: 'R-0001' }),
      201,
    );
    const fresh = answer.card;
    expect(fresh).toMatchObject({
      number: 'R-0001',
      holderName: 'Reemplazo Uno',
      holderDocument: old.holderDocument,
      userId: vipUserId,
      cardTypeId: types.gold,
      creditLimit: 50_000,
      balance: 12_345,
      status: 'active',
      replacedById: null,
    });
    const oldAfter = (await detail(old.id)).card;
    expect(oldAfter).toMatchObject({ balance: 0, status: 'blocked', replacedById: fresh.id });
    const oldEntries = await ledgerOf(old.id);
    const newEntries = await ledgerOf(fresh.id);
    expect(oldEntries.slice(1).map((e) => [e.kind, e.amount, e.note])).toEqual([
      ['adjustment', -12_345, 'Traspaso a la tarjeta R-0001'],
    ]);
    expect(newEntries.map((e) => [e.kind, e.amount, e.note, e.id])).toEqual([
      ['adjustment', 12_345, `Traspaso desde la tarjeta ${old.number}`, answer.entryId],
    ]);
    expect(await ledgerSum(old.id)).toBe(0);
    expect(await ledgerSum(fresh.id)).toBe(12_345);
    expect((await detail(fresh.id)).replaces).toEqual({ id: old.id, number: old.number });
    expect((await detail(old.id)).replacedBy).toEqual({ id: fresh.id, number: 'R-0001' });

    expect(await json<{ message: string }>(await act(`/cards/${old.id}/reemplazo`, { reason: 'Otra vez' }), 409)).toEqual({
      message: 'La tarjeta ya fue reemplazada',
    });
    expect((await ledgerOf(fresh.id)).length).toBe(1);
    const mine = await json<MyCardDto[]>(await h.request('GET', '/account/cards', { token: vip }));
    expect(mine.map((m) => m.card.id)).toEqual(expect.arrayContaining([old.id, fresh.id]));
  });

  it('moves a debt too, marks an active card lost, and writes nothing for a zero balance', async () => {
    const debtor = await issue('gold', { creditLimit: 20_000 });
    await json(await act(`/cards/${debtor.id}/consumo`, { amount: 15_000 }));
    const moved = await json<CardActionAnswer>(await act(`/cards/${debtor.id}/reemplazo`, { reason: 'Perdida' }), 201);
    expect(moved.card.balance).toBe(-15_000);
    expect(moved.card.number).toMatch(/^7\d{7}$/);
    expect((await detail(debtor.id)).card).toMatchObject({ balance: 0, status: 'lost', replacedById: moved.card.id });
    // The new card can still spend what was left of the limit, no more.
    expect((await act(`/cards/${moved.card.id}/consumo`, { amount: 5_001 })).status).toBe(409);
    await json(await act(`/cards/${moved.card.id}/consumo`, { amount: 5_000 }));

    const empty = await issue('classic');
    const zero = await json<CardActionAnswer>(await act(`/cards/${empty.id}/reemplazo`, { reason: 'Cambio' }), 201);
    expect(zero.entryId).toBeNull();
    expect(await ledgerOf(empty.id)).toEqual([]);
    expect(await ledgerOf(zero.card.id)).toEqual([]);
    // A taken number is refused and nothing moves.
    const other = await issue('classic', { topup: 700 });
    expect((await act(`/cards/${other.id}/reemplazo`, { reason: 'x', newNumber: 'R-0001' })).status).toBe(409);
    expect((await detail(other.id)).card).toMatchObject({ balance: 700, status: 'active', replacedById: null });
  });
});

describe('privileges', () => {
  it('stock@ gets 403 on every card route; vip@ gets through', async () => {
    const card = await issue('gold', { topup: 1_000 });
    const routes: [string, string, unknown][] = [
      ['POST', '/cards/consulta', { saldo: 'todos' }],
      ['GET', `/cards/${card.id}`, undefined],
      ['POST', '/cards', { cardTypeId: types.classic, holderName: 'Nope' }],
      ['PUT', `/cards/${card.id}`, { holderName: 'Nope', creditLimit: 0 }],
      ['POST', `/cards/${card.id}/carga`, { amount: 1, method: 'cash' }],
      ['POST', `/cards/${card.id}/pago`, { amount: 1, method: 'cash' }],
      ['POST', `/cards/${card.id}/devolucion`, { amount: 1, method: 'cash', reason: 'x' }],
      ['POST', `/cards/${card.id}/ajuste`, { amount: 1, reason: 'x' }],
      ['POST', `/cards/${card.id}/consumo`, { amount: 1 }],
      ['POST', `/cards/${card.id}/estado`, { status: 'blocked', reason: 'x' }],
      ['POST', `/cards/${card.id}/reemplazo`, { reason: 'x' }],
    ];
    for (const [method, path, body] of routes) {
      const res = await h.request(method, path, { token: stock, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
      expect((await h.request(method, path, { body })).status, `anonymous ${method} ${path}`).toBe(401);
    }
    expect(await dbBalance(card.id)).toBe(1_000);
    expect((await ledgerOf(card.id)).length).toBe(1);
    await json(await h.request('GET', `/cards/${card.id}`, { token: vip }));
  });

  it('an adjustment also needs 308', async () => {
    const card = await issue('classic', { topup: 1_000 });
    expect(
      await json<{ message: string }>(await act(`/cards/${card.id}/ajuste`, { amount: 5, reason: 'x' }, cardsOnly), 403),
    ).toEqual({
      message: 'No tienes permiso para acceder a esta página',
    });
    // The same user may do everything else.
    await json(await act(`/cards/${card.id}/carga`, { amount: 5, method: 'cash' }, cardsOnly));
    // vip@ holds 308: an adjustment may even take a prepaid card below zero.
    const adjusted = await json<CardActionAnswer>(
      await act(`/cards/${card.id}/ajuste`, { amount: -2_000, reason: 'Error de carga' }),
    );
    expect(adjusted.card.balance).toBe(-995);
  });
});

describe('account/cards', () => {
  it("lists the signed-in user's own cards of the venue", async () => {
    const mine = await json<MyCardDto[]>(await h.request('GET', '/account/cards', { token: vip }));
    const expected = await h.database.db
      .select({ id: vipCards.id })
      .from(vipCards)
      .where(and(eq(vipCards.userId, vipUserId), eq(vipCards.venueId, venueId), isNull(vipCards.deletedAt)));
    expect(expected.length).toBeGreaterThanOrEqual(2);
    expect(mine.map((m) => m.card.id).sort()).toEqual(expected.map((e) => e.id).sort());
    for (const m of mine) {
      expect(m.typeName).toBeTruthy();
      expect(m.available).toBe(m.card.balance + (m.creditAllowed ? m.card.creditLimit : 0));
    }
    expect(await json<MyCardDto[]>(await h.request('GET', '/account/cards', { token: stock }))).toEqual([]);
    expect((await h.request('GET', '/account/cards')).status).toBe(401);
  });
});

describe('scoping and malformed input', () => {
  it('a card of another venue is 404 everywhere', async () => {
    const id = otherVenueCard;
    expect((await h.request('GET', `/cards/${id}`, { token: vip })).status).toBe(404);
    expect((await h.request('PUT', `/cards/${id}`, { token: vip, body: { holderName: 'x', creditLimit: 0 } })).status).toBe(404);
    for (const [path, body] of [
      ['carga', { amount: 1, method: 'cash' }],
      ['pago', { amount: 1, method: 'cash' }],
      ['devolucion', { amount: 1, method: 'cash', reason: 'x' }],
      ['ajuste', { amount: 1, reason: 'x' }],
      ['consumo', { amount: 1 }],
      ['estado', { status: 'blocked', reason: 'x' }],
      ['reemplazo', { reason: 'x' }],
    ] as const) {
      expect((await act(`/cards/${id}/${path}`, body)).status, path).toBe(404);
    }
    expect(await ledgerOf(id)).toEqual([]);
    expect((await h.request('GET', `/cards/${uuidv7()}`, { token: vip })).status).toBe(404);
  });

  it('answers malformed input with a 4xx and a message, never a 5xx', async () => {
    const card = await issue('gold', { topup: 1_000 });
    const cases: [string, string, unknown][] = [
      ['POST', '/cards/not-a-uuid/carga', { amount: 1, method: 'cash' }],
      ['GET', '/cards/123', undefined],
      ['POST', `/cards/${card.id}/carga`, { amount: 0, method: 'cash' }],
      ['POST', `/cards/${card.id}/carga`, { amount: -5, method: 'cash' }],
      ['POST', `/cards/${card.id}/carga`, { amount: '100', method: 'cash' }],
      ['POST', `/cards/${card.id}/carga`, { amount: 1.5, method: 'cash' }],
      ['POST', `/cards/${card.id}/carga`, { amount: 1e12, method: 'cash' }],
      ['POST', `/cards/${card.id}/carga`, { amount: 1, method: 'bitcoin' }],
      ['POST', `/cards/${card.id}/carga`, { amount: 1, method: 'cash', balance: 5 }],
      ['POST', `/cards/${card.id}/consumo`, {}],
      ['POST', `/cards/${card.id}/consumo`, null],
      ['POST', `/cards/${card.id}/devolucion`, { amount: 1, method: 'cash' }],
      ['POST', `/cards/${card.id}/devolucion`, { amount: 1, method: 'cash', reason: '   ' }],
      ['POST', `/cards/${card.id}/ajuste`, { amount: 0, reason: 'x' }],
      ['POST', `/cards/${card.id}/ajuste`, { amount: 5 }],
      ['POST', `/cards/${card.id}/estado`, { status: 'robada', reason: 'x' }],
      ['POST', `/cards/${card.id}/estado`, { status: 'blocked' }],
      ['POST', `/cards/${card.id}/reemplazo`, {}],
      ['POST', `/cards/${card.id}/reemplazo`, { reason: 'x', newNumber: 'con espacios' }],
      ['POST', '/cards', { cardTypeId: 'nope', holderName: 'x' }],
      ['POST', '/cards', { cardTypeId: types.classic }],
      ['POST', '/cards', { cardTypeId: types.classic, holderName: 'x', holderEmail: 'no-es-correo' }],
      ['POST', '/cards', { cardTypeId: types.classic, holderName: 'x', initialTopup: { amount: -1, method: 'cash' } }],
      ['PUT', `/cards/${card.id}`, { holderName: 'x' }],
    ];
    for (const [method, path, body] of cases) {
      const res = await h.request(method, path, { token: vip, body });
      const text = await res.text();
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}: ${text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}: ${text}`).toBeLessThan(500);
      expect((JSON.parse(text) as { message?: string }).message, text).toBeTruthy();
    }
    const raw = await h.request('POST', `/cards/${card.id}/carga`, { token: vip, rawBody: '{"amount":' });
    expect(raw.status).toBe(400);
    expect(await dbBalance(card.id)).toBe(1_000);
    expect((await ledgerOf(card.id)).length).toBe(1);
  });
});
