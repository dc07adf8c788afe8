// Restaurant configuration (issue 35) as it travels between the app and the server, /api/resto-config:
// areas and their tables on a 1000 × 1000 floor plan (configuracion/resto, 201), the menu, its
// modifiers and the kitchen stations, and the reservation rules (resto/configuraciones, 314).
import * as v from 'valibot';
import { uuidField } from './command-fields';
import { idNameSchema, integerAnswer, requiredText, wholeNumber } from './common';

/** The floor plan's size in plan units, whatever the screen. */
export const PLAN_SIZE = 1000;
export const MIN_TABLE_SIZE = 20;
export const TABLE_SHAPES = ['round', 'square', 'rectangle'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];
const MAX_CENTS = 1_000_000_000_000;

const NAME_REQUIRED = 'El nombre es obligatorio';
const NAME_TOO_LONG = 'El nombre es demasiado largo';
const POSITION_OUTSIDE = 'La mesa queda fuera del plano';
const SIZE_INVALID = 'El tamaño de la mesa no es válido';
const SEATS_INVALID = 'La mesa debe tener al menos 1 lugar';
const AMOUNT_INVALID = 'El importe no es válido';
const ORDER_INVALID = 'El orden no es válido';
const name = requiredText(NAME_REQUIRED, 60, NAME_TOO_LONG);
const sortOrder = wholeNumber(0, 10_000, ORDER_INVALID);
const cents = wholeNumber(0, MAX_CENTS, AMOUNT_INVALID);
const planCoord = wholeNumber(0, PLAN_SIZE, POSITION_OUTSIDE);
const planSize = wholeNumber(MIN_TABLE_SIZE, PLAN_SIZE, SIZE_INVALID);

export const restoIdParamSchema = v.object({ id: uuidField });

// ───────────────────────────── Areas and tables ─────────────────────────────

export const areaBodySchema = v.strictObject({
  name,
  vip: v.boolean(),
  /** A 'restaurant' point of sale (or a bar for a VIP area) that charges its orders. */
  pointOfSaleId: v.nullable(uuidField),
  /** The bar (stock location) its orders consume from. */
  stockLocationId: v.nullable(uuidField),
  priceListId: v.nullable(uuidField),
  sortOrder: v.optional(sortOrder, 0),
  active: v.optional(v.boolean(), true),
});
export type AreaBody = v.InferInput<typeof areaBodySchema>;

/** Where a table stands on its area's plan (PUT …/posicion: one call per drop). */
export const tablePositionSchema = v.strictObject({ x: planCoord, y: planCoord });

export const tableBodySchema = v.pipe(
  v.strictObject({
    name: requiredText(NAME_REQUIRED, 30, NAME_TOO_LONG),
    seats: wholeNumber(1, 100, SEATS_INVALID, { below: SEATS_INVALID, above: 'Demasiados lugares para una mesa' }),
    shape: v.picklist(TABLE_SHAPES, 'La forma no es válida'),
    x: planCoord,
    y: planCoord,
    width: planSize,
    height: planSize,
    joinable: v.optional(v.boolean(), false),
    minimumSpend: v.optional(cents, 0),
    deposit: v.optional(cents, 0),
    active: v.optional(v.boolean(), true),
  }),
  v.check((t) => t.x + t.width <= PLAN_SIZE && t.y + t.height <= PLAN_SIZE, POSITION_OUTSIDE),
);
export type TableBody = v.InferInput<typeof tableBodySchema>;

export const tableSchema = v.object({
  id: v.string(),
  areaId: v.string(),
  name: v.string(),
  seats: integerAnswer,
  shape: v.picklist(TABLE_SHAPES),
  x: integerAnswer,
  y: integerAnswer,
  width: integerAnswer,
  height: integerAnswer,
  joinable: v.boolean(),
  /** Cents. */
  minimumSpend: integerAnswer,
  /** Cents. */
  deposit: integerAnswer,
  active: v.boolean(),
});
export type TableDto = v.InferOutput<typeof tableSchema>;

export const areaSchema = v.object({
  id: v.string(),
  name: v.string(),
  vip: v.boolean(),
  pointOfSaleId: v.nullable(v.string()),
  stockLocationId: v.nullable(v.string()),
  priceListId: v.nullable(v.string()),
  sortOrder: integerAnswer,
  active: v.boolean(),
  tables: v.array(tableSchema),
});
export type AreaDto = v.InferOutput<typeof areaSchema>;

/** GET /api/resto-config/areas: the areas with their tables, and what an area may point at. */
export const areasAnswerSchema = v.object({
  areas: v.array(areaSchema),
  /** The venue's active restaurant and bar points of sale. */
  pointsOfSale: v.array(v.object({ id: v.string(), name: v.string(), kind: v.picklist(['restaurant', 'bar']) })),
  /** The venue's active bars (stock locations). */
  bars: v.array(idNameSchema),
  priceLists: v.array(idNameSchema),
});
export type AreasAnswer = v.InferOutput<typeof areasAnswerSchema>;

// ───────────────────────────── Stations, menu, modifiers ─────────────────────────────

export const stationBodySchema = v.strictObject({
  name,
  sortOrder: v.optional(sortOrder, 0),
  active: v.optional(v.boolean(), true),
});
export type StationBody = v.InferInput<typeof stationBodySchema>;
export const stationSchema = v.object({ id: v.string(), name: v.string(), sortOrder: integerAnswer, active: v.boolean() });
export type StationDto = v.InferOutput<typeof stationSchema>;

export const menuItemBodySchema = v.strictObject({
  productId: uuidField,
  category: requiredText('La categoría es obligatoria', 60, 'La categoría es demasiado larga'),
  stationId: v.nullable(uuidField),
  available: v.optional(v.boolean(), true),
  sortOrder: v.optional(sortOrder, 0),
});
export type MenuItemBody = v.InferInput<typeof menuItemBodySchema>;
/** PUT …/disponible: the kitchen ran out (86'd) or has it again. */
export const availabilitySchema = v.strictObject({ available: v.boolean() });

export const modifierBodySchema = v.strictObject({
  name,
  /** Cents added to the item's price (0 allowed; never negative). */
  priceDelta: cents,
});
export type ModifierBody = v.InferInput<typeof modifierBodySchema>;
export const modifierSchema = v.object({ id: v.string(), menuItemId: v.string(), name: v.string(), priceDelta: integerAnswer });
export type ModifierDto = v.InferOutput<typeof modifierSchema>;

export const menuItemSchema = v.object({
  id: v.string(),
  productId: v.string(),
  productName: v.string(),
  category: v.string(),
  stationId: v.nullable(v.string()),
  available: v.boolean(),
  sortOrder: integerAnswer,
  modifiers: v.array(modifierSchema),
});
export type MenuItemDto = v.InferOutput<typeof menuItemSchema>;

/** GET /api/resto-config/menu: the menu, the stations and the products that may be put on it. */
export const menuAnswerSchema = v.object({
  items: v.array(menuItemSchema),
  stations: v.array(stationSchema),
  /** Products priced by a price list of the venue's areas (any of the venue's lists when no area names one). */
  products: v.array(v.object({ id: v.string(), name: v.string(), category: v.string() })),
});
export type MenuAnswer = v.InferOutput<typeof menuAnswerSchema>;

// ───────────────────────────── Reservation rules ─────────────────────────────

const TURN_ROWS_EMPTY = 'Agrega al menos una duración de mesa';
export const TURN_ROWS_ORDER = 'Los tamaños de grupo deben ir de menor a mayor, sin repetirse';
export const turnRowSchema = v.strictObject({
  upTo: wholeNumber(1, 1000, 'El tamaño de grupo no es válido'),
  minutes: wholeNumber(15, 24 * 60, 'La duración debe estar entre 15 y 1440 minutos'),
});
export type TurnRow = v.InferOutput<typeof turnRowSchema>;

/** Turn rows must grow in party size, one per size (null when they do). */
export function turnRowsError(rows: readonly TurnRow[]): string | null {
  if (rows.length === 0) return TURN_ROWS_EMPTY;
  for (let i = 1; i < rows.length; i++) {
    const prev = rows[i - 1] as TurnRow;
    if ((rows[i] as TurnRow).upTo <= prev.upTo) return TURN_ROWS_ORDER;
  }
  return null;
}

export const restoSettingsSchema = v.pipe(
  v.strictObject({
    slotMinutes: wholeNumber(5, 120, 'El intervalo debe estar entre 5 y 120 minutos'),
    turnMinutes: v.pipe(v.array(turnRowSchema), v.minLength(1, TURN_ROWS_EMPTY), v.maxLength(20, 'Demasiadas filas de duración')),
    minParty: wholeNumber(1, 1000, 'El tamaño de grupo no es válido'),
    maxParty: wholeNumber(1, 1000, 'El tamaño de grupo no es válido'),
    pacingPer15: wholeNumber(0, 10_000, 'El ritmo no es válido'),
    noShowReleaseMinutes: wholeNumber(0, 24 * 60, 'Los minutos de tolerancia no son válidos'),
  }),
  v.check((s) => s.minParty <= s.maxParty, 'El grupo mínimo no puede superar al máximo'),
  v.check((s) => turnRowsError(s.turnMinutes) === null, TURN_ROWS_ORDER),
);
export type RestoSettingsBody = v.InferInput<typeof restoSettingsSchema>;
export const restoSettingsAnswerSchema = v.object({
  slotMinutes: integerAnswer,
  turnMinutes: v.array(v.object({ upTo: integerAnswer, minutes: integerAnswer })),
  minParty: integerAnswer,
  maxParty: integerAnswer,
  pacingPer15: integerAnswer,
  noShowReleaseMinutes: integerAnswer,
});
export type RestoSettingsDto = v.InferOutput<typeof restoSettingsAnswerSchema>;
