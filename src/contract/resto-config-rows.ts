// The restaurant configuration's replicated rows as they travel (src/contract/sync-rows.ts): areas,
// tables on the 1000 × 1000 plan, stations, menu items and their modifiers, read offline by the
// waiter's phone and the door.
import * as v from 'valibot';
import { integerAnswer, rowStampEntries, stringOrNull } from './common';
import { tableSchema } from './resto-config';

export const RESTO_ROW_SCHEMAS = {
  restoAreas: v.object({
    id: v.string(),
    venueId: v.string(),
    name: v.string(),
    pointOfSaleId: stringOrNull,
    stockLocationId: stringOrNull,
    priceListId: stringOrNull,
    vip: v.boolean(),
    sortOrder: integerAnswer,
    active: v.boolean(),
    ...rowStampEntries,
  }),
  /** The same columns as a table's answer (plan units 0–1000, amounts in cents). */
  restoTables: v.object({ ...tableSchema.entries, ...rowStampEntries }),
  restoStations: v.object({
    id: v.string(),
    venueId: v.string(),
    name: v.string(),
    sortOrder: integerAnswer,
    active: v.boolean(),
    ...rowStampEntries,
  }),
  restoMenuItems: v.object({
    id: v.string(),
    venueId: v.string(),
    productId: v.string(),
    category: v.string(),
    stationId: stringOrNull,
    available: v.boolean(),
    sortOrder: integerAnswer,
    ...rowStampEntries,
  }),
  restoModifiers: v.object({
    id: v.string(),
    menuItemId: v.string(),
    name: v.string(),
    /** Cents. */
    priceDelta: integerAnswer,
    ...rowStampEntries,
  }),
};
