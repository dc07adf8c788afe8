// Restaurant configuration (/api/resto-config, issue 35): areas and tables on the floor plan (201),
// menu, modifiers, stations and reservation rules (314; menu also 659): CRUD on the demo's seed,
// validation with its messages, other venues' ids refused, privileges, audit rows, the replica.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, pointsOfSale, priceLists, products, restoStations, venues } from '../../server/db/schema';
import type { AreaDto, AreasAnswer, MenuAnswer, MenuItemDto, RestoSettingsDto, TableDto } from '../../src/contract/resto-config';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let admin: string;
let menuOnly: string;
let areasOnly: string;
let venueId: string;
const other = { venue: uuidv7(), pos: uuidv7(), list: uuidv7(), product: uuidv7(), station: uuidv7() };

async function message(res: Response, status: number): Promise<string> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return (JSON.parse(body) as { message: string }).message;
}
const req = (method: string, path: string, body?: unknown, token = admin) =>
  h.request(method, `/resto-config${path}`, { token, body });
const table = (over: Record<string, unknown> = {}) => ({
  name: 'Mesa T',
  seats: 4,
  shape: 'round',
  x: 100,
  y: 100,
  width: 80,
  height: 80,
  ...over,
});

async function auditCount(action: string, entityId: string): Promise<number> {
  const rows = await h.database.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
  return rows.length;
}

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  admin = await h.login('admin@noctua.test');
  const [venue] = await db.select({ id: venues.id }).from(venues);
  venueId = venue?.id ?? '';
  menuOnly = await h.createUser('menu314@noctua.test', ['314'], venueId);
  areasOnly = await h.createUser('areas201@noctua.test', ['201'], venueId);
  await db.insert(venues).values({ id: other.venue, name: 'Otro local', legalName: 'Otro SA', taxId: '30-9' });
  await db.insert(pointsOfSale).values({ id: other.pos, venueId: other.venue, kind: 'restaurant', name: 'Resto ajeno' });
  await db.insert(priceLists).values({ id: other.list, venueId: other.venue, name: 'Ajena' });
  await db
    .insert(products)
    .values({ id: other.product, venueId: other.venue, name: 'Plato ajeno', kind: 'dish', category: 'Cocina' });
  await db.insert(restoStations).values({ id: other.station, venueId: other.venue, name: 'Cocina ajena' });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe('areas and tables', () => {
  it('lists the seeded areas with their tables on the plan', async () => {
    const answer = await json<AreasAnswer>(await req('GET', '/areas'));
    expect(answer.areas.map((a) => a.name)).toEqual(['Sector VIP', 'Terraza', 'Restaurante']);
    expect(answer.areas.reduce((n, a) => n + a.tables.length, 0)).toBe(22);
    const vip = answer.areas[0] as AreaDto;
    expect(vip.vip).toBe(true);
    expect(vip.tables.every((t) => t.minimumSpend > 0 && t.deposit > 0)).toBe(true);
    for (const t of answer.areas.flatMap((a) => a.tables)) {
      expect(t.x + t.width).toBeLessThanOrEqual(1000);
      expect(t.y + t.height).toBeLessThanOrEqual(1000);
    }
    expect(answer.pointsOfSale.some((p) => p.kind === 'restaurant')).toBe(true);
  });

  it('creates, edits, moves and deletes an area and its tables, with audit rows', async () => {
    const opts = await json<AreasAnswer>(await req('GET', '/areas'));
    const pos = opts.pointsOfSale.find((p) => p.kind === 'restaurant');
    const body = {
      name: 'Salón',
      vip: false,
      pointOfSaleId: pos?.id ?? null,
      stockLocationId: opts.bars[0]?.id ?? null,
      priceListId: opts.priceLists[0]?.id ?? null,
    };
    const area = await json<AreaDto>(await req('POST', '/areas', body), 201);
    expect(await auditCount('resto_area.create', area.id)).toBe(1);
    expect(await message(await req('POST', '/areas', { ...body, name: 'salón' }), 409)).toBe('Ya existe un área con ese nombre');

    const t = await json<TableDto>(await req('POST', `/areas/${area.id}/mesas`, table()), 201);
    expect(t).toMatchObject({ name: 'Mesa T', seats: 4, x: 100, y: 100 });
    expect(await message(await req('POST', `/areas/${area.id}/mesas`, table({ name: 'mesa t' })), 409)).toBe(
      'Ya existe una mesa con ese nombre en el área',
    );
    const moved = await json<TableDto>(await req('PUT', `/mesas/${t.id}/posicion`, { x: 500, y: 600 }));
    expect(moved).toMatchObject({ x: 500, y: 600 });
    expect(await auditCount('resto_table.move', t.id)).toBe(1);
    expect(await message(await req('PUT', `/mesas/${t.id}/posicion`, { x: 950, y: 0 }), 422)).toBe(
      'La mesa queda fuera del plano',
    );
    const edited = await json<TableDto>(await req('PUT', `/mesas/${t.id}`, table({ name: 'Mesa U', seats: 6, shape: 'square' })));
    expect(edited).toMatchObject({ name: 'Mesa U', seats: 6, shape: 'square' });
    expect(await message(await req('PUT', `/mesas/${t.id}`, table({ minimumSpend: 100 })), 422)).toBe(
      'Solo las mesas de un área VIP tienen consumo mínimo o seña',
    );

    expect(await message(await req('DELETE', `/areas/${area.id}`), 409)).toBe(
      'El área tiene mesas: bórrelas o desactive el área',
    );
    expect((await req('DELETE', `/mesas/${t.id}`)).status).toBe(204);
    expect((await req('DELETE', `/areas/${area.id}`)).status).toBe(204);
    expect(await auditCount('resto_area.delete', area.id)).toBe(1);
    expect((await req('PUT', `/mesas/${t.id}`, table())).status).toBe(404);
  });

  it('refuses bad tables with their messages', async () => {
    const { areas } = await json<AreasAnswer>(await req('GET', '/areas'));
    const id = areas[1]?.id;
    expect(await message(await req('POST', `/areas/${id}/mesas`, table({ seats: 0 })), 422)).toBe(
      'La mesa debe tener al menos 1 lugar',
    );
    expect(await message(await req('POST', `/areas/${id}/mesas`, table({ x: 1001 })), 422)).toBe('La mesa queda fuera del plano');
    expect(await message(await req('POST', `/areas/${id}/mesas`, table({ x: 950, width: 80 })), 422)).toBe(
      'La mesa queda fuera del plano',
    );
    expect(await message(await req('POST', `/areas/${id}/mesas`, table({ name: ' ' })), 422)).toBe('El nombre es obligatorio');
    expect(await message(await req('POST', `/areas/${id}/mesas`, table({ name: 'Mesa Terraza 1' })), 409)).toBe(
      'Ya existe una mesa con ese nombre en el área',
    );
  });

  it("refuses another venue's point of sale, price list and area", async () => {
    const base = { name: 'Ajena', vip: false, pointOfSaleId: null, stockLocationId: null, priceListId: null };
    expect(await message(await req('POST', '/areas', { ...base, pointOfSaleId: other.pos }), 404)).toBe(
      'El punto de venta no existe',
    );
    expect(await message(await req('POST', '/areas', { ...base, priceListId: other.list }), 404)).toBe(
      'La lista de precios no existe',
    );
    const opts = await json<AreasAnswer>(await req('GET', '/areas'));
    const bar = opts.pointsOfSale.find((p) => p.kind === 'bar');
    expect(await message(await req('POST', '/areas', { ...base, pointOfSaleId: bar?.id }), 422)).toBe(
      'El punto de venta debe ser de restaurante (o una barra, para un área VIP)',
    );
    expect((await req('POST', '/areas', { ...base, name: 'VIP 2', vip: true, pointOfSaleId: bar?.id })).status).toBe(201);
    const otherArea = uuidv7();
    expect((await req('POST', `/areas/${otherArea}/mesas`, table())).status).toBe(404);
  });
});

describe('menu, stations and rules', () => {
  it('puts a product on the menu with modifiers, 86s it and takes it off', async () => {
    const m = await json<MenuAnswer>(await req('GET', '/menu'));
    expect(m.stations.map((s) => s.name)).toEqual(['Cocina', 'Barra', 'Postres']);
    expect(m.items.length).toBeGreaterThan(0);
    expect(m.items.some((i) => !i.available)).toBe(true);
    const onMenu = new Set(m.items.map((i) => i.productId));
    const product = m.products.find((p) => !onMenu.has(p.id));
    expect(product).toBeDefined();
    const body = { productId: product?.id, category: 'Especiales', stationId: m.stations[0]?.id ?? null };
    const item = await json<MenuItemDto>(await req('POST', '/menu', body, menuOnly), 201);
    expect(await message(await req('POST', '/menu', body), 409)).toBe('El producto ya está en el menú');
    const mod = await json<{ id: string; priceDelta: number }>(
      await req('POST', `/menu/${item.id}/modificadores`, { name: 'Sin sal', priceDelta: 0 }),
      201,
    );
    expect(mod.priceDelta).toBe(0);
    expect(await message(await req('POST', `/menu/${item.id}/modificadores`, { name: 'X', priceDelta: -1 }), 422)).toBe(
      'El importe no es válido',
    );
    const off = await json<MenuItemDto>(await req('PUT', `/menu/${item.id}/disponible`, { available: false }));
    expect(off.available).toBe(false);
    expect(off.modifiers).toHaveLength(1);
    expect((await req('DELETE', `/menu/${item.id}`)).status).toBe(204);
    expect(await auditCount('resto_menu_item.delete', item.id)).toBe(1);
    // Back on the menu: the same row again, without its old modifiers.
    const again = await json<MenuItemDto>(await req('POST', '/menu', body), 201);
    expect(again.id).toBe(item.id);
    expect(again.modifiers).toHaveLength(0);
  });

  it("refuses another venue's product and station", async () => {
    expect(await message(await req('POST', '/menu', { productId: other.product, category: 'X', stationId: null }), 404)).toBe(
      'El producto no existe',
    );
    const m = await json<MenuAnswer>(await req('GET', '/menu'));
    const item = m.items[0] as MenuItemDto;
    const body = { productId: item.productId, category: item.category, stationId: other.station };
    expect(await message(await req('PUT', `/menu/${item.id}`, body), 404)).toBe('La estación no existe');
  });

  it('creates and renames stations, refusing a repeated name', async () => {
    const s = await json<{ id: string }>(await req('POST', '/estaciones', { name: 'Parrilla' }), 201);
    expect(await message(await req('POST', '/estaciones', { name: 'cocina' }), 409)).toBe(
      'Ya existe una estación con ese nombre',
    );
    expect((await req('PUT', `/estaciones/${s.id}`, { name: 'Parrilla 2', active: false })).status).toBe(200);
    expect(await auditCount('resto_station.update', s.id)).toBe(1);
  });

  it('saves the reservation rules, refusing turn rows out of order', async () => {
    const rules = await json<RestoSettingsDto>(await req('GET', '/reglas'));
    expect(rules.turnMinutes.length).toBeGreaterThan(0);
    const body = {
      ...rules,
      turnMinutes: [
        { upTo: 4, minutes: 100 },
        { upTo: 1000, minutes: 160 },
      ],
      pacingPer15: 10,
    };
    expect(await json<RestoSettingsDto>(await req('PUT', '/reglas', body, menuOnly))).toEqual(body);
    expect(await auditCount('resto_settings.update', venueId)).toBe(1);
    const bad = {
      ...body,
      turnMinutes: [
        { upTo: 4, minutes: 100 },
        { upTo: 4, minutes: 160 },
      ],
    };
    expect(await message(await req('PUT', '/reglas', bad), 422)).toBe(
      'Los tamaños de grupo deben ir de menor a mayor, sin repetirse',
    );
    expect(await message(await req('PUT', '/reglas', { ...body, minParty: 8, maxParty: 4 }), 422)).toBe(
      'El grupo mínimo no puede superar al máximo',
    );
  });
});

describe('privileges and the replica', () => {
  it('keeps a 314-only user off the areas and a 201-only user off the menu', async () => {
    const { areas } = await json<AreasAnswer>(await req('GET', '/areas', undefined, menuOnly));
    const area = areas[0] as AreaDto;
    const t = area.tables[0] as TableDto;
    expect((await req('PUT', `/mesas/${t.id}/posicion`, { x: 0, y: 0 }, menuOnly)).status).toBe(403);
    expect(
      (
        await req(
          'POST',
          '/areas',
          { name: 'Z', vip: false, pointOfSaleId: null, stockLocationId: null, priceListId: null },
          menuOnly,
        )
      ).status,
    ).toBe(403);
    const m = await json<MenuAnswer>(await req('GET', '/menu', undefined, areasOnly));
    const item = m.items[0] as MenuItemDto;
    expect((await req('PUT', `/menu/${item.id}/disponible`, { available: false }, areasOnly)).status).toBe(403);
    expect((await req('POST', '/estaciones', { name: 'Nope' }, areasOnly)).status).toBe(403);
    expect((await req('PUT', '/reglas', {}, areasOnly)).status).toBe(403);
    const stock = await h.login('stock@noctua.test');
    expect((await req('GET', '/areas', undefined, stock)).status).toBe(403);
  });

  it('replicates areas, tables, stations, menu items and modifiers to a 313 holder', async () => {
    const waiter = await h.createUser('mozo313@noctua.test', ['313'], venueId);
    const tables = 'restoAreas,restoTables,restoStations,restoMenuItems,restoModifiers';
    const page = await json<{ changes: { table: string; op: string }[] }>(
      await h.request('GET', `/sync/pull?tables=${tables}&limit=5000`, { token: waiter }),
    );
    const counts = new Map<string, number>();
    for (const c of page.changes) counts.set(c.table, (counts.get(c.table) ?? 0) + 1);
    for (const t of tables.split(',')) expect(counts.get(t), t).toBeGreaterThan(0);
  });
});
