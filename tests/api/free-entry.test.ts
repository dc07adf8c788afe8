// Free entry (entradagratis, 102): guest lists (duplicate documents refused, codes, edit, void)
// and the door check-in pushed as 'freeEntry.checkIn' (k of n, over-arrival, first wins between
// two devices, void and expired refused), privileges, malformed input and venue scoping.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedCommands, auditLog, freeEntries, nights, users, venues } from '../../server/db/schema';
import { NIGHT_CLOSED } from '../../server/domain/night-of';
import type { FreeEntriesAnswer, FreeEntryDto } from '../../src/contract/free-entry';
import { cutoffInstant } from '../../src/contract/free-entry';
import type { PullResponse, PushResponse, PushResult } from '../../src/contract/sync';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness } from './harness';

let h: Harness;
let supervisor: string;
let admin: string;
let stock: string;
let outsider: string;
let venueId: string;
let seq = 0;
const ids = {
  night: uuidv7(),
  pastNight: uuidv7(),
  closedNight: uuidv7(),
  otherVenue: uuidv7(),
  otherNight: uuidv7(),
};

const makeUser = (email: string, venue: string, codes: string[]) => h.createUser(email, codes, venue);

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  const [u] = await db.select({ venueId: users.defaultVenueId }).from(users).where(eq(users.email, 'supervisor@noctua.test'));
  venueId = u?.venueId as string;
  const at = (s: string) => new Date(s);
  await db.insert(nights).values([
    {
      id: ids.night,
      venueId,
      businessDate: '2031-05-10',
      opensAt: at('2031-05-11T02:00:00Z'),
      closesAt: at('2031-05-11T09:00:00Z'),
    },
    {
      id: ids.pastNight,
      venueId,
      businessDate: '2024-03-01',
      status: 'open',
      opensAt: at('2024-03-02T02:00:00Z'),
      closesAt: at('2024-03-02T09:00:00Z'),
    },
    {
      id: ids.closedNight,
      venueId,
      businessDate: '2024-03-02',
      status: 'closed',
      closedAt: at('2024-03-03T09:00:00Z'),
      opensAt: at('2024-03-03T02:00:00Z'),
      closesAt: at('2024-03-03T09:00:00Z'),
    },
  ]);
  await db.insert(venues).values({ id: ids.otherVenue, name: 'Otro local', legalName: 'Otro SA', taxId: '30-8' });
  await db.insert(nights).values({
    id: ids.otherNight,
    venueId: ids.otherVenue,
    businessDate: '2031-05-10',
    opensAt: at('2031-05-11T02:00:00Z'),
    closesAt: at('2031-05-11T09:00:00Z'),
  });
  [supervisor, admin, stock] = await Promise.all([
    h.login('supervisor@noctua.test'),
    h.login('admin@noctua.test'),
    h.login('stock@noctua.test'),
  ]);
  outsider = await makeUser('puerta@otro.test', ids.otherVenue, ['102']);
});
afterAll(async () => {
  await h?.close();
});

async function create(body: Record<string, unknown>, token = supervisor) {
  return h.request('POST', '/entradas', { token, body: { nightId: ids.night, promoter: 'Lucas', people: 1, ...body } });
}

async function created(body: Record<string, unknown>, token = supervisor): Promise<FreeEntryDto> {
  const res = await create(body, token);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as FreeEntryDto;
}

async function entryRow(id: string) {
  const [row] = await h.database.db.select().from(freeEntries).where(eq(freeEntries.id, id));
  return row;
}

function checkIn(entryId: string, people: number, at = new Date().toISOString(), id = uuidv7()) {
  seq += 1;
  return { id, seq, name: 'freeEntry.checkIn', args: { checkInId: uuidv7(), entryId, people, at }, createdAt: at };
}

async function push(token: string, deviceId: string, commands: unknown[]): Promise<PushResult[]> {
  const res = await h.request('POST', '/sync/push', { token, body: { deviceId, commands } });
  expect(res.status).toBe(200);
  return ((await res.json()) as PushResponse).results;
}

describe('guest lists', () => {
  it('creates an entry with an unguessable code and lists it under its promoter', async () => {
    const e = await created({
      guestName: 'Ana Gómez',
      document: '30.123.456',
      promoter: 'Sofía',
      people: 3,
      validUntil: '02:30',
    });
    expect(e.document).toBe('30123456');
    expect(e.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(e.status).toBe('issued');
    // 02:30 is before the cutoff hour: the morning after the night's date, in the venue's time.
    expect(e.validUntil).toBe(cutoffInstant('2031-05-10', '02:30', 'America/Argentina/Buenos_Aires', 9).toISOString());
    expect(e.validUntil).toBe('2031-05-11T05:30:00.000Z');
    const res = await h.request('GET', `/entradas?nightId=${ids.night}`, { token: supervisor });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as FreeEntriesAnswer;
    const list = answer.lists.find((l) => l.promoter === 'Sofía');
    expect(list?.entries.map((x) => x.id)).toContain(e.id);
    expect(list?.people).toBeGreaterThanOrEqual(3);
    expect(answer.totals.entries).toBeGreaterThanOrEqual(1);
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'free_entries'), eq(auditLog.entityId, e.id)));
    expect(audit?.action).toBe('free_entry.create');
  });

  it('draws a different code for every entry', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await created({ guestName: `Invitado ${i}` })).code);
    expect(codes.size).toBe(5);
  });

  it('refuses the same document twice on one night, allows it on another night', async () => {
    await created({ guestName: 'Bruno Díaz', document: '40111222' });
    const again = await create({ guestName: 'Otro Bruno', document: '40111222' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('Ese documento ya está en la lista de esta noche');
    const other = await h.request('POST', '/entradas', {
      token: supervisor,
      body: { nightId: ids.pastNight, guestName: 'Bruno Díaz', document: '40111222', promoter: 'Lucas', people: 1 },
    });
    expect(other.status).toBe(201);
  });

  it('frees the document of a voided entry: the guest can be listed again (once)', async () => {
    const first = await created({ guestName: 'Iris Paz', document: '40555666' });
    expect((await create({ guestName: 'Iris Paz', document: '40555666' })).status).toBe(409);
    expect((await h.request('POST', `/entradas/${first.id}/anular`, { token: supervisor })).status).toBe(200);
    const again = await created({ guestName: 'Iris Paz', document: '40555666', promoter: 'Mara' });
    expect(again.id).not.toBe(first.id);
    // Only the voided one freed it: the new live entry holds the document again.
    expect((await create({ guestName: 'Iris P.', document: '40555666' })).status).toBe(409);
  });

  it('refuses duplicates created at the same time (the unique index backs the check)', async () => {
    const results = await Promise.all([
      create({ guestName: 'Carla A', document: '40999888' }),
      create({ guestName: 'Carla B', document: '40999888' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('allows guests without a document again and again', async () => {
    const a = await created({ guestName: 'Sin DNI 1', document: '' });
    const b = await created({ guestName: 'Sin DNI 2', document: null });
    const c = await created({ guestName: 'Sin DNI 3' });
    expect([a.document, b.document, c.document]).toEqual([null, null, null]);
  });

  it('edits an entry, refusing a document already on the list and fewer people than arrived', async () => {
    await created({ guestName: 'Dora', document: '41000111' });
    const e = await created({ guestName: 'Elsa', document: '41000222', people: 3 });
    const dup = await h.request('PUT', `/entradas/${e.id}`, {
      token: supervisor,
      body: { guestName: 'Elsa', document: '41000111', promoter: 'Lucas', people: 3 },
    });
    expect(dup.status).toBe(409);
    const [r] = await push(supervisor, 'door-edit', [checkIn(e.id, 2)]);
    expect(r?.status).toBe('applied');
    const fewer = await h.request('PUT', `/entradas/${e.id}`, {
      token: supervisor,
      body: { guestName: 'Elsa', document: '41000222', promoter: 'Lucas', people: 1 },
    });
    expect(fewer.status).toBe(409);
    const ok = await h.request('PUT', `/entradas/${e.id}`, {
      token: supervisor,
      body: { guestName: 'Elsa Pérez', document: '41000222', promoter: 'Mara', people: 2, validUntil: null },
    });
    expect(ok.status).toBe(200);
    const updated = (await ok.json()) as FreeEntryDto;
    expect(updated).toMatchObject({ guestName: 'Elsa Pérez', promoter: 'Mara', people: 2, arrived: 2, status: 'used' });
  });

  it('voids an entry once; a closed night is read-only', async () => {
    const e = await created({ guestName: 'Fito' });
    const v1 = await h.request('POST', `/entradas/${e.id}/anular`, { token: supervisor });
    expect(v1.status).toBe(200);
    expect(((await v1.json()) as FreeEntryDto).status).toBe('void');
    const v2 = await h.request('POST', `/entradas/${e.id}/anular`, { token: supervisor });
    expect(v2.status).toBe(409);
    const closed = await h.request('POST', '/entradas', {
      token: supervisor,
      body: { nightId: ids.closedNight, guestName: 'Tarde', promoter: 'Lucas', people: 1 },
    });
    expect(closed.status).toBe(409);
    expect(((await closed.json()) as { message: string }).message).toBe(NIGHT_CLOSED);
  });
});

describe('door check-in (freeEntry.checkIn)', () => {
  it('counts arrivals k of n and completes the entry', async () => {
    const e = await created({ guestName: 'Gala', people: 3 });
    const [first] = await push(supervisor, 'door-1', [checkIn(e.id, 2)]);
    expect(first).toMatchObject({ status: 'applied', result: { arrived: 2, people: 3, status: 'issued' } });
    let row = await entryRow(e.id);
    expect(row?.arrived).toBe(2);
    expect(row?.checkedInAt).not.toBeNull();
    const firstAt = row?.checkedInAt?.toISOString();
    const [second] = await push(admin, 'door-2', [checkIn(e.id, 1)]);
    expect(second).toMatchObject({ status: 'applied', result: { arrived: 3, status: 'used' } });
    row = await entryRow(e.id);
    expect(row).toMatchObject({ arrived: 3, status: 'used' });
    // The first arrival is kept: who and when.
    expect(row?.checkedInAt?.toISOString()).toBe(firstAt);
    const [sup] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'supervisor@noctua.test'));
    expect(row?.checkedInBy).toBe(sup?.id);
  });

  it('refuses more people than remain, and a complete entry with "Ya ingresó"', async () => {
    const e = await created({ guestName: 'Hugo', people: 2 });
    const [over] = await push(supervisor, 'door-1', [checkIn(e.id, 3)]);
    expect(over).toMatchObject({ status: 'rejected', message: 'Ingresan más personas de las que quedan en la lista' });
    expect((await entryRow(e.id))?.arrived).toBe(0);
    await push(supervisor, 'door-1', [checkIn(e.id, 2)]);
    const [again] = await push(supervisor, 'door-1', [checkIn(e.id, 1)]);
    expect(again).toMatchObject({ status: 'rejected', message: 'Ya ingresó' });
    expect((await entryRow(e.id))?.arrived).toBe(2);
  });

  it('applies a resent command once', async () => {
    const e = await created({ guestName: 'Inés', people: 4 });
    const cmd = checkIn(e.id, 1);
    await push(supervisor, 'door-1', [cmd]);
    const [resent] = await push(supervisor, 'door-1', [cmd]);
    expect(resent?.status).toBe('applied');
    expect((await entryRow(e.id))?.arrived).toBe(1);
    const [stored] = await h.database.db.select().from(appliedCommands).where(eq(appliedCommands.commandId, cmd.id));
    expect(stored?.status).toBe('applied');
  });

  it('counts one arrival once by its check-in id, even under five command ids at once', async () => {
    const e = await created({ guestName: 'Irene', people: 10 });
    const one = checkIn(e.id, 1);
    const resends = Array.from({ length: 5 }, () => {
      const again = checkIn(e.id, 1);
      return { ...again, args: { ...again.args, checkInId: one.args.checkInId } };
    });
    const results = await Promise.all(resends.map((cmd, i) => push(supervisor, `door-${i}`, [cmd])));
    expect(results.map(([r]) => r?.status)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
    expect((await entryRow(e.id))?.arrived).toBe(1);
    // The same check-in id on another entry is refused, not counted there.
    const other = await created({ guestName: 'Iris', people: 2 });
    const elsewhere = checkIn(other.id, 1);
    const [refused] = await push(supervisor, 'door-9', [
      { ...elsewhere, args: { ...elsewhere.args, checkInId: one.args.checkInId } },
    ]);
    expect(refused).toMatchObject({ status: 'rejected', message: 'Ese ingreso ya se registró en otra entrada' });
    expect((await entryRow(other.id))?.arrived).toBe(0);
  });

  it('reject → fix → retry under a new command id applies once; the old id still answers its rejection', async () => {
    const e = await created({ guestName: 'Kira', people: 1 });
    await push(supervisor, 'door-r', [checkIn(e.id, 1)]);
    const late = checkIn(e.id, 1);
    const [refused] = await push(supervisor, 'door-r', [late]);
    expect(refused).toMatchObject({ status: 'rejected', message: 'Ya ingresó' });
    // The list is enlarged: the cause is gone.
    const fix = await h.request('PUT', `/entradas/${e.id}`, {
      token: supervisor,
      body: { guestName: 'Kira', promoter: 'Lucas', people: 2, validUntil: null },
    });
    expect(fix.status).toBe(200);
    // The same command id replays its stored rejection (exactly-once per id)…
    const [replayed] = await push(supervisor, 'door-r', [late]);
    expect(replayed?.status).toBe('rejected');
    // …so Reintentar sends a new command id with the same check-in id: applied, and only once.
    const retry = { ...checkIn(e.id, 1), args: late.args };
    const again = { ...checkIn(e.id, 1), args: late.args };
    expect((await push(supervisor, 'door-r', [retry]))[0]?.status).toBe('applied');
    expect((await push(supervisor, 'door-r', [again]))[0]?.status).toBe('applied');
    expect((await entryRow(e.id))?.arrived).toBe(2);
  });

  it('first check-in wins between two devices: the second sees "Ya ingresó" (translated)', async () => {
    const e = await created({ guestName: 'Juana', people: 1 });
    // Both doors let her in offline, a minute apart; the second device syncs first.
    const t0 = Date.now() - 120_000;
    const a = checkIn(e.id, 1, new Date(t0).toISOString());
    const b = checkIn(e.id, 1, new Date(t0 + 60_000).toISOString());
    const [fromB] = await push(admin, 'door-b', [b]);
    expect(fromB?.status).toBe('applied');
    const res = await h.request('POST', '/sync/push', {
      token: supervisor,
      body: { deviceId: 'door-a', commands: [a] },
      headers: { 'accept-language': 'fr' },
    });
    const [fromA] = ((await res.json()) as PushResponse).results;
    expect(fromA).toMatchObject({ status: 'rejected', message: 'Déjà entré' });
    const row = await entryRow(e.id);
    expect(row).toMatchObject({ arrived: 1, status: 'used' });
  });

  it('racing pushes from two devices never let more people in than the list allows', async () => {
    const e = await created({ guestName: 'Kevin', people: 2 });
    const results = await Promise.all([
      push(supervisor, 'door-x', [checkIn(e.id, 2)]),
      push(admin, 'door-y', [checkIn(e.id, 2)]),
    ]);
    const statuses = results.map((r) => r[0]?.status).sort();
    expect(statuses).toEqual(['applied', 'rejected']);
    expect((await entryRow(e.id))?.arrived).toBe(2);
  });

  it('refuses a void entry and one past its cutoff time', async () => {
    const voided = await created({ guestName: 'Lola' });
    await h.request('POST', `/entradas/${voided.id}/anular`, { token: supervisor });
    const [v] = await push(supervisor, 'door-1', [checkIn(voided.id, 1)]);
    expect(v).toMatchObject({ status: 'rejected', message: 'La entrada está anulada' });
    const res = await h.request('POST', '/entradas', {
      token: supervisor,
      body: { nightId: ids.pastNight, guestName: 'Mía', promoter: 'Lucas', people: 1, validUntil: '01:00' },
    });
    const late = (await res.json()) as FreeEntryDto;
    const [x] = await push(supervisor, 'door-1', [checkIn(late.id, 1)]);
    expect(x).toMatchObject({ status: 'rejected', message: 'La entrada venció' });
    // Let in before the cutoff (offline), synced later: it counts.
    const inTime = await h.request('POST', '/entradas', {
      token: supervisor,
      body: { nightId: ids.pastNight, guestName: 'Nico', promoter: 'Lucas', people: 1, validUntil: '01:00' },
    });
    const nico = (await inTime.json()) as FreeEntryDto;
    const [y] = await push(supervisor, 'door-1', [checkIn(nico.id, 1, '2024-03-02T03:30:00.000Z')]);
    expect(y?.status).toBe('applied');
  });

  it('refuses an entry of another venue as if it did not exist', async () => {
    const res = await h.request('POST', '/entradas', {
      token: outsider,
      body: { nightId: ids.otherNight, guestName: 'Ajeno', promoter: 'X', people: 2 },
    });
    expect(res.status).toBe(201);
    const foreign = (await res.json()) as FreeEntryDto;
    const [r] = await push(supervisor, 'door-1', [checkIn(foreign.id, 1)]);
    expect(r).toMatchObject({ status: 'rejected', message: 'La entrada no existe' });
    expect((await entryRow(foreign.id))?.arrived).toBe(0);
  });

  it('is replicated to 102 holders of the venue only', async () => {
    const e = await created({ guestName: 'Replicada' });
    const pull = await h.request('GET', '/sync/pull?tables=freeEntries&limit=5000', { token: supervisor });
    expect(pull.status).toBe(200);
    const page = (await pull.json()) as PullResponse;
    const rows = page.changes.filter((c) => c.table === 'freeEntries');
    expect(rows.some((c) => c.id === e.id)).toBe(true);
    const nightIds = new Set(rows.map((c) => c.row?.nightId));
    expect(nightIds.has(ids.otherNight)).toBe(false);
    const theirs = await h.request('GET', '/sync/pull?tables=freeEntries&limit=5000', { token: outsider });
    const theirPage = (await theirs.json()) as PullResponse;
    expect(theirPage.changes.every((c) => c.row?.nightId === ids.otherNight)).toBe(true);
    const denied = await h.request('GET', '/sync/pull?tables=freeEntries', { token: stock });
    expect(denied.status).toBe(403);
  });
});

describe('privileges, input and scoping', () => {
  it('needs 102: supervisor yes, stock no (routes and the command)', async () => {
    expect((await h.request('GET', `/entradas?nightId=${ids.night}`, { token: supervisor })).status).toBe(200);
    expect((await h.request('GET', `/entradas?nightId=${ids.night}`, { token: stock })).status).toBe(403);
    expect((await create({ guestName: 'Sin permiso' }, stock)).status).toBe(403);
    expect((await h.request('GET', `/entradas?nightId=${ids.night}`)).status).toBe(401);
    const e = await created({ guestName: 'Ñandú' });
    expect((await h.request('POST', `/entradas/${e.id}/anular`, { token: stock })).status).toBe(403);
    const [r] = await push(stock, 'stock-tablet', [checkIn(e.id, 1)]);
    expect(r?.status).toBe('rejected');
    expect((await entryRow(e.id))?.arrived).toBe(0);
  });

  it.each([
    [{ guestName: '' }, 'El nombre del invitado es obligatorio'],
    [{ guestName: 'X', document: '12ab' }, 'El documento debe tener entre 6 y 10 dígitos'],
    [{ guestName: 'X', document: '12345' }, 'El documento debe tener entre 6 y 10 dígitos'],
    [{ guestName: 'X', people: 0 }, 'La cantidad de personas debe estar entre 1 y 50'],
    [{ guestName: 'X', people: 51 }, 'La cantidad de personas debe estar entre 1 y 50'],
    [{ guestName: 'X', people: 1.5 }, 'La cantidad de personas no es válida'],
    [{ guestName: 'X', validUntil: '25:00' }, 'La hora límite no es válida'],
    [{ guestName: 'X', promoter: ' ' }, 'El promotor es obligatorio'],
    [{ guestName: 'X', nightId: 'nope' }, 'El identificador no es válido'],
  ])('refuses %j with 422', async (body, message) => {
    const res = await create(body);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe(message);
  });

  it('answers 4xx, never 5xx, to malformed requests', async () => {
    const bad = [
      await h.request('POST', '/entradas', { token: supervisor, rawBody: '{nope' }),
      await h.request('POST', '/entradas', {
        token: supervisor,
        body: { nightId: ids.night, guestName: 'X', promoter: 'Y', people: 1, extra: 1 },
      }),
      await h.request('GET', '/entradas', { token: supervisor }),
      await h.request('GET', '/entradas?nightId=123', { token: supervisor }),
      await h.request('PUT', '/entradas/not-a-uuid', { token: supervisor, body: {} }),
      await h.request('POST', `/entradas/${uuidv7()}/anular`, { token: supervisor }),
    ];
    for (const res of bad) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const [r] = await push(supervisor, 'door-1', [
      {
        id: uuidv7(),
        seq: ++seq,
        name: 'freeEntry.checkIn',
        args: { entryId: 'x', people: -1 },
        createdAt: new Date().toISOString(),
      },
    ]);
    expect(r?.status).toBe('rejected');
  });

  it("keeps other venues' lists out of reach", async () => {
    const list = await h.request('GET', `/entradas?nightId=${ids.otherNight}`, { token: supervisor });
    expect(list.status).toBe(404);
    const add = await create({ guestName: 'Intruso', nightId: ids.otherNight });
    expect(add.status).toBe(404);
    const [foreign] = await h.database.db.select().from(freeEntries).where(eq(freeEntries.nightId, ids.otherNight));
    const edit = await h.request('PUT', `/entradas/${foreign?.id}`, {
      token: supervisor,
      body: { guestName: 'Cambiado', promoter: 'X', people: 1 },
    });
    expect(edit.status).toBe(404);
    expect((await h.request('POST', `/entradas/${foreign?.id}/anular`, { token: supervisor })).status).toBe(404);
    expect((await entryRow(foreign?.id as string))?.status).toBe('issued');
  });
});
