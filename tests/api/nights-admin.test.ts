// configuracion/noche (/api/nights, issue 8): creating nights from local "HH:mm" times (across
// midnight), one open night per venue, closing blocked by pending cancellations and unclosed
// registers, audited reopen, the business-day cutoff deciding which night an instant belongs to,
// privileges (201), malformed input and venue scoping. Test nights live in 2031 so the seed's
// calendar never collides with them.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cancellationRequests,
  cashAccounts,
  cashSessions,
  nights,
  pointsOfSale,
  sales,
  users,
  venues,
} from '../../server/db/schema';
import { nightOf } from '../../server/domain/night-of';
import type { CloseRefusal, NightDto, NightSettingsDto, NightsListDto, OpenRefusal } from '../../src/contract/nights-admin';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let admin: string;
let caja: string;
let venueId: string;
let cajaId: string;
let otherVenueNight: string;

const create = (body: unknown, token = admin) => h.request('POST', '/nights', { token, body });
const act = (id: string, action: string, body?: unknown, token = admin) =>
  h.request('POST', `/nights/${id}/${action}`, { token, body });

async function makeNight(date: string, eventName = `Evento ${date}`, opensAt = '23:30', closesAt = '06:00') {
  return json<NightDto>(await create({ businessDate: date, eventName, opensAt, closesAt }), 201);
}

const makeUser = (email: string, codes: string[], venue: string | null) => h.createUser(email, codes, venue);

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  admin = await h.login('admin@noctua.test');
  caja = await h.login('caja@noctua.test');
  const [venue] = await db.select({ id: venues.id }).from(venues);
  venueId = venue?.id ?? '';
  const [cajaUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'caja@noctua.test'));
  cajaId = cajaUser?.id ?? '';
  // The seed's night under way (when the suite runs during opening hours) would block opening ours.
  await db.update(nights).set({ status: 'closed' }).where(eq(nights.status, 'open'));
  const otherVenue = uuidv7();
  await db.insert(venues).values({ id: otherVenue, name: 'Otro local', legalName: 'Otro SA', taxId: '30-9' });
  otherVenueNight = uuidv7();
  await db.insert(nights).values({
    id: otherVenueNight,
    venueId: otherVenue,
    businessDate: '2031-01-10',
    opensAt: new Date('2031-01-11T02:00:00Z'),
    closesAt: new Date('2031-01-11T09:00:00Z'),
  });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe('privileges and scoping', () => {
  it('lets 201 (caja@) list nights and refuses stock@, vip@ and supervisor@', async () => {
    await json<NightsListDto>(await h.request('GET', '/nights', { token: caja }));
    for (const email of ['stock@noctua.test', 'vip@noctua.test', 'supervisor@noctua.test']) {
      const token = await h.login(email);
      expect((await h.request('GET', '/nights', { token })).status).toBe(403);
      expect((await create({ businessDate: '2031-01-01', opensAt: '23:00', closesAt: '05:00' }, token)).status).toBe(403);
      expect((await h.request('GET', '/nights/ajustes', { token })).status).toBe(403);
    }
    expect((await h.request('GET', '/nights')).status).toBe(401);
  });

  it('answers 403 to a 201 user without a venue', async () => {
    const token = await makeUser('sin-local-noche@noctua.test', ['201'], null);
    const res = await h.request('GET', '/nights', { token });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe('Tu usuario no tiene un local asignado');
  });

  it("never shows or touches another venue's night", async () => {
    const list = await json<NightsListDto>(await h.request('GET', '/nights', { token: admin }));
    expect(list.nights.some((n) => n.id === otherVenueNight)).toBe(false);
    expect((await act(otherVenueNight, 'abrir')).status).toBe(404);
    const put = await h.request('PUT', `/nights/${otherVenueNight}`, {
      token: admin,
      body: { businessDate: '2031-01-10', opensAt: '22:00', closesAt: '04:00' },
    });
    expect(put.status).toBe(404);
    expect((await h.request('DELETE', `/nights/${otherVenueNight}`, { token: admin })).status).toBe(404);
  });
});

describe('creating and editing', () => {
  it('turns local times into instants, the closing time on the next morning', async () => {
    const n = await makeNight('2031-02-07', 'Fiesta de prueba', '23:30', '06:00');
    // Buenos Aires is UTC−3 all year.
    expect(n.opensAt).toBe('2031-02-08T02:30:00.000Z');
    expect(n.closesAt).toBe('2031-02-08T09:00:00.000Z');
    expect(n).toMatchObject({
      status: 'planned',
      opensAtLocal: '23:30',
      closesAtLocal: '06:00',
      eventName: 'Fiesta de prueba',
      salesCount: 0,
      pendingCancellations: 0,
      openCashSessions: 0,
    });
    // Doors opening after midnight (before the cutoff) still open on this business date's night.
    const late = await makeNight('2031-02-08', 'After', '01:00', '07:00');
    expect(late.opensAt).toBe('2031-02-09T04:00:00.000Z');
    expect(late.closesAt).toBe('2031-02-09T10:00:00.000Z');
  });

  it('refuses a second night on the same date', async () => {
    await makeNight('2031-02-14');
    const res = await create({ businessDate: '2031-02-14', opensAt: '22:00', closesAt: '05:00' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('Ya existe una noche para esa fecha');
  });

  it('answers malformed input with 4xx and a message', async () => {
    const bad: unknown[] = [
      { businessDate: '2031-02-30', opensAt: '23:00', closesAt: '05:00' },
      { businessDate: '2031-03-01', opensAt: '24:00', closesAt: '05:00' },
      { businessDate: '2031-03-01', opensAt: '23:00', closesAt: '5:00' },
      { businessDate: '2031-03-01', opensAt: '23:00', closesAt: '23:00' },
      { businessDate: '2031-03-01', opensAt: '23:00', closesAt: '05:00', eventName: 'x'.repeat(121) },
      { businessDate: 20310301, opensAt: '23:00', closesAt: '05:00' },
      {},
      [],
    ];
    for (const body of bad) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    const notJson = await h.request('POST', '/nights', { token: admin, rawBody: '{nope' });
    expect(notJson.status).toBe(400);
    expect((await act('not-a-uuid', 'abrir')).status).toBe(422);
    expect((await h.request('GET', '/nights?from=ayer', { token: admin })).status).toBe(422);
    expect((await act(uuidv7(), 'abrir')).status).toBe(404);
  });

  it('edits a planned night, moving its date only to a free one', async () => {
    const n = await makeNight('2031-02-20');
    await makeNight('2031-02-21');
    const taken = await h.request('PUT', `/nights/${n.id}`, {
      token: admin,
      body: { businessDate: '2031-02-21', opensAt: '23:00', closesAt: '05:00' },
    });
    expect(taken.status).toBe(409);
    const moved = await json<NightDto>(
      await h.request('PUT', `/nights/${n.id}`, {
        token: admin,
        body: { businessDate: '2031-02-22', eventName: 'Movida', opensAt: '22:00', closesAt: '04:30' },
      }),
    );
    expect(moved).toMatchObject({
      businessDate: '2031-02-22',
      eventName: 'Movida',
      opensAtLocal: '22:00',
      closesAtLocal: '04:30',
    });
    expect(moved.closesAt).toBe('2031-02-23T07:30:00.000Z');
  });

  it('lists nights in a date range with their counts', async () => {
    const list = await json<NightsListDto>(await h.request('GET', '/nights?from=2031-02-01&to=2031-02-15', { token: admin }));
    expect(list.timezone).toBe('America/Argentina/Buenos_Aires');
    expect(list.cutoffHour).toBe(9);
    expect(list.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dates = list.nights.map((n) => n.businessDate);
    expect(dates).toEqual(['2031-02-07', '2031-02-08', '2031-02-14']);
  });
});

describe('deleting', () => {
  it('deletes a planned night without sales and lets its date be used again', async () => {
    const n = await makeNight('2031-03-20');
    expect((await h.request('DELETE', `/nights/${n.id}`, { token: admin })).status).toBe(204);
    const list = await json<NightsListDto>(await h.request('GET', '/nights?from=2031-03-20&to=2031-03-20', { token: admin }));
    expect(list.nights).toEqual([]);
    const again = await makeNight('2031-03-20', 'Otra vez');
    expect(again.eventName).toBe('Otra vez');
    expect(again.status).toBe('planned');
  });

  it('refuses to delete a night with sales or one that is not planned', async () => {
    const n = await makeNight('2031-03-21');
    const [pos] = await h.database.db.select().from(pointsOfSale).where(eq(pointsOfSale.venueId, venueId)).limit(1);
    await h.database.db.insert(sales).values({
      id: uuidv7(),
      nightId: n.id,
      pointOfSaleId: pos?.id ?? '',
      at: new Date(n.opensAt),
      payment: 'cash',
      total: 1000,
    });
    const res = await h.request('DELETE', `/nights/${n.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('La noche tiene ventas: no se puede borrar');
    const closed = await makeNight('2031-03-22');
    await h.database.db.update(nights).set({ status: 'closed' }).where(eq(nights.id, closed.id));
    expect((await h.request('DELETE', `/nights/${closed.id}`, { token: admin })).status).toBe(409);
    const edit = await h.request('PUT', `/nights/${closed.id}`, {
      token: admin,
      body: { businessDate: '2031-03-22', opensAt: '23:00', closesAt: '05:00' },
    });
    expect(edit.status).toBe(409);
  });
});

describe('opening, closing and reopening', () => {
  it('keeps one open night per venue and names the open one', async () => {
    const first = await makeNight('2031-04-04', 'Primera');
    const second = await makeNight('2031-04-05', 'Segunda');
    const opened = await json<NightDto>(await act(first.id, 'abrir'));
    expect(opened.status).toBe('open');
    expect(opened.openedAt).not.toBeNull();
    const refused = await act(second.id, 'abrir');
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as OpenRefusal;
    expect(body.openNight.id).toBe(first.id);
    expect(body.message).toContain('Primera');
    expect(body.message).toContain('2031-04-04');
    // Opening twice is refused too (only a planned night opens).
    expect((await act(first.id, 'abrir')).status).toBe(409);
    // Its date cannot move while open.
    const move = await h.request('PUT', `/nights/${first.id}`, {
      token: admin,
      body: { businessDate: '2031-04-06', opensAt: '23:00', closesAt: '05:00' },
    });
    expect(move.status).toBe(409);
    expect((await act(first.id, 'cerrar')).status).toBe(200);
  });

  it('opens only one of two nights opened at the same time', async () => {
    const a = await makeNight('2031-04-11');
    const b = await makeNight('2031-04-12');
    const results = await Promise.all([act(a.id, 'abrir'), act(b.id, 'abrir')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const open = await h.database.db
      .select({ id: nights.id })
      .from(nights)
      .where(and(eq(nights.venueId, venueId), eq(nights.status, 'open')));
    expect(open).toHaveLength(1);
    expect((await act(open[0]?.id ?? '', 'cerrar')).status).toBe(200);
  });

  it('refuses to close with pending cancellations or unclosed registers, and says which', async () => {
    const db = h.database.db;
    const n = await makeNight('2031-05-02', 'Con pendientes');
    await json<NightDto>(await act(n.id, 'abrir'));
    const [bar] = await db
      .select()
      .from(pointsOfSale)
      .where(and(eq(pointsOfSale.venueId, venueId), eq(pointsOfSale.kind, 'bar')))
      .limit(1);
    const saleId = uuidv7();
    await db
      .insert(sales)
      .values({ id: saleId, nightId: n.id, pointOfSaleId: bar?.id ?? '', at: new Date(n.opensAt), payment: 'cash', total: 5000 });
    const requestId = uuidv7();
    await db.insert(cancellationRequests).values({ id: requestId, saleId, requestedBy: cajaId, reason: 'Error de carga' });
    const accountId = uuidv7();
    await db.insert(cashAccounts).values({ id: accountId, venueId, kind: 'register', name: 'Caja de prueba' });
    const sessionId = uuidv7();
    await db.insert(cashSessions).values({ id: sessionId, accountId, nightId: n.id, status: 'counting' });

    const listed = await json<NightsListDto>(await h.request('GET', '/nights?from=2031-05-02&to=2031-05-02', { token: admin }));
    expect(listed.nights[0]).toMatchObject({ salesCount: 1, salesTotal: 5000, pendingCancellations: 1, openCashSessions: 1 });

    const refused = await act(n.id, 'cerrar');
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as CloseRefusal;
    expect(body.blockers).toEqual([
      { kind: 'pending_cancellations', count: 1, detail: `${bar?.name} (1)` },
      { kind: 'open_registers', count: 1, detail: 'Caja de prueba' },
    ]);
    expect(body.message).toContain('No se puede cerrar la noche');
    expect(body.message).toContain('Solicitudes de anulación pendientes: 1');
    expect(body.message).toContain('Cajas sin cerrar: 1 (Caja de prueba)');
    const german = await h.request('POST', `/nights/${n.id}/cerrar`, { token: admin, headers: { 'accept-language': 'de' } });
    expect(((await german.json()) as CloseRefusal).message).toContain('Die Nacht kann nicht geschlossen werden');
    expect((await db.select().from(nights).where(eq(nights.id, n.id)))[0]?.status).toBe('open');

    // Deciding the request leaves the register.
    await db.update(cancellationRequests).set({ status: 'rejected' }).where(eq(cancellationRequests.id, requestId));
    const onlyRegister = (await (await act(n.id, 'cerrar')).json()) as CloseRefusal;
    expect(onlyRegister.blockers.map((b) => b.kind)).toEqual(['open_registers']);

    await db.update(cashSessions).set({ status: 'closed' }).where(eq(cashSessions.id, sessionId));
    const closed = await json<NightDto>(await act(n.id, 'cerrar'));
    expect(closed.status).toBe('closed');
    expect(closed.closedAt).not.toBeNull();
    expect(closed.closedByName).toBeTruthy();
    expect((await act(n.id, 'cerrar')).status).toBe(409);
  });

  it('reopens a closed night only with a reason, audited, and not beside another open night', async () => {
    const db = h.database.db;
    const n = await makeNight('2031-05-09', 'Reabrible');
    await json(await act(n.id, 'abrir'));
    await json(await act(n.id, 'cerrar'));
    expect((await act(n.id, 'reabrir', {})).status).toBe(422);
    expect((await act(n.id, 'reabrir', { reason: '   ' })).status).toBe(422);

    const other = await makeNight('2031-05-10');
    await json(await act(other.id, 'abrir'));
    const refused = await act(n.id, 'reabrir', { reason: 'Faltó cargar una venta' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as OpenRefusal).openNight.id).toBe(other.id);
    await json(await act(other.id, 'cerrar'));

    const reopened = await json<NightDto>(await act(n.id, 'reabrir', { reason: 'Faltó cargar una venta' }));
    expect(reopened).toMatchObject({ status: 'open', closedAt: null, closedByName: null });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, n.id), eq(auditLog.action, 'night.reopen')));
    expect(entry?.after).toMatchObject({ status: 'open', reason: 'Faltó cargar una venta' });
    expect(entry?.before).toMatchObject({ status: 'closed' });
    expect((await act(n.id, 'reabrir', { reason: 'otra vez' })).status).toBe(409);
    await json(await act(n.id, 'cerrar'));
  });
});

describe('business-day cutoff', () => {
  it('files 04:30 of the 15th under the 14th with cutoff 9, and under the 15th with cutoff 4', async () => {
    const db = h.database.db;
    const n14 = await makeNight('2031-06-14');
    const n15 = await makeNight('2031-06-15');
    // 04:30 local (UTC−3) on the 15th.
    const at = new Date('2031-06-15T07:30:00Z');
    expect((await nightOf(db, venueId, at))?.id).toBe(n14.id);

    const settings = await json<NightSettingsDto>(await h.request('GET', '/nights/ajustes', { token: caja }));
    expect(settings).toEqual({ timezone: 'America/Argentina/Buenos_Aires', cutoffHour: 9 });
    const saved = await json<NightSettingsDto>(
      await h.request('PUT', '/nights/ajustes', { token: caja, body: { cutoffHour: 4 } }),
    );
    expect(saved.cutoffHour).toBe(4);
    expect((await nightOf(db, venueId, at))?.id).toBe(n15.id);
    // 03:59 is still the night before.
    expect((await nightOf(db, venueId, new Date('2031-06-15T06:59:00Z')))?.id).toBe(n14.id);

    for (const cutoffHour of [13, -1, 4.5, '4', null]) {
      const res = await h.request('PUT', '/nights/ajustes', { token: caja, body: { cutoffHour } });
      expect(res.status, String(cutoffHour)).toBe(422);
    }
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'venue.cutoff'));
    expect(audit?.after).toEqual({ cutoffHour: 4 });
    await json(await h.request('PUT', '/nights/ajustes', { token: caja, body: { cutoffHour: 9 } }));
  });
});
