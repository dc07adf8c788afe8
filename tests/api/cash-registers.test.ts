// Cash registers per night (/api/cashflow/cajas, issue 17): the float out of the safe, every cash
// event booked exactly once on its register (ingested sales, VIP top-ups and refunds, cancellations,
// extractions — also 50 identical requests at once), the register's expected cash equal to its
// float plus its movements at every step, the blind count (no expected amount before the count),
// over/short arithmetic and the threshold's reason, a confirmer other than the counter, privileges
// and malformed input.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancellationRequests,
  cardTypes,
  cashAccounts,
  cashExtractions,
  cashMovements,
  cashSessions,
  nights,
  pointsOfSale,
  products,
  users,
  venues,
} from '../../server/db/schema';
import type { CashRegistersAnswer, RegisterLive, RegisterSessionDto } from '../../src/contract/cash-registers';
import type { ExtractionSummary } from '../../src/contract/extraction';
import type { ApiKeyAnswer, TerminalDto } from '../../src/contract/satelite';
import { uuidv7 } from '../../src/contract/uuid';
import type { CardActionAnswer } from '../../src/contract/vip';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let admin: string;
let caja: string; // the cashier preset: 141 without 207, counts blind
let supervisor: string; // 141 + 207 (and 107: decides cancellations)
let clerk: string; // 141 + 306 only: counts blind
let boss: string; // 207 only
let stock: string;
let venueId: string;
let nightId: string;
let closedNight: string;
let safeId: string;
let office: { posId: string; accountId: string; key: string };
let bar: { posId: string; accountId: string };
let productId: string;
let cardTypeId: string;

const DATE = '2018-06-15';
const EVENING = '2018-06-15T23:30:00-03:00';

const post = (path: string, token: string, body?: unknown) => h.request('POST', path, { token, body });
const get = (path: string, token: string) => h.request('GET', path, { token });
const list = async (token = boss) =>
  json<CashRegistersAnswer>(await h.request('GET', `/cashflow/cajas?nightId=${nightId}`, { token }));
const rowOf = async (posId: string, token = boss) => (await list(token)).registers.find((r) => r.pointOfSaleId === posId);

async function balance(accountId: string): Promise<number> {
  const [row] = await h.database.db
    .select({ s: sql<string>`coalesce(sum(${cashMovements.amount}), 0)` })
    .from(cashMovements)
    .where(eq(cashMovements.accountId, accountId));
  return Number(row?.s);
}

async function bookings(type: string, ids: string[]) {
  return h.database.db
    .select()
    .from(cashMovements)
    .where(and(eq(cashMovements.sourceType, type), inArray(cashMovements.sourceId, ids)));
}

/**
 * The card adds up (carried + float + cash in − cash out = expected, each total the sum of its
 * lines), the count's settlement takes expected to the register's balance, and that balance is
 * what we tracked.
 */
async function expectRegister(posId: string, accountId: string, tracked: number): Promise<RegisterLive> {
  const live = (await rowOf(posId))?.live as RegisterLive;
  expect(live.cashIn).toBe(live.cashSales + live.topups + live.otherIn);
  expect(live.cashOut).toBe(live.refunds + live.extractions + live.payouts + live.otherOut);
  expect(live.carried + live.float + live.cashIn - live.cashOut).toBe(live.expected);
  expect(live.expected + live.overShort - live.closed + live.afterCount).toBe(live.balance);
  expect(live.balance).toBe(await balance(accountId));
  expect(live.balance).toBe(tracked);
  return live;
}

function sale(total: number, id = uuidv7()) {
  return { id, at: EVENING, payment: 'cash', lines: [{ productId, quantity: 1, unitPrice: total }], total };
}
const ingest = (sales: unknown[]) =>
  h.request('POST', '/ingest/sales', { body: { sales }, headers: { authorization: `Bearer ${office.key}` } });

let tracked = { office: 0, bar: 0 };

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  [admin, caja, supervisor, stock] = await Promise.all([
    h.login('admin@noctua.test'),
    h.login('caja@noctua.test'),
    h.login('supervisor@noctua.test'),
    h.login('stock@noctua.test'),
  ]);
  const [me] = await db.select().from(users).where(eq(users.email, 'caja@noctua.test'));
  venueId = me?.defaultVenueId as string;
  clerk = await h.createUser('clerk141@noctua.test', ['141', '306'], venueId, 'Cajera Ciega');
  boss = await h.createUser('boss207@noctua.test', ['207'], venueId, 'Jefa Tablero');

  nightId = uuidv7();
  await db.insert(nights).values({
    id: nightId,
    venueId,
    businessDate: DATE,
    eventName: 'Noche de cajas',
    opensAt: new Date(Date.now() - 3600_000),
    closesAt: new Date(Date.now() + 6 * 3600_000),
    status: 'open',
  });
  const [closed] = await db
    .select()
    .from(nights)
    .where(and(eq(nights.venueId, venueId), eq(nights.status, 'closed')))
    .limit(1);
  closedNight = closed?.id as string;
  const [safe] = await db
    .select()
    .from(cashAccounts)
    .where(and(eq(cashAccounts.venueId, venueId), eq(cashAccounts.kind, 'safe')));
  safeId = safe?.id as string;
  const registers = await db
    .select({ accountId: cashAccounts.id, posId: pointsOfSale.id, kind: pointsOfSale.kind })
    .from(cashAccounts)
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, cashAccounts.pointOfSaleId))
    .where(and(eq(cashAccounts.venueId, venueId), eq(cashAccounts.kind, 'register'), eq(pointsOfSale.active, true)));
  const officeReg = registers.find((r) => r.kind === 'ticket_office');
  const barReg = registers.find((r) => r.kind === 'bar');
  if (!officeReg || !barReg) throw new Error('the test seed has no ticket office or bar register');
  const t = await json<TerminalDto>(
    await post('/satelite/terminales', admin, { pointOfSaleId: officeReg.posId, name: 'Caja test', deviceId: `T-${uuidv7()}` }),
    201,
  );
  const k = await json<ApiKeyAnswer>(await post(`/satelite/terminales/${t.id}/clave`, admin));
  office = { posId: officeReg.posId, accountId: officeReg.accountId, key: k.apiKey };
  bar = { posId: barReg.posId, accountId: barReg.accountId };
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  productId = product?.id as string;
  const [type] = await db.select({ id: cardTypes.id }).from(cardTypes).where(eq(cardTypes.venueId, venueId)).limit(1);
  cardTypeId = type?.id as string;
  // Registers carry what earlier nights left in them (the seed's open night is still open).
  tracked = { office: await balance(office.accountId), bar: await balance(bar.accountId) };
  // A threshold we can cross in a test: $ 50.
  await db.update(venues).set({ cashOverShortThreshold: 5_000 }).where(eq(venues.id, venueId));
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('opening a register', () => {
  it('books the float counted by denomination as a safe → register transfer', async () => {
    const safeBefore = await balance(safeId);
    const s = await json<RegisterSessionDto>(
      await post('/cashflow/cajas/abrir', clerk, {
        nightId,
        pointOfSaleId: office.posId,
        denominations: { '1000000': 3, '200000': 4, '10000': 5 },
      }),
      201,
    );
    expect(s).toMatchObject({ status: 'open', openingFloat: 3_850_000, expectedAmount: null, difference: null });
    expect(s.floatDenominations).toEqual({ '1000000': 3, '200000': 4, '10000': 5 });
    expect(await balance(safeId)).toBe(safeBefore - 3_850_000);
    tracked.office += 3_850_000;
    const live = await expectRegister(office.posId, office.accountId, tracked.office);
    expect(live.float).toBe(3_850_000);
  });

  it('refuses a float the safe does not hold, saying how much it holds', async () => {
    const available = await balance(safeId);
    const res = await post('/cashflow/cajas/abrir', caja, { nightId, pointOfSaleId: bar.posId, amount: available + 1 });
    const body = await json<{ message: string; available: number }>(res, 409);
    expect(body.available).toBe(available);
    expect(body.message).toMatch(/^La caja fuerte no tiene tanto efectivo: hay \$/);
    expect(await h.database.db.$count(cashSessions, eq(cashSessions.nightId, nightId))).toBe(1);
  });

  it('50 clerks opening the same register at once: exactly one wins', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/cashflow/cajas/abrir', caja, { nightId, pointOfSaleId: bar.posId, amount: 500_000 }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const refused = results.find((r) => r.status === 409) as Response;
    expect(((await refused.json()) as { message: string }).message).toBe('Esa caja ya se abrió en esta noche');
    const [session] = await h.database.db.select().from(cashSessions).where(eq(cashSessions.accountId, bar.accountId));
    expect(session).toBeTruthy();
    const floats = await h.database.db
      .select()
      .from(cashMovements)
      .where(
        and(
          eq(cashMovements.sourceType, 'cash_session_float'),
          eq(cashMovements.accountId, bar.accountId),
          eq(cashMovements.nightId, nightId),
        ),
      );
    expect(floats.map((m) => m.amount)).toEqual([500_000]);
    tracked.bar += 500_000;
    await expectRegister(bar.posId, bar.accountId, tracked.bar);
  });

  it('only on an open night', async () => {
    const res = await post('/cashflow/cajas/abrir', caja, { nightId: closedNight, pointOfSaleId: bar.posId, amount: 1 });
    expect(res.status).toBe(409);
  });
});

describe('every cash event books once on its register', () => {
  it('cash sales ingested, also the same batch 50 times at once', async () => {
    const batch = [sale(120_000), sale(80_000), { ...sale(999_999), payment: 'card' }];
    const answers = await Promise.all(Array.from({ length: 50 }, () => ingest(batch)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const booked = await bookings('sale', [batch[0]?.id as string, batch[1]?.id as string, batch[2]?.id as string]);
    expect(booked.map((m) => m.amount).sort()).toEqual([120_000, 80_000].sort());
    expect(booked.every((m) => m.accountId === office.accountId && m.kind === 'income' && m.nightId === nightId)).toBe(true);
    tracked.office += 200_000;
    const live = await expectRegister(office.posId, office.accountId, tracked.office);
    expect(live.cashSales).toBe(200_000);
  });

  it('cash VIP top-ups land on the user’s open session, or on the point of sale named', async () => {
    const issued = await json<CardActionAnswer>(
      await post('/cards', clerk, { cardTypeId, holderName: 'Cliente Caja', initialTopup: { amount: 30_000, method: 'cash' } }),
      201,
    );
    const cardId = issued.card.id;
    tracked.office += 30_000;
    // 50 top-ups at once are 50 top-ups: each books exactly one register movement.
    const many = await Promise.all(
      Array.from({ length: 50 }, () => post(`/cards/${cardId}/carga`, clerk, { amount: 1_000, method: 'cash' })),
    );
    expect(many.every((r) => r.status === 200)).toBe(true);
    const entries = await Promise.all(many.map(async (r) => ((await r.json()) as CardActionAnswer).entryId as string));
    const booked = await bookings('card_ledger', entries);
    expect(booked).toHaveLength(50);
    expect(booked.every((m) => m.accountId === office.accountId && m.amount === 1_000)).toBe(true);
    tracked.office += 50_000;
    // Naming the bar puts it in the bar's register; card money is never cash.
    await json(await post(`/cards/${cardId}/carga`, clerk, { amount: 7_000, method: 'cash', pointOfSaleId: bar.posId }));
    tracked.bar += 7_000;
    await json(await post(`/cards/${cardId}/carga`, clerk, { amount: 9_000, method: 'card' }));
    const live = await expectRegister(office.posId, office.accountId, tracked.office);
    expect(live.topups).toBe(80_000);
    await expectRegister(bar.posId, bar.accountId, tracked.bar);

    // A refund in cash leaves the register; more than the register holds is refused.
    await json(await post(`/cards/${cardId}/devolucion`, clerk, { amount: 4_000, method: 'cash', reason: 'Se va' }));
    tracked.office -= 4_000;
    expect((await expectRegister(office.posId, office.accountId, tracked.office)).refunds).toBe(4_000);

    // Someone without an open session who names no point of sale is refused, and nothing is written.
    const vip = await h.createUser('vip306@noctua.test', ['306'], venueId);
    const res = await post(`/cards/${cardId}/carga`, vip, { amount: 1_000, method: 'cash' });
    expect((await json<{ message: string }>(res, 409)).message).toMatch(/^No tienes una caja abierta esta noche/);
    expect((await post(`/cards/${cardId}/carga`, vip, { amount: 1_000, method: 'transfer' })).status).toBe(200);
    // The money dialogs offer the registers open tonight (306 may ask); naming one books there.
    const open = await json<{ pointOfSaleId: string; name: string }[]>(await get('/cards/cajas-abiertas', vip));
    expect(open.map((r) => r.pointOfSaleId)).toEqual(expect.arrayContaining([office.posId, bar.posId]));
    await json(await post(`/cards/${cardId}/carga`, vip, { amount: 2_000, method: 'cash', pointOfSaleId: bar.posId }));
    tracked.bar += 2_000;
    await expectRegister(bar.posId, bar.accountId, tracked.bar);
    expect((await get('/cards/cajas-abiertas', stock)).status).toBe(403);
  });

  it('a cash refund larger than the register is refused', async () => {
    const issued = await json<CardActionAnswer>(
      await post('/cards', clerk, {
        cardTypeId,
        holderName: 'Cliente Grande',
        initialTopup: { amount: tracked.bar + 1, method: 'transfer' },
      }),
      201,
    );
    const res = await post(`/cards/${issued.card.id}/devolucion`, clerk, {
      amount: tracked.bar + 1,
      method: 'cash',
      reason: 'x',
      pointOfSaleId: bar.posId,
    });
    expect((await json<{ message: string }>(res, 409)).message).toBe('La caja no tiene tanto efectivo para devolver');
    await expectRegister(bar.posId, bar.accountId, tracked.bar);
  });

  it('approving the cancellation of a cash sale gives its money back once, even approved 50 times at once', async () => {
    const s = sale(45_000);
    await json(await ingest([s]));
    tracked.office += 45_000;
    const [requester] = await h.database.db.select().from(users).where(eq(users.email, 'caja@noctua.test'));
    const requestId = uuidv7();
    await h.database.db
      .insert(cancellationRequests)
      .values({ id: requestId, saleId: s.id, requestedBy: requester?.id as string, reason: 'Cobro duplicado' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post(`/tickets/anulaciones/${requestId}/aprobar`, supervisor, {})),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const booked = await bookings('cancellation', [requestId]);
    expect(booked.map((m) => [m.accountId, m.amount])).toEqual([[office.accountId, -45_000]]);
    tracked.office -= 45_000;
    await expectRegister(office.posId, office.accountId, tracked.office);
  });

  it('an extraction sent 50 times at once (one id) books one register → safe transfer', async () => {
    const [witness] = await h.database.db.select().from(users).where(eq(users.email, 'supervisor@noctua.test'));
    const id = uuidv7();
    const body = { id, nightId, pointOfSaleId: office.posId, amount: 150_000, witnessedBy: witness?.id };
    const results = await Promise.all(Array.from({ length: 50 }, () => post('/extracciones', clerk, body)));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(await h.database.db.$count(cashExtractions, eq(cashExtractions.id, id))).toBe(1);
    const legs = await bookings('extraction', [id]);
    expect(legs.map((l) => l.amount).sort((a, b) => a - b)).toEqual([-150_000, 150_000]);
    tracked.office -= 150_000;
    expect((await expectRegister(office.posId, office.accountId, tracked.office)).extractions).toBe(150_000);
    // More than the register holds: the blind clerk is refused without the amount.
    const over = await json<{ message: string; available?: number }>(
      await post('/extracciones', clerk, { ...body, id: uuidv7(), amount: tracked.office + 1 }),
      409,
    );
    expect(over.available).toBeUndefined();
  });
});

describe('the blind count and the close', () => {
  let officeSession: string;
  let counted: RegisterSessionDto;

  it('a 141 holder without 207 never receives what the register should hold before counting', async () => {
    const answer = await list(clerk);
    expect(answer.supervisor).toBe(false);
    const row = answer.registers.find((r) => r.pointOfSaleId === office.posId);
    expect(row?.live).toBeNull();
    expect(row?.session?.expectedAmount).toBeNull();
    expect(row?.session?.difference).toBeNull();
    expect(JSON.stringify(answer)).not.toContain(String(tracked.office));
    const summary = await json<ExtractionSummary>(
      await h.request('GET', `/extracciones/resumen?nightId=${nightId}`, { token: clerk }),
    );
    expect(summary.registers.find((r) => r.pointOfSaleId === office.posId)?.live).toBeNull();
    expect(summary.totals.expected).toBeNull();
    officeSession = row?.session?.id as string;
    // 207 holders see it live.
    expect((await list(boss)).registers.find((r) => r.pointOfSaleId === office.posId)?.live?.expected).toBe(tracked.office);
  });

  it('the count answers the expected amount and the over/short, and asks a reason past the threshold', async () => {
    const expected = tracked.office;
    const short = 10_000;
    counted = await json<RegisterSessionDto>(
      await post(`/cashflow/cajas/${officeSession}/contar`, clerk, { amount: expected - short }),
    );
    expect(counted).toMatchObject({
      status: 'counting',
      countedAmount: expected - short,
      expectedAmount: expected,
      difference: -short,
      reasonRequired: true,
    });
    expect(counted.countedBy?.name).toBe('Cajera Ciega');
    // Counted once: a second count is refused until a 207 holder sends it back.
    expect((await post(`/cashflow/cajas/${officeSession}/contar`, clerk, { amount: 1 })).status).toBe(409);
  });

  it('the counter may not confirm; a reason is required past the threshold', async () => {
    // The counter holding 207 too (admin@ counting the bar) is still refused as confirmer.
    const barSession = (await rowOf(bar.posId))?.session?.id as string;
    await json(await post(`/cashflow/cajas/${barSession}/contar`, admin, { denominations: { '100000': 5, '1000': 7 } }));
    const self = await json<{ message: string }>(await post(`/cashflow/cajas/${barSession}/confirmar`, admin, {}), 403);
    expect(self.message).toMatch(/^Quien contó la caja no puede confirmar/);
    const noReason = await post(`/cashflow/cajas/${officeSession}/confirmar`, boss, {});
    expect((await json<{ message: string }>(noReason, 422)).message).toBe(
      'La diferencia supera el umbral del local: escribe el motivo',
    );
    // The counter may write it once the count showed the difference (an empty one is refused).
    expect((await post(`/cashflow/cajas/${officeSession}/motivo`, clerk, { reason: '  ' })).status).toBe(422);
    const explained = await json<RegisterSessionDto>(
      await post(`/cashflow/cajas/${officeSession}/motivo`, clerk, { reason: 'Faltó cambio' }),
    );
    expect(explained).toMatchObject({ differenceReason: 'Faltó cambio', reasonRequired: false, status: 'counting' });
    const session = await h.database.db.select().from(cashSessions).where(eq(cashSessions.id, officeSession));
    expect(session[0]?.status).toBe('counting');
  });

  it('a recount sends it back to open and clears the count', async () => {
    const barSession = (await rowOf(bar.posId))?.session?.id as string;
    expect((await post(`/cashflow/cajas/${barSession}/recontar`, clerk)).status).toBe(403);
    const back = await json<RegisterSessionDto>(await post(`/cashflow/cajas/${barSession}/recontar`, boss));
    expect(back).toMatchObject({ status: 'open', countedAmount: null, expectedAmount: null, countedBy: null });
  });

  it('50 supervisors confirming at once: exactly one closes; the short and the collection are booked once', async () => {
    const safeBefore = await balance(safeId);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(`/cashflow/cajas/${officeSession}/confirmar`, i % 2 ? boss : supervisor, { reason: 'Vuelto mal dado' }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    const closedSession = await json<RegisterSessionDto>(results.find((r) => r.status === 200) as Response);
    expect(closedSession).toMatchObject({ status: 'closed', differenceReason: 'Vuelto mal dado', difference: -10_000 });
    const diff = await bookings('cash_session_difference', [officeSession]);
    expect(diff.map((m) => [m.kind, m.amount])).toEqual([['expense', -10_000]]);
    const close = await bookings('cash_session_close', [officeSession]);
    expect(close.map((m) => m.amount).sort((a, b) => a - b)).toEqual([
      -(counted.countedAmount as number),
      counted.countedAmount as number,
    ]);
    expect(await balance(safeId)).toBe(safeBefore + (counted.countedAmount as number));
    // The register is back to empty: expected − short − collection. Its card still says what it
    // should have held, the very figure the count was compared with.
    tracked.office = 0;
    const live = await expectRegister(office.posId, office.accountId, 0);
    expect(live.overShort).toBe(-10_000);
    expect(live.closed).toBe(counted.countedAmount);
    expect(live.expected).toBe(counted.expectedAmount);
    // The extraction screen shows the same card, and what the count was compared with.
    const summary = await json<ExtractionSummary>(
      await h.request('GET', `/extracciones/resumen?nightId=${nightId}`, { token: supervisor }),
    );
    const card = summary.registers.find((r) => r.pointOfSaleId === office.posId);
    expect(card?.live).toEqual(live);
    expect(card?.expectedAtCount).toBe(counted.expectedAmount);
  });

  it('a sale arriving after the close stays in the register for its next count', async () => {
    await json(await ingest([sale(12_000)]));
    tracked.office += 12_000;
    // Not in what its count expected: a line of its own until the register's next count.
    expect((await expectRegister(office.posId, office.accountId, tracked.office)).afterCount).toBe(12_000);
  });

  it('the night closes once its registers are closed', async () => {
    const blocked = await post(`/nights/${nightId}/cerrar`, admin);
    expect(blocked.status).toBe(409);
    const barSession = (await rowOf(bar.posId))?.session?.id as string;
    const c = await json<RegisterSessionDto>(
      await post(`/cashflow/cajas/${barSession}/contar`, clerk, { amount: tracked.bar + 1_000, reason: '' }),
    );
    expect(c.difference).toBe(1_000);
    expect(c.reasonRequired).toBe(false);
    await json(await post(`/cashflow/cajas/${barSession}/confirmar`, supervisor, {}));
    expect((await bookings('cash_session_difference', [barSession])).map((m) => [m.kind, m.amount])).toEqual([['income', 1_000]]);
    expect(await balance(bar.accountId)).toBe(0);
    expect((await post(`/nights/${nightId}/cerrar`, admin)).status).toBe(200);
  });
});

describe('privileges and input', () => {
  it('141 or 207 to list; 141 to open and count; 207 to confirm and recount; others 403', async () => {
    const someId = uuidv7();
    expect((await h.request('GET', `/cashflow/cajas?nightId=${nightId}`, { token: stock })).status).toBe(403);
    expect((await h.request('GET', `/cashflow/cajas?nightId=${nightId}`)).status).toBe(401);
    expect((await post('/cashflow/cajas/abrir', stock, { nightId, pointOfSaleId: bar.posId, amount: 1 })).status).toBe(403);
    expect((await post('/cashflow/cajas/abrir', boss, { nightId, pointOfSaleId: bar.posId, amount: 1 })).status).toBe(403);
    expect((await post(`/cashflow/cajas/${someId}/contar`, stock, { amount: 1 })).status).toBe(403);
    expect((await post(`/cashflow/cajas/${someId}/contar`, boss, { amount: 1 })).status).toBe(403);
    expect((await post(`/cashflow/cajas/${someId}/confirmar`, clerk, {})).status).toBe(403);
    expect((await post(`/cashflow/cajas/${someId}/recontar`, stock)).status).toBe(403);
    expect((await post(`/cashflow/cajas/${someId}/confirmar`, boss, {})).status).toBe(404);
  });

  it('malformed bodies answer 4xx with a message, never a 5xx', async () => {
    const base = { nightId, pointOfSaleId: bar.posId };
    for (const body of [
      { ...base },
      { ...base, amount: -1 },
      { ...base, amount: 1.5 },
      { ...base, amount: '100' },
      { ...base, amount: 1e12 },
      { ...base, amount: 100, denominations: { '100000': 1 } },
      { ...base, denominations: { '30000': 1 } },
      { ...base, denominations: { '100000': -1 } },
      { ...base, denominations: { '100000': 0.5 } },
      { ...base, denominations: { '0100000': 1 } },
      { ...base, amount: 1, extra: true },
      { nightId: 'x', pointOfSaleId: bar.posId, amount: 1 },
    ]) {
      const res = await post('/cashflow/cajas/abrir', caja, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    const raw = await h.request('POST', '/cashflow/cajas/abrir', { token: caja, rawBody: '{"amount":' });
    expect(raw.status).toBe(400);
    expect((await post('/cashflow/cajas/not-a-uuid/contar', caja, { amount: 1 })).status).toBe(422);
    expect((await post(`/cashflow/cajas/${uuidv7()}/contar`, caja, { amount: 1, reason: 'x'.repeat(501) })).status).toBe(422);
    expect((await h.request('GET', '/cashflow/cajas?nightId=nope', { token: caja })).status).toBe(422);
    const de = await h.request('POST', '/cashflow/cajas/abrir', {
      token: caja,
      body: { ...base, denominations: { '30000': 1 } },
      headers: { 'accept-language': 'de' },
    });
    expect(((await de.json()) as { message: string }).message).toMatch(/Stückelung/);
  });
});
