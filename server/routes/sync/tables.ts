// The replicated tables of the delta sync: wire name → Drizzle table, who may read it, and how it
// is scoped to the user's venue (tables without venue_id go through their parent).
//
// Who reads what: SYNC_TABLE_CODES in src/contract/sync.ts (the app asks only for what it may read).
// Secrets never travel: none of these tables holds one (terminals, with their API key hashes, and
// users are not replicated). `deletedAt` is not sent: a tombstone travels as op 'delete'.
import { eq, getTableColumns, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type SyncRow, type SyncTable, syncColumns } from '../../../src/contract/sync';
import type { Db } from '../../db/client';
import {
  breakages,
  cancellationRequests,
  cardTypes,
  freeEntries,
  goodBarcodes,
  goods,
  kitchenOrderLines,
  kitchenOrders,
  nights,
  parLevels,
  pointsOfSale,
  priceListItems,
  priceLists,
  products,
  restoAreas,
  restoMenuItems,
  restoModifiers,
  restoStations,
  restoTables,
  sales,
  stockCountLines,
  stockCounts,
  stockLevels,
  stockLocations,
  transferNoteLines,
  transferNotes,
  vipCards,
} from '../../db/schema';

/** The columns every replicated table has. */
export interface ReplicatedTable extends PgTable {
  id: PgColumn;
  version: PgColumn;
  deletedAt: PgColumn;
}

export interface TableSpec {
  table: ReplicatedTable;
  /** The condition that keeps only the rows of one venue (a placeholder in a prepared pull). */
  scope: (db: Db, venueId: VenueParam) => SQL;
}

/** A venue id, or the placeholder a prepared statement binds it to. */
export type VenueParam = string | Placeholder;

/** The ids of one venue's rows of `table`, as a subquery: the scope of the tables under it. */
const idsOf = (db: Db, table: PgTable & { id: PgColumn; venueId: PgColumn }, venueId: VenueParam) =>
  db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.venueId, venueId));

/** The ids of one venue's restaurant tables (through their areas), as a subquery. */
const venueTables = (db: Db, venueId: VenueParam) =>
  db
    .select({ id: restoTables.id })
    .from(restoTables)
    .where(inArray(restoTables.areaId, idsOf(db, restoAreas, venueId)));

const specs = {
  priceLists: { table: priceLists, scope: (_db, venueId) => eq(priceLists.venueId, venueId) },
  priceListItems: {
    table: priceListItems,

    scope: (db, venueId) => inArray(priceListItems.priceListId, idsOf(db, priceLists, venueId)),
  },
  vipCardTypes: { table: cardTypes, scope: (_db, venueId) => eq(cardTypes.venueId, venueId) },
  vipCards: { table: vipCards, scope: (_db, venueId) => eq(vipCards.venueId, venueId) },
  goods: { table: goods, scope: (_db, venueId) => eq(goods.venueId, venueId) },
  goodBarcodes: {
    table: goodBarcodes,

    scope: (db, venueId) => inArray(goodBarcodes.goodId, idsOf(db, goods, venueId)),
  },
  products: { table: products, scope: (_db, venueId) => eq(products.venueId, venueId) },
  stockLocations: { table: stockLocations, scope: (_db, venueId) => eq(stockLocations.venueId, venueId) },
  stockLevels: {
    table: stockLevels,

    scope: (db, venueId) => inArray(stockLevels.locationId, idsOf(db, stockLocations, venueId)),
  },
  parLevels: {
    table: parLevels,

    scope: (db, venueId) => inArray(parLevels.locationId, idsOf(db, stockLocations, venueId)),
  },
  stockCounts: {
    table: stockCounts,

    scope: (db, venueId) => inArray(stockCounts.locationId, idsOf(db, stockLocations, venueId)),
  },
  stockCountLines: {
    table: stockCountLines,

    scope: (db, venueId) =>
      inArray(
        stockCountLines.stockCountId,
        db
          .select({ id: stockCounts.id })
          .from(stockCounts)
          .where(inArray(stockCounts.locationId, idsOf(db, stockLocations, venueId))),
      ),
  },
  cancellationRequests: {
    table: cancellationRequests,

    scope: (db, venueId) =>
      inArray(
        cancellationRequests.saleId,
        db
          .select({ id: sales.id })
          .from(sales)
          .where(inArray(sales.nightId, idsOf(db, nights, venueId))),
      ),
  },
  nights: { table: nights, scope: (_db, venueId) => eq(nights.venueId, venueId) },
  pointsOfSale: { table: pointsOfSale, scope: (_db, venueId) => eq(pointsOfSale.venueId, venueId) },
  freeEntries: {
    table: freeEntries,

    scope: (db, venueId) => inArray(freeEntries.nightId, idsOf(db, nights, venueId)),
  },
  restoAreas: { table: restoAreas, scope: (_db, venueId) => eq(restoAreas.venueId, venueId) },
  restoTables: { table: restoTables, scope: (db, venueId) => inArray(restoTables.areaId, idsOf(db, restoAreas, venueId)) },
  restoStations: { table: restoStations, scope: (_db, venueId) => eq(restoStations.venueId, venueId) },
  restoMenuItems: { table: restoMenuItems, scope: (_db, venueId) => eq(restoMenuItems.venueId, venueId) },
  restoModifiers: {
    table: restoModifiers,
    scope: (db, venueId) => inArray(restoModifiers.menuItemId, idsOf(db, restoMenuItems, venueId)),
  },
  kitchenOrders: {
    table: kitchenOrders,
    scope: (db, venueId) => inArray(kitchenOrders.tableId, venueTables(db, venueId)),
  },
  kitchenOrderLines: {
    table: kitchenOrderLines,
    scope: (db, venueId) =>
      inArray(
        kitchenOrderLines.orderId,
        db
          .select({ id: kitchenOrders.id })
          .from(kitchenOrders)
          .where(inArray(kitchenOrders.tableId, venueTables(db, venueId))),
      ),
  },
  transferNotes: { table: transferNotes, scope: (_db, venueId) => eq(transferNotes.venueId, venueId) },
  transferNoteLines: {
    table: transferNoteLines,
    scope: (db, venueId) => inArray(transferNoteLines.transferNoteId, idsOf(db, transferNotes, venueId)),
  },
  breakages: {
    table: breakages,
    scope: (db, venueId) => inArray(breakages.locationId, idsOf(db, stockLocations, venueId)),
  },
} satisfies Record<SyncTable, TableSpec>;

export const SYNC_TABLE_SPECS: Record<SyncTable, TableSpec> = specs;

// The row each table sends, written in src/contract/sync.ts (SYNC_ROW_SCHEMAS, the API document's
// rows), is the table's columns as wireColumns renders them: this does not compile while one says
// more or less than the other (the name of the table that disagrees is in the error).
/** A column's value on the wire: timestamps as ISO text. */
type Wire<V> = V extends Date ? string : V;
type WireRow<T extends SyncTable> = {
  [K in Exclude<keyof (typeof specs)[T]['table']['$inferSelect'], 'deletedAt'>]: Wire<
    (typeof specs)[T]['table']['$inferSelect'][K]
  >;
};
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type RowsThatDisagree = { [T in SyncTable]: Same<WireRow<T>, SyncRow<T>> extends true ? never : T }[SyncTable];
type Holds<T extends true> = T;
export type WireRowsMatchTheContract = Holds<[RowsThatDisagree] extends [never] ? true : RowsThatDisagree>;

export interface WireColumn {
  /** The wire name (camelCase). */
  key: string;
  /** How PostgreSQL renders the column as JSON. */
  expr: SQL;
}

/**
 * A row as it travels (pull and snapshot), rendered by PostgreSQL: the contract's columns of the
 * table (syncColumns: camelCase keys, every column but the tombstone, `id` first); timestamps as
 * `Date.toISOString()` writes them (UTC, milliseconds, `Z`), numbers and enums as the database
 * holds them. The columns of `source`: the row aliased `t` unless said otherwise.
 */
export function wireColumns(name: SyncTable, source: SQL = sql`t`): WireColumn[] {
  const all = getTableColumns(SYNC_TABLE_SPECS[name].table) as Record<string, PgColumn>;
  return syncColumns(name).map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${name} has no column ${key}`);
    const ref = sql`${source}.${sql.identifier(column.name)}`;
    const expr =
      column.columnType === 'PgTimestamp' ? sql`to_char(${ref} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : ref;
    return { key, expr };
  });
}
