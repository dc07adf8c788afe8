// The stock configuration API (/api/catalogo, privilege 201): warehouses and bars, goods and their
// barcodes, products and recipes, price lists and their items (DOMAIN.md "Catalogue", "Stock").
// The server validates requests with these schemas and the configuration forms validate with the
// same ones, so a rule and its Spanish message live in one place (translated at display time).
import * as v from 'valibot';
import { calendarDate } from './calendar-date';
import { integerAnswer as integer, requiredText, wholeNumber } from './common';

// ───────────────────────────── Messages ─────────────────────────────
// Spanish keys: server/routes/inventory/catalogue.messages.ts (de, fr) and the feature's Lingui map.

export const INVALID_ID = 'El identificador no es válido';
export const INVALID_DATE = 'La fecha no es válida';
export const NAME_REQUIRED = 'Indica un nombre';
export const NAME_TOO_LONG = 'El nombre es demasiado largo';
export const LOCATION_KIND_INVALID = 'El tipo de ubicación no es válido';
export const ACTIVE_INVALID = 'Indica si está activo';
export const SKU_REQUIRED = 'Indica el código interno (SKU)';
export const SKU_TOO_LONG = 'El código interno es demasiado largo';
export const CATEGORY_REQUIRED = 'Indica una categoría';
export const CATEGORY_TOO_LONG = 'La categoría es demasiado larga';
export const UNIT_INVALID = 'La unidad no es válida';
export const CONTENT_INVALID = 'El contenido debe ser un número entero de 0 o más';
export const WEIGHT_INVALID = 'El peso debe ser un número entero de gramos mayor que 0';
export const WEIGHTS_ORDER = 'El peso vacío debe ser menor que el peso lleno';
export const COST_INVALID = 'El costo debe ser un importe de 0 o más';
export const SUPPLIER_TOO_LONG = 'El proveedor es demasiado largo';
export const PACK_INVALID = 'El bulto del proveedor debe ser un número entero de 1 o más';
export const BARCODE_REQUIRED = 'Indica el código de barras';
export const BARCODE_TOO_LONG = 'El código de barras es demasiado largo';
export const BARCODE_CHARS = 'El código de barras solo admite letras, números, puntos y guiones';
export const BARCODE_REPEATED = 'Un código de barras está repetido';
export const TOO_MANY_BARCODES = 'Una mercadería admite hasta 20 códigos de barras';
export const PRODUCT_KIND_INVALID = 'El tipo de producto no es válido';
export const QUANTITY_INVALID = 'La cantidad no es válida';
export const QUANTITY_POSITIVE = 'La cantidad debe ser mayor que 0';
export const QUANTITY_TOO_LARGE = 'La cantidad es demasiado grande';
export const QUANTITY_DECIMALS = 'La cantidad admite hasta 3 decimales';
export const RECIPE_REPEATED = 'Una mercadería está repetida en la receta';
export const RECIPE_TOO_LONG = 'La receta admite hasta 50 mercaderías';
export const DATES_ORDER = 'La fecha de inicio no puede ser posterior a la de fin';
export const PRICE_INVALID = 'El precio debe ser un importe de 0 o más';
export const ITEM_REPEATED = 'Un producto está repetido en la lista';
export const TOO_MANY_ITEMS = 'Una lista admite hasta 2000 productos';

// ───────────────────────────── Values ─────────────────────────────

export const LOCATION_KINDS = ['warehouse', 'bar'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];
export const GOOD_UNITS = ['bottle', 'can', 'unit', 'kg', 'l'] as const;
export type GoodUnit = (typeof GOOD_UNITS)[number];
export const PRODUCT_KINDS = ['drink', 'entry', 'cloakroom', 'dish', 'other'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Money is integer cents (DOMAIN.md); a cap far above any price keeps sums exact in JS. */
export const MAX_CENTS = 1_000_000_000_000;

// ───────────────────────────── Answer pieces ─────────────────────────────
// How every inventory answer names a location and a good: the stock, counts, nightly and transfer
// contracts build their rows of these.

export const locationKindSchema = v.picklist(LOCATION_KINDS);
export const goodUnitSchema = v.picklist(GOOD_UNITS);

/** A stock location by id, name and kind. */
export const locationRefSchema = v.object({ id: v.string(), name: v.string(), kind: locationKindSchema });
export type LocationRef = v.InferOutput<typeof locationRefSchema>;

/** The location a row is about, and its kind. */
export const locationColumns = { locationId: v.string(), locationName: v.string() };
export const locationKindColumns = { ...locationColumns, locationKind: locationKindSchema };

/** How a good is named: its internal code (SKU), name, category and unit. */
export const goodNaming = { sku: v.string(), name: v.string(), category: v.string(), unit: goodUnitSchema };

/** The good a row is about: id, name, internal code, category and unit. */
export const goodColumns = {
  goodId: v.string(),
  goodName: v.string(),
  sku: v.string(),
  category: v.string(),
  unit: goodUnitSchema,
};

/** A price list's own columns: its name and validity, yyyy-MM-dd, both ends included; null: open on that side. */
export const priceListRecordEntries = { name: v.string(), validFrom: v.nullable(v.string()), validTo: v.nullable(v.string()) };

/** A price list by id, name and validity (the replica holds the same columns, sync.ts). */
export const priceListRefSchema = v.object({ id: v.string(), ...priceListRecordEntries });

const uuid = v.pipe(v.string(INVALID_ID), v.uuid(INVALID_ID));
const name = requiredText(NAME_REQUIRED, 120, NAME_TOO_LONG);
const category = requiredText(CATEGORY_REQUIRED, 60, CATEGORY_TOO_LONG);
const active = v.boolean(ACTIVE_INVALID);
const cents = (message: string) => wholeNumber(0, MAX_CENTS, message);
const grams = v.nullish(wholeNumber(1, 1_000_000, WEIGHT_INVALID));

export const idParamSchema = v.object({ id: uuid });
export const barcodeParamSchema = v.object({ id: uuid, barcodeId: uuid });

// ───────────────────────────── Stock locations ─────────────────────────────

export const locationCreateSchema = v.object({
  kind: v.picklist(LOCATION_KINDS, LOCATION_KIND_INVALID),
  name,
});
export type LocationCreateInput = v.InferOutput<typeof locationCreateSchema>;

export const locationRenameSchema = v.object({ name });
export const locationActiveSchema = v.object({ active });

export const locationsQuerySchema = v.object({
  kind: v.optional(v.picklist(LOCATION_KINDS, LOCATION_KIND_INVALID)),
});

export const locationAnswerSchema = v.object({
  ...locationRefSchema.entries,
  active: v.boolean(),
  /** Goods with a non-zero on hand there. */
  goodsInStock: integer,
  /** Units of every good on hand there, 3 decimals. */
  unitsOnHand: v.number(),
  /** Their value at current unit costs, cents. */
  valueOnHand: integer,
  /** Active points of sale that sell from it (a bar). */
  pointsOfSale: integer,
  /** ISO 8601. */
  updatedAt: v.string(),
});
export type LocationDto = v.InferOutput<typeof locationAnswerSchema>;
export const locationsAnswerSchema = v.array(locationAnswerSchema);

// ───────────────────────────── Goods ─────────────────────────────

export const barcodeSchema = v.pipe(
  v.string(BARCODE_REQUIRED),
  v.trim(),
  v.nonEmpty(BARCODE_REQUIRED),
  v.maxLength(64, BARCODE_TOO_LONG),
  v.regex(/^[0-9A-Za-z._-]+$/, BARCODE_CHARS),
);

const goodEntries = {
  sku: requiredText(SKU_REQUIRED, 40, SKU_TOO_LONG),
  name,
  category,
  unit: v.picklist(GOOD_UNITS, UNIT_INVALID),
  /** ml or g per unit. */
  content: wholeNumber(0, 1_000_000, CONTENT_INVALID),
  fullWeight: grams,
  emptyWeight: grams,
  unitCost: cents(COST_INVALID),
  supplier: v.optional(v.pipe(v.string(SUPPLIER_TOO_LONG), v.trim(), v.maxLength(120, SUPPLIER_TOO_LONG)), ''),
  supplierPack: v.optional(wholeNumber(1, 100_000, PACK_INVALID), 1),
  active: v.optional(active, true),
};

/** Weights are optional; when both are given the empty bottle must weigh less than the full one. */
const weightsInOrder = <T extends { fullWeight?: number | null; emptyWeight?: number | null }>(g: T) =>
  g.fullWeight == null || g.emptyWeight == null || g.emptyWeight < g.fullWeight;

export const goodSchema = v.pipe(v.object(goodEntries), v.forward(v.check(weightsInOrder, WEIGHTS_ORDER), ['emptyWeight']));
export type GoodInput = v.InferOutput<typeof goodSchema>;

/** A new good may bring its barcodes along (saved in the same transaction). */
export const goodCreateSchema = v.pipe(
  v.object({
    ...goodEntries,
    barcodes: v.optional(
      v.pipe(
        v.array(barcodeSchema),
        v.maxLength(20, TOO_MANY_BARCODES),
        v.check((list) => new Set(list).size === list.length, BARCODE_REPEATED),
      ),
      [],
    ),
  }),
  v.forward(v.check(weightsInOrder, WEIGHTS_ORDER), ['emptyWeight']),
);
export type GoodCreateInput = v.InferOutput<typeof goodCreateSchema>;

export const barcodeCreateSchema = v.object({ barcode: barcodeSchema });

export const barcodeAnswerSchema = v.object({ id: v.string(), barcode: v.string() });
export type BarcodeDto = v.InferOutput<typeof barcodeAnswerSchema>;

/** What a removed barcode answers: its id (the row stays as a tombstone for the replicas). */
export const barcodeRemovedAnswerSchema = v.object({ id: v.string() });

/** A good's own columns, as the configuration answers them and the replica holds them (sync.ts). */
export const goodRecordEntries = {
  ...goodNaming,
  /** ml or g per unit. */
  content: integer,
  /** Grams of a full and an empty one (bottles weighed in counts); null when not given. */
  fullWeight: v.nullable(integer),
  emptyWeight: v.nullable(integer),
  /** Cents. */
  unitCost: integer,
  supplier: v.string(),
  /** Purchase suggestions round up to this many units. */
  supplierPack: integer,
  active: v.boolean(),
};

export const goodAnswerSchema = v.object({
  id: v.string(),
  ...goodRecordEntries,
  barcodes: v.array(barcodeAnswerSchema),
  /** Units on hand across the venue's locations, 3 decimals. */
  onHand: v.number(),
  /** ISO 8601. */
  updatedAt: v.string(),
});
export type GoodDto = v.InferOutput<typeof goodAnswerSchema>;
export const goodsAnswerSchema = v.array(goodAnswerSchema);

// ───────────────────────────── Products and recipes ─────────────────────────────

/** Units of a good a product consumes: > 0, up to 3 decimals (a 50 ml shot of 750 ml is 0.067). */
export const recipeQuantitySchema = v.pipe(
  v.number(QUANTITY_INVALID),
  v.check((n) => Number.isFinite(n), QUANTITY_INVALID),
  v.check((n) => n > 0, QUANTITY_POSITIVE),
  v.maxValue(100_000, QUANTITY_TOO_LARGE),
  v.check((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, QUANTITY_DECIMALS),
);

export const recipeLineSchema = v.object({ goodId: uuid, quantity: recipeQuantitySchema });

export const productSchema = v.object({
  name,
  kind: v.picklist(PRODUCT_KINDS, PRODUCT_KIND_INVALID),
  category,
  active: v.optional(active, true),
  recipe: v.optional(
    v.pipe(
      v.array(recipeLineSchema),
      v.maxLength(50, RECIPE_TOO_LONG),
      v.check((lines) => new Set(lines.map((l) => l.goodId)).size === lines.length, RECIPE_REPEATED),
    ),
    [],
  ),
});
export type ProductInput = v.InferOutput<typeof productSchema>;

export const recipeLineAnswerSchema = v.object({
  id: v.string(),
  goodId: v.string(),
  goodName: v.string(),
  goodUnit: goodUnitSchema,
  /** Units of the good, 3 decimals. */
  quantity: v.number(),
  /** The good's current unit cost (cents) and this line's share of the product cost (cents, rounded). */
  unitCost: integer,
  cost: integer,
});
export type RecipeLineDto = v.InferOutput<typeof recipeLineAnswerSchema>;

/** A product's own columns, as the configuration answers them and the replica holds them (sync.ts). */
export const productRecordEntries = {
  name: v.string(),
  kind: v.picklist(PRODUCT_KINDS),
  category: v.string(),
  active: v.boolean(),
};

export const productAnswerSchema = v.object({
  id: v.string(),
  ...productRecordEntries,
  /** By good name. */
  recipe: v.array(recipeLineAnswerSchema),
  /** Sum of the recipe at current unit costs, in cents (rounded once, at the end). */
  recipeCost: integer,
  /** ISO 8601. */
  updatedAt: v.string(),
});
export type ProductDto = v.InferOutput<typeof productAnswerSchema>;
export const productsAnswerSchema = v.array(productAnswerSchema);

/** A product's cost from its recipe at current unit costs, in cents: one rounding, at the end. */
export function recipeCost(lines: readonly { quantity: number; unitCost: number }[]): number {
  return Math.round(lines.reduce((sum, l) => sum + l.quantity * l.unitCost, 0));
}

// ───────────────────────────── Price lists ─────────────────────────────

const isoDay = calendarDate(INVALID_DATE);

export const priceListSchema = v.pipe(
  v.object({
    name,
    validFrom: v.nullish(isoDay),
    validTo: v.nullish(isoDay),
  }),
  v.forward(
    v.check((l) => !l.validFrom || !l.validTo || l.validFrom <= l.validTo, DATES_ORDER),
    ['validTo'],
  ),
);
export type PriceListInput = v.InferOutput<typeof priceListSchema>;

export const priceListItemSchema = v.object({ productId: uuid, price: cents(PRICE_INVALID) });

export const priceListItemsSchema = v.object({
  items: v.pipe(
    v.array(priceListItemSchema),
    v.maxLength(2000, TOO_MANY_ITEMS),
    v.check((items) => new Set(items.map((i) => i.productId)).size === items.length, ITEM_REPEATED),
  ),
});
export type PriceListItemsInput = v.InferOutput<typeof priceListItemsSchema>;

export const priceListItemAnswerSchema = v.object({
  id: v.string(),
  productId: v.string(),
  productName: v.string(),
  productKind: v.picklist(PRODUCT_KINDS),
  /** Cents. */
  price: integer,
  /** The product's recipe cost now (cents), so the editor shows the margin as prices are typed. */
  recipeCost: integer,
});
export type PriceListItemDto = v.InferOutput<typeof priceListItemAnswerSchema>;

export const priceListAnswerSchema = v.object({
  ...priceListRefSchema.entries,
  /** By product name. */
  items: v.array(priceListItemAnswerSchema),
  /** Active points of sale that use it. */
  pointsOfSale: integer,
  /** ISO 8601. */
  updatedAt: v.string(),
});
export type PriceListDto = v.InferOutput<typeof priceListAnswerSchema>;
export const priceListsAnswerSchema = v.array(priceListAnswerSchema);
