// Comps (cortesías / consumo interno) as they travel between the POS, the app and the server:
// drinks and bottles given away with a reason and the staff member who authorised them. They
// consume stock like a sale at price zero and are valued at cost. A POS sale line carries
// `comp: { reason, authorisedBy }` (./ingest.ts); the back-office records one with an offline
// command (src/features/inventory/adjustments/commands/comp-record.contract.ts).
import * as v from 'valibot';
import { uuidField } from './command-fields';
import { idNameSchema, stringOrNull } from './common';

export const COMP_REASONS = ['vip', 'promoter', 'artist', 'staff', 'other'] as const;
export type CompReason = (typeof COMP_REASONS)[number];
export const COMP_SOURCES = ['pos', 'backoffice'] as const;
export type CompSource = (typeof COMP_SOURCES)[number];

export const BAD_COMP_REASON = 'El motivo de la cortesía no es válido';
export const BAD_AUTHORISER = 'Indica quién autorizó la cortesía';
export const COMP_NOT_FREE = 'Una cortesía va a precio cero';
export const MAX_COMP_QUANTITY = 1000;
export const MAX_COMP_NOTE = 200;

const BAD_QUANTITY = 'La cantidad debe ser mayor que cero y de hasta 1000, con 3 decimales como máximo';
const uuid = uuidField;

export const compReasonSchema = v.picklist(COMP_REASONS, BAD_COMP_REASON);

/** Products given (a bottle is 1, two shots are 2): > 0, at most 1000, up to 3 decimals. */
export const compQuantitySchema = v.pipe(
  v.number(BAD_QUANTITY),
  v.gtValue(0, BAD_QUANTITY),
  v.maxValue(MAX_COMP_QUANTITY, BAD_QUANTITY),
  v.check((n) => Number.isFinite(n) && Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, BAD_QUANTITY),
);

/**
 * What a POS line says about a comp: why, and who authorised it — a staff member's user id or
 * e-mail (terminals know their staff by e-mail, like `cashierEmail`).
 */
export const posCompSchema = v.object({
  reason: compReasonSchema,
  authorisedBy: v.pipe(
    v.string(BAD_AUTHORISER),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty(BAD_AUTHORISER),
    v.maxLength(200, BAD_AUTHORISER),
  ),
});

/** GET /inventarios/cortesias?nightId — the night's comps, newest first. */
export const compListQuerySchema = v.object({ nightId: uuid });

/** The comps block of the balance sheet: count, products given and their cost. */
export const compFiguresSchema = v.object({
  count: v.number(),
  /** Products given (3 decimals). */
  quantity: v.number(),
  /** At the cost of the goods consumed (net of cancelled POS sales), cents. */
  cost: v.number(),
});
export type CompFigures = v.InferOutput<typeof compFiguresSchema>;

export const compRowSchema = v.object({
  id: v.string(),
  at: v.string(),
  nightId: v.string(),
  /** The bar it was given at. */
  locationId: v.string(),
  location: v.string(),
  productId: v.string(),
  product: v.string(),
  /** Products given (3 decimals). */
  quantity: v.number(),
  reason: v.picklist(COMP_REASONS),
  note: v.string(),
  authorisedById: v.string(),
  /** The authoriser's display name, else their e-mail. */
  authorisedBy: v.string(),
  /** Who recorded it (the back-office user or the POS cashier), display name or e-mail; null when unknown. */
  recordedBy: stringOrNull,
  source: v.picklist(COMP_SOURCES),
  /** The POS sale and terminal it came with; null for a back-office comp. */
  saleId: stringOrNull,
  terminal: stringOrNull,
  /** Cost when it was given, cents. */
  costCents: v.number(),
  /** False when its POS sale was cancelled (the stock went back). */
  counted: v.boolean(),
});
export type CompRowDto = v.InferOutput<typeof compRowSchema>;

/** GET /inventarios/cortesias: the night's comps, newest first (at most 500). */
export const compRowsSchema = v.array(compRowSchema);

/** Staff who may authorise a comp: the venue's active users, by id and display name (else e-mail). */
export const compAuthoriserSchema = idNameSchema;
export type CompAuthoriserDto = v.InferOutput<typeof compAuthoriserSchema>;

/** GET /inventarios/cortesias/autorizantes: by name. */
export const compAuthorisersSchema = v.array(compAuthoriserSchema);
