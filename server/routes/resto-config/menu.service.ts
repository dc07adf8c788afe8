// The menu (resto/configuraciones, 314; menu items also 659), its modifiers, the kitchen stations
// and the reservation rules. A menu item is a product the restaurant sells: one with a price in a
// price list one of the venue's areas names (any of the venue's lists while no area names one).
// Every id received is checked against the caller's venue (404 otherwise); deleting is a tombstone.
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  MenuAnswer,
  MenuItemDto,
  ModifierDto,
  menuItemBodySchema,
  modifierBodySchema,
  RestoSettingsDto,
  StationDto,
  stationBodySchema,
} from '../../../src/contract/resto-config';
import type { Db, Tx } from '../../db/client';
import {
  priceListItems,
  priceLists,
  products,
  restoAreas,
  restoMenuItems,
  restoModifiers,
  restoSettings,
  restoStations,
} from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { assertNameFree, lockVenueRow, ofVenue, venueRow } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';

type StationBody = v.InferOutput<typeof stationBodySchema>;
type MenuItemBody = v.InferOutput<typeof menuItemBodySchema>;
type ModifierBody = v.InferOutput<typeof modifierBodySchema>;
type ItemRow = typeof restoMenuItems.$inferSelect;
type ModifierRow = typeof restoModifiers.$inferSelect;

const STATION_NOT_FOUND = 'La estación no existe';
const STATION_NAME_TAKEN = 'Ya existe una estación con ese nombre';
const ITEM_NOT_FOUND = 'El plato no está en el menú';
const MODIFIER_NOT_FOUND = 'El modificador no existe';
const PRODUCT_NOT_FOUND = 'El producto no existe';
const PRODUCT_NOT_SOLD = 'El producto no tiene precio en las listas del restaurante';
const ALREADY_ON_MENU = 'El producto ya está en el menú';
const STATION_LOCK = 314_035;

const byOrder = <T extends { sortOrder: number; name: string }>(a: T, b: T) =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'es');

// ───────────────────────────── Stations ─────────────────────────────

function stationDto(s: typeof restoStations.$inferSelect): StationDto {
  return { id: s.id, name: s.name, sortOrder: s.sortOrder, active: s.active };
}

export async function saveStation(
  db: Db,
  venueId: string,
  userId: string,
  id: string | null,
  body: StationBody,
): Promise<StationDto> {
  return db.transaction(async (tx) => {
    const before = id ? await lockVenueRow(tx, restoStations, venueId, id, STATION_NOT_FOUND) : null;
    await tx.execute(sql`select pg_advisory_xact_lock(${STATION_LOCK}::int, hashtext(${venueId}::text))`);
    await assertNameFree(tx, restoStations, venueId, body.name, STATION_NAME_TAKEN, id);
    const values = { name: body.name, sortOrder: body.sortOrder, active: body.active };
    const [row] = before
      ? await tx.update(restoStations).set(values).where(eq(restoStations.id, before.id)).returning()
      : await tx
          .insert(restoStations)
          .values({ venueId, ...values })
          .returning();
    if (!row) throw new Error('resto_stations write returned nothing');
    const snap = (s: typeof row) => ({ name: s.name, sortOrder: s.sortOrder, active: s.active });
    await writeAudit(
      tx,
      userId,
      before ? 'resto_station.update' : 'resto_station.create',
      'resto_stations',
      row.id,
      before && snap(before),
      snap(row),
    );
    return stationDto(row);
  });
}

// ───────────────────────────── Menu ─────────────────────────────

/** The products the restaurant sells: priced by a list an area names (any venue list while none does). */
async function sellableProducts(tx: Db | Tx, venueId: string, productId?: string) {
  const named = await tx
    .selectDistinct({ id: restoAreas.priceListId })
    .from(restoAreas)
    .where(ofVenue(restoAreas, venueId, isNotNull(restoAreas.priceListId)));
  const listIds = named.map((n) => n.id).filter((x): x is string => x !== null);
  const lists = listIds.length ? inArray(priceLists.id, listIds) : undefined;
  return tx
    .selectDistinct({ id: products.id, name: products.name, category: products.category })
    .from(products)
    .innerJoin(priceListItems, and(eq(priceListItems.productId, products.id), isNull(priceListItems.deletedAt)))
    .innerJoin(priceLists, and(eq(priceLists.id, priceListItems.priceListId), ofVenue(priceLists, venueId), lists))
    .where(ofVenue(products, venueId, eq(products.active, true), productId ? eq(products.id, productId) : undefined));
}

function itemDto(row: ItemRow, productName: string, modifiers: ModifierRow[]): MenuItemDto {
  return {
    id: row.id,
    productId: row.productId,
    productName,
    category: row.category,
    stationId: row.stationId,
    available: row.available,
    sortOrder: row.sortOrder,
    modifiers: modifiers.filter((m) => m.menuItemId === row.id).map(modifierDto),
  };
}

function modifierDto(m: ModifierRow): ModifierDto {
  return { id: m.id, menuItemId: m.menuItemId, name: m.name, priceDelta: Number(m.priceDelta) };
}

export async function menu(db: Db, venueId: string): Promise<MenuAnswer> {
  const items = await db
    .select({ item: restoMenuItems, productName: products.name })
    .from(restoMenuItems)
    .innerJoin(products, eq(products.id, restoMenuItems.productId))
    .where(ofVenue(restoMenuItems, venueId));
  const ids = items.map((i) => i.item.id);
  const modifiers = ids.length
    ? await db
        .select()
        .from(restoModifiers)
        .where(and(inArray(restoModifiers.menuItemId, ids), isNull(restoModifiers.deletedAt)))
        .orderBy(asc(restoModifiers.name))
    : [];
  const stations = await db.select().from(restoStations).where(ofVenue(restoStations, venueId));
  const sellable = await sellableProducts(db, venueId);
  return {
    items: items
      .map((i) => itemDto(i.item, i.productName, modifiers))
      .sort(
        (a, b) =>
          a.category.localeCompare(b.category, 'es') || byOrder({ ...a, name: a.productName }, { ...b, name: b.productName }),
      ),
    stations: stations.map(stationDto).sort(byOrder),
    products: sellable.sort((a, b) => a.name.localeCompare(b.name, 'es')),
  };
}

async function checkItemRefs(tx: Tx, venueId: string, body: MenuItemBody) {
  await venueRow(tx, products, venueId, body.productId, PRODUCT_NOT_FOUND);
  if ((await sellableProducts(tx, venueId, body.productId)).length === 0) throw new ApiError(422, PRODUCT_NOT_SOLD);
  if (body.stationId) await venueRow(tx, restoStations, venueId, body.stationId, STATION_NOT_FOUND);
}

function itemSnapshot(r: ItemRow | MenuItemBody) {
  return { productId: r.productId, category: r.category, stationId: r.stationId, available: r.available, sortOrder: r.sortOrder };
}

async function productName(tx: Tx, id: string): Promise<string> {
  const [p] = await tx.select({ name: products.name }).from(products).where(eq(products.id, id));
  return p?.name ?? '';
}

async function liveModifiers(tx: Tx, itemId: string) {
  return tx
    .select()
    .from(restoModifiers)
    .where(and(eq(restoModifiers.menuItemId, itemId), isNull(restoModifiers.deletedAt)));
}

/** Adds a product to the menu (or brings back the one taken off it: one row per product and venue). */
export async function createItem(db: Db, venueId: string, userId: string, body: MenuItemBody): Promise<MenuItemDto> {
  return db.transaction(async (tx) => {
    await checkItemRefs(tx, venueId, body);
    const [existing] = await tx
      .select()
      .from(restoMenuItems)
      .where(and(eq(restoMenuItems.venueId, venueId), eq(restoMenuItems.productId, body.productId)))
      .for('update');
    if (existing && !existing.deletedAt) throw new ApiError(409, ALREADY_ON_MENU);
    const values = itemSnapshot(body);
    const [row] = existing
      ? await tx
          .update(restoMenuItems)
          .set({ ...values, deletedAt: null })
          .where(eq(restoMenuItems.id, existing.id))
          .returning()
      : await tx
          .insert(restoMenuItems)
          .values({ venueId, ...values })
          .onConflictDoNothing()
          .returning();
    if (!row) throw new ApiError(409, ALREADY_ON_MENU);
    await writeAudit(tx, userId, 'resto_menu_item.create', 'resto_menu_items', row.id, null, itemSnapshot(row));
    return itemDto(row, await productName(tx, row.productId), await liveModifiers(tx, row.id));
  });
}

export async function updateItem(db: Db, venueId: string, userId: string, id: string, body: MenuItemBody): Promise<MenuItemDto> {
  return db.transaction(async (tx) => {
    const before = await lockVenueRow(tx, restoMenuItems, venueId, id, ITEM_NOT_FOUND);
    await checkItemRefs(tx, venueId, body);
    if (body.productId !== before.productId) {
      const [clash] = await tx
        .select({ id: restoMenuItems.id })
        .from(restoMenuItems)
        .where(and(eq(restoMenuItems.venueId, venueId), eq(restoMenuItems.productId, body.productId)));
      if (clash) throw new ApiError(409, ALREADY_ON_MENU);
    }
    const [row] = await tx.update(restoMenuItems).set(itemSnapshot(body)).where(eq(restoMenuItems.id, id)).returning();
    if (!row) throw new Error('resto_menu_items update returned nothing');
    await writeAudit(tx, userId, 'resto_menu_item.update', 'resto_menu_items', id, itemSnapshot(before), itemSnapshot(row));
    return itemDto(row, await productName(tx, row.productId), await liveModifiers(tx, id));
  });
}

/** 86'd, or back: the one switch the kitchen flips during service. */
export async function setAvailable(
  db: Db,
  venueId: string,
  userId: string,
  id: string,
  available: boolean,
): Promise<MenuItemDto> {
  return db.transaction(async (tx) => {
    const before = await lockVenueRow(tx, restoMenuItems, venueId, id, ITEM_NOT_FOUND);
    const [row] = await tx.update(restoMenuItems).set({ available }).where(eq(restoMenuItems.id, id)).returning();
    if (!row) throw new Error('resto_menu_items update returned nothing');
    await writeAudit(
      tx,
      userId,
      'resto_menu_item.update',
      'resto_menu_items',
      id,
      { available: before.available },
      { available },
    );
    return itemDto(row, await productName(tx, row.productId), await liveModifiers(tx, id));
  });
}

export async function deleteItem(db: Db, venueId: string, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockVenueRow(tx, restoMenuItems, venueId, id, ITEM_NOT_FOUND);
    const now = new Date();
    await tx
      .update(restoModifiers)
      .set({ deletedAt: now })
      .where(and(eq(restoModifiers.menuItemId, id), isNull(restoModifiers.deletedAt)));
    await tx.update(restoMenuItems).set({ deletedAt: now }).where(eq(restoMenuItems.id, id));
    await writeAudit(tx, userId, 'resto_menu_item.delete', 'resto_menu_items', id, itemSnapshot(before), null);
  });
}

// ───────────────────────────── Modifiers ─────────────────────────────

async function lockModifier(tx: Tx, venueId: string, id: string): Promise<ModifierRow> {
  const [row] = await tx
    .select({ m: restoModifiers })
    .from(restoModifiers)
    .innerJoin(restoMenuItems, eq(restoMenuItems.id, restoModifiers.menuItemId))
    .where(and(eq(restoModifiers.id, id), isNull(restoModifiers.deletedAt), ofVenue(restoMenuItems, venueId)))
    .for('update', { of: restoModifiers });
  if (!row) throw new ApiError(404, MODIFIER_NOT_FOUND);
  return row.m;
}

export async function saveModifier(
  db: Db,
  venueId: string,
  userId: string,
  target: { itemId: string } | { id: string },
  body: ModifierBody,
): Promise<ModifierDto> {
  return db.transaction(async (tx) => {
    const before = 'id' in target ? await lockModifier(tx, venueId, target.id) : null;
    if ('itemId' in target) await venueRow(tx, restoMenuItems, venueId, target.itemId, ITEM_NOT_FOUND);
    const values = { name: body.name, priceDelta: body.priceDelta };
    const [row] = before
      ? await tx.update(restoModifiers).set(values).where(eq(restoModifiers.id, before.id)).returning()
      : await tx
          .insert(restoModifiers)
          .values({ menuItemId: 'itemId' in target ? target.itemId : '', ...values })
          .returning();
    if (!row) throw new Error('resto_modifiers write returned nothing');
    const snap = (m: ModifierRow) => ({ menuItemId: m.menuItemId, name: m.name, priceDelta: Number(m.priceDelta) });
    await writeAudit(
      tx,
      userId,
      before ? 'resto_modifier.update' : 'resto_modifier.create',
      'resto_modifiers',
      row.id,
      before && snap(before),
      snap(row),
    );
    return modifierDto(row);
  });
}

export async function deleteModifier(db: Db, venueId: string, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockModifier(tx, venueId, id);
    await tx.update(restoModifiers).set({ deletedAt: new Date() }).where(eq(restoModifiers.id, id));
    await writeAudit(
      tx,
      userId,
      'resto_modifier.delete',
      'resto_modifiers',
      id,
      { name: before.name, priceDelta: Number(before.priceDelta) },
      null,
    );
  });
}

// ───────────────────────────── Reservation rules ─────────────────────────────

const DEFAULT_SETTINGS: RestoSettingsDto = {
  slotMinutes: 15,
  turnMinutes: [
    { upTo: 2, minutes: 90 },
    { upTo: 6, minutes: 120 },
    { upTo: 1000, minutes: 150 },
  ],
  minParty: 1,
  maxParty: 20,
  pacingPer15: 0,
  noShowReleaseMinutes: 20,
};

function settingsDto(r: typeof restoSettings.$inferSelect): RestoSettingsDto {
  const { slotMinutes, turnMinutes, minParty, maxParty, pacingPer15, noShowReleaseMinutes } = r;
  return { slotMinutes, turnMinutes, minParty, maxParty, pacingPer15, noShowReleaseMinutes };
}

export async function settings(db: Db, venueId: string): Promise<RestoSettingsDto> {
  const [row] = await db.select().from(restoSettings).where(eq(restoSettings.venueId, venueId));
  return row ? settingsDto(row) : DEFAULT_SETTINGS;
}

export async function saveSettings(db: Db, venueId: string, userId: string, body: RestoSettingsDto): Promise<RestoSettingsDto> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(restoSettings).where(eq(restoSettings.venueId, venueId)).for('update');
    const [row] = await tx
      .insert(restoSettings)
      .values({ venueId, ...body })
      .onConflictDoUpdate({ target: restoSettings.venueId, set: { ...body, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('resto_settings upsert returned nothing');
    await writeAudit(
      tx,
      userId,
      'resto_settings.update',
      'resto_settings',
      venueId,
      before ? settingsDto(before) : null,
      settingsDto(row),
    );
    return settingsDto(row);
  });
}
