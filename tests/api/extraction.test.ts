// Cash extractions (/api/extracciones, 141): the arithmetic of a register's expected cash before
// and after, the register → safe transfer booked with it (two legs summing to zero), the limits
// (no more than the register holds, a witness who is someone else of the venue, an open night),
// privileges, malformed input and venue scoping. The seed's extractions carry their transfer too.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cashAccounts,
  cashExtractions,
  cashMovements,
  cashSessions,
  nights,
  pointsOfSale,
  userPrivileges,
  users,
  userVenues,
  venues,
} from '../../server/db/schema';
import { generate } from '../../server/db/seed/index';
import { hashPassword } from '../../server/lib/password';
import type {
  ExtractionDto,
  ExtractionNight,
  ExtractionSummary,
  OverAvailableAnswer,
  WitnessDto,
} from '../../src/contract/extraction';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, DEMO_PASSWORD, type Harness, json } from './harness';

let h: Harness;
let caja: string;
let stock: string;
let admin: string;
let venueId: string;
let cajaId: string;
let supervisorId: string;
let nightId: string;
let closedNightId: string;
let posA: string;
let posB: string;
let registerA: string;
let safeId: string;
let otherVenue: string;
let otherNight: string;
let otherUserId: string;
let otherToken: string;
let noVenueToken: string;

const FLOAT = 100_000;
const INCOME = 500_000;

async function makeUser(email: string, codes: string[], venue: string | null, active = true) {
  const db = h.database.db;
  const id = uuidv7();
  await db.insert(users).values({
    id,
    email,
    firstName: 'Test',
    lastName: email,
    displayName: `Test ${email}`,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    defaultVenueId: venue,
    active,
  });
  if (venue) await db.insert(userVenues).values({ userId: id, venueId: venue });
  for (const code of codes) await db.insert(userPrivileges).values({ userId: id, code });
  return { id, token: active ? await h.login(email) : '' };
}

function extract(token: string, body: Record<string, unknown>, lang?: string) {
  return h.request('POST', '/extracciones', {
    token,
    body: { nightId, pointOfSaleId: posA, witnessedBy: supervisorId, note: '', ...body },
    headers: lang ? { 'accept-language': lang } : undefined,
  });
}

async function summary(id = nightId, token = admin) {
  return json<ExtractionSummary>(await h.request('GET', `/extracciones/resumen?nightId=${id}`, { token }));
}

beforeAll(async () => {
  h = await createHarness();
  [caja, stock, admin] = await Promise.all([
    h.login('caja@noctua.test'),
    h.login('stock@noctua.test'),
    h.login('admin@noctua.test'),
  ]);
  const db = h.database.db;
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.email, ['caja@noctua.test', 'supervisor@noctua.test']));
  const cajaUser = people.find((u) => u.email === 'caja@noctua.test');
  venueId = cajaUser?.defaultVenueId as string;
  cajaId = cajaUser?.id as string;
  supervisorId = people.find((u) => u.email === 'supervisor@noctua.test')?.id as string;

  // A night of our own, open now, far from the seed's dates (one night per business date).
  nightId = uuidv7();
  const now = Date.now();
  await db.insert(nights).values({
    id: nightId,
    venueId,
    businessDate: '2091-03-03',
    eventName: 'Noche de prueba',
    opensAt: new Date(now - 2 * 3600_000),
    closesAt: new Date(now + 4 * 3600_000),
    status: 'open',
  });
  const [closed] = await db
    .select()
    .from(nights)
    .where(and(eq(nights.venueId, venueId), eq(nights.status, 'closed')))
    .limit(1);
  closedNightId = closed?.id as string;

  const registers = await db
    .select({ id: cashAccounts.id, posId: cashAccounts.pointOfSaleId })
    .from(cashAccounts)
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, cashAccounts.pointOfSaleId))
    .where(and(eq(cashAccounts.venueId, venueId), eq(cashAccounts.kind, 'register'), eq(pointsOfSale.active, true)))
    .orderBy(pointsOfSale.name);
  posA = registers[0]?.posId as string;
  registerA = registers[0]?.id as string;
  posB = registers[1]?.posId as string;
  const [safe] = await db
    .select()
    .from(cashAccounts)
    .where(and(eq(cashAccounts.venueId, venueId), eq(cashAccounts.kind, 'safe')));
  safeId = safe?.id as string;
  expect(closedNightId && posA && posB && safeId).toBeTruthy();

  // The demo's last night is still open (its pending cancellations block the close), so its
  // registers still hold its takings: empty registers A and B into the safe so this night starts at zero.
  for (const register of [registerA, registers[1]?.id as string]) {
    const [held] = await db
      .select({ sum: sql<string>`coalesce(sum(${cashMovements.amount}), 0)` })
      .from(cashMovements)
      .where(eq(cashMovements.accountId, register));
    const takings = Number(held?.sum ?? 0);
    if (takings === 0) continue;
    await db.insert(cashMovements).values([
      { accountId: register, kind: 'transfer', amount: -takings, note: 'Vaciado de la prueba' },
      { accountId: safeId, kind: 'transfer', amount: takings, note: 'Vaciado de la prueba' },
    ]);
  }
  // The float is a safe → register transfer (what POST /cashflow/cajas/abrir books).
  const sessionId = uuidv7();
  await db.insert(cashSessions).values({ id: sessionId, accountId: registerA, nightId, openingFloat: FLOAT, status: 'open' });
  const float = {
    nightId,
    kind: 'transfer',
    note: 'Fondo fijo de apertura',
    sourceType: 'cash_session_float',
    sourceId: sessionId,
  } as const;
  await db.insert(cashMovements).values([
    { ...float, accountId: safeId, amount: -FLOAT },
    { ...float, accountId: registerA, amount: FLOAT },
    { accountId: registerA, nightId, kind: 'income', amount: 300_000, note: 'Ventas en efectivo (parcial)' },
    { accountId: registerA, nightId, kind: 'income', amount: 200_000, note: 'Ventas en efectivo (parcial)' },
    // Card money never reaches the register's drawer: not an income of this register.
    { accountId: safeId, nightId, kind: 'income', amount: 999_000, note: 'Otra cuenta' },
  ]);

  otherVenue = uuidv7();
  await db.insert(venues).values({ id: otherVenue, name: 'Otro local', legalName: 'Otro SA', taxId: '30-8' });
  otherNight = uuidv7();
  await db.insert(nights).values({
    id: otherNight,
    venueId: otherVenue,
    businessDate: '2091-03-03',
    opensAt: new Date(now - 3600_000),
    closesAt: new Date(now + 3600_000),
    status: 'open',
  });
  const other = await makeUser('caja.otro@noctua.test', ['141'], otherVenue);
  otherUserId = other.id;
  otherToken = other.token;
  noVenueToken = (await makeUser('sinlocal141@noctua.test', ['141'], null)).token;
  await makeUser('inactivo@noctua.test', [], venueId, false);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('extraction arithmetic', () => {
  it('starts from the float plus the cash income of the register', async () => {
    const s = await summary();
    const a = s.registers.find((r) => r.pointOfSaleId === posA);
    expect(a).toMatchObject({ openingFloat: FLOAT, extracted: 0, count: 0, sessionStatus: 'open' });
    expect(a?.live).toMatchObject({ carried: 0, float: FLOAT, cashIn: INCOME, cashOut: 0, expected: FLOAT + INCOME });
    const b = s.registers.find((r) => r.pointOfSaleId === posB);
    expect(b).toMatchObject({ openingFloat: 0, sessionStatus: null });
    expect(b?.live).toMatchObject({ float: 0, cashIn: 0, cashOut: 0, expected: 0 });
    expect(s.night).toMatchObject({ id: nightId, status: 'open' });
  });

  it('books the extraction and a register → safe transfer whose two legs sum to zero', async () => {
    const created = await json<ExtractionDto>(await extract(caja, { amount: 200_000, note: 'Primera' }), 201);
    expect(created).toMatchObject({
      nightId,
      pointOfSaleId: posA,
      amount: 200_000,
      by: { id: cajaId },
      witness: { id: supervisorId },
      note: 'Primera',
    });
    expect(created.transferGroupId).toBeTruthy();
    const legs = await h.database.db
      .select()
      .from(cashMovements)
      .where(eq(cashMovements.transferGroupId, created.transferGroupId as string));
    expect(legs).toHaveLength(2);
    expect(legs.every((l) => l.kind === 'extraction' && l.nightId === nightId)).toBe(true);
    expect(legs.reduce((s, l) => s + l.amount, 0)).toBe(0);
    expect(legs.find((l) => l.accountId === registerA)?.amount).toBe(-200_000);
    expect(legs.find((l) => l.accountId === safeId)?.amount).toBe(200_000);

    const s = await summary();
    const a = s.registers.find((r) => r.pointOfSaleId === posA);
    expect(a).toMatchObject({ extracted: 200_000, count: 1 });
    expect(a?.live).toMatchObject({
      float: FLOAT,
      cashIn: INCOME,
      extractions: 200_000,
      cashOut: 200_000,
      expected: FLOAT + INCOME - 200_000,
    });
    expect(s.totals.extracted).toBe(200_000);
  });

  it('refuses more than the register holds, saying how much is available', async () => {
    const available = FLOAT + INCOME - 200_000;
    const res = await extract(admin, { amount: available + 1 });
    const body = await json<OverAvailableAnswer>(res, 409);
    expect(body.available).toBe(available);
    expect(body.message).toContain('4.000,00');
    // The cashier, who will count it blind, is refused without the amount.
    const blind = await json<OverAvailableAnswer>(await extract(caja, { amount: available + 1 }), 409);
    expect(blind).toEqual({ message: 'La caja no tiene tanto efectivo para esa extracción' });
    const de = await json<OverAvailableAnswer>(await extract(admin, { amount: available + 1 }, 'de'), 409);
    expect(de.message).toMatch(/Bargeld/);
    expect(de.message).toContain('4.000,00');
    // Nothing was written by the refused attempts.
    const rows = await h.database.db.select().from(cashExtractions).where(eq(cashExtractions.nightId, nightId));
    expect(rows).toHaveLength(1);
  });

  it('takes exactly what is left, after which the register has nothing to give', async () => {
    await json<ExtractionDto>(await extract(caja, { amount: FLOAT + INCOME - 200_000 }), 201);
    const a = (await summary()).registers.find((r) => r.pointOfSaleId === posA);
    expect(a).toMatchObject({ extracted: FLOAT + INCOME, count: 2 });
    expect(a?.live?.expected).toBe(0);
    const body = await json<OverAvailableAnswer>(await extract(admin, { amount: 1 }), 409);
    expect(body.available).toBe(0);
  });

  it('two extractions racing for the same cash: only one gets it', async () => {
    await h.database.db.insert(cashMovements).values({ accountId: registerA, nightId, kind: 'income', amount: 50_000 });
    const results = await Promise.all([extract(caja, { amount: 50_000 }), extract(admin, { amount: 50_000 })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const a = (await summary()).registers.find((r) => r.pointOfSaleId === posA);
    expect(a?.live?.expected).toBe(0);
  });

  it('a register without an open session gives nothing (issue 17: extractions need an open register)', async () => {
    const body = await json<OverAvailableAnswer>(await extract(caja, { pointOfSaleId: posB, amount: 100 }), 409);
    expect(body.message).toBe('La caja no está abierta: ábrela con su fondo antes de extraer');
    expect(body.available).toBeUndefined();
  });

  it('lists the night extractions newest first, with who and the witness, filterable by register', async () => {
    const list = await json<ExtractionDto[]>(await h.request('GET', `/extracciones?nightId=${nightId}`, { token: caja }));
    expect(list).toHaveLength(3);
    expect(list.map((e) => e.at)).toEqual([...list.map((e) => e.at)].sort().reverse());
    expect(list.every((e) => e.witness?.id === supervisorId && e.by.name)).toBe(true);
    const none = await json<ExtractionDto[]>(
      await h.request('GET', `/extracciones?nightId=${nightId}&pointOfSaleId=${posB}`, { token: caja }),
    );
    expect(none).toEqual([]);
  });
});

describe('extraction rules', () => {
  it('the witness must be someone else', async () => {
    const res = await extract(caja, { amount: 1, witnessedBy: cajaId });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe('El testigo debe ser otra persona');
  });

  it('the witness must be an active user of the venue', async () => {
    expect((await extract(caja, { amount: 1, witnessedBy: otherUserId })).status).toBe(422);
    const [inactive] = await h.database.db.select().from(users).where(eq(users.email, 'inactivo@noctua.test'));
    expect((await extract(caja, { amount: 1, witnessedBy: inactive?.id })).status).toBe(422);
    expect((await extract(caja, { amount: 1, witnessedBy: uuidv7() })).status).toBe(422);
  });

  it('the witness must hold a cash code: a stock keeper or a code-less account of the venue cannot witness', async () => {
    await h.createUser('witness-stock@noctua.test', ['409'], venueId);
    await h.createUser('witness-none@noctua.test', [], venueId);
    const idOf = async (email: string) =>
      (await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id as string;
    const stockOnly = await idOf('witness-stock@noctua.test');
    const noCodes = await idOf('witness-none@noctua.test');
    for (const witnessedBy of [stockOnly, noCodes]) {
      const res = await extract(caja, { amount: 1, witnessedBy });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { message: string }).message).toBe(
        'El testigo debe ser un usuario activo del local con un permiso de caja',
      );
    }
    const list = await json<WitnessDto[]>(await h.request('GET', '/extracciones/testigos', { token: caja }));
    expect(list.map((w) => w.id)).not.toContain(stockOnly);
    expect(list.map((w) => w.id)).not.toContain(noCodes);
  });

  it('only during an open night', async () => {
    const res = await extract(caja, { nightId: closedNightId, amount: 1 });
    expect(res.status).toBe(409);
    const planned = uuidv7();
    await h.database.db.insert(nights).values({
      id: planned,
      venueId,
      businessDate: '2091-04-04',
      opensAt: new Date(),
      closesAt: new Date(Date.now() + 3600_000),
      status: 'planned',
    });
    expect((await extract(caja, { nightId: planned, amount: 1 })).status).toBe(409);
  });

  it('not at a future time, nor before the night', async () => {
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await extract(caja, { amount: 1, at: future })).status).toBe(422);
    const early = new Date(Date.now() - 2 * 86_400_000).toISOString();
    expect((await extract(caja, { amount: 1, at: early })).status).toBe(422);
  });

  it('an open night accepts extractions even long before its planned opening (an after-office opened early)', async () => {
    const db = h.database.db;
    const [night] = await db.select().from(nights).where(eq(nights.id, nightId));
    const now = Date.now();
    // The test's night, planned for 10 h from now but opened an hour ago.
    await db
      .update(nights)
      .set({
        opensAt: new Date(now + 10 * 3600_000),
        closesAt: new Date(now + 16 * 3600_000),
        openedAt: new Date(now - 3600_000),
      })
      .where(eq(nights.id, nightId));
    try {
      // The night's time allows it (the register, emptied by the tests above, may still refuse
      // for want of cash: a different rule).
      const taken = await extract(caja, { amount: 1 });
      const answer = (await taken.json()) as { message?: string };
      expect(answer.message, JSON.stringify(answer)).not.toBe('La hora de la extracción es anterior a la noche');
      expect([201, 409]).toContain(taken.status);
      // Not before it was opened, though.
      const before = new Date(now - 3 * 3600_000).toISOString();
      const early = await extract(caja, { amount: 1, at: before });
      expect(early.status).toBe(422);
      expect(((await early.json()) as { message: string }).message).toBe('La hora de la extracción es anterior a la noche');
    } finally {
      await db
        .update(nights)
        .set({ opensAt: night?.opensAt, closesAt: night?.closesAt, openedAt: night?.openedAt ?? null })
        .where(eq(nights.id, nightId));
    }
  });

  it('offers the other active users of the venue as witnesses', async () => {
    const list = await json<WitnessDto[]>(await h.request('GET', '/extracciones/testigos', { token: caja }));
    const ids = list.map((w) => w.id);
    expect(ids).toContain(supervisorId);
    expect(ids).not.toContain(cajaId);
    expect(ids).not.toContain(otherUserId);
    expect(list.some((w) => w.name === 'Test inactivo@noctua.test')).toBe(false);
  });

  it('lists the nights that were opened, newest first', async () => {
    const list = await json<ExtractionNight[]>(await h.request('GET', '/extracciones/noches', { token: caja }));
    expect(list[0]?.id).toBe(nightId);
    expect(list.every((n) => n.status !== 'planned')).toBe(true);
  });
});

describe('privileges, input and venue scoping', () => {
  it('141 holders may; others get 403; no token 401', async () => {
    expect((await h.request('GET', `/extracciones?nightId=${nightId}`, { token: stock })).status).toBe(403);
    expect((await h.request('GET', `/extracciones/resumen?nightId=${nightId}`, { token: stock })).status).toBe(403);
    expect((await h.request('GET', '/extracciones/testigos', { token: stock })).status).toBe(403);
    expect((await extract(stock, { amount: 1 })).status).toBe(403);
    expect((await h.request('GET', `/extracciones?nightId=${nightId}`)).status).toBe(401);
    expect((await h.request('GET', `/extracciones?nightId=${nightId}`, { token: caja })).status).toBe(200);
  });

  it('a 207 holder without 141 reads the registers screen (nights, summary with figures, list) but extracts nothing', async () => {
    const { token: only207 } = await makeUser('solo-207@noctua.test', ['207'], venueId);
    expect((await h.request('GET', '/extracciones/noches', { token: only207 })).status).toBe(200);
    const summary = await json<ExtractionSummary>(
      await h.request('GET', `/extracciones/resumen?nightId=${nightId}`, { token: only207 }),
    );
    expect(summary.totals.expected).not.toBeNull();
    expect((await h.request('GET', `/extracciones?nightId=${nightId}`, { token: only207 })).status).toBe(200);
    expect((await h.request('GET', '/extracciones/testigos', { token: only207 })).status).toBe(403);
    expect((await extract(only207, { amount: 1 })).status).toBe(403);
  });

  it('malformed input answers 4xx with a message', async () => {
    for (const body of [
      { amount: 0 },
      { amount: -5 },
      { amount: 1.5 },
      { amount: '100' },
      { amount: 1, nightId: 'x' },
      { amount: 1, witnessedBy: 'nobody' },
      { amount: 1, at: 'ayer' },
      { amount: 1, note: 'x'.repeat(501) },
      { amount: 1, extra: true },
    ]) {
      const res = await extract(caja, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    const bad = await h.request('POST', '/extracciones', { token: caja, rawBody: '{"amount":' });
    expect(bad.status).toBe(400);
    expect((await h.request('GET', '/extracciones?nightId=nope', { token: caja })).status).toBe(422);
    expect((await h.request('GET', '/extracciones', { token: caja })).status).toBe(422);
  });

  it("another venue's night, register and data stay out of reach", async () => {
    expect((await extract(caja, { nightId: otherNight, amount: 1 })).status).toBe(404);
    expect((await h.request('GET', `/extracciones/resumen?nightId=${otherNight}`, { token: caja })).status).toBe(404);
    expect((await h.request('GET', `/extracciones?nightId=${nightId}`, { token: otherToken })).status).toBe(404);
    expect((await h.request('GET', `/extracciones/resumen?nightId=${nightId}`, { token: otherToken })).status).toBe(404);
    // Their own open night, but our point of sale.
    const res = await h.request('POST', '/extracciones', {
      token: otherToken,
      body: { nightId: otherNight, pointOfSaleId: posA, amount: 1, witnessedBy: supervisorId },
    });
    expect(res.status).toBe(404);
    const other = await summary(otherNight, otherToken);
    expect(other.registers).toEqual([]);
  });

  it('a user without a venue gets 403', async () => {
    expect((await h.request('GET', '/extracciones/testigos', { token: noVenueToken })).status).toBe(403);
  });
});

describe('seeded extractions', () => {
  it('each carries the register → safe transfer it booked, same amount, summing to zero', async () => {
    // The 'test' seed is too small to extract; the demo story is built in memory (no database).
    const sink = await generate({ size: 'demo', defaultPassword: 'x' });
    const extractions = sink.list(cashExtractions);
    expect(extractions.length).toBeGreaterThan(10);
    const legs = new Map<string, (typeof cashMovements.$inferInsert)[]>();
    for (const m of sink.list(cashMovements)) {
      if (!m.transferGroupId) continue;
      legs.set(m.transferGroupId, [...(legs.get(m.transferGroupId) ?? []), m]);
    }
    for (const e of extractions) {
      const pair = legs.get(e.transferGroupId ?? '') ?? [];
      expect(pair.map((l) => l.amount).sort((a, b) => a - b)).toEqual([-e.amount, e.amount]);
      expect(pair.every((l) => l.kind === 'extraction' && l.nightId === e.nightId)).toBe(true);
    }
  }, 60_000);
});
