// Reservations (/api/resto/reservas, issue 35, 314): double booking refused also under 20 parallel
// requests (exactly one wins), joined tables (joinable, one area), the state machine, the waiting
// list, the venue's rules (party limits, pacing), ids of another venue refused, privileges,
// validation messages, and every write with its audit row.
import { and, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cardTypes,
  reservations,
  reservationTables,
  restoAreas,
  restoSettings,
  restoTables,
  users,
  venues,
  vipCards,
} from '../../server/db/schema';
import type { ReservationBody, ReservationDto, ReservationNightDto } from '../../src/contract/resto-reservations';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let host: string;
let venueId: string;
let otherVenue: string;
let areaA: string;
let areaB: string;
/** a1, a2: joinable in area A; a3: not joinable in A; b1: joinable in area B; x1: another venue's. */
const t = { a1: '', a2: '', a3: '', b1: '', x1: '' };
let day = 0;

/** A date of its own for each test (no clash with the demo's nights or another test). */
function nextDate(): string {
  day += 1;
  return new Date(Date.UTC(2031, 0, day)).toISOString().slice(0, 10);
}

function body(overrides: Partial<ReservationBody> = {}): ReservationBody {
  return { date: '2031-06-01', time: '21:00', partySize: 2, name: 'Lucía Gómez', tableIds: [t.a1], ...overrides };
}

const create = (b: Partial<ReservationBody>, token = host) => h.request('POST', '/resto/reservas', { token, body: body(b) });
const created = async (b: Partial<ReservationBody>) => json<ReservationDto>(await create(b), 201);
const move = (id: string, status: string) => h.request('POST', `/resto/reservas/${id}/estado`, { token: host, body: { status } });
const seat = (id: string, tableIds?: string[]) =>
  h.request('POST', `/resto/reservas/${id}/sentar`, { token: host, body: tableIds ? { tableIds } : {} });

async function addTable(areaId: string, name: string, joinable: boolean, money = { minimumSpend: 0, deposit: 0 }) {
  const id = uuidv7();
  await h.database.db.insert(restoTables).values({ id, areaId, name, seats: 4, joinable, ...money });
  return id;
}

async function message(res: Response, status: number): Promise<string> {
  return (await json<{ message: string }>(res, status)).message;
}

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  const [admin] = await db.select().from(users).where(eq(users.email, 'vip@noctua.test'));
  venueId = admin?.defaultVenueId as string;
  host = await h.createUser('anfitrion@noctua.test', ['314'], venueId, 'Ana Anfitriona');
  otherVenue = uuidv7();
  await db.insert(venues).values({ id: otherVenue, name: 'Otro local', legalName: 'Otro SA', taxId: '30-9' });
  areaA = uuidv7();
  areaB = uuidv7();
  const areaX = uuidv7();
  await db.insert(restoAreas).values([
    { id: areaA, venueId, name: 'Prueba A' },
    { id: areaB, venueId, name: 'Prueba B' },
    { id: areaX, venueId: otherVenue, name: 'Ajena' },
  ]);
  t.a1 = await addTable(areaA, 'A1', true, { minimumSpend: 50_000_00, deposit: 10_000_00 });
  t.a2 = await addTable(areaA, 'A2', true, { minimumSpend: 30_000_00, deposit: 5_000_00 });
  t.a3 = await addTable(areaA, 'A3', false);
  t.b1 = await addTable(areaB, 'B1', true);
  t.x1 = await addTable(areaX, 'X1', true);
});
afterAll(async () => {
  await h?.close();
});

describe('double booking', () => {
  it('refuses an overlapping reservation of the same table and allows back-to-back ones', async () => {
    const date = nextDate();
    const first = await created({ date, time: '21:00', tableIds: [t.a1] });
    // Party of 2: 90 minutes by default.
    expect(new Date(first.endsAt as string).getTime() - new Date(first.startsAt as string).getTime()).toBe(90 * 60_000);
    expect(await message(await create({ date, time: '22:00', tableIds: [t.a1] }), 409)).toBe(
      'La mesa ya está reservada en ese horario',
    );
    await created({ date, time: '22:30', tableIds: [t.a1] });
    // A cancelled reservation frees its table.
    const other = await created({ date, time: '19:00', tableIds: [t.a2] });
    await json(await move(other.id, 'cancelled'));
    await created({ date, time: '19:00', tableIds: [t.a2] });
  });

  it('lets exactly one of 20 parallel bookings of one table win', async () => {
    const date = nextDate();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create({ date, time: '21:00', name: `Reserva ${i}`, tableIds: [t.a3] })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const night = await json<ReservationNightDto>(await h.request('GET', `/resto/reservas?date=${date}`, { token: host }));
    expect(night.reservations.filter((r) => r.tableIds.includes(t.a3))).toHaveLength(1);
  });

  it('refuses joined tables that overlap a booking of one of them, also in parallel', async () => {
    const date = nextDate();
    const answers = await Promise.all([
      create({ date, time: '21:00', tableIds: [t.a1, t.a2] }),
      create({ date, time: '21:30', tableIds: [t.a2] }),
      create({ date, time: '21:15', tableIds: [t.a1] }),
    ]);
    const [joined, a2, a1] = answers.map((r) => r.status);
    // Either the joined booking won both tables, or the two single ones won theirs (they do not clash).
    if (joined === 201) expect([a2, a1]).toEqual([409, 409]);
    else expect([joined, a2, a1]).toEqual([409, 201, 201]);
  });
});

describe('joined tables', () => {
  it('joins joinable tables of one area, with their minimum spend and deposit summed', async () => {
    const r = await created({ date: nextDate(), partySize: 8, tableIds: [t.a2, t.a1] });
    expect([...r.tableIds].sort()).toEqual([t.a1, t.a2].sort());
    expect(r.areaId).toBe(areaA);
    expect(r.minimumSpend).toBe(80_000_00);
    expect(r.deposit).toBe(15_000_00);
    const links = await h.database.db.select().from(reservationTables).where(eq(reservationTables.reservationId, r.id));
    expect(links).toHaveLength(2);
    // Given amounts win over the tables'.
    const own = await created({ date: nextDate(), tableIds: [t.a1], minimumSpend: 1000, deposit: 0 });
    expect([own.minimumSpend, own.deposit]).toEqual([1000, 0]);
  });

  it('refuses a table that is not joinable, tables of two areas, and repeated tables', async () => {
    const date = nextDate();
    expect(await message(await create({ date, tableIds: [t.a1, t.a3] }), 422)).toBe(
      'Solo se pueden unir mesas marcadas como unibles',
    );
    expect(await message(await create({ date, tableIds: [t.a1, t.b1] }), 422)).toBe(
      'Las mesas unidas deben ser de la misma área',
    );
    expect(await message(await create({ date, tableIds: [t.a1, t.a1] }), 422)).toBe('Una mesa está repetida');
  });
});

describe('states', () => {
  it('runs requested → confirmed → seated → completed and refuses other moves with a translated 409', async () => {
    const r = await created({ date: nextDate(), tableIds: [t.b1] });
    expect(r.status).toBe('requested');
    expect(await message(await seat(r.id), 409)).toBe('La reserva no puede pasar a ese estado');
    expect(await message(await move(r.id, 'no_show'), 409)).toBe('La reserva no puede pasar a ese estado');
    expect((await json<ReservationDto>(await move(r.id, 'confirmed'))).status).toBe('confirmed');
    const seated = await json<ReservationDto>(await seat(r.id));
    expect([seated.status, seated.seatedAt !== null]).toEqual(['seated', true]);
    expect(await message(await move(r.id, 'cancelled'), 409)).toBe('La reserva no puede pasar a ese estado');
    expect((await json<ReservationDto>(await move(r.id, 'completed'))).status).toBe('completed');
    const de = await h.request('POST', `/resto/reservas/${r.id}/estado`, {
      token: host,
      body: { status: 'confirmed' },
      headers: { 'Accept-Language': 'de' },
    });
    expect(await message(de, 409)).toBe('Die Reservierung kann nicht in diesen Status wechseln');
    // A finished reservation is not edited.
    const edit = await h.request('PUT', `/resto/reservas/${r.id}`, { token: host, body: body({ tableIds: [t.b1] }) });
    expect(await message(edit, 409)).toBe('Una reserva terminada, cancelada o ausente ya no se edita');
    const audit = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'reservations'), eq(auditLog.entityId, r.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(
      ['reservation.create', 'reservation.seat', 'reservation.status', 'reservation.status'].sort(),
    );
  });

  it('confirms at creation and marks a no-show', async () => {
    const r = await created({ date: nextDate(), tableIds: [t.b1], status: 'confirmed' });
    expect((await json<ReservationDto>(await move(r.id, 'no_show'))).status).toBe('no_show');
  });
});

describe('waiting list', () => {
  it('holds no table, and seats a party onto a free table', async () => {
    const date = nextDate();
    expect(await message(await create({ date, waitlisted: true }), 422)).toBe('Una reserva en lista de espera no tiene mesa');
    expect(await message(await create({ date, tableIds: [] }), 422)).toBe('Elige una mesa o pon la reserva en lista de espera');
    const waiting = await created({ date, waitlisted: true, tableIds: [] });
    expect([waiting.waitlisted, waiting.tableIds, waiting.areaId]).toEqual([true, [], null]);
    expect(await message(await seat(waiting.id), 422)).toBe('Elige la mesa en la que se sienta la reserva en espera');
    // A table held right now refuses the party; a free one takes it.
    const now = new Date();
    const busy = await created({ date: now.toISOString().slice(0, 10), time: '00:00', tableIds: [t.a3], status: 'confirmed' });
    await h.database.db
      .update(reservations)
      .set({ startsAt: new Date(now.getTime() - 30 * 60_000), endsAt: new Date(now.getTime() + 60 * 60_000) })
      .where(eq(reservations.id, busy.id));
    expect(await message(await seat(waiting.id, [t.a3]), 409)).toBe('La mesa ya está reservada en ese horario');
    const seated = await json<ReservationDto>(await seat(waiting.id, [t.b1]));
    expect([seated.status, seated.waitlisted, seated.tableIds]).toEqual(['seated', false, [t.b1]]);
    expect(Math.abs(new Date(seated.startsAt as string).getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe('rules of the venue', () => {
  it('enforces party limits and pacing per quarter hour', async () => {
    const db = h.database.db;
    // The demo venue has its own rules (seed): these for the test, the venue's back afterwards.
    const [kept] = await db.select().from(restoSettings).where(eq(restoSettings.venueId, venueId));
    const rules = { minParty: 2, maxParty: 10, pacingPer15: 6 };
    await db
      .insert(restoSettings)
      .values({ venueId, ...rules })
      .onConflictDoUpdate({ target: restoSettings.venueId, set: rules });
    try {
      const date = nextDate();
      expect(await message(await create({ date, partySize: 1 }), 422)).toBe(
        'La cantidad de personas está fuera de los límites del local',
      );
      expect(await message(await create({ date, partySize: 11 }), 422)).toBe(
        'La cantidad de personas está fuera de los límites del local',
      );
      await created({ date, time: '21:00', partySize: 4, tableIds: [t.a1] });
      expect(await message(await create({ date, time: '21:10', partySize: 3, tableIds: [t.a2] }), 422)).toBe(
        'Ya hay demasiadas llegadas en ese cuarto de hora',
      );
      await created({ date, time: '21:15', partySize: 3, tableIds: [t.a2] });
    } finally {
      await db.delete(restoSettings).where(eq(restoSettings.venueId, venueId));
      if (kept) await db.insert(restoSettings).values(kept);
    }
  });

  it('turns times before the cutoff hour into the same night, after midnight', async () => {
    const date = nextDate();
    const r = await created({ date, time: '01:30', partySize: 6, tableIds: [t.b1] });
    // Buenos Aires is UTC−3: 01:30 of the next day is 04:30 UTC; a party of 6 holds 120 minutes.
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    expect(r.startsAt).toBe(`${next.toISOString().slice(0, 10)}T04:30:00.000Z`);
    expect(new Date(r.endsAt as string).getTime() - new Date(r.startsAt as string).getTime()).toBe(120 * 60_000);
  });
});

describe('venues and privileges', () => {
  it('refuses tables and cards of another venue, and does not show or touch another venue’s reservations', async () => {
    const date = nextDate();
    expect(await message(await create({ date, tableIds: [t.x1] }), 422)).toBe('La mesa no existe o no está activa');
    const card = uuidv7();
    const [type] = await h.database.db.select({ id: cardTypes.id }).from(cardTypes).limit(1);
    await h.database.db
      .insert(vipCards)
      .values({ id: card, venueId: otherVenue, number: '77000001', holderName: 'Ajeno', cardTypeId: type?.id as string });
    expect(await message(await create({ date, vipCardId: card }), 422)).toBe('La tarjeta VIP no existe');
    const mine = await created({ date });
    const stranger = await h.createUser('anfitrion-otro@noctua.test', ['314'], otherVenue, 'Otro Anfitrion');
    const night = await json<ReservationNightDto>(await h.request('GET', `/resto/reservas?date=${date}`, { token: stranger }));
    expect(night.reservations).toEqual([]);
    expect(night.tables.map((x) => x.id)).not.toContain(t.a1);
    const put = await h.request('PUT', `/resto/reservas/${mine.id}`, { token: stranger, body: body({ date, tableIds: [t.x1] }) });
    expect(put.status).toBe(404);
    expect(
      (await h.request('POST', `/resto/reservas/${mine.id}/estado`, { token: stranger, body: { status: 'cancelled' } })).status,
    ).toBe(404);
    expect((await h.request('POST', `/resto/reservas/${mine.id}/sentar`, { token: stranger, body: {} })).status).toBe(404);
  });

  it('answers 403 without 314 or 659 and 401 without a session', async () => {
    const other = await h.createUser('sin-reservas@noctua.test', ['313'], venueId);
    expect((await h.request('GET', '/resto/reservas?date=2031-01-01', { token: other })).status).toBe(403);
    expect((await h.request('POST', '/resto/reservas', { token: other, body: body() })).status).toBe(403);
    expect((await h.request('GET', '/resto/reservas?date=2031-01-01')).status).toBe(401);
    const menu = await h.createUser('menu-resto@noctua.test', ['659'], venueId);
    expect((await h.request('GET', '/resto/reservas?date=2031-01-01', { token: menu })).status).toBe(200);
  });
});

describe('demo seed', () => {
  it('gives every reservation its span and tables, never two on one table at once, a few on the waiting list', async () => {
    const db = h.database.db;
    const rows = await db
      .select({ r: reservations, tableId: reservationTables.tableId })
      .from(reservations)
      .leftJoin(reservationTables, eq(reservationTables.reservationId, reservations.id))
      .where(and(eq(reservations.venueId, venueId), lt(reservations.date, '2031-01-01')));
    const seeded = rows.filter((x) => x.r.createdBy === null);
    expect(seeded.length).toBeGreaterThan(0);
    for (const { r, tableId } of seeded) {
      expect(r.startsAt && r.endsAt && r.endsAt > r.startsAt, r.id).toBe(true);
      expect(r.waitlisted ? tableId === null : tableId === r.tableId, r.id).toBe(true);
    }
    expect(seeded.some((x) => x.r.waitlisted)).toBe(true);
    const held = seeded.filter((x) => x.tableId !== null);
    for (const a of held) {
      for (const b of held) {
        if (a.r.id >= b.r.id || a.tableId !== b.tableId) continue;
        const overlap = (a.r.startsAt as Date) < (b.r.endsAt as Date) && (b.r.startsAt as Date) < (a.r.endsAt as Date);
        expect(overlap, `${a.r.id} ${b.r.id}`).toBe(false);
      }
    }
  });
});

describe('validation', () => {
  it('answers translated 422s for malformed input', async () => {
    const cases: [Partial<ReservationBody> & Record<string, unknown>, string][] = [
      [{ time: '25:00' }, 'La hora no es válida'],
      [{ date: '2031-02-30' }, 'La fecha no es válida'],
      [{ partySize: 0 }, 'La cantidad de personas no es válida'],
      [{ name: '  ' }, 'El nombre es obligatorio'],
      [{ email: 'no-es-correo' }, 'El correo no es válido'],
      [{ tableIds: ['x'] }, 'El identificador no es válido'],
      [{ minimumSpend: -1 }, 'El importe no es válido'],
      [{ status: 'seated' as 'confirmed' }, 'El estado no es válido'],
    ];
    for (const [b, text] of cases) expect(await message(await create(b), 422), JSON.stringify(b)).toBe(text);
    const fr = await h.request('POST', '/resto/reservas', {
      token: host,
      body: body({ time: '9' }),
      headers: { 'Accept-Language': 'fr' },
    });
    expect(await message(fr, 422)).toBe("L'heure n'est pas valide");
    expect((await h.request('GET', '/resto/reservas?date=ayer', { token: host })).status).toBe(422);
    expect(await message(await move(uuidv7(), 'confirmed'), 404)).toBe('La reserva no existe');
  });
});
