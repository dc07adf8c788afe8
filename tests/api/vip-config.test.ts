// VIP configuration (/api/vip/tipos and /api/vip/ajustes, issue 7): card type CRUD with its rules
// (unique names ignoring case and accents, no credit → limit 0, credit off refused while a card owes
// money, delete only when unused), the stale-balance setting, privileges (306/307 read, 308/201
// write), venue scoping, audit entries and malformed input.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../server/db/client';
import { auditLog, cardLedger, cardTypes, users, venues, vipCards } from '../../server/db/schema';
import { postCardEntry } from '../../server/domain/card-ledger';
import { uuidv7 } from '../../src/contract/uuid';
import type { CardTypeDto } from '../../src/contract/vip';
import type { CardTypeBody, VipSettingsDto } from '../../src/contract/vip-config';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let vip: string;
let caja: string;
let stock: string;
let reader: string;
let venueId: string;
let vipUserId: string;
let seq = 0;

function body(overrides: Partial<CardTypeBody> = {}): CardTypeBody {
  seq += 1;
  return {
    name: `Tipo prueba ${seq}`,
    discountPercent: 5,
    creditAllowed: false,
    defaultCreditLimit: 0,
    color: '#336699',
    benefits: 'Ingreso preferencial',
    active: true,
    ...overrides,
  };
}

async function createType(token: string, overrides: Partial<CardTypeBody> = {}): Promise<CardTypeDto> {
  return json<CardTypeDto>(await h.request('POST', '/vip/tipos', { token, body: body(overrides) }), 201);
}

async function listTypes(token: string): Promise<CardTypeDto[]> {
  return json<CardTypeDto[]>(await h.request('GET', '/vip/tipos', { token }));
}

const addUser = (email: string, venue: string, codes: string[]) => h.createUser(email, codes, venue, 'Prueba Usuario');

/** A card of the type straight into the database, with an opening ledger entry when `balance` ≠ 0. */
async function addCard(typeId: string, creditLimit: number, balance = 0): Promise<string> {
  const db = h.database.db;
  const id = uuidv7();
  seq += 1;
  await db.insert(vipCards).values({
    id,
    venueId,
    number: `9${String(seq).padStart(7, '0')}`,
    holderName: `Titular ${seq}`,
    cardTypeId: typeId,
    creditLimit,
  });
  if (balance !== 0) await db.insert(cardLedger).values({ cardId: id, kind: 'adjustment', amount: balance, note: 'prueba' });
  return id;
}

beforeAll(async () => {
  h = await createHarness();
  [vip, caja, stock] = await Promise.all([h.login('vip@noctua.test'), h.login('caja@noctua.test'), h.login('stock@noctua.test')]);
  const [vipUser] = await h.database.db.select().from(users).where(eq(users.email, 'vip@noctua.test'));
  venueId = vipUser?.defaultVenueId as string;
  vipUserId = vipUser?.id as string;
  expect(venueId).toBeTruthy();
  reader = await addUser('lector@noctua.test', venueId, ['306']);
});
afterAll(async () => {
  await h?.close();
});

describe('GET /vip/tipos', () => {
  it('lists the venue’s types by name with how many cards use each', async () => {
    const list = await listTypes(vip);
    const names = list.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['Clásica', 'Gold', 'Black', 'Staff']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    const db = h.database.db;
    for (const t of list) {
      const cards = await db.select({ id: vipCards.id }).from(vipCards).where(eq(vipCards.cardTypeId, t.id));
      expect(t.cardCount, t.name).toBe(cards.length);
    }
    expect(list.find((t) => t.name === 'Clásica')?.cardCount).toBeGreaterThan(0);
    const gold = list.find((t) => t.name === 'Gold');
    expect(gold).toMatchObject({ creditAllowed: true, discountPercent: 10, active: true });
    expect(gold?.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('is open to 306 (cards), 308 and 201 (configuration)', async () => {
    const [a, b, c] = await Promise.all([listTypes(reader), listTypes(caja), listTypes(vip)]);
    expect(a).toEqual(c);
    expect(b).toEqual(c);
  });
});

describe('creating and editing types', () => {
  it('creates a type, audits it and lists it', async () => {
    const created = await createType(vip, {
      name: '  Platino  ',
      discountPercent: 12.5,
      creditAllowed: true,
      defaultCreditLimit: 200_000,
      color: '#AABBCC',
    });
    expect(created).toMatchObject({
      name: 'Platino',
      discountPercent: 12.5,
      creditAllowed: true,
      defaultCreditLimit: 200_000,
      color: '#aabbcc',
      active: true,
      cardCount: 0,
    });
    expect((await listTypes(vip)).some((t) => t.id === created.id)).toBe(true);
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'card_types'), eq(auditLog.entityId, created.id)));
    expect(entry).toMatchObject({ action: 'card_type.create', userId: vipUserId });
    expect(entry?.after).toMatchObject({ name: 'Platino', defaultCreditLimit: 200_000 });
  });

  it('201 (configuración) creates and edits too', async () => {
    const created = await createType(caja, { name: 'Desde caja' });
    const edited = await json<CardTypeDto>(
      await h.request('PUT', `/vip/tipos/${created.id}`, { token: caja, body: body({ name: 'Desde caja', discountPercent: 7 }) }),
    );
    expect(edited.discountPercent).toBe(7);
  });

  it('refuses a name the venue already has, ignoring case and accents', async () => {
    for (const name of ['gold', 'GOLD', 'clasica', 'CLÁSICA', ' Black ']) {
      const res = await h.request('POST', '/vip/tipos', { token: vip, body: body({ name }) });
      expect(res.status, name).toBe(409);
      expect(((await res.json()) as { message: string }).message).toBe('Ya existe un tipo de tarjeta con ese nombre');
    }
    const de = await h.request('POST', '/vip/tipos', {
      token: vip,
      body: body({ name: 'gold' }),
      headers: { 'accept-language': 'de' },
    });
    expect(((await de.json()) as { message: string }).message).toBe('Es gibt bereits einen Kartentyp mit diesem Namen');
  });

  it('lets only one of two simultaneous creations with the same name through', async () => {
    const same = body({ name: 'Esmeralda' });
    const answers = await Promise.all([
      h.request('POST', '/vip/tipos', { token: vip, body: same }),
      h.request('POST', '/vip/tipos', { token: caja, body: { ...same, name: 'esmeralda' } }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('edits a type, keeps its own name in another case, and refuses another type’s name', async () => {
    const t = await createType(vip, { name: 'Rubí' });
    const renamed = await json<CardTypeDto>(
      await h.request('PUT', `/vip/tipos/${t.id}`, {
        token: vip,
        body: body({ name: 'RUBI', benefits: 'Nuevo texto', color: '#112233' }),
      }),
    );
    expect(renamed).toMatchObject({ id: t.id, name: 'RUBI', benefits: 'Nuevo texto', color: '#112233' });
    const clash = await h.request('PUT', `/vip/tipos/${t.id}`, { token: vip, body: body({ name: 'Gold' }) });
    expect(clash.status).toBe(409);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, t.id), eq(auditLog.action, 'card_type.update')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.before).toMatchObject({ name: 'Rubí' });
    expect(audits[0]?.after).toMatchObject({ name: 'RUBI' });
  });

  it('answers 404 for a type that does not exist', async () => {
    const res = await h.request('PUT', `/vip/tipos/${uuidv7()}`, { token: vip, body: body() });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe('El tipo de tarjeta no existe');
  });

  it('deactivates and reactivates a type', async () => {
    const t = await createType(vip);
    const off = await json<CardTypeDto>(
      await h.request('PUT', `/vip/tipos/${t.id}`, { token: vip, body: body({ name: t.name, active: false }) }),
    );
    expect(off.active).toBe(false);
    expect((await listTypes(vip)).find((x) => x.id === t.id)?.active).toBe(false);
    const on = await json<CardTypeDto>(
      await h.request('PUT', `/vip/tipos/${t.id}`, { token: vip, body: body({ name: t.name, active: true }) }),
    );
    expect(on.active).toBe(true);
  });
});

describe('validation', () => {
  const cases: [string, unknown][] = [
    ['discount above 100', { discountPercent: 101 }],
    ['negative discount', { discountPercent: -1 }],
    ['discount with 3 decimals', { discountPercent: 10.555 }],
    ['discount as text', { discountPercent: '10' }],
    ['colour by name', { color: 'red' }],
    ['short colour', { color: '#abc' }],
    ['negative limit', { creditAllowed: true, defaultCreditLimit: -100 }],
    ['limit with cents fraction', { creditAllowed: true, defaultCreditLimit: 10.5 }],
    ['limit too big', { creditAllowed: true, defaultCreditLimit: 10_000_000_001 }],
    ['empty name', { name: '   ' }],
    ['long name', { name: 'x'.repeat(61) }],
    ['long benefits', { benefits: 'x'.repeat(1001) }],
    ['unknown field', { venueId: uuidv7() }],
    ['credit as text', { creditAllowed: 'yes' }],
  ];
  it.each(cases)('refuses %s with 422 and a message', async (_label, patch) => {
    const res = await h.request('POST', '/vip/tipos', { token: vip, body: { ...body(), ...(patch as object) } });
    expect(res.status).toBe(422);
    const answer = (await res.json()) as { message: string };
    expect(answer.message).toBeTruthy();
  });

  it('gives the schema’s own message', async () => {
    const res = await h.request('POST', '/vip/tipos', { token: vip, body: body({ discountPercent: 150 }) });
    expect(((await res.json()) as { message: string }).message).toBe('El descuento debe estar entre 0 y 100');
  });

  it('refuses a limit on a type without credit (400)', async () => {
    const res = await h.request('POST', '/vip/tipos', {
      token: vip,
      body: body({ creditAllowed: false, defaultCreditLimit: 5000 }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Un tipo sin crédito debe tener límite de crédito 0');
  });

  it('answers 4xx to malformed JSON, a bad id and a missing body', async () => {
    const bad = await h.request('POST', '/vip/tipos', { token: vip, rawBody: '{"name":' });
    expect(bad.status).toBe(400);
    const badId = await h.request('PUT', '/vip/tipos/not-a-uuid', { token: vip, body: body() });
    expect(badId.status).toBe(422);
    const badDelete = await h.request('DELETE', '/vip/tipos/123', { token: vip });
    expect(badDelete.status).toBe(422);
    const empty = await h.request('POST', '/vip/tipos', { token: vip, body: {} });
    expect(empty.status).toBe(422);
  });
});

describe('credit switched off and on', () => {
  it('refuses to switch credit off while a card of the type owes money', async () => {
    const t = await createType(vip, { creditAllowed: true, defaultCreditLimit: 100_000 });
    const owing = await addCard(t.id, 100_000, -25_000);
    await addCard(t.id, 100_000, 5_000);
    const res = await h.request('PUT', `/vip/tipos/${t.id}`, {
      token: vip,
      body: body({ name: t.name, creditAllowed: false, defaultCreditLimit: 0 }),
    });
    expect(res.status).toBe(409);
    const answer = (await res.json()) as { message: string; cardsWithDebt: number };
    expect(answer.message).toMatch(/^No se puede quitar el crédito/);
    expect(answer.cardsWithDebt).toBe(1);
    const [still] = await h.database.db.select().from(cardTypes).where(eq(cardTypes.id, t.id));
    expect(still?.creditAllowed).toBe(true);
    const [card] = await h.database.db.select().from(vipCards).where(eq(vipCards.id, owing));
    expect(Number(card?.creditLimit)).toBe(100_000);
  });

  it('refuses it for the seeded Gold type once one of its cards is in debt', async () => {
    const gold = (await listTypes(vip)).find((t) => t.name === 'Gold') as CardTypeDto;
    await addCard(gold.id, gold.defaultCreditLimit, -1);
    const res = await h.request('PUT', `/vip/tipos/${gold.id}`, {
      token: vip,
      body: { ...body(), name: gold.name, color: gold.color, creditAllowed: false, defaultCreditLimit: 0 },
    });
    expect(res.status).toBe(409);
  });

  it('without debt, takes the limits of the cards to 0, and gives the default back to cards without one', async () => {
    const t = await createType(vip, { creditAllowed: true, defaultCreditLimit: 50_000 });
    const a = await addCard(t.id, 50_000, 3_000);
    const b = await addCard(t.id, 80_000);
    const off = await h.request('PUT', `/vip/tipos/${t.id}`, {
      token: vip,
      body: body({ name: t.name, creditAllowed: false, defaultCreditLimit: 0 }),
    });
    expect(off.status).toBe(200);
    const limits = async () =>
      new Map(
        (
          await h.database.db
            .select()
            .from(vipCards)
            .where(inArray(vipCards.id, [a, b]))
        ).map((c) => [c.id, Number(c.creditLimit)]),
      );
    expect(await limits()).toEqual(
      new Map([
        [a, 0],
        [b, 0],
      ]),
    );
    const on = await h.request('PUT', `/vip/tipos/${t.id}`, {
      token: vip,
      body: body({ name: t.name, creditAllowed: true, defaultCreditLimit: 70_000 }),
    });
    expect(on.status).toBe(200);
    expect(await limits()).toEqual(
      new Map([
        [a, 70_000],
        [b, 70_000],
      ]),
    );
    // An edit that keeps credit on leaves the cards' own limits alone.
    await h.database.db.update(vipCards).set({ creditLimit: 90_000 }).where(eq(vipCards.id, a));
    await h.request('PUT', `/vip/tipos/${t.id}`, {
      token: vip,
      body: body({ name: t.name, creditAllowed: true, defaultCreditLimit: 10_000 }),
    });
    expect((await limits()).get(a)).toBe(90_000);
  });
});

describe('credit off against a charge in flight', () => {
  it('waits for a charge that holds the card and then sees its debt', async () => {
    const t = await createType(vip, { creditAllowed: true, defaultCreditLimit: 40_000 });
    const card = await addCard(t.id, 40_000);
    let charged!: () => void;
    const chargedP = new Promise<void>((r) => {
      charged = r;
    });
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    // A teller charges 300 pesos on credit and has not committed yet when the type is edited.
    const charge = h.database.db.transaction(async (tx) => {
      await postCardEntry(tx as unknown as Tx, { cardId: card, venueId, kind: 'consumption', amount: -30_000 });
      charged();
      await gate;
    });
    await chargedP;
    const edit = h.request('PUT', `/vip/tipos/${t.id}`, {
      token: vip,
      body: body({ name: t.name, creditAllowed: false, defaultCreditLimit: 0 }),
    });
    await new Promise((r) => setTimeout(r, 150));
    release();
    await charge;
    const res = await edit;
    expect(res.status).toBe(409);
    const [row] = await h.database.db.select().from(vipCards).where(eq(vipCards.id, card));
    expect(Number(row?.balance)).toBe(-30_000);
    expect(Number(row?.creditLimit)).toBe(40_000);
  });
});

describe('DELETE /vip/tipos/:id', () => {
  it('refuses a type that cards use', async () => {
    const clasica = (await listTypes(vip)).find((t) => t.name === 'Clásica') as CardTypeDto;
    const res = await h.request('DELETE', `/vip/tipos/${clasica.id}`, { token: vip });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('El tipo tiene tarjetas: desactívelo en lugar de borrarlo');
  });

  it('tombstones an unused type, which then disappears and frees its name', async () => {
    const t = await createType(vip, { name: 'Efímero' });
    const res = await h.request('DELETE', `/vip/tipos/${t.id}`, { token: vip });
    expect(res.status).toBe(204);
    expect((await listTypes(vip)).some((x) => x.id === t.id)).toBe(false);
    const [row] = await h.database.db.select().from(cardTypes).where(eq(cardTypes.id, t.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(Number(row?.version)).toBeGreaterThan(0);
    expect((await h.request('DELETE', `/vip/tipos/${t.id}`, { token: vip })).status).toBe(404);
    expect((await h.request('PUT', `/vip/tipos/${t.id}`, { token: vip, body: body({ name: 'Efímero' }) })).status).toBe(404);
    await createType(vip, { name: 'efimero' });
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, t.id), eq(auditLog.action, 'card_type.delete')));
    expect(entry?.before).toMatchObject({ name: 'Efímero' });
  });

  it('refuses a type whose only card was tombstoned (the card still points at it)', async () => {
    const t = await createType(vip);
    const card = await addCard(t.id, 0);
    await h.database.db.update(vipCards).set({ deletedAt: new Date() }).where(eq(vipCards.id, card));
    expect((await listTypes(vip)).find((x) => x.id === t.id)?.cardCount).toBe(0);
    expect((await h.request('DELETE', `/vip/tipos/${t.id}`, { token: vip })).status).toBe(409);
  });
});

describe('VIP settings', () => {
  it('reads and writes the stale-balance age, within 1–1440 minutes', async () => {
    const first = await json<VipSettingsDto>(await h.request('GET', '/vip/ajustes', { token: reader }));
    expect(first.staleBalanceMinutes).toBe(30);
    for (const minutes of [1, 1440, 45]) {
      const saved = await json<VipSettingsDto>(
        await h.request('PUT', '/vip/ajustes', { token: vip, body: { staleBalanceMinutes: minutes } }),
      );
      expect(saved.staleBalanceMinutes).toBe(minutes);
    }
    expect(await json<VipSettingsDto>(await h.request('GET', '/vip/ajustes', { token: caja }))).toEqual({
      staleBalanceMinutes: 45,
    });
    const [venue] = await h.database.db.select().from(venues).where(eq(venues.id, venueId));
    expect(venue?.staleBalanceMinutes).toBe(45);
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'vip_settings.update'));
    expect(audits.at(-1)?.after).toEqual({ staleBalanceMinutes: 45 });
  });

  it.each([0, 1441, 1.5, -5, '30', null])('refuses %s minutes', async (minutes) => {
    const res = await h.request('PUT', '/vip/ajustes', { token: caja, body: { staleBalanceMinutes: minutes } });
    expect(res.status).toBe(422);
  });

  it('refuses unknown fields', async () => {
    const res = await h.request('PUT', '/vip/ajustes', { token: vip, body: { staleBalanceMinutes: 30, extra: 1 } });
    expect(res.status).toBe(422);
  });

  it('says the range in the request’s language', async () => {
    const res = await h.request('PUT', '/vip/ajustes', {
      token: vip,
      body: { staleBalanceMinutes: 0 },
      headers: { 'accept-language': 'fr' },
    });
    expect(((await res.json()) as { message: string }).message).toBe('Doit être compris entre 1 et 1440 minutes');
  });
});

describe('privileges', () => {
  it('refuses stock@ everything', async () => {
    const t = (await listTypes(vip))[0] as CardTypeDto;
    const calls: [string, string, unknown?][] = [
      ['GET', '/vip/tipos'],
      ['POST', '/vip/tipos', body()],
      ['PUT', `/vip/tipos/${t.id}`, body({ name: t.name })],
      ['DELETE', `/vip/tipos/${t.id}`],
      ['GET', '/vip/ajustes'],
      ['PUT', '/vip/ajustes', { staleBalanceMinutes: 10 }],
    ];
    for (const [method, path, payload] of calls) {
      const res = await h.request(method, path, { token: stock, body: payload });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it('lets a 306-only reader read but not write', async () => {
    const t = await createType(vip);
    expect((await h.request('GET', '/vip/tipos', { token: reader })).status).toBe(200);
    expect((await h.request('GET', '/vip/ajustes', { token: reader })).status).toBe(200);
    expect((await h.request('POST', '/vip/tipos', { token: reader, body: body() })).status).toBe(403);
    expect((await h.request('PUT', `/vip/tipos/${t.id}`, { token: reader, body: body({ name: t.name }) })).status).toBe(403);
    expect((await h.request('DELETE', `/vip/tipos/${t.id}`, { token: reader })).status).toBe(403);
    expect((await h.request('PUT', '/vip/ajustes', { token: reader, body: { staleBalanceMinutes: 10 } })).status).toBe(403);
    expect((await listTypes(vip)).find((x) => x.id === t.id)?.name).toBe(t.name);
  });

  it('asks for a session', async () => {
    expect((await h.request('GET', '/vip/tipos')).status).toBe(401);
    expect((await h.request('PUT', '/vip/ajustes', { body: { staleBalanceMinutes: 10 } })).status).toBe(401);
  });

  it('refuses a user without a venue', async () => {
    const db = h.database.db;
    const token = await addUser('sinlocal@noctua.test', venueId, ['308']);
    await db.update(users).set({ defaultVenueId: null }).where(eq(users.email, 'sinlocal@noctua.test'));
    const res = await h.request('GET', '/vip/tipos', { token });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe('Tu usuario no tiene un local asignado');
  });
});

describe('venue scoping', () => {
  it('never shows or changes another venue’s types or settings', async () => {
    const db = h.database.db;
    const otherVenue = uuidv7();
    await db
      .insert(venues)
      .values({ id: otherVenue, name: 'Otro local', legalName: 'Otro SA', taxId: '30-9', staleBalanceMinutes: 90 });
    const other = await addUser('otro@ajeno.test', otherVenue, ['308']);

    expect(await listTypes(other)).toEqual([]);
    const gold = (await listTypes(vip)).find((t) => t.name === 'Gold') as CardTypeDto;
    // The same name is free in another venue.
    const theirs = await createType(other, { name: 'Gold' });
    expect((await listTypes(other)).map((t) => t.id)).toEqual([theirs.id]);
    expect((await listTypes(vip)).some((t) => t.id === theirs.id)).toBe(false);

    expect((await h.request('PUT', `/vip/tipos/${gold.id}`, { token: other, body: body({ name: 'Robado' }) })).status).toBe(404);
    expect((await h.request('DELETE', `/vip/tipos/${gold.id}`, { token: other })).status).toBe(404);
    expect((await h.request('PUT', `/vip/tipos/${theirs.id}`, { token: vip, body: body({ name: 'Mío' }) })).status).toBe(404);
    expect((await h.request('DELETE', `/vip/tipos/${theirs.id}`, { token: vip })).status).toBe(404);

    expect(await json<VipSettingsDto>(await h.request('GET', '/vip/ajustes', { token: other }))).toEqual({
      staleBalanceMinutes: 90,
    });
    await json(await h.request('PUT', '/vip/ajustes', { token: other, body: { staleBalanceMinutes: 15 } }));
    const mine = await json<VipSettingsDto>(await h.request('GET', '/vip/ajustes', { token: vip }));
    expect(mine.staleBalanceMinutes).not.toBe(15);
    const [ours] = await db.select().from(cardTypes).where(eq(cardTypes.id, gold.id));
    expect(ours?.name).toBe('Gold');
  });
});
