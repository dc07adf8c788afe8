// Sale cancellations (issue 8, DOMAIN.md "Sales", anulaciones 107) as they travel between the app
// and the server:
//   GET  /api/tickets/consultarAnulaciones          SPEC §7: the venue's requests with their sale (107)
//   GET  /api/tickets/anulaciones/:id               one request (107, or the user who asked for it)
//   POST /api/tickets/anulaciones/:id/aprobar|rechazar   the decision (107, never one's own request)
//   GET  /api/tickets/ventas                        recent sales to pick from when asking (107 or 141)
// Asking for a cancellation is an offline-safe outbox command (src/features/cancellations/commands/).
// Each consultarAnulaciones row carries every column of the replicated cancellation_requests row, so
// the same answer also refills the replica on a backend without delta sync (legacy-pull.ts).
import * as v from 'valibot';
import { SALE_PAYMENTS as PAYMENTS, type SalePaymentKind } from './cashflow';
import { uuidField } from './command-fields';
import { integerAnswer, requiredText, rowStampEntries, stringOrNull, trimmedText } from './common';

export const CANCELLATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];

/** How a sale was paid: the cash flow's payment methods, or its table's bill. */
export const SALE_PAYMENTS = PAYMENTS;
export type SalePayment = SalePaymentKind;

/** Who decides (SPEC §6) and who may ask (the request command's codes, src/features/cancellations/commands/). */
export const DECIDE_CODES = ['107'] as const;
export const REQUEST_CODES = ['107', '141'] as const;

export const MAX_DECISION_NOTE = 500;
/** How many decided requests consultarAnulaciones lists besides every pending one. */
export const DECIDED_LIST_LIMIT = 500;
export const RECENT_SALES_LIMIT = 60;

const NOTE_REQUIRED = 'La nota es obligatoria para rechazar';
const NOTE_TOO_LONG = 'La nota es demasiado larga';
const BAD_TICKET = 'El número de ticket no es válido';

export const cancellationIdSchema = uuidField;

export const approveBodySchema = v.strictObject({ note: v.optional(trimmedText(MAX_DECISION_NOTE, NOTE_TOO_LONG), '') });
export const rejectBodySchema = v.strictObject({ note: requiredText(NOTE_REQUIRED, MAX_DECISION_NOTE, NOTE_TOO_LONG) });

/** Recent sales: a ticket id (or any part of it, e.g. the printed last digits) and/or a point of sale. */
export const recentSalesQuerySchema = v.object({
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.maxLength(36, 'La búsqueda es demasiado larga'),
      v.regex(/^[0-9a-f-]*$/, BAD_TICKET),
    ),
    '',
  ),
  posId: v.optional(cancellationIdSchema),
});

const cents = integerAnswer;
const integer = integerAnswer;

export const saleLineSchema = v.object({
  id: v.string(),
  productId: v.string(),
  productName: v.string(),
  /** Whole units. */
  quantity: integer,
  /** Cents. */
  unitPrice: cents,
});
export type SaleLineDto = v.InferOutput<typeof saleLineSchema>;

const saleEntries = {
  id: v.string(),
  /** ISO 8601. */
  at: v.string(),
  /** Cents. */
  total: cents,
  payment: v.picklist(SALE_PAYMENTS),
  status: v.picklist(['completed', 'cancelled']),
  nightId: v.string(),
  /** yyyy-MM-dd of the sale's night. */
  businessDate: v.string(),
  pointOfSaleId: v.string(),
  pointOfSaleName: v.string(),
  cashierName: stringOrNull,
  /** The VIP card it was charged to, when paid with one. */
  vipCardNumber: stringOrNull,
  /** In the order they were rung up. */
  lines: v.array(saleLineSchema),
};
export const cancellationSaleSchema = v.object(saleEntries);
export type CancellationSaleDto = v.InferOutput<typeof cancellationSaleSchema>;

const requestRowEntries = {
  id: v.string(),
  saleId: v.string(),
  requestedBy: v.string(),
  reason: v.string(),
  /** ISO 8601, like the other instants. */
  at: v.string(),
  status: v.picklist(CANCELLATION_STATUSES),
  decidedBy: stringOrNull,
  decidedAt: stringOrNull,
  decisionNote: stringOrNull,
  ...rowStampEntries,
};
/** The replicated row (the pull delivers exactly these columns). */
export const cancellationRequestRowSchema = v.object(requestRowEntries);
export type CancellationRequestRowDto = v.InferOutput<typeof cancellationRequestRowSchema>;

export const cancellationRequestSchema = v.object({
  ...requestRowEntries,
  requesterName: v.string(),
  deciderName: stringOrNull,
  /** Whole minutes since it was asked for, by the server's clock. */
  ageMinutes: integer,
  sale: cancellationSaleSchema,
});
export type CancellationRequestDto = v.InferOutput<typeof cancellationRequestSchema>;
/** GET /api/tickets/consultarAnulaciones — every pending request, then the latest decided ones, newest first. */
export const cancellationRequestsSchema = v.array(cancellationRequestSchema);

export const recentSaleSchema = v.object({
  ...saleEntries,
  /** A pending request already waits for this sale (a second one is refused). */
  pendingRequestId: stringOrNull,
});
export type RecentSaleDto = v.InferOutput<typeof recentSaleSchema>;
/** GET /api/tickets/ventas — newest first, at most RECENT_SALES_LIMIT. */
export const recentSalesSchema = v.array(recentSaleSchema);

export const decisionAnswerSchema = v.object({
  request: cancellationRequestSchema,
  /** What the approval gave back (zero for a rejection): stock movements written, cents back on the VIP card. */
  reversed: v.object({ stockMovements: integer, cardAmount: cents }),
});
export type DecisionAnswer = v.InferOutput<typeof decisionAnswerSchema>;

// ───────────────────────────── Pure helpers (app and server) ─────────────────────────────

/** SPEC: pending first, then newest first (ties by id so the order is stable). */
export function compareRequests(
  a: Pick<CancellationRequestRowDto, 'status' | 'at' | 'id'>,
  b: Pick<CancellationRequestRowDto, 'status' | 'at' | 'id'>,
): number {
  const pa = a.status === 'pending' ? 0 : 1;
  const pb = b.status === 'pending' ? 0 : 1;
  if (pa !== pb) return pa - pb;
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Whole minutes from `at` to `now` (never negative: a device clock slightly ahead reads 0). */
export function ageInMinutes(at: string, now: number): number {
  const ms = now - Date.parse(at);
  return Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 60_000)) : 0;
}

export interface RequestFilter {
  status: CancellationStatus | 'all';
  posId: string | null;
  /** yyyy-MM-dd business date of the sale's night. */
  date: string | null;
  showHidden: boolean;
}

export interface FilterableRequest {
  id: string;
  status: CancellationStatus;
  sale: { pointOfSaleId: string; businessDate: string } | null;
}

/**
 * The list filter. A request whose sale details are not known yet (asked offline, never listed by
 * the server) passes the POS and date filters: hiding it would hide the user's own fresh request.
 */
export function matchesFilter(r: FilterableRequest, f: RequestFilter, hidden: ReadonlySet<string>): boolean {
  if (!f.showHidden && hidden.has(r.id)) return false;
  if (f.status !== 'all' && r.status !== f.status) return false;
  if (f.posId && r.sale && r.sale.pointOfSaleId !== f.posId) return false;
  if (f.date && r.sale && r.sale.businessDate !== f.date) return false;
  return true;
}

/** Why a user may not decide a request, or null when they may. */
export type DecideBlock = 'no-privilege' | 'own-request' | 'not-pending' | 'offline';
export function decideBlock(
  r: { status: CancellationStatus; requestedBy?: string | null },
  user: { id: string; privi: readonly string[] },
  online: boolean,
): DecideBlock | null {
  if (!DECIDE_CODES.some((c) => user.privi.includes(c))) return 'no-privilege';
  if (r.status !== 'pending') return 'not-pending';
  // A request queued on this device carries no requester yet: it is this user's own.
  if (!r.requestedBy || r.requestedBy === user.id) return 'own-request';
  if (!online) return 'offline';
  return null;
}
