// POS sales ingestion (POST /api/ingest/sales): what a terminal sends and what it gets back. The
// batch envelope is checked as a whole (a malformed envelope is a 4xx); each sale is checked on its
// own so one bad sale is rejected with its reason while the rest of the batch is applied.
import * as v from 'valibot';
import { PAYMENT_METHODS } from './cashflow';
import { wholeNumber } from './common';
import { posCompSchema } from './comps';

export const MAX_SALES_PER_BATCH = 500;
export const MAX_LINES_PER_SALE = 200;
/** A terminal clock may run a little ahead; a sale further in the future than this is refused. */
export const MAX_CLOCK_SKEW_MS = 60 * 60 * 1000;

export { PAYMENT_METHODS, type PaymentMethodKind as PaymentMethod } from './cashflow';

const TOO_MANY_SALES = 'Un lote admite como máximo 500 ventas';
const EMPTY_BATCH = 'El lote no tiene ventas';
const SALE_ID_REQUIRED = 'Cada venta necesita un identificador (uuid)';
const NO_LINES = 'La venta no tiene líneas';
const TOO_MANY_LINES = 'Una venta admite como máximo 200 líneas';
const BAD_QUANTITY = 'La cantidad debe ser un entero de 1 a 10000';
const BAD_PRICE = 'El precio debe ser un importe en centavos no negativo';
const BAD_TOTAL = 'El total debe ser un importe en centavos no negativo';
const BAD_AT = 'La hora de la venta no es válida';
const BAD_PAYMENT = 'El medio de pago no es válido';
const BAD_PRODUCT = 'El producto no es válido';

const cents = (message: string) =>
  v.pipe(v.number(message), v.safeInteger(message), v.minValue(0, message), v.maxValue(1e12, message));

export const saleLineSchema = v.object({
  productId: v.pipe(v.string(BAD_PRODUCT), v.uuid(BAD_PRODUCT)),
  quantity: wholeNumber(1, 10_000, BAD_QUANTITY),
  unitPrice: cents(BAD_PRICE),
  /** A comp (cortesía): unit price 0, consumes the recipe like a sale, recorded with its reason. */
  comp: v.optional(posCompSchema),
});

export const ingestSaleSchema = v.object({
  id: v.pipe(v.string(SALE_ID_REQUIRED), v.uuid(SALE_ID_REQUIRED)),
  at: v.pipe(v.string(BAD_AT), v.isoTimestamp(BAD_AT)),
  cashierEmail: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(200))),
  cashierId: v.optional(v.pipe(v.string(), v.uuid())),
  payment: v.picklist(PAYMENT_METHODS, BAD_PAYMENT),
  vipCardNumber: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
  lines: v.pipe(v.array(saleLineSchema, NO_LINES), v.minLength(1, NO_LINES), v.maxLength(MAX_LINES_PER_SALE, TOO_MANY_LINES)),
  total: cents(BAD_TOTAL),
});
export type IngestSale = v.InferOutput<typeof ingestSaleSchema>;

/**
 * The envelope: only each sale's id is checked here (a sale without a usable id cannot be
 * acknowledged, so it fails the request); the rest of each sale is checked per sale.
 */
export const ingestBatchSchema = v.object({
  terminalVersion: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  pendingBatches: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000))),
  sales: v.pipe(
    v.array(v.looseObject({ id: v.pipe(v.string(SALE_ID_REQUIRED), v.uuid(SALE_ID_REQUIRED)) }), EMPTY_BATCH),
    v.minLength(1, EMPTY_BATCH),
    v.maxLength(MAX_SALES_PER_BATCH, TOO_MANY_SALES),
  ),
});
export type IngestBatch = v.InferOutput<typeof ingestBatchSchema>;

export const ingestResultSchema = v.object({
  /** The sale's id, as sent. */
  id: v.string(),
  status: v.picklist(['applied', 'duplicate', 'rejected']),
  /** Why a sale was rejected, in the request's language. */
  reason: v.optional(v.string()),
});
export type IngestResult = v.InferOutput<typeof ingestResultSchema>;
export type IngestStatus = IngestResult['status'];
/** One result per sale, in the order sent. */
export const ingestAnswerSchema = v.object({ results: v.array(ingestResultSchema) });
export type IngestAnswer = v.InferOutput<typeof ingestAnswerSchema>;

/** Σ quantity × unit price: a sale's total must equal it to the cent. */
export function linesTotal(lines: readonly { quantity: number; unitPrice: number }[]): number {
  return lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
}

/** How a terminal API key looks: `nt_<12 hex prefix>_<43 base64url secret>`. */
export const API_KEY_PATTERN = /^nt_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;
