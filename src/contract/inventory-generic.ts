// The answers of /api/generic (points of sale, goods, price lists and bars as the legacy screens read
// them), split from src/contract/inventory-stock.ts, which re-exports them.
import * as v from 'valibot';
import { idNameSchema, stringOrNull } from './common';
import { goodNaming } from './inventory-catalogue';

// ── /api/generic ──

/** A good as the generic API sends it: the catalogue's good with its barcodes as plain strings. */
export const genericGoodSchema = v.object({
  id: v.string(),
  ...goodNaming,
  /** ml or g per unit. */
  content: v.number(),
  /** Grams of a full and of an empty one, for partial bottles counted by weight. */
  fullWeight: v.nullable(v.number()),
  emptyWeight: v.nullable(v.number()),
  /** Cents. */
  unitCost: v.number(),
  supplier: v.string(),
  supplierPack: v.number(),
  active: v.boolean(),
  /** Sorted. */
  barcodes: v.array(v.string()),
});
export type GoodDto = v.InferOutput<typeof genericGoodSchema>;

/** GET /api/generic/consultarMercaderias: every good of the venue (inactive ones too), by name. */
export const genericGoodsSchema = v.array(genericGoodSchema);

/** An item of the drink price list (SPEC §3 "bebidas": items have id, the product's). */
export const drinkPriceSchema = v.object({
  id: v.string(),
  name: v.string(),
  category: v.string(),
  active: v.boolean(),
  /** Each list that carries the drink, by list name; price in cents. */
  prices: v.array(v.object({ priceListId: v.string(), priceListName: v.string(), price: v.number() })),
});
export type DrinkPriceDto = v.InferOutput<typeof drinkPriceSchema>;

/** GET /api/generic/consultarLPrecio: the drinks (inactive ones too), by category and name. */
export const drinkPricesSchema = v.array(drinkPriceSchema);

/** Something named that may be retired. */
const activeNamedEntries = { ...idNameSchema.entries, active: v.boolean() };

export const barSchema = v.object({
  ...activeNamedEntries,
  /** The points of sale that sell from this bar's stock, with the price list each uses. */
  pointsOfSale: v.array(v.object({ ...activeNamedEntries, priceListId: stringOrNull, priceListName: stringOrNull })),
});
export type BarDto = v.InferOutput<typeof barSchema>;

/** GET /api/generic/consultarBarras: the venue's bars (inactive ones too), by name. */
export const barsSchema = v.array(barSchema);

/**
 * Canje: in an Argentine boliche a drink is often paid at a cash desk (or included with the entry)
 * and the ticket is exchanged ("canjeado") for the drink at a bar. A redemption item is a drink a
 * ticket can be exchanged for at a bar: a drink on the price list of the bar's point of sale, with
 * that price (what the ticket is worth) and whether the bar has every good of its recipe on hand.
 */
export const redemptionSchema = v.object({
  barId: v.string(),
  productId: v.string(),
  productName: v.string(),
  category: v.string(),
  /** The cheapest of the bar's lists that carry the drink, and that price in cents. */
  priceListId: v.string(),
  price: v.number(),
  available: v.boolean(),
});
export type RedemptionDto = v.InferOutput<typeof redemptionSchema>;

/** GET /api/generic/consultarBarrasyCanjeo */
export const barsAndRedemptionResponseSchema = v.object({
  barras: v.array(barSchema),
  /** For each active bar, the active drinks its points of sale sell. */
  canjeo: v.array(redemptionSchema),
});
export type BarsAndRedemptionResponse = v.InferOutput<typeof barsAndRedemptionResponseSchema>;
