// Points of sale (/api/puntos-de-venta, 201) and SPEC §7 POST /api/generic/consultarCajas (issue 8):
// names unique per venue and kind, AFIP numbers unique per venue, a bar's own bar stock location,
// deactivate-instead-of-delete once a point of sale has history, the replica row shape, privileges,
// malformed input and venue scoping.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, pointsOfSale, priceLists, stockLocations, venues } from '../../server/db/schema';
import type { CajaRow, PointOfSaleDto, PosOptionsDto } from '../../src/contract/pos';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let admin: string;
let caja: string;
let venueId: string;
let listId: string;
let barLocationId: string;
let inactiveBarLocationId: string;
let warehouseId: string;
let otherVenueList: string;
let otherVenuePos: string;

async function message(res: Response, status: number): Promise<string> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return (JSON.parse(body) as { message: string }).message;
}

const post = (body: unknown, token = admin) => h.request('POST', '/puntos-de-venta', { token, body });
const put = (id: string, body: unknown, token = admin) => h.request('PUT', `/puntos-de-venta/${id}`, { token, body });
const list = async (kind?: string) =>
  json<PointOfSaleDto[]>(await h.request('GET', `/puntos-de-venta${kind ? `?kind=${kind}` : ''}`, { token: admin }));
const cajas = async (token = admin) => json<CajaRow[]>(await h.request('POST', '/generic/consultarCajas', { token, body: {} }));

const makeUser = (email: string, codes: string[], venue: string | null) => h.createUser(email, codes, venue);

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  admin = await h.login('admin@noctua.test');
  caja = await h.login('caja@noctua.test');
  const [venue] = await db.select({ id: venues.id }).from(venues);
  venueId = venue?.id ?? '';
  const [pl] = await db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.venueId, venueId)).limit(1);
  listId = pl?.id ?? '';
  const [wh] = await db
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(and(eq(stockLocations.venueId, venueId), eq(stockLocations.kind, 'warehouse')))
    .limit(1);
  warehouseId = wh?.id ?? '';
  barLocationId = uuidv7();
  inactiveBarLocationId = uuidv7();
  await db.insert(stockLocations).values([
    { id: barLocationId, venueId, kind: 'bar', name: 'Barra Nueva' },
    { id: inactiveBarLocationId, venueId, kind: 'bar', name: 'Barra Cerrada', active: false },
  ]);
  const otherVenue = uuidv7();
  await db.insert(venues).values({ id: otherVenue, name: 'Otro local', legalName: 'Otro SA', taxId: '30-9' });
  otherVenueList = uuidv7();
  await db.insert(priceLists).values({ id: otherVenueList, venueId: otherVenue, name: 'Ajena' });
  otherVenuePos = uuidv7();
  await db
    .insert(pointsOfSale)
    .values({ id: otherVenuePos, venueId: otherVenue, kind: 'ticket_office', name: 'Boletería ajena' });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe('privileges and scoping', () => {
  it('lets 201 (caja@) in and refuses stock@ and vip@', async () => {
    await json(await h.request('GET', '/puntos-de-venta', { token: caja }));
    for (const email of ['stock@noctua.test', 'vip@noctua.test']) {
      const token = await h.login(email);
      expect((await h.request('GET', '/puntos-de-venta', { token })).status).toBe(403);
      expect((await h.request('GET', '/puntos-de-venta/opciones', { token })).status).toBe(403);
      expect((await post({ kind: 'cloakroom', name: 'X' }, token)).status).toBe(403);
      expect((await h.request('POST', '/generic/consultarCajas', { token, body: {} })).status).toBe(403);
    }
    expect((await h.request('GET', '/puntos-de-venta')).status).toBe(401);
  });

  it('answers consultarCajas to 101, 141 and 107 as well', async () => {
    for (const code of ['101', '141', '107']) {
      const token = await makeUser(`cajas-${code}@noctua.test`, [code], venueId);
      expect((await cajas(token)).length).toBeGreaterThan(0);
      // Only consultarCajas: the configuration needs 201.
      expect((await h.request('GET', '/puntos-de-venta', { token })).status).toBe(403);
    }
  });

  it('answers 403 to a user without a venue', async () => {
    const token = await makeUser('sin-local-pos@noctua.test', ['201'], null);
    expect(await message(await h.request('GET', '/puntos-de-venta', { token }), 403)).toBe(
      'Tu usuario no tiene un local asignado',
    );
    expect((await h.request('POST', '/generic/consultarCajas', { token, body: {} })).status).toBe(403);
  });

  it("never lists or edits another venue's points of sale or uses its price lists", async () => {
    expect((await list()).some((p) => p.id === otherVenuePos)).toBe(false);
    expect((await cajas()).some((p) => p.id === otherVenuePos)).toBe(false);
    expect((await put(otherVenuePos, { name: 'Mía' })).status).toBe(404);
    expect(
      (await h.request('POST', `/puntos-de-venta/${otherVenuePos}/activo`, { token: admin, body: { active: false } })).status,
    ).toBe(404);
    expect((await h.request('DELETE', `/puntos-de-venta/${otherVenuePos}`, { token: admin })).status).toBe(404);
    expect(await message(await post({ kind: 'cloakroom', name: 'Con lista ajena', priceListId: otherVenueList }), 422)).toBe(
      'La lista de precios no existe en este local',
    );
  });
});

describe('listing', () => {
  it('lists the seeded bars with their price list, stock location and terminals', async () => {
    const bars = await list('bar');
    expect(bars.length).toBe(6);
    for (const b of bars) {
      expect(b.kind).toBe('bar');
      expect(b.stockLocationName).toBeTruthy();
      expect(b.priceListName).toBeTruthy();
      expect(b.terminals).toBe(1);
      expect(b.afipPosNumber).toBeGreaterThan(0);
    }
    const offices = await list('ticket_office');
    expect(offices.every((p) => p.kind === 'ticket_office' && p.stockLocationId === null)).toBe(true);
    expect((await h.request('GET', '/puntos-de-venta?kind=kiosco', { token: admin })).status).toBe(422);
  });

  it('offers the venue price lists and bar locations', async () => {
    const options = await json<PosOptionsDto>(await h.request('GET', '/puntos-de-venta/opciones', { token: admin }));
    expect(options.priceLists.some((l) => l.id === listId)).toBe(true);
    expect(options.priceLists.some((l) => l.id === otherVenueList)).toBe(false);
    expect(options.barLocations.some((l) => l.id === barLocationId)).toBe(true);
    expect(options.barLocations.some((l) => l.id === warehouseId)).toBe(false);
    expect(options.barLocations.find((l) => l.id === inactiveBarLocationId)?.active).toBe(false);
  });
});

describe('creating and editing', () => {
  it('creates a bar only with a bar stock location of the venue', async () => {
    expect(await message(await post({ kind: 'bar', name: 'Barra sin lugar', priceListId: listId }), 422)).toBe(
      'Una barra necesita su ubicación de stock',
    );
    expect(await message(await post({ kind: 'bar', name: 'Barra depósito', stockLocationId: warehouseId }), 422)).toBe(
      'La ubicación de stock debe ser una barra de este local',
    );
    expect(await message(await post({ kind: 'bar', name: 'Barra cerrada', stockLocationId: inactiveBarLocationId }), 409)).toBe(
      'La ubicación de stock está desactivada',
    );
    const bar = await json<PointOfSaleDto>(
      await post({
        kind: 'bar',
        name: '  Barra Nueva  ',
        stockLocationId: barLocationId,
        priceListId: listId,
        afipPosNumber: 501,
      }),
      201,
    );
    expect(bar).toMatchObject({
      kind: 'bar',
      name: 'Barra Nueva',
      active: true,
      stockLocationId: barLocationId,
      stockLocationName: 'Barra Nueva',
      priceListId: listId,
      afipPosNumber: 501,
      terminals: 0,
      sales: 0,
    });
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, bar.id), eq(auditLog.action, 'pos.create')));
    expect(audit).toBeTruthy();
  });

  it('gives other kinds no stock location', async () => {
    expect(await message(await post({ kind: 'cloakroom', name: 'Guardarropa 3', stockLocationId: barLocationId }), 422)).toBe(
      'Solo las barras tienen ubicación de stock',
    );
    const office = await json<PointOfSaleDto>(await post({ kind: 'ticket_office', name: 'Boletería 4' }), 201);
    expect(office).toMatchObject({ stockLocationId: null, priceListId: null, afipPosNumber: null });
  });

  it('keeps names unique per kind (ignoring case) and AFIP numbers unique per venue', async () => {
    await json(await post({ kind: 'cloakroom', name: 'Guardarropa Norte', afipPosNumber: 601 }), 201);
    expect(await message(await post({ kind: 'cloakroom', name: 'guardarropa norte' }), 409)).toBe(
      'Ya existe un punto de venta de ese tipo con ese nombre',
    );
    // The same name under another kind is fine.
    await json(await post({ kind: 'ticket_office', name: 'Guardarropa Norte' }), 201);
    expect(await message(await post({ kind: 'ticket_office', name: 'Boletería AFIP', afipPosNumber: 601 }), 409)).toBe(
      'Ese número de punto de venta AFIP ya está asignado a otro punto de venta',
    );
    // Without a number, any number of points of sale.
    await json(await post({ kind: 'ticket_office', name: 'Sin AFIP 1', afipPosNumber: null }), 201);
    await json(await post({ kind: 'ticket_office', name: 'Sin AFIP 2' }), 201);
  });

  it('answers malformed input with 422', async () => {
    const bad: unknown[] = [
      { kind: 'ticket_office', name: '' },
      { kind: 'ticket_office', name: '   ' },
      { kind: 'ticket_office', name: 'x'.repeat(81) },
      { kind: 'kiosco', name: 'K' },
      { kind: 'ticket_office', name: 'A', afipPosNumber: 0 },
      { kind: 'ticket_office', name: 'A', afipPosNumber: 100_000 },
      { kind: 'ticket_office', name: 'A', afipPosNumber: 1.5 },
      { kind: 'ticket_office', name: 'A', afipPosNumber: '7' },
      { kind: 'ticket_office', name: 'A', priceListId: 'lista' },
      {},
    ];
    for (const body of bad) expect((await post(body)).status, JSON.stringify(body)).toBe(422);
    expect((await h.request('POST', '/puntos-de-venta', { token: admin, rawBody: '{' })).status).toBe(400);
    expect((await put('nope', { name: 'X' })).status).toBe(422);
    expect((await put(uuidv7(), { name: 'X' })).status).toBe(404);
    const [any] = await list('cloakroom');
    const res = await h.request('POST', `/puntos-de-venta/${any?.id}/activo`, { token: admin, body: { active: 'no' } });
    expect(res.status).toBe(422);
  });

  it('edits name, price list and AFIP number but never the kind', async () => {
    const p = await json<PointOfSaleDto>(await post({ kind: 'cloakroom', name: 'Guardarropa Sur' }), 201);
    const edited = await json<PointOfSaleDto>(
      await put(p.id, { kind: 'bar', name: 'Guardarropa Sur VIP', priceListId: listId, afipPosNumber: 777 }),
    );
    expect(edited).toMatchObject({ kind: 'cloakroom', name: 'Guardarropa Sur VIP', priceListId: listId, afipPosNumber: 777 });
    expect(edited.version).toBeGreaterThan(p.version);
    // Its own number and name are not duplicates of itself.
    await json(await put(p.id, { name: 'Guardarropa Sur VIP', afipPosNumber: 777 }));
    expect((await put(p.id, { name: 'Guardarropa Norte' })).status).toBe(409);
  });

  it('keeps a bar on its deactivated location but moves none onto one', async () => {
    const db = h.database.db;
    const loc = uuidv7();
    await db.insert(stockLocations).values({ id: loc, venueId, kind: 'bar', name: 'Barra Temporal' });
    const bar = await json<PointOfSaleDto>(await post({ kind: 'bar', name: 'Barra Temporal', stockLocationId: loc }), 201);
    await db.update(stockLocations).set({ active: false }).where(eq(stockLocations.id, loc));
    await json(await put(bar.id, { name: 'Barra Temporal 2', stockLocationId: loc }));
    const other = await json<PointOfSaleDto>(
      await post({ kind: 'bar', name: 'Barra Otra', stockLocationId: barLocationId }),
      201,
    );
    expect((await put(other.id, { name: 'Barra Otra', stockLocationId: loc })).status).toBe(409);
  });
});

describe('activating and deleting', () => {
  it('deactivates and reactivates, and consultarCajas shows the change', async () => {
    const p = await json<PointOfSaleDto>(await post({ kind: 'ticket_office', name: 'Boletería Temporal' }), 201);
    const off = await json<PointOfSaleDto>(
      await h.request('POST', `/puntos-de-venta/${p.id}/activo`, { token: admin, body: { active: false } }),
    );
    expect(off.active).toBe(false);
    const row = (await cajas()).find((c) => c.id === p.id);
    expect(row).toEqual({
      id: p.id,
      venueId,
      kind: 'ticket_office',
      name: 'Boletería Temporal',
      active: false,
      stockLocationId: null,
      priceListId: null,
      afipPosNumber: null,
      version: off.version,
    });
    const on = await json<PointOfSaleDto>(
      await h.request('POST', `/puntos-de-venta/${p.id}/activo`, { token: admin, body: { active: true } }),
    );
    expect(on.active).toBe(true);
  });

  it('deletes a point of sale without history and refuses one with terminals or sales', async () => {
    const p = await json<PointOfSaleDto>(await post({ kind: 'cloakroom', name: 'Guardarropa Efímero' }), 201);
    expect((await h.request('DELETE', `/puntos-de-venta/${p.id}`, { token: admin })).status).toBe(204);
    expect((await list()).some((x) => x.id === p.id)).toBe(false);
    expect((await cajas()).some((x) => x.id === p.id)).toBe(false);
    // Its name is free again.
    await json(await post({ kind: 'cloakroom', name: 'Guardarropa Efímero' }), 201);

    const [seeded] = await list('bar');
    expect(await message(await h.request('DELETE', `/puntos-de-venta/${seeded?.id}`, { token: admin }), 409)).toBe(
      'Tiene ventas, terminales o movimientos de caja: desactívalo en lugar de borrarlo',
    );
  });
});
