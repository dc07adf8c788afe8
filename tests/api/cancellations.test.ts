// Cancellations (/api/tickets, issue 8): SPEC §7 consultarAnulaciones, approval reversing a sale's
// stock consumption and VIP card charge exactly once (twice in a row and two supervisors at once),
// rejection changing nothing, approver ≠ requester, only pending requests, privileges, malformed
// input and venue scoping. Requests are made the way the app makes them: the outbox command.
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cancellationRequests,
  cardLedger,
  nights,
  notifications,
  sales,
  stockMovements,
  users,
  venues,
  vipCards,
} from '../../server/db/schema';
import type { CancellationRequestDto, DecisionAnswer, RecentSaleDto } from '../../src/contract/cancellations';
import type { PushResponse } from '../../src/contract/sync';
import { ticketNumber } from '../../src/contract/ticket-number';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let supervisor: string;
let admin: string;
let caja: string;
let stock: string;
let venueId: string;
let supervisorId: string;
let cajaId: string;
let seq = 0;

/** Asks for a cancellation through the outbox push, as the app does (offline-safe path). */
async function requestCancellation(token: string, saleId: string, reason = 'Cobré el trago equivocado'): Promise<string> {
  const requestId = uuidv7();
  seq += 1;
  const res = await h.request('POST', '/sync/push', {
    token,
    body: {
      deviceId: 'test-device',
      commands: [
        {
          id: uuidv7(),
          seq,
          name: 'cancellation.request',
          args: { requestId, saleId, reason },
          createdAt: new Date().toISOString(),
        },
      ],
    },
  });
  const { results } = await json<PushResponse>(res);
  expect(results[0]?.status, JSON.stringify(results)).toBe('applied');
  return requestId;
}

/** A completed sale of the venue with no request yet, matching `where` (raw SQL on `s`). */
async function freshSale(where: ReturnType<typeof sql>): Promise<string> {
  const result = (await h.database.db.execute(sql`
    select s.id from sales s
    join nights n on n.id = s.night_id
    join points_of_sale p on p.id = s.point_of_sale_id
    where n.venue_id = ${venueId} and s.status = 'completed'
      and not exists (select 1 from cancellation_requests r where r.sale_id = s.id)
      and ${where}
    order by s.at desc limit 1`)) as unknown as { rows: { id: string }[] };
  const id = result.rows[0]?.id;
  if (!id) throw new Error('no seeded sale matches');
  // Taken: a later freshSale call must not return it again.
  await h.database.db.insert(cancellationRequests).values({
    id: uuidv7(),
    saleId: id,
    requestedBy: cajaId,
    reason: 'reserva de la prueba',
    status: 'rejected',
    deletedAt: new Date(),
  });
  await reopenNightOf(id);
  return id;
}

/**
 * Closed means closed: a request is taken only on a sale of a night that is not closed. The small
 * seed holds a few VIP bar sales a night and is made at the real hour, so depending on when the
 * suite runs the newest ones sit on a night that was closed since (early in a night under way, or
 * after a Thursday). The test then works as a manager would after reopening that night; it is
 * reopened here in the database (the API keeps one open night a venue, which these tests don't need).
 */
async function reopenNightOf(saleId: string): Promise<void> {
  await h.database.db.execute(sql`
    update nights set status = 'open', closed_at = null, closed_by = null
    where status = 'closed' and id = (select night_id from sales where id = ${saleId})`);
}

const vipBarSale = () =>
  freshSale(
    sql`s.payment = 'vip_card' and p.kind = 'bar' and exists (select 1 from stock_movements m where m.source_type = 'sale' and m.source_id = s.id and m.kind = 'sale_consumption')`,
  );

/** On hand per location|good over the goods a sale consumed (sum of the whole ledger). */
async function stockOf(saleId: string): Promise<Map<string, number>> {
  const result = (await h.database.db.execute(sql`
    select m.location_id, m.good_id, sum(m.quantity)::float8 as qty from stock_movements m
    where (m.location_id, m.good_id) in (
      select location_id, good_id from stock_movements where source_type = 'sale' and source_id = ${saleId} and kind = 'sale_consumption')
    group by m.location_id, m.good_id`)) as unknown as { rows: { location_id: string; good_id: string; qty: number }[] };
  return new Map(result.rows.map((r) => [`${r.location_id}|${r.good_id}`, Math.round(Number(r.qty) * 1000) / 1000]));
}

async function consumedBy(saleId: string): Promise<Map<string, number>> {
  const rows = await h.database.db
    .select()
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.sourceType, 'sale'),
        eq(stockMovements.sourceId, saleId),
        eq(stockMovements.kind, 'sale_consumption'),
      ),
    );
  const out = new Map<string, number>();
  for (const r of rows)
    out.set(`${r.locationId}|${r.goodId}`, (out.get(`${r.locationId}|${r.goodId}`) ?? 0) + Number(r.quantity));
  return out;
}

/**
 * The stock movements a sale booked: its consumption rows (a good at a place may have several, one
 * per line) and the movements of its comp lines; approval reverses each of them once.
 */
async function bookedMovements(saleId: string): Promise<{ consumption: number; comps: number }> {
  const result = (await h.database.db.execute(sql`
    select
      (select count(*)::int from stock_movements where source_type = 'sale' and source_id = ${saleId} and kind = 'sale_consumption') as consumption,
      (select count(*)::int from stock_movements m join comps c on c.id = m.source_id
        where c.sale_id = ${saleId} and m.kind = 'comp' and m.source_type = 'comp') as comps`)) as unknown as {
    rows: { consumption: number; comps: number }[];
  };
  const row = result.rows[0];
  return { consumption: Number(row?.consumption ?? 0), comps: Number(row?.comps ?? 0) };
}

async function cardOf(saleId: string) {
  const [sale] = await h.database.db.select({ cardId: sales.vipCardId }).from(sales).where(eq(sales.id, saleId));
  const cardId = sale?.cardId as string;
  const [card] = await h.database.db.select({ balance: vipCards.balance }).from(vipCards).where(eq(vipCards.id, cardId));
  return { cardId, balance: Number(card?.balance) };
}

async function reversalsOf(requestId: string) {
  return h.database.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.sourceType, 'sale_cancellation'), eq(stockMovements.sourceId, requestId)));
}

async function adjustmentsOf(saleId: string) {
  return h.database.db
    .select()
    .from(cardLedger)
    .where(and(eq(cardLedger.saleId, saleId), eq(cardLedger.kind, 'adjustment')));
}

async function saleStatus(saleId: string) {
  const [row] = await h.database.db.select({ status: sales.status }).from(sales).where(eq(sales.id, saleId));
  return row?.status;
}

const approve = (id: string, token = supervisor, body: unknown = { note: 'Corresponde' }) =>
  h.request('POST', `/tickets/anulaciones/${id}/aprobar`, { token, body });
const reject = (id: string, token = supervisor, body: unknown = { note: 'La venta es correcta' }) =>
  h.request('POST', `/tickets/anulaciones/${id}/rechazar`, { token, body });

const makeUser = (email: string, codes: string[], venue: string | null) => h.createUser(email, codes, venue, 'Otra Persona');

beforeAll(async () => {
  h = await createHarness();
  [supervisor, admin, caja, stock] = await Promise.all([
    h.login('supervisor@noctua.test'),
    h.login('admin@noctua.test'),
    h.login('caja@noctua.test'),
    h.login('stock@noctua.test'),
  ]);
  const people = await h.database.db.select().from(users);
  const sup = people.find((u) => u.email === 'supervisor@noctua.test');
  venueId = sup?.defaultVenueId as string;
  supervisorId = sup?.id as string;
  cajaId = people.find((u) => u.email === 'caja@noctua.test')?.id as string;
});

afterAll(async () => {
  await h?.close();
});

describe('consultarAnulaciones (SPEC §7)', () => {
  it('lists the venue requests pending first, then newest, each with its sale, lines and people', async () => {
    const list = await json<CancellationRequestDto[]>(
      await h.request('GET', '/tickets/consultarAnulaciones', { token: supervisor }),
    );
    const seeded = await h.database.db.select({ id: cancellationRequests.id }).from(cancellationRequests);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(seeded.length);
    const firstDecided = list.findIndex((r) => r.status !== 'pending');
    expect(list.slice(firstDecided).every((r) => r.status !== 'pending')).toBe(true);
    for (const part of [list.slice(0, firstDecided), list.slice(firstDecided)]) {
      for (let i = 1; i < part.length; i++)
        expect((part[i - 1] as CancellationRequestDto).at >= (part[i] as CancellationRequestDto).at).toBe(true);
    }
    for (const r of list) {
      expect(r.requesterName).toBeTruthy();
      expect(r.sale.id).toBe(r.saleId);
      expect(r.sale.lines.length).toBeGreaterThan(0);
      expect(r.sale.total).toBe(r.sale.lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0));
      expect(r.sale.pointOfSaleName).toBeTruthy();
      expect(r.ageMinutes).toBeGreaterThanOrEqual(0);
      if (r.status === 'pending') expect(r.decidedBy).toBeNull();
      else expect(r.deciderName).toBeTruthy();
      if (r.sale.payment === 'vip_card') expect(r.sale.vipCardNumber).toMatch(/^\d+$/);
    }
  });

  it('needs 107: stock@ and caja@ get 403, no token 401', async () => {
    expect((await h.request('GET', '/tickets/consultarAnulaciones', { token: stock })).status).toBe(403);
    expect((await h.request('GET', '/tickets/consultarAnulaciones', { token: caja })).status).toBe(403);
    expect((await h.request('GET', '/tickets/consultarAnulaciones')).status).toBe(401);
  });
});

describe('approval', () => {
  it('cancels a VIP-card bar sale and gives back its stock and card charge, exactly once', async () => {
    const saleId = await vipBarSale();
    const consumed = await consumedBy(saleId);
    expect(consumed.size).toBeGreaterThan(0);
    const booked = await bookedMovements(saleId);
    const stockBefore = await stockOf(saleId);
    const cardBefore = await cardOf(saleId);
    const [charge] = await h.database.db
      .select()
      .from(cardLedger)
      .where(and(eq(cardLedger.saleId, saleId), eq(cardLedger.kind, 'consumption')));
    expect(charge).toBeTruthy();

    const requestId = await requestCancellation(caja, saleId);
    const answer = await json<DecisionAnswer>(await approve(requestId));
    expect(answer.request.status).toBe('approved');
    expect(answer.request.decidedBy).toBe(supervisorId);
    expect(answer.request.decisionNote).toBe('Corresponde');
    expect(answer.request.sale.status).toBe('cancelled');
    expect(answer.reversed.stockMovements).toBe(booked.consumption + booked.comps);
    expect(answer.reversed.cardAmount).toBe(-Number(charge?.amount));
    expect(await saleStatus(saleId)).toBe('cancelled');

    // Stock: each good at each location is back to before the sale (before minus what it consumed).
    const after = await stockOf(saleId);
    for (const [key, qty] of consumed) {
      expect(after.get(key)).toBeCloseTo((stockBefore.get(key) ?? 0) - qty, 3);
    }
    const reversals = await reversalsOf(requestId);
    expect(reversals).toHaveLength(booked.consumption);
    expect(reversals.every((m) => m.kind === 'sale_reversal')).toBe(true);
    // Card: the charge came back.
    expect((await cardOf(saleId)).balance).toBe(cardBefore.balance - Number(charge?.amount));
    expect(await adjustmentsOf(saleId)).toHaveLength(1);

    const audit = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, requestId));
    expect(audit.map((a) => a.action)).toEqual(['cancellation.approve']);
    const told = await h.database.db.select().from(notifications).where(eq(notifications.userId, cajaId));
    // The decision names the ticket (issue 37).
    const approvedTitle = `Anulación de #${ticketNumber(saleId)} aprobada`;
    expect(told.some((n) => n.title === approvedTitle && n.click?.includes(requestId))).toBe(true);

    // A second approval: 409, nothing more moves.
    expect((await approve(requestId, admin)).status).toBe(409);
    expect(await reversalsOf(requestId)).toHaveLength(reversals.length);
    expect(await adjustmentsOf(saleId)).toHaveLength(1);
    expect(await stockOf(saleId)).toEqual(after);
  });

  it('two supervisors approving at once: one wins, the effects happen once', async () => {
    const saleId = await vipBarSale();
    const consumed = await consumedBy(saleId);
    const booked = await bookedMovements(saleId);
    const stockBefore = await stockOf(saleId);
    const cardBefore = await cardOf(saleId);
    const requestId = await requestCancellation(caja, saleId);
    const results = await Promise.all([
      approve(requestId, supervisor),
      approve(requestId, admin),
      approve(requestId, supervisor),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await reversalsOf(requestId)).toHaveLength(booked.consumption);
    expect(await adjustmentsOf(saleId)).toHaveLength(1);
    const after = await stockOf(saleId);
    for (const [key, qty] of consumed) expect(after.get(key)).toBeCloseTo((stockBefore.get(key) ?? 0) - qty, 3);
    const [charge] = await h.database.db
      .select()
      .from(cardLedger)
      .where(and(eq(cardLedger.saleId, saleId), eq(cardLedger.kind, 'consumption')));
    expect((await cardOf(saleId)).balance).toBe(cardBefore.balance - Number(charge?.amount));
  });

  it('a cash sale at the ticket office is cancelled with no stock or card effect', async () => {
    const saleId = await freshSale(sql`s.payment = 'cash' and p.kind = 'ticket_office'`);
    const requestId = await requestCancellation(caja, saleId);
    const answer = await json<DecisionAnswer>(await approve(requestId, supervisor, {}));
    expect(answer.reversed).toEqual({ stockMovements: 0, cardAmount: 0 });
    expect(answer.request.decisionNote).toBeNull();
    expect(await saleStatus(saleId)).toBe('cancelled');
  });

  it('a sale already cancelled answers 409 and changes nothing', async () => {
    const [cancelled] = await h.database.db
      .select({ id: sales.id })
      .from(sales)
      .innerJoin(nights, eq(nights.id, sales.nightId))
      .where(and(eq(sales.status, 'cancelled'), eq(nights.venueId, venueId), ne(nights.status, 'closed')))
      .limit(1);
    const saleId = cancelled?.id as string;
    const requestId = uuidv7();
    await h.database.db.insert(cancellationRequests).values({ id: requestId, saleId, requestedBy: cajaId, reason: 'Otra vez' });
    const res = await approve(requestId);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('La venta ya está anulada');
    const [row] = await h.database.db.select().from(cancellationRequests).where(eq(cancellationRequests.id, requestId));
    expect(row?.status).toBe('pending');
    expect(await reversalsOf(requestId)).toHaveLength(0);
  });
});

describe('rejection and who decides', () => {
  it('rejecting needs a note and changes nothing but the request; it cannot be approved afterwards', async () => {
    const saleId = await vipBarSale();
    const stockBefore = await stockOf(saleId);
    const cardBefore = await cardOf(saleId);
    const requestId = await requestCancellation(caja, saleId);
    expect((await reject(requestId, supervisor, {})).status).toBe(422);
    expect((await reject(requestId, supervisor, { note: '   ' })).status).toBe(422);
    const answer = await json<DecisionAnswer>(await reject(requestId));
    expect(answer.request.status).toBe('rejected');
    expect(answer.request.decisionNote).toBe('La venta es correcta');
    expect(answer.reversed).toEqual({ stockMovements: 0, cardAmount: 0 });
    expect(await saleStatus(saleId)).toBe('completed');
    expect(await stockOf(saleId)).toEqual(stockBefore);
    expect((await cardOf(saleId)).balance).toBe(cardBefore.balance);
    const told = await h.database.db.select().from(notifications).where(eq(notifications.userId, cajaId));
    expect(told.some((n) => n.title === `Anulación de #${ticketNumber(saleId)} rechazada`)).toBe(true);
    expect((await approve(requestId)).status).toBe(409);
    expect((await reject(requestId)).status).toBe(409);
    expect(await saleStatus(saleId)).toBe('completed');
  });

  it('the requester may not decide their own request; another supervisor may', async () => {
    const saleId = await vipBarSale();
    const requestId = await requestCancellation(supervisor, saleId);
    const own = await approve(requestId, supervisor);
    expect(own.status).toBe(403);
    expect(((await own.json()) as { message: string }).message).toBe('No puede decidir su propia solicitud');
    expect((await reject(requestId, supervisor)).status).toBe(403);
    expect(await saleStatus(saleId)).toBe('completed');
    expect((await approve(requestId, admin)).status).toBe(200);
  });

  it('deciding needs 107: caja@ (who may ask) and stock@ get 403', async () => {
    const saleId = await freshSale(sql`s.payment = 'cash'`);
    const requestId = await requestCancellation(supervisor, saleId);
    expect((await approve(requestId, caja)).status).toBe(403);
    expect((await approve(requestId, stock)).status).toBe(403);
    expect((await reject(requestId, stock)).status).toBe(403);
    expect(await saleStatus(saleId)).toBe('completed');
  });

  it('one request: 107 holders and its requester read it, others get 403', async () => {
    const saleId = await freshSale(sql`s.payment = 'card'`);
    const requestId = await requestCancellation(caja, saleId, 'Cobré dos veces');
    const mine = await json<CancellationRequestDto>(await h.request('GET', `/tickets/anulaciones/${requestId}`, { token: caja }));
    expect(mine.reason).toBe('Cobré dos veces');
    expect(mine.status).toBe('pending');
    expect((await h.request('GET', `/tickets/anulaciones/${requestId}`, { token: supervisor })).status).toBe(200);
    expect((await h.request('GET', `/tickets/anulaciones/${requestId}`, { token: stock })).status).toBe(403);
  });

  it("mis-anulaciones: a requester's own requests with what became of them, nobody else's (issue 37)", async () => {
    const asked = await requestCancellation(caja, await freshSale(sql`s.payment = 'card'`), 'Ticket repetido');
    const decided = await requestCancellation(caja, await freshSale(sql`s.payment = 'card'`), 'Cliente se fue');
    expect((await reject(decided)).status).toBe(200);
    const others = await requestCancellation(supervisor, await freshSale(sql`s.payment = 'card'`), 'De otro');
    const mine = await json<CancellationRequestDto[]>(await h.request('GET', '/tickets/mis-anulaciones', { token: caja }));
    const byId = new Map(mine.map((r) => [r.id, r]));
    expect(byId.get(asked)).toMatchObject({ status: 'pending', reason: 'Ticket repetido', requestedBy: cajaId });
    expect(byId.get(decided)).toMatchObject({ status: 'rejected', decisionNote: 'La venta es correcta' });
    expect(byId.get(decided)?.sale.total).toBeGreaterThan(0);
    expect(byId.has(others)).toBe(false);
    expect(mine.every((r) => r.requestedBy === cajaId)).toBe(true);
    // Newest first.
    const times = mine.map((r) => r.at);
    expect(times).toEqual([...times].sort().reverse());
    const theirs = await json<CancellationRequestDto[]>(
      await h.request('GET', '/tickets/mis-anulaciones', { token: supervisor }),
    );
    expect(theirs.map((r) => r.id)).toContain(others);
    expect(theirs.some((r) => r.id === asked)).toBe(false);
    // Neither 107 nor 141: refused.
    expect((await h.request('GET', '/tickets/mis-anulaciones', { token: stock })).status).toBe(403);
  });
});

describe('malformed input and scoping', () => {
  it('answers 4xx with a message, never 5xx', async () => {
    const saleId = await freshSale(sql`s.payment = 'cash'`);
    const requestId = await requestCancellation(caja, saleId);
    const cases: Response[] = [
      await h.request('POST', '/tickets/anulaciones/not-a-uuid/aprobar', { token: supervisor, body: {} }),
      await h.request('POST', `/tickets/anulaciones/${requestId}/aprobar`, { token: supervisor, rawBody: '{nope' }),
      await h.request('POST', `/tickets/anulaciones/${requestId}/aprobar`, { token: supervisor, body: { note: 5 } }),
      await h.request('POST', `/tickets/anulaciones/${requestId}/aprobar`, { token: supervisor, body: { note: 'x', extra: 1 } }),
      await h.request('POST', `/tickets/anulaciones/${requestId}/aprobar`, {
        token: supervisor,
        body: { note: 'x'.repeat(501) },
      }),
      await h.request('POST', `/tickets/anulaciones/${requestId}/rechazar`, { token: supervisor, body: [] }),
      await h.request('GET', '/tickets/ventas?q=%25%27', { token: caja }),
    ];
    for (const res of cases) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    expect((await approve(uuidv7())).status).toBe(404);
    expect(await saleStatus(saleId)).toBe('completed');
  });

  it('a supervisor of another venue sees none of these requests and cannot decide them', async () => {
    const otherVenue = uuidv7();
    await h.database.db.insert(venues).values({ id: otherVenue, name: 'Otro local', legalName: 'Otro SA', taxId: '30-9' });
    const outsider = await makeUser('otro-supervisor@noctua.test', ['107', '141'], otherVenue);
    const noVenue = await makeUser('sin-local@noctua.test', ['107'], null);
    const saleId = await freshSale(sql`s.payment = 'cash'`);
    const requestId = await requestCancellation(caja, saleId);
    expect(await json<unknown[]>(await h.request('GET', '/tickets/consultarAnulaciones', { token: outsider }))).toEqual([]);
    expect((await approve(requestId, outsider)).status).toBe(404);
    expect((await h.request('GET', `/tickets/anulaciones/${requestId}`, { token: outsider })).status).toBe(404);
    expect(await json<unknown[]>(await h.request('GET', '/tickets/ventas', { token: outsider }))).toEqual([]);
    expect((await h.request('GET', '/tickets/consultarAnulaciones', { token: noVenue })).status).toBe(403);
    expect(await saleStatus(saleId)).toBe('completed');
  });
});

describe('recent sales to ask about (107 or 141)', () => {
  it('lists the newest sales with lines, marks a pending request, filters by ticket prefix and POS', async () => {
    const list = await json<RecentSaleDto[]>(await h.request('GET', '/tickets/ventas', { token: caja }));
    expect(list.length).toBeGreaterThan(0);
    for (let i = 1; i < list.length; i++) expect((list[i - 1] as RecentSaleDto).at >= (list[i] as RecentSaleDto).at).toBe(true);
    const sample = list.find((s) => s.status === 'completed' && !s.pendingRequestId) as RecentSaleDto;
    expect(list.some((s) => s.pendingRequestId)).toBe(true);
    expect(sample.lines.length).toBeGreaterThan(0);
    const ticket = sample.id.slice(-8);
    const byTicket = await json<RecentSaleDto[]>(
      await h.request('GET', `/tickets/ventas?q=${ticket.toUpperCase()}`, { token: supervisor }),
    );
    expect(byTicket.map((s) => s.id)).toEqual([sample.id]);
    const byPrefix = await json<RecentSaleDto[]>(
      await h.request('GET', `/tickets/ventas?q=${sample.id.slice(0, 13)}`, { token: caja }),
    );
    expect(byPrefix.map((s) => s.id)).toContain(sample.id);
    expect(byPrefix.every((s) => s.id.includes(sample.id.slice(0, 13)))).toBe(true);
    const byPos = await json<RecentSaleDto[]>(
      await h.request('GET', `/tickets/ventas?posId=${sample.pointOfSaleId}`, { token: caja }),
    );
    expect(byPos.every((s) => s.pointOfSaleId === sample.pointOfSaleId)).toBe(true);

    await reopenNightOf(sample.id);
    const requestId = await requestCancellation(caja, sample.id);
    const again = await json<RecentSaleDto[]>(await h.request('GET', `/tickets/ventas?q=${sample.id}`, { token: caja }));
    expect(again[0]?.pendingRequestId).toBe(requestId);
    expect((await h.request('GET', '/tickets/ventas', { token: stock })).status).toBe(403);
  });
});
