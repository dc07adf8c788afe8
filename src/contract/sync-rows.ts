// The rows of the replicated tables as they travel (issue 4's wire format, src/contract/sync.ts):
// one exact schema per table, which the server renders and compiles against.
import * as v from 'valibot';
import { cancellationRequestRowSchema } from './cancellations';
import { integerAnswer, NIGHT_STATUSES, rowStampEntries, stringOrNull } from './common';
import { FREE_ENTRY_STATUSES } from './free-entry';
import { goodRecordEntries, locationKindSchema, priceListRecordEntries, productRecordEntries } from './inventory-catalogue';
import { COUNT_STATUSES } from './inventory-counts';
import { TRANSFER_STATUSES } from './inventory-transfers';
import { POS_KINDS } from './pos';
import { RESTO_ROW_SCHEMAS } from './resto-config-rows';
import { KITCHEN_STATUSES } from './resto-orders';
import type { SyncTable } from './sync';
import { cardTypeRecordEntries, vipCardRecordEntries } from './vip';

// ───────────────────────────── Rows on the wire ─────────────────────────────
// A replicated row as the pull and the snapshot send it: the table's columns in camelCase, `id`
// first and then in the table's order, without the tombstone (a deletion travels as op 'delete').
// The server renders exactly these columns (server/routes/sync/tables.ts, wireColumns), and does
// not compile while a table's columns and its row here disagree. Timestamps are ISO 8601 (UTC,
// milliseconds, `Z`), dates yyyy-MM-dd, money integer cents, quantities numbers of 3 decimals.

/** A whole number: cents, a count, a version. */
const integer = integerAnswer;
const iso = v.string();
const isoOrNull = stringOrNull;
const idOrNull = stringOrNull;
/** createdAt, updatedAt (ISO) and the change version every replicated row ends with. */
const stamps = rowStampEntries;

export const SYNC_ROW_SCHEMAS = {
  priceLists: v.object({ id: v.string(), venueId: v.string(), ...priceListRecordEntries, ...stamps }),
  priceListItems: v.object({
    id: v.string(),
    priceListId: v.string(),
    productId: v.string(),
    /** Cents. */
    price: integer,
    ...stamps,
  }),
  vipCardTypes: v.object({ id: v.string(), venueId: v.string(), ...cardTypeRecordEntries, ...stamps }),
  vipCards: v.object({ id: v.string(), venueId: v.string(), ...vipCardRecordEntries, ...stamps }),
  goods: v.object({ id: v.string(), venueId: v.string(), ...goodRecordEntries, ...stamps }),
  goodBarcodes: v.object({
    id: v.string(),
    venueId: v.string(),
    goodId: v.string(),
    barcode: v.string(),
    ...stamps,
  }),
  products: v.object({ id: v.string(), venueId: v.string(), ...productRecordEntries, ...stamps }),
  stockLocations: v.object({
    id: v.string(),
    venueId: v.string(),
    kind: locationKindSchema,
    name: v.string(),
    active: v.boolean(),
    ...stamps,
  }),
  stockLevels: v.object({
    id: v.string(),
    locationId: v.string(),
    goodId: v.string(),
    /** Units on hand, 3 decimals. */
    quantity: v.number(),
    ...stamps,
  }),
  parLevels: v.object({
    id: v.string(),
    locationId: v.string(),
    goodId: v.string(),
    /** Units, 3 decimals. */
    idealQuantity: v.number(),
    minimumQuantity: v.number(),
    ...stamps,
  }),
  stockCounts: v.object({
    id: v.string(),
    locationId: v.string(),
    nightId: idOrNull,
    /** A spot count adjusts only the goods it lists; a full count treats unlisted goods as 0. */
    scope: v.picklist(['full', 'spot']),
    status: v.picklist(COUNT_STATUSES),
    startedBy: idOrNull,
    startedAt: iso,
    submittedAt: isoOrNull,
    appliedAt: isoOrNull,
    appliedBy: idOrNull,
    note: v.string(),
    ...stamps,
  }),
  stockCountLines: v.object({
    id: v.string(),
    stockCountId: v.string(),
    goodId: v.string(),
    /** Units, 3 decimals. */
    countedQuantity: v.number(),
    /** Grams on the scale when weighed; null when entered as a fraction. */
    weighedGrams: v.nullable(integer),
    countedAt: iso,
    countedBy: idOrNull,
    /** Theoretical stock at countedAt (3 decimals), filled when the count is applied. */
    theoreticalQuantity: v.nullable(v.number()),
    /** Applied without an adjustment: it disagrees with an earlier count (a recount task). */
    held: v.boolean(),
    ...stamps,
  }),
  /** The request as the cancellation screens list it too (cancellations.ts). */
  cancellationRequests: cancellationRequestRowSchema,
  nights: v.object({
    id: v.string(),
    venueId: v.string(),
    /** yyyy-MM-dd. */
    businessDate: v.string(),
    eventName: v.string(),
    opensAt: iso,
    closesAt: iso,
    status: v.picklist(NIGHT_STATUSES),
    openedAt: isoOrNull,
    closedAt: isoOrNull,
    closedBy: idOrNull,
    ...stamps,
  }),
  pointsOfSale: v.object({
    id: v.string(),
    venueId: v.string(),
    kind: v.picklist(POS_KINDS),
    name: v.string(),
    active: v.boolean(),
    stockLocationId: idOrNull,
    priceListId: idOrNull,
    afipPosNumber: v.nullable(integer),
    /** The bar that serves the VIP tables' mobile orders. */
    servesVipTables: v.boolean(),
    ...stamps,
  }),
  freeEntries: v.object({
    id: v.string(),
    nightId: v.string(),
    guestName: v.string(),
    document: v.nullable(v.string()),
    promoter: v.string(),
    people: integer,
    arrived: integer,
    code: v.string(),
    status: v.picklist(FREE_ENTRY_STATUSES),
    validUntil: isoOrNull,
    createdBy: idOrNull,
    checkedInAt: isoOrNull,
    checkedInBy: idOrNull,
    ...stamps,
  }),
  ...RESTO_ROW_SCHEMAS,
  /** A table's order (comanda): src/contract/resto-orders.ts. */
  kitchenOrders: v.object({
    id: v.string(),
    tableId: v.string(),
    waiterId: idOrNull,
    status: v.picklist(KITCHEN_STATUSES),
    nightId: idOrNull,
    reservationId: idOrNull,
    vipCardId: idOrNull,
    saleId: idOrNull,
    ...stamps,
  }),
  kitchenOrderLines: v.object({
    id: v.string(),
    orderId: v.string(),
    productId: v.string(),
    quantity: integer,
    note: v.string(),
    stationId: idOrNull,
    course: integer,
    status: v.picklist(KITCHEN_STATUSES),
    /** Cents, modifiers included. */
    unitPrice: integer,
    modifierIds: v.array(v.string()),
    ...stamps,
  }),
  transferNotes: v.object({
    id: v.string(),
    venueId: v.string(),
    /** Sequential per venue. */
    number: integer,
    fromLocationId: v.string(),
    toLocationId: v.string(),
    nightId: idOrNull,
    status: v.picklist(TRANSFER_STATUSES),
    createdBy: idOrNull,
    sentAt: isoOrNull,
    sentBy: idOrNull,
    receivedAt: isoOrNull,
    receivedBy: idOrNull,
    hasDifferences: v.boolean(),
    note: v.string(),
    ...stamps,
  }),
  transferNoteLines: v.object({
    id: v.string(),
    transferNoteId: v.string(),
    goodId: v.string(),
    /** Units, 3 decimals. */
    quantitySent: v.number(),
    /** Null until received. */
    quantityReceived: v.nullable(v.number()),
    ...stamps,
  }),
  breakages: v.object({
    id: v.string(),
    locationId: v.string(),
    goodId: v.string(),
    nightId: idOrNull,
    /** Units, 3 decimals. */
    quantity: v.number(),
    reason: v.string(),
    photoUrl: stringOrNull,
    userId: idOrNull,
    at: iso,
    ...stamps,
  }),
} satisfies Record<SyncTable, v.ObjectSchema<v.ObjectEntries, undefined>>;

/** A replicated row of `T` as it travels. */
export type SyncRow<T extends SyncTable> = v.InferOutput<(typeof SYNC_ROW_SCHEMAS)[T]>;

/** The wire names of a table's row, in the order they travel (`id` first). */
export function syncColumns(table: SyncTable): string[] {
  return Object.keys(SYNC_ROW_SCHEMAS[table].entries);
}
