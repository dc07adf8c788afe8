// Comps (cortesías / consumo interno) as they travel between the POS, the app and the server:
// drinks and bottles given away with a reason and the staff member who authorised them. They
// consume stock like a sale at price zero and are valued at cost. A POS sale line carries
// `comp: { reason, authorisedBy }` (./ingest.ts); the back-office records one with an offline
// command (src/features/inventory/adjustments/commands/comp-record.contract.ts).
import * as v from 'valibot';

export const COMP_REASONS = ['vip', 'promoter', 'artist', 'staff', 'other'] as const;
export type CompReason = (typeof COMP_REASONS)[number];
export type CompSource = 'pos' | 'backoffice';

export const BAD_COMP_REASON = 'El motivo de la cortesía no es válido';
export const BAD_AUTHORISER = 'Indica quién autorizó la cortesía';
export const COMP_NOT_FREE = 'Una cortesía va a precio cero';
export const MAX_COMP_QUANTITY = 1000;
export const MAX_COMP_NOTE = 200;

const BAD_ID = 'El identificador no es válido';
const BAD_QUANTITY = 'La cantidad debe ser mayor que cero y de hasta 1000, con 3 decimales como máximo';
const uuid = v.pipe(v.string(BAD_ID), v.uuid(BAD_ID));

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
export interface CompFigures {
  count: number;
  quantity: number;
  /** At the cost of the goods consumed (net of cancelled POS sales), cents. */
  cost: number;
}

export interface CompRowDto {
  id: string;
  at: string;
  nightId: string;
  locationId: string;
  location: string;
  productId: string;
  product: string;
  quantity: number;
  reason: CompReason;
  note: string;
  authorisedById: string;
  authorisedBy: string;
  recordedBy: string | null;
  source: CompSource;
  saleId: string | null;
  terminal: string | null;
  /** Cost when it was given, cents. */
  costCents: number;
  /** False when its POS sale was cancelled (the stock went back). */
  counted: boolean;
}

/** Staff who may authorise a comp: the venue's active users. */
export interface CompAuthoriserDto {
  id: string;
  name: string;
}
