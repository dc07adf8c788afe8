// The stock configuration API (/api/catalogo): validation, uniqueness, the location deactivation
// rule, recipes and price list items replaced as sets, costs, privileges and venue scoping.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goodBarcodes,
  goods,
  pointsOfSale,
  priceListItems,
  recipeLines,
  stockMovements,
  userPrivileges,
  users,
  venues,
} from '../../server/db/schema';
import { recordMovements } from '../../server/domain/stock-ledger';
import { hashPassword } from '../../server/lib/password';
import type { GoodDto, LocationDto, PriceListDto, ProductDto } from '../../src/contract/inventory-catalogue';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, DEMO_PASSWORD, type Harness } from './harness';

let h: Harness;
let admin: string;
let caja: string;
let stock: string;
let venueId: string;
let other: string;
let otherVenue: string;
let run = 0;

/** Unique names per call so tests do not collide on the uniqueness rules. */
const uniq = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++run}`;

async function call<T = unknown>(method: string, path: string, token: string, body?: unknown, headers?: Record<string, string>) {
  const res = await h.request(method, `/catalogo${path}`, { token, body, headers });
  const json = (await res.json()) as T & { message?: string };
  return { status: res.status, body: json };
}

function goodBody(overrides: Record<string, unknown> = {}) {
  return {
    sku: uniq('SKU').replace(/\s/g, ''),
    name: uniq('Gin de prueba'),
    category: 'Destilados',
    unit: 'bottle',
    content: 750,
    fullWeight: 1350,
    emptyWeight: 600,
    unitCost: 1000,
    supplier: 'Distribuidora Sur',
    supplierPack: 6,
    active: true,
    ...overrides,
  };
}

async function newGood(token = admin, overrides: Record<string, unknown> = {}) {
  const res = await call<GoodDto>('POST', '/mercaderias', token, goodBody(overrides));
  expect(res.status).toBe(201);
  return res.body;
}

async function newLocation(kind: 'warehouse' | 'bar' = 'bar', token = admin) {
  const res = await call<LocationDto>('POST', '/ubicaciones', token, { kind, name: uniq(kind === 'bar' ? 'Barra' : 'Depósito') });
  expect(res.status).toBe(201);
  return res.body;
}

beforeAll(async () => {
  h = await createHarness();
  [admin, caja, stock] = await Promise.all([
    h.login('admin@noctua.test'),
    h.login('caja@noctua.test'),
    h.login('stock@noctua.test'),
  ]);
  const db = h.database.db;
  const [u] = await db.select({ venueId: users.defaultVenueId }).from(users).where(eq(users.email, 'admin@noctua.test'));
  venueId = u?.venueId as string;
  // A second venue with its own configuration manager.
  otherVenue = uuidv7();
  await db.insert(venues).values({ id: otherVenue, name: 'Otro local', legalName: 'Otro SA', taxId: '30-9' });
  const userId = uuidv7();
  await db.insert(users).values({
    id: userId,
    email: 'config@otro.test',
    firstName: 'Otra',
    lastName: 'Encargada',
    displayName: 'Otra Encargada',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    defaultVenueId: otherVenue,
  });
  await db.insert(userPrivileges).values({ userId, code: '201' });
  other = await h.login('config@otro.test');
});
afterAll(async () => {
  await h?.close();
});

describe('privileges and malformed requests', () => {
  it('needs a session and privilege 201', async () => {
    expect((await h.request('GET', '/catalogo/mercaderias')).status).toBe(401);
    for (const [method, path, body] of [
      ['GET', '/ubicaciones', undefined],
      ['POST', '/ubicaciones', { kind: 'bar', name: 'Barra X' }],
      ['GET', '/mercaderias', undefined],
      ['POST', '/mercaderias', goodBody()],
      ['GET', '/productos', undefined],
      ['GET', '/listas-precios', undefined],
      ['POST', '/listas-precios', { name: 'Lista X' }],
    ] as const) {
      const res = await call(method, path, stock, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toBe('No tienes permiso para acceder a esta página');
    }
    // caja@ holds 201 (cash flow configuration) and so opens the stock configuration too.
    expect((await call('GET', '/ubicaciones', caja)).status).toBe(200);
  });

  it('answers malformed JSON, bad ids and wrong types with 4xx and a message', async () => {
    const raw = await h.request('POST', '/catalogo/ubicaciones', { token: admin, rawBody: '{"kind": "bar", "name": ' });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { message: string }).message).toBe('El cuerpo de la solicitud no es JSON válido');
    const badId = await call('PUT', '/ubicaciones/not-a-uuid', admin, { name: 'X' });
    expect(badId.status).toBe(422);
    expect(badId.body.message).toBe('El identificador no es válido');
    const arr = await call('POST', '/mercaderias', admin, [1, 2, 3]);
    expect(arr.status).toBe(422);
    const nulls = await call('PUT', '/listas-precios/0190a1b2-0000-7000-8000-000000000000/items', admin, { items: null });
    expect(nulls.status).toBe(422);
    const unknown = await call('PUT', '/ubicaciones/0190a1b2-0000-7000-8000-000000000000', admin, { name: 'Nadie' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('El depósito o la barra no existe');
  });
});

describe('stock locations', () => {
  it('creates, lists, renames and refuses duplicate names among the venue', async () => {
    const bar = await newLocation('bar');
    expect(bar).toMatchObject({ kind: 'bar', active: true, goodsInStock: 0, valueOnHand: 0 });
    const dup = await call('POST', '/ubicaciones', admin, { kind: 'warehouse', name: `  ${bar.name.toUpperCase()} ` });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Ya existe un depósito o una barra con ese nombre');

    const renamed = await call<LocationDto>('PUT', `/ubicaciones/${bar.id}`, admin, { name: `${bar.name} VIP` });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe(`${bar.name} VIP`);
    // renaming to its own name (other case) is fine; to another's name is not
    const other2 = await newLocation('warehouse');
    expect((await call('PUT', `/ubicaciones/${bar.id}`, admin, { name: other2.name })).status).toBe(409);

    const bars = await call<LocationDto[]>('GET', '/ubicaciones?kind=bar', admin);
    expect(bars.body.every((l) => l.kind === 'bar')).toBe(true);
    expect(bars.body.some((l) => l.id === bar.id)).toBe(true);
    expect(bars.body.some((l) => l.id === other2.id)).toBe(false);
    expect((await call('GET', '/ubicaciones?kind=shelf', admin)).status).toBe(422);
  });

  it('validates kind and name with 422 and a translated message', async () => {
    const kind = await call('POST', '/ubicaciones', admin, { kind: 'shelf', name: 'Estante' });
    expect(kind.status).toBe(422);
    expect(kind.body.message).toBe('El tipo de ubicación no es válido');
    const empty = await call('POST', '/ubicaciones', admin, { kind: 'bar', name: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Indica un nombre');
    const de = await call('POST', '/ubicaciones', admin, { kind: 'bar', name: '' }, { 'accept-language': 'de' });
    expect(de.body.message).toBe('Geben Sie einen Namen an');
    const active = await call('PUT', '/ubicaciones/0190a1b2-0000-7000-8000-000000000000/activa', admin, { active: 'no' });
    expect(active.status).toBe(422);
  });

  it('refuses to deactivate a location that still has stock, and allows it once it is empty', async () => {
    const bar = await newLocation('bar');
    const good = await newGood();
    const db = h.database.db;
    await recordMovements(db, [{ locationId: bar.id, goodId: good.id, kind: 'purchase', quantity: 4 }]);
    const listed = (await call<LocationDto[]>('GET', '/ubicaciones', admin)).body.find((l) => l.id === bar.id);
    expect(listed).toMatchObject({ goodsInStock: 1, unitsOnHand: 4, valueOnHand: 4000 });

    const refused = await call('PUT', `/ubicaciones/${bar.id}/activa`, admin, { active: false });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('No se puede desactivar: todavía tiene stock. Transfiere o ajusta el stock antes.');

    await recordMovements(db, [{ locationId: bar.id, goodId: good.id, kind: 'count_adjustment', quantity: -4 }]);
    const done = await call<LocationDto>('PUT', `/ubicaciones/${bar.id}/activa`, admin, { active: false });
    expect(done.status).toBe(200);
    expect(done.body.active).toBe(false);
    // still listed (no hard delete), and can be activated again
    const again = await call<LocationDto>('PUT', `/ubicaciones/${bar.id}/activa`, admin, { active: true });
    expect(again.body.active).toBe(true);
  });

  it('refuses to deactivate a bar an active point of sale draws from', async () => {
    const bar = await newLocation('bar');
    await h.database.db.insert(pointsOfSale).values({ venueId, kind: 'bar', name: 'Caja barra', stockLocationId: bar.id });
    const refused = await call('PUT', `/ubicaciones/${bar.id}/activa`, admin, { active: false });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('No se puede desactivar: un punto de venta activo descuenta stock de esta barra');
  });
});

describe('goods and barcodes', () => {
  it('creates a good with barcodes and lists it', async () => {
    const code = `779${Date.now()}`;
    const good = await newGood(admin, { barcodes: [code] });
    expect(good).toMatchObject({ unit: 'bottle', content: 750, fullWeight: 1350, emptyWeight: 600, supplierPack: 6 });
    expect(good.barcodes.map((b) => b.barcode)).toEqual([code]);
    const list = await call<GoodDto[]>('GET', '/mercaderias', admin);
    expect(list.body.find((g) => g.id === good.id)?.barcodes).toHaveLength(1);
  });

  it('validates the fields with 422 and the message of the first problem', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ emptyWeight: 1400 }, 'El peso vacío debe ser menor que el peso lleno'],
      [{ emptyWeight: 1350 }, 'El peso vacío debe ser menor que el peso lleno'],
      [{ unitCost: -1 }, 'El costo debe ser un importe de 0 o más'],
      [{ unitCost: 10.5 }, 'El costo debe ser un importe de 0 o más'],
      [{ unit: 'box' }, 'La unidad no es válida'],
      [{ supplierPack: 0 }, 'El bulto del proveedor debe ser un número entero de 1 o más'],
      [{ content: -5 }, 'El contenido debe ser un número entero de 0 o más'],
      [{ fullWeight: 0 }, 'El peso debe ser un número entero de gramos mayor que 0'],
      [{ sku: ' ' }, 'Indica el código interno (SKU)'],
      [{ category: '' }, 'Indica una categoría'],
      [{ barcodes: ['123', '123'] }, 'Un código de barras está repetido'],
      [{ barcodes: ['12 3'] }, 'El código de barras solo admite letras, números, puntos y guiones'],
    ];
    for (const [override, message] of cases) {
      const res = await call('POST', '/mercaderias', admin, goodBody(override));
      expect(res.status, JSON.stringify(override)).toBe(422);
      expect(res.body.message, JSON.stringify(override)).toBe(message);
    }
    // one weight alone, or none, is fine
    expect((await call('POST', '/mercaderias', admin, goodBody({ fullWeight: null, emptyWeight: 500 }))).status).toBe(201);
    expect((await call('POST', '/mercaderias', admin, goodBody({ fullWeight: undefined, emptyWeight: undefined }))).status).toBe(
      201,
    );
  });

  it('refuses a duplicate SKU in the venue (create and update) but not in another venue', async () => {
    const good = await newGood();
    const dup = await call('POST', '/mercaderias', admin, goodBody({ sku: good.sku }));
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Ya existe una mercadería con ese código interno (SKU)');
    const second = await newGood();
    const upd = await call('PUT', `/mercaderias/${second.id}`, admin, goodBody({ sku: good.sku }));
    expect(upd.status).toBe(409);
    expect((await call('POST', '/mercaderias', other, goodBody({ sku: good.sku }))).status).toBe(201);
  });

  it('changing the unit cost updates the good only: movements keep their historical cost', async () => {
    const good = await newGood(admin, { unitCost: 1000 });
    const bar = await newLocation('bar');
    await recordMovements(h.database.db, [{ locationId: bar.id, goodId: good.id, kind: 'purchase', quantity: 2 }]);
    const { barcodes: _b, id: _i, onHand: _o, updatedAt: _u, ...fields } = good;
    const upd = await call<GoodDto>('PUT', `/mercaderias/${good.id}`, admin, { ...fields, unitCost: 2500 });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ unitCost: 2500, onHand: 2 });
    const moves = await h.database.db.select().from(stockMovements).where(eq(stockMovements.goodId, good.id));
    expect(moves.map((m) => m.unitCost)).toEqual([1000]);
    const loc = (await call<LocationDto[]>('GET', '/ubicaciones', admin)).body.find((l) => l.id === bar.id);
    expect(loc?.valueOnHand).toBe(5000);
  });

  it('adds and removes barcodes; a barcode is unique within the venue', async () => {
    const a = await newGood();
    const b = await newGood();
    const code = `B-${Date.now()}`;
    const added = await call<{ id: string; barcode: string }>('POST', `/mercaderias/${a.id}/codigos`, admin, {
      barcode: ` ${code} `,
    });
    expect(added.status).toBe(201);
    expect(added.body.barcode).toBe(code);
    const taken = await call('POST', `/mercaderias/${b.id}/codigos`, admin, { barcode: code });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Ese código de barras ya está asignado a una mercadería');
    // another venue has its own codes (the same bottle carries the same EAN everywhere: issue 32),
    // neither blocked by this venue's nor told about them, and this venue's row stays as it was
    const foreign = await newGood(other);
    const theirs = await call<{ id: string }>('POST', `/mercaderias/${foreign.id}/codigos`, other, { barcode: code });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(added.body.id);
    const [ours] = await h.database.db.select().from(goodBarcodes).where(eq(goodBarcodes.id, added.body.id));
    expect(ours).toMatchObject({ goodId: a.id, venueId, deletedAt: null });

    // removing is a tombstone; the code can then move to another good (the tombstone is revived)
    expect((await call('DELETE', `/mercaderias/${b.id}/codigos/${added.body.id}`, admin)).status).toBe(404);
    const removed = await call('DELETE', `/mercaderias/${a.id}/codigos/${added.body.id}`, admin);
    expect(removed.status).toBe(200);
    const [tomb] = await h.database.db.select().from(goodBarcodes).where(eq(goodBarcodes.id, added.body.id));
    expect(tomb?.deletedAt).not.toBeNull();
    expect((await call('DELETE', `/mercaderias/${a.id}/codigos/${added.body.id}`, admin)).status).toBe(404);
    const moved = await call<{ id: string }>('POST', `/mercaderias/${b.id}/codigos`, admin, { barcode: code });
    expect(moved.status).toBe(201);
    expect(moved.body.id).toBe(added.body.id);
    const list = (await call<GoodDto[]>('GET', '/mercaderias', admin)).body;
    expect(list.find((g) => g.id === a.id)?.barcodes).toEqual([]);
    expect(list.find((g) => g.id === b.id)?.barcodes.map((x) => x.barcode)).toEqual([code]);
    // and a tombstone of another venue's good is not handed over: this venue gets its own row
    const fcode = `F-${Date.now()}`;
    const fadded = await call<{ id: string }>('POST', `/mercaderias/${foreign.id}/codigos`, other, { barcode: fcode });
    await call('DELETE', `/mercaderias/${foreign.id}/codigos/${fadded.body.id}`, other);
    const mine = await call<{ id: string }>('POST', `/mercaderias/${a.id}/codigos`, admin, { barcode: fcode });
    expect(mine.status).toBe(201);
    expect(mine.body.id).not.toBe(fadded.body.id);
  });
});

describe('products and recipes', () => {
  it('replaces the recipe as a set and computes its cost from current unit costs', async () => {
    const gin = await newGood(admin, { unitCost: 12000 });
    const tonic = await newGood(admin, { unit: 'can', unitCost: 900, fullWeight: null, emptyWeight: null });
    const lemon = await newGood(admin, { unit: 'unit', unitCost: 333, fullWeight: null, emptyWeight: null });
    const created = await call<ProductDto>('POST', '/productos', admin, {
      name: uniq('Gin tonic'),
      kind: 'drink',
      category: 'Tragos',
      recipe: [
        { goodId: gin.id, quantity: 0.067 },
        { goodId: tonic.id, quantity: 1 },
      ],
    });
    expect(created.status).toBe(201);
    // 0.067 × 12000 + 1 × 900 = 804 + 900
    expect(created.body.recipeCost).toBe(1704);
    expect(created.body.active).toBe(true);
    const product = created.body;
    const tonicLine = product.recipe.find((l) => l.goodId === tonic.id);
    const [before] = await h.database.db
      .select()
      .from(recipeLines)
      .where(eq(recipeLines.id, tonicLine?.id as string));

    const updated = await call<ProductDto>('PUT', `/productos/${product.id}`, admin, {
      name: product.name,
      kind: 'drink',
      category: 'Tragos',
      active: true,
      recipe: [
        { goodId: tonic.id, quantity: 1 },
        { goodId: lemon.id, quantity: 0.25 },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.recipe.map((l) => l.goodId).sort()).toEqual([tonic.id, lemon.id].sort());
    // 900 + 0.25 × 333 = 983.25 → 983
    expect(updated.body.recipeCost).toBe(983);
    const rows = await h.database.db.select().from(recipeLines).where(eq(recipeLines.productId, product.id));
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.goodId === gin.id)?.deletedAt).not.toBeNull();
    // the unchanged line was not rewritten (its version did not move)
    expect(rows.find((r) => r.goodId === tonic.id)?.version).toBe(before?.version);

    // the gin comes back: its tombstone is revived, no unique violation
    const back = await call<ProductDto>('PUT', `/productos/${product.id}`, admin, {
      name: product.name,
      kind: 'drink',
      category: 'Tragos',
      recipe: [{ goodId: gin.id, quantity: 0.1 }],
    });
    expect(back.status).toBe(200);
    expect(back.body.recipe).toMatchObject([{ goodId: gin.id, quantity: 0.1, cost: 1200 }]);
    const live = await h.database.db
      .select()
      .from(recipeLines)
      .where(and(eq(recipeLines.productId, product.id), isNull(recipeLines.deletedAt)));
    expect(live.map((r) => r.goodId)).toEqual([gin.id]);

    // a new unit cost shows in the product's cost at once
    const { barcodes: _b, id: _i, onHand: _o, updatedAt: _u, ...fields } = gin;
    await call('PUT', `/mercaderias/${gin.id}`, admin, { ...fields, unitCost: 15000 });
    const list = await call<ProductDto[]>('GET', '/productos', admin);
    expect(list.body.find((p) => p.id === product.id)?.recipeCost).toBe(1500);
  });

  it('validates recipe lines and keeps the old recipe when the update fails', async () => {
    const gin = await newGood();
    const base = { name: uniq('Trago'), kind: 'drink', category: 'Tragos' };
    const cases: [unknown, string][] = [
      [[{ goodId: gin.id, quantity: 0 }], 'La cantidad debe ser mayor que 0'],
      [[{ goodId: gin.id, quantity: -1 }], 'La cantidad debe ser mayor que 0'],
      [[{ goodId: gin.id, quantity: 0.0001 }], 'La cantidad admite hasta 3 decimales'],
      [
        [
          { goodId: gin.id, quantity: 1 },
          { goodId: gin.id, quantity: 2 },
        ],
        'Una mercadería está repetida en la receta',
      ],
      [[{ goodId: 'x', quantity: 1 }], 'El identificador no es válido'],
    ];
    for (const [recipe, message] of cases) {
      const res = await call('POST', '/productos', admin, { ...base, recipe });
      expect(res.status, JSON.stringify(recipe)).toBe(422);
      expect(res.body.message).toBe(message);
    }
    expect((await call('POST', '/productos', admin, { ...base, kind: 'cocktail' })).body.message).toBe(
      'El tipo de producto no es válido',
    );
    const created = await call<ProductDto>('POST', '/productos', admin, { ...base, recipe: [{ goodId: gin.id, quantity: 1 }] });
    // a good of another venue is unknown here: 404, and nothing changed
    const foreign = await newGood(other);
    const res = await call('PUT', `/productos/${created.body.id}`, admin, {
      ...base,
      recipe: [{ goodId: foreign.id, quantity: 1 }],
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('La mercadería no existe');
    const list = await call<ProductDto[]>('GET', '/productos', admin);
    expect(list.body.find((p) => p.id === created.body.id)?.recipe.map((l) => l.goodId)).toEqual([gin.id]);
  });
});

describe('price lists', () => {
  it('checks the validity dates', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ validFrom: '2026-06-02', validTo: '2026-06-01' }, 'La fecha de inicio no puede ser posterior a la de fin'],
      [{ validFrom: '2026-02-30' }, 'La fecha no es válida'],
      [{ validTo: '01/06/2026' }, 'La fecha no es válida'],
    ];
    for (const [dates, message] of cases) {
      const res = await call('POST', '/listas-precios', admin, { name: uniq('Lista'), ...dates });
      expect(res.status, JSON.stringify(dates)).toBe(422);
      expect(res.body.message).toBe(message);
    }
    const same = await call<PriceListDto>('POST', '/listas-precios', admin, {
      name: uniq('Lista'),
      validFrom: '2026-06-01',
      validTo: '2026-06-01',
    });
    expect(same.status).toBe(201);
    expect(same.body).toMatchObject({ validFrom: '2026-06-01', validTo: '2026-06-01', items: [] });
    const open = await call<PriceListDto>('PUT', `/listas-precios/${same.body.id}`, admin, {
      name: same.body.name,
      validFrom: null,
      validTo: '2026-12-31',
    });
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ validFrom: null, validTo: '2026-12-31' });
    expect(
      (await call('PUT', `/listas-precios/${same.body.id}`, admin, { name: 'x', validFrom: '2027-01-01', validTo: '2026-12-31' }))
        .status,
    ).toBe(422);
  });

  it('replaces the items as a set, with prices in cents ≥ 0 and each product once', async () => {
    const gin = await newGood(admin, { unitCost: 10000 });
    const mk = async (name: string) =>
      (
        await call<ProductDto>('POST', '/productos', admin, {
          name: uniq(name),
          kind: 'drink',
          category: 'Tragos',
          recipe: [{ goodId: gin.id, quantity: 0.1 }],
        })
      ).body;
    const [p1, p2, p3] = [await mk('Gin solo'), await mk('Gin doble'), await mk('Gin triple')];
    const list = (await call<PriceListDto>('POST', '/listas-precios', admin, { name: uniq('General') })).body;
    const path = `/listas-precios/${list.id}/items`;

    const first = await call<PriceListDto>('PUT', path, admin, {
      items: [
        { productId: p1.id, price: 500000 },
        { productId: p2.id, price: 0 },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.items.find((i) => i.productId === p1.id)).toMatchObject({ price: 500000, recipeCost: 1000 });

    for (const [items, message] of [
      [[{ productId: p1.id, price: -1 }], 'El precio debe ser un importe de 0 o más'],
      [[{ productId: p1.id, price: 1.5 }], 'El precio debe ser un importe de 0 o más'],
      [
        [
          { productId: p1.id, price: 1 },
          { productId: p1.id, price: 2 },
        ],
        'Un producto está repetido en la lista',
      ],
    ] as const) {
      const res = await call('PUT', path, admin, { items });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
    }
    expect((await call('PUT', path, admin, { items: [{ productId: uuidv7(), price: 1 }] })).status).toBe(404);

    const second = await call<PriceListDto>('PUT', path, admin, {
      items: [
        { productId: p2.id, price: 700000 },
        { productId: p3.id, price: 900000 },
      ],
    });
    expect(second.body.items.map((i) => i.productId).sort()).toEqual([p2.id, p3.id].sort());
    // p1 came back: tombstone revived
    const third = await call<PriceListDto>('PUT', path, admin, { items: [{ productId: p1.id, price: 550000 }] });
    expect(third.body.items).toMatchObject([{ productId: p1.id, price: 550000 }]);
    const rows = await h.database.db.select().from(priceListItems).where(eq(priceListItems.priceListId, list.id));
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.deletedAt === null).map((r) => r.productId)).toEqual([p1.id]);
    const empty = await call<PriceListDto>('PUT', path, admin, { items: [] });
    expect(empty.body.items).toEqual([]);
  });
});

describe('venue scoping', () => {
  it('lists only the venue’s own rows and answers 404 for another venue’s ids', async () => {
    const mine = await newLocation('bar');
    const theirs = await newLocation('bar', other);
    const theirGood = await newGood(other);
    const theirList = (await call<PriceListDto>('POST', '/listas-precios', other, { name: uniq('Ajena') })).body;
    const theirProduct = (
      await call<ProductDto>('POST', '/productos', other, { name: uniq('Ajeno'), kind: 'other', category: 'x' })
    ).body;

    const adminLocations = (await call<LocationDto[]>('GET', '/ubicaciones', admin)).body.map((l) => l.id);
    expect(adminLocations).toContain(mine.id);
    expect(adminLocations).not.toContain(theirs.id);
    const otherLocations = (await call<LocationDto[]>('GET', '/ubicaciones', other)).body.map((l) => l.id);
    expect(otherLocations).toEqual([theirs.id]);
    expect((await call<GoodDto[]>('GET', '/mercaderias', admin)).body.some((g) => g.id === theirGood.id)).toBe(false);
    expect((await call<ProductDto[]>('GET', '/productos', admin)).body.some((p) => p.id === theirProduct.id)).toBe(false);
    expect((await call<PriceListDto[]>('GET', '/listas-precios', admin)).body.some((l) => l.id === theirList.id)).toBe(false);

    expect((await call('PUT', `/ubicaciones/${theirs.id}`, admin, { name: 'Mía' })).status).toBe(404);
    expect((await call('PUT', `/ubicaciones/${theirs.id}/activa`, admin, { active: false })).status).toBe(404);
    const { barcodes: _b, id: _i, onHand: _o, updatedAt: _u, ...fields } = theirGood;
    expect((await call('PUT', `/mercaderias/${theirGood.id}`, admin, fields)).status).toBe(404);
    expect((await call('POST', `/mercaderias/${theirGood.id}/codigos`, admin, { barcode: `Z${Date.now()}` })).status).toBe(404);
    expect((await call('PUT', `/productos/${theirProduct.id}`, admin, { name: 'x', kind: 'other', category: 'x' })).status).toBe(
      404,
    );
    expect((await call('PUT', `/listas-precios/${theirList.id}`, admin, { name: 'x' })).status).toBe(404);
    expect((await call('PUT', `/listas-precios/${theirList.id}/items`, admin, { items: [] })).status).toBe(404);
    // and a product of theirs cannot be priced in my list
    const myList = (await call<PriceListDto>('POST', '/listas-precios', admin, { name: uniq('Mía') })).body;
    const res = await call('PUT', `/listas-precios/${myList.id}/items`, admin, {
      items: [{ productId: theirProduct.id, price: 1 }],
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('El producto no existe');
    // their rows are untouched
    const [g] = await h.database.db.select().from(goods).where(eq(goods.id, theirGood.id));
    expect(g?.name).toBe(theirGood.name);
    // same location name in another venue is fine
    expect((await call('POST', '/ubicaciones', other, { kind: 'bar', name: mine.name })).status).toBe(201);
  });
});
