// Transfer notes (remitos), breakage (roturas) and the movements ledger as they travel between the
// app and /api/inventarios (server/routes/inventory/transfers.ts). The breakage command itself
// (queued offline) is its feature's: src/features/inventory/transfers/commands/.
import * as v from 'valibot';
import { calendarDate } from './calendar-date';
import { uuidField } from './command-fields';
import { idNameSchema, stringOrNull, trimmedText } from './common';
import { goodUnitSchema, locationRefSchema } from './inventory-catalogue';

// ───────────────────────────── Shared pieces ─────────────────────────────

export const TRANSFER_STATUSES = ['draft', 'sent', 'received'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

import { MOVEMENT_KINDS } from './inventory-names';

export { MOVEMENT_KINDS, type MovementKind } from './inventory-names';

/** The most a line, a receipt or a breakage may move: the bound of a count line (./sync.ts). */
export const MAX_LINE_QUANTITY = 100_000;
export const MAX_TRANSFER_LINES = 300;
export const MAX_NOTE_LENGTH = 500;
export const MAX_REASON_LENGTH = 200;

const BAD_DATE = 'La fecha no es válida';
const BAD_STATUS = 'El estado no es válido';
const BAD_KIND = 'El tipo de movimiento no es válido';
const BAD_LIMIT = 'El límite debe estar entre 1 y 1000';
const BAD_CURSOR = 'El cursor no es válido';
const SAME_LOCATION = 'El origen y el destino deben ser distintos';
const REPEATED_GOOD = 'Cada mercadería puede aparecer una sola vez en el remito';
const NO_LINES = 'El remito necesita al menos una línea';
const TOO_MANY_LINES = 'El remito tiene demasiadas líneas';
const REPEATED_LINE = 'Cada línea del remito puede aparecer una sola vez';
const NOTE_TOO_LONG = 'La nota es demasiado larga';

export const uuidSchema = uuidField;

/** A yyyy-MM-dd calendar date (the venue's own calendar: its timezone decides where a day starts). */
export const dateOnlySchema = calendarDate(BAD_DATE);

const threeDecimals = (n: number) => Number.isFinite(n) && Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6;

/** A quantity of a good that moves: more than 0, at most 100000, up to 3 decimals. */
export const positiveQuantitySchema = v.pipe(
  v.number('La cantidad no es válida'),
  v.check(threeDecimals, 'La cantidad admite hasta 3 decimales'),
  v.gtValue(0, 'La cantidad debe ser mayor que cero'),
  v.maxValue(MAX_LINE_QUANTITY, 'La cantidad es demasiado grande'),
);

/** A received quantity: 0 (nothing arrived) or more. */
export const receivedQuantitySchema = v.pipe(
  v.number('La cantidad no es válida'),
  v.check(threeDecimals, 'La cantidad admite hasta 3 decimales'),
  v.minValue(0, 'La cantidad no puede ser negativa'),
  v.maxValue(MAX_LINE_QUANTITY, 'La cantidad es demasiado grande'),
);

/** Query-string limit 1‥1000. */
function limitSchema() {
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, BAD_LIMIT),
      v.transform(Number),
      v.minValue(1, BAD_LIMIT),
      v.maxValue(1000, BAD_LIMIT),
    ),
  );
}

// ───────────────────────────── Transfer notes ─────────────────────────────

export const transferLineInputSchema = v.strictObject({
  goodId: uuidSchema,
  quantity: positiveQuantitySchema,
});

/** A draft as the editor saves it (create and update take the same body). */
export const transferNoteBodySchema = v.pipe(
  v.strictObject({
    fromLocationId: uuidSchema,
    toLocationId: uuidSchema,
    nightId: v.optional(v.nullable(uuidSchema)),
    note: v.optional(trimmedText(MAX_NOTE_LENGTH, NOTE_TOO_LONG), ''),
    lines: v.pipe(
      v.array(transferLineInputSchema),
      v.minLength(1, NO_LINES),
      v.maxLength(MAX_TRANSFER_LINES, TOO_MANY_LINES),
      v.check((lines) => new Set(lines.map((l) => l.goodId)).size === lines.length, REPEATED_GOOD),
    ),
  }),
  v.forward(
    v.check((b) => b.fromLocationId !== b.toLocationId, SAME_LOCATION),
    ['toLocationId'],
  ),
);
export type TransferNoteBody = v.InferInput<typeof transferNoteBodySchema>;

/**
 * Sending a note: a line that takes more than the origin holds (stock going below zero) is refused
 * unless the sender confirmed it (README "Closed nights and stock below zero").
 */
export const sendBodySchema = v.strictObject({
  allowBelowZero: v.optional(v.boolean(), false),
});
export type SendBody = v.InferInput<typeof sendBodySchema>;

/** The 409 answer of a send that would take stock below zero (`shortages` beside `message`). */
export const BELOW_ZERO = 'El origen no tiene stock suficiente: confirma el envío para dejarlo en negativo';
export interface TransferShortage {
  goodId: string;
  goodName: string;
  onHand: number;
  quantity: number;
}

export const receiveBodySchema = v.strictObject({
  lines: v.pipe(
    v.array(v.strictObject({ lineId: uuidSchema, quantityReceived: receivedQuantitySchema })),
    v.minLength(1, NO_LINES),
    v.maxLength(MAX_TRANSFER_LINES, TOO_MANY_LINES),
    v.check((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, REPEATED_LINE),
  ),
  /** Added to the note's remark (what the receiver saw), optional. */
  note: v.optional(trimmedText(MAX_NOTE_LENGTH, NOTE_TOO_LONG)),
});
export type ReceiveBody = v.InferInput<typeof receiveBodySchema>;

export const transferListQuerySchema = v.object({
  status: v.optional(v.picklist(TRANSFER_STATUSES, BAD_STATUS)),
  fromLocationId: v.optional(uuidSchema),
  toLocationId: v.optional(uuidSchema),
  /** Either side (origin or destination). */
  locationId: v.optional(uuidSchema),
  /** Created on or after this date / on or before this date. */
  from: v.optional(dateOnlySchema),
  to: v.optional(dateOnlySchema),
  /** 'true': only the notes received with differences. */
  differences: v.optional(v.picklist(['true', 'false'], 'El valor no es válido')),
  limit: limitSchema(),
});
export type TransferListQuery = v.InferInput<typeof transferListQuerySchema>;

// Answers: quantities are units of the good rounded to 3 decimals, money integer cents, instants
// ISO 8601, business dates yyyy-MM-dd.

export const placeRefSchema = locationRefSchema;
export type PlaceRef = v.InferOutput<typeof placeRefSchema>;

/** The good a line, a breakage or a movement is of. */
const goodEntries = { goodId: v.string(), goodName: v.string(), goodSku: v.string(), goodUnit: goodUnitSchema };

/** The night a record belongs to, if any: its id and business date (yyyy-MM-dd). */
const nightEntries = { nightId: stringOrNull, nightDate: stringOrNull };

/** Who wrote a record: their id and display name (null for none). */
const userEntries = { userId: stringOrNull, userName: stringOrNull };

export const transferNoteSummarySchema = v.object({
  id: v.string(),
  /** Sequential per venue. */
  number: v.number(),
  status: v.picklist(TRANSFER_STATUSES),
  from: placeRefSchema,
  to: placeRefSchema,
  ...nightEntries,
  note: v.string(),
  createdAt: v.string(),
  /** Display names of who created, sent and received it. */
  createdBy: stringOrNull,
  sentAt: stringOrNull,
  sentBy: stringOrNull,
  receivedAt: stringOrNull,
  receivedBy: stringOrNull,
  hasDifferences: v.boolean(),
  lineCount: v.number(),
  totalSent: v.number(),
  /** Null until received. */
  totalReceived: v.nullable(v.number()),
  /** Sent quantities at the goods' current unit cost (cents). */
  valueSent: v.number(),
});
export type TransferNoteSummary = v.InferOutput<typeof transferNoteSummarySchema>;

/** GET /inventarios/remitos: newest (highest number) first. */
export const transferNoteSummariesSchema = v.array(transferNoteSummarySchema);

export const transferNoteLineSchema = v.object({
  id: v.string(),
  ...goodEntries,
  quantitySent: v.number(),
  quantityReceived: v.nullable(v.number()),
  /** received − sent; null until received. */
  difference: v.nullable(v.number()),
  /** Cents per unit: what the transfer_out carried once sent, the good's current cost before. */
  unitCost: v.number(),
});
export type TransferNoteLine = v.InferOutput<typeof transferNoteLineSchema>;

export const transferNoteDetailSchema = v.object({
  ...transferNoteSummarySchema.entries,
  /** By good name. */
  lines: v.array(transferNoteLineSchema),
});
export type TransferNoteDetail = v.InferOutput<typeof transferNoteDetailSchema>;

// ───────────────────────────── Breakage ─────────────────────────────

export const breakageListQuerySchema = v.object({
  locationId: v.optional(uuidSchema),
  goodId: v.optional(uuidSchema),
  nightId: v.optional(uuidSchema),
  from: v.optional(dateOnlySchema),
  to: v.optional(dateOnlySchema),
  limit: limitSchema(),
});
export type BreakageListQuery = v.InferInput<typeof breakageListQuerySchema>;

export const breakageSchema = v.object({
  id: v.string(),
  at: v.string(),
  location: placeRefSchema,
  ...goodEntries,
  quantity: v.number(),
  reason: v.string(),
  photoUrl: stringOrNull,
  ...nightEntries,
  ...userEntries,
  /** Cents per unit of the breakage movement (the good's current cost when there is none). */
  unitCost: v.number(),
  /** quantity × unit cost, cents. */
  valued: v.number(),
});
export type BreakageDto = v.InferOutput<typeof breakageSchema>;

/** GET /inventarios/roturas: newest first. */
export const breakagesSchema = v.array(breakageSchema);

// ───────────────────────────── Movements ledger ─────────────────────────────

/** `<microseconds since epoch>.<movement id>`: the last row of the page before. */
const CURSOR = /^\d{1,17}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const movementsQuerySchema = v.object({
  from: v.optional(dateOnlySchema),
  to: v.optional(dateOnlySchema),
  nightId: v.optional(uuidSchema),
  locationId: v.optional(uuidSchema),
  goodId: v.optional(uuidSchema),
  kind: v.optional(v.picklist(MOVEMENT_KINDS, BAD_KIND)),
  userId: v.optional(uuidSchema),
  limit: limitSchema(),
  cursor: v.optional(v.pipe(v.string(), v.regex(CURSOR, BAD_CURSOR))),
});
export type MovementsQuery = v.InferInput<typeof movementsQuerySchema>;

export const MOVEMENTS_PAGE_DEFAULT = 100;

export const movementSchema = v.object({
  id: v.string(),
  at: v.string(),
  kind: v.picklist(MOVEMENT_KINDS),
  /** Signed, in units of the good. */
  quantity: v.number(),
  /** Cents per unit at the time. */
  unitCost: v.number(),
  /** quantity × unit cost, cents (signed like the quantity). */
  valued: v.number(),
  location: placeRefSchema,
  ...goodEntries,
  ...nightEntries,
  ...userEntries,
  /** What wrote it ('transfer_note', 'breakage', 'stock_count', 'preload'…) and that record's id. */
  sourceType: stringOrNull,
  sourceId: stringOrNull,
  /** The transfer note's number when the movement comes from one. */
  documentNumber: v.nullable(v.number()),
  note: v.string(),
});
export type MovementDto = v.InferOutput<typeof movementSchema>;

export const movementsPageSchema = v.object({
  /** Newest first. */
  movements: v.array(movementSchema),
  /** Pass back as `cursor` for the next (older) page; null when this was the last. */
  nextCursor: stringOrNull,
});
export type MovementsPage = v.InferOutput<typeof movementsPageSchema>;

export const ledgerUserSchema = idNameSchema;
export type LedgerUser = v.InferOutput<typeof ledgerUserSchema>;

/** GET /inventarios/movimientos/usuarios: the venue's users (inactive ones too), by name. */
export const ledgerUsersSchema = v.array(ledgerUserSchema);
