// The ingestion core (DOMAIN.md "Sales"): a terminal's batch of sales becomes sales, sale lines,
// sale_consumption stock movements from the products' recipes (bars only) and VIP card charges.
// Used by POST /api/ingest/sales and by the bench.
//
// Throughput: everything a sale needs (clock, nights, products, recipes, cashiers, cards, already
// stored ids) is read once per batch; sales, lines and movements go in as multi-row INSERTs in one
// transaction. Sales are decided one by one — a bad sale is rejected with its reason and the rest
// apply — because every check that can fail is made before writing; the one check that needs the
// database under a lock (a VIP card's available amount) is made after locking the batch's cards.
//
// Idempotency: sales.id is chosen by the terminal and is the primary key. The INSERT is
// ON CONFLICT DO NOTHING and "applied" is decided from what it returned, so two identical batches
// racing each other store every sale once (the second waits on the first's uncommitted keys).
// Locks are taken in one global order (cards by id, then sale ids sorted, then stock levels by good)
// so concurrent batches do not deadlock; if the database still reports one, the batch is retried
// (nothing of it was committed).
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { businessDate } from '../../src/contract/business-date';
import { type IngestSale, ingestSaleSchema, linesTotal, MAX_CLOCK_SKEW_MS } from '../../src/contract/ingest';
import type { Db } from '../db/client';
import { nights, pointsOfSale, products, sales, terminalEvents, terminals, users, userVenues, vipCards } from '../db/schema';
import { apiKeyFromHeader, verifyApiKey } from '../lib/api-keys';
import { ApiError } from '../lib/errors';
import { CARD_NOT_FOUND } from './card-ledger';
import { activeStaff, compRefusal, recipesOf } from './comps';
import { NIGHT_CLOSED, venueClock } from './night-of';
import {
  applyWithRetry,
  ID_TAKEN,
  type IngestTerminal,
  isDataError,
  type Planned,
  type RecipeLine,
  type SaleOutcome,
  unique,
} from './sales-ingest-book';

export const KEY_INVALID = 'La clave de la terminal no es válida';
export const KEY_REVOKED = 'La clave de la terminal fue revocada';
export const NO_NIGHT = 'No hay una noche para la fecha de la venta';
export const TOTAL_MISMATCH = 'El total no coincide con la suma de las líneas';
export const UNKNOWN_PRODUCT = 'El producto no existe';
export const UNKNOWN_CASHIER = 'El cajero no existe';
export const CARD_REQUIRED = 'Falta el número de tarjeta VIP';
export const FUTURE_SALE = 'La hora de la venta está en el futuro';
export const DUPLICATE_IN_BATCH = 'La venta está repetida en el lote';
export const NOT_RECORDED = 'La venta no se pudo registrar';
const INVALID_VALUE = 'El valor no es válido';

/** The terminal of an `Authorization: Bearer nt_…` header; 401 for anything else. */
export async function authenticateTerminal(db: Db, header: string | undefined): Promise<IngestTerminal> {
  const key = apiKeyFromHeader(header);
  if (!key) throw new ApiError(401, KEY_INVALID);
  const [row] = await db
    .select({
      id: terminals.id,
      pointOfSaleId: terminals.pointOfSaleId,
      hash: terminals.apiKeyHash,
      revokedAt: terminals.apiKeyRevokedAt,
      venueId: pointsOfSale.venueId,
      stockLocationId: pointsOfSale.stockLocationId,
    })
    .from(terminals)
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, terminals.pointOfSaleId))
    .where(and(eq(terminals.apiKeyPrefix, key.prefix), isNull(terminals.deletedAt), isNull(pointsOfSale.deletedAt)))
    .limit(1);
  if (!row || !verifyApiKey(key.prefix, key.secret, row.hash)) throw new ApiError(401, KEY_INVALID);
  if (row.revokedAt) throw new ApiError(401, KEY_REVOKED);
  return { id: row.id, pointOfSaleId: row.pointOfSaleId, venueId: row.venueId, stockLocationId: row.stockLocationId };
}

interface Preloaded {
  existing: Map<string, string>;
  timezone: string;
  cutoffHour: number;
  productIds: Set<string>;
  recipes: Map<string, RecipeLine[]>;
  cashiersById: Set<string>;
  cashiersByEmail: Map<string, string>;
  cardsByNumber: Map<string, string>;
  /** Comp authorisers named by the batch (id or e-mail, lower-cased) → user id. */
  authorisers: Map<string, string>;
}

function issueReason(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return INVALID_VALUE;
  return /^Invalid /.test(issue.message) ? INVALID_VALUE : issue.message;
}

async function preload(db: Db, terminal: IngestTerminal, parsed: IngestSale[]): Promise<Preloaded> {
  const ids = parsed.map((s) => s.id);
  const productIds = unique(parsed.flatMap((s) => s.lines.map((l) => l.productId)));
  const cashierIds = unique(parsed.flatMap((s) => (s.cashierId ? [s.cashierId] : [])));
  const cashierEmails = unique(parsed.flatMap((s) => (!s.cashierId && s.cashierEmail ? [s.cashierEmail] : [])));
  const cardNumbers = unique(parsed.flatMap((s) => (s.payment === 'vip_card' && s.vipCardNumber ? [s.vipCardNumber] : [])));
  const authoriserKeys = unique(parsed.flatMap((s) => s.lines.flatMap((l) => (l.comp ? [l.comp.authorisedBy] : []))));
  const none = Promise.resolve([]);
  // Read-only and independent: on PostgreSQL they run side by side on pooled connections.
  const [existing, clock, productRows, recipes, cashierRows, cardRows, authorisers] = await Promise.all([
    ids.length
      ? db
          .select({ id: sales.id, venueId: pointsOfSale.venueId })
          .from(sales)
          .innerJoin(pointsOfSale, eq(pointsOfSale.id, sales.pointOfSaleId))
          .where(inArray(sales.id, ids))
      : none,
    venueClock(db, terminal.venueId),
    productIds.length
      ? db
          .select({ id: products.id })
          .from(products)
          .where(and(inArray(products.id, productIds), eq(products.venueId, terminal.venueId), isNull(products.deletedAt)))
      : none,
    terminal.stockLocationId ? recipesOf(db, productIds) : new Map<string, RecipeLine[]>(),
    cashierIds.length || cashierEmails.length
      ? db
          .select({ id: users.id, email: users.email })
          .from(users)
          .innerJoin(userVenues, and(eq(userVenues.userId, users.id), eq(userVenues.venueId, terminal.venueId)))
          .where(
            and(
              isNull(users.deletedAt),
              or(
                cashierIds.length ? inArray(users.id, cashierIds) : undefined,
                cashierEmails.length ? inArray(sql`lower(${users.email})`, cashierEmails) : undefined,
              ),
            ),
          )
      : none,
    cardNumbers.length
      ? db
          .select({ id: vipCards.id, number: vipCards.number })
          .from(vipCards)
          .where(and(eq(vipCards.venueId, terminal.venueId), inArray(vipCards.number, cardNumbers), isNull(vipCards.deletedAt)))
      : none,
    activeStaff(db, terminal.venueId, authoriserKeys),
  ]);
  const cashiers = cashierRows as { id: string; email: string }[];
  return {
    existing: new Map((existing as { id: string; venueId: string }[]).map((r) => [r.id, r.venueId])),
    timezone: clock.timezone,
    cutoffHour: clock.cutoffHour,
    productIds: new Set((productRows as { id: string }[]).map((r) => r.id)),
    recipes,
    cashiersById: new Set(cashiers.map((c) => c.id)),
    cashiersByEmail: new Map(cashiers.map((c) => [c.email.toLowerCase(), c.id])),
    cardsByNumber: new Map((cardRows as { id: string; number: string }[]).map((c) => [c.number, c.id])),
    authorisers,
  };
}

/**
 * Applies a batch. `rawSales` are the envelope's sale objects, each checked here on its own.
 * Returns one outcome per sale, in the order sent.
 */
export async function ingestSales(
  db: Db,
  terminal: IngestTerminal,
  rawSales: readonly unknown[],
  now: Date = new Date(),
): Promise<SaleOutcome[]> {
  const outcomes: SaleOutcome[] = [];
  const parsed: { index: number; sale: IngestSale }[] = [];
  const seen = new Set<string>();
  rawSales.forEach((raw, index) => {
    const id = String((raw as { id?: unknown }).id);
    if (seen.has(id)) {
      outcomes[index] = { id, status: 'duplicate', reason: DUPLICATE_IN_BATCH };
      return;
    }
    seen.add(id);
    const result = v.safeParse(ingestSaleSchema, raw);
    if (!result.success) {
      outcomes[index] = { id, status: 'rejected', reason: issueReason(result.issues[0]) };
      return;
    }
    parsed.push({ index, sale: result.output });
  });

  const pre = await preload(
    db,
    terminal,
    parsed.map((p) => p.sale),
  );
  const reject = (index: number, id: string, reason: string) => {
    outcomes[index] = { id, status: 'rejected', reason };
  };

  // Nights of the business dates in the batch, one query.
  // businessDate builds an Intl formatter per call: memoised per quarter hour (every timezone offset
  // is a multiple of 15 minutes and the cutoff is a whole hour, so a quarter never straddles it).
  const dates = new Map<number, string>();
  const quarters = new Map<number, string>();
  for (const { index, sale } of parsed) {
    const quarter = Math.floor(Date.parse(sale.at) / 900_000);
    let date = quarters.get(quarter);
    if (date === undefined) {
      date = businessDate(new Date(quarter * 900_000), pre.timezone, pre.cutoffHour);
      quarters.set(quarter, date);
    }
    dates.set(index, date);
  }
  const dateList = unique(dates.values());
  const nightRows = dateList.length
    ? await db
        .select({ id: nights.id, businessDate: nights.businessDate, status: nights.status })
        .from(nights)
        .where(and(eq(nights.venueId, terminal.venueId), inArray(nights.businessDate, dateList), isNull(nights.deletedAt)))
    : [];
  const nightByDate = new Map(nightRows.map((n) => [n.businessDate, n]));

  const planned = new Map<number, Planned>();
  for (const { index, sale } of parsed) {
    // A sale already stored is acknowledged whatever else is wrong with it now (e.g. its night closed since).
    const storedVenue = pre.existing.get(sale.id);
    if (storedVenue !== undefined) {
      if (storedVenue === terminal.venueId) outcomes[index] = { id: sale.id, status: 'duplicate' };
      else reject(index, sale.id, ID_TAKEN);
      continue;
    }
    const at = new Date(sale.at);
    if (at.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS) {
      reject(index, sale.id, FUTURE_SALE);
      continue;
    }
    if (linesTotal(sale.lines) !== sale.total) {
      reject(index, sale.id, TOTAL_MISMATCH);
      continue;
    }
    if (sale.lines.some((l) => !pre.productIds.has(l.productId))) {
      reject(index, sale.id, UNKNOWN_PRODUCT);
      continue;
    }
    const night = nightByDate.get(dates.get(index) ?? '');
    if (!night) {
      reject(index, sale.id, NO_NIGHT);
      continue;
    }
    if (night.status === 'closed') {
      reject(index, sale.id, NIGHT_CLOSED);
      continue;
    }
    let cashierId: string | null = null;
    if (sale.cashierId) cashierId = pre.cashiersById.has(sale.cashierId) ? sale.cashierId : '';
    else if (sale.cashierEmail) cashierId = pre.cashiersByEmail.get(sale.cashierEmail) ?? '';
    if (cashierId === '') {
      reject(index, sale.id, UNKNOWN_CASHIER);
      continue;
    }
    const compProblem = compRefusal(sale.lines, terminal.stockLocationId, pre.authorisers);
    if (compProblem) {
      reject(index, sale.id, compProblem);
      continue;
    }
    let cardId: string | null = null;
    if (sale.payment === 'vip_card') {
      if (!sale.vipCardNumber) {
        reject(index, sale.id, CARD_REQUIRED);
        continue;
      }
      cardId = pre.cardsByNumber.get(sale.vipCardNumber) ?? null;
      if (!cardId) {
        reject(index, sale.id, CARD_NOT_FOUND);
        continue;
      }
    }
    const compAuthorisers = sale.lines.map((l) => (l.comp ? (pre.authorisers.get(l.comp.authorisedBy) ?? '') : ''));
    planned.set(index, { sale, at, nightId: night.id, cashierId, cardId, compAuthorisers });
  }

  const entries = [...planned.entries()];
  if (entries.length > 0) {
    try {
      Object.assign(outcomes, await applyWithRetry(db, terminal, entries, pre.recipes));
    } catch (err) {
      if (!isDataError(err) || entries.length === 1) throw err;
      // Something only the database could see (a row that changed under us): find the sale by
      // applying one sale per transaction, so the others still go in.
      for (const entry of entries) {
        try {
          Object.assign(outcomes, await applyWithRetry(db, terminal, [entry], pre.recipes));
        } catch (one) {
          if (!isDataError(one)) throw one;
          reject(entry[0], entry[1].sale.id, NOT_RECORDED);
        }
      }
    }
  }
  return outcomes;
}

/** The satélite status a batch leaves behind: last seen, version, queue, and one 'batch' event. */
export async function recordBatch(
  db: Db,
  terminal: IngestTerminal,
  info: { terminalVersion?: string; pendingBatches?: number },
  outcomes: readonly SaleOutcome[],
  now: Date = new Date(),
): Promise<void> {
  const count = (status: SaleOutcome['status']) => outcomes.filter((o) => o.status === status).length;
  await db
    .update(terminals)
    .set({
      lastSeenAt: now,
      lastBatchAt: now,
      ...(info.terminalVersion ? { appVersion: info.terminalVersion } : {}),
      ...(info.pendingBatches !== undefined ? { pendingBatches: info.pendingBatches } : {}),
    })
    .where(eq(terminals.id, terminal.id));
  await db.insert(terminalEvents).values({
    terminalId: terminal.id,
    at: now,
    kind: 'batch',
    detail: batchDetail(outcomes.length, count('applied'), count('duplicate'), count('rejected')),
  });
}

/** The history line of a batch (stored text, Spanish like the rest of the terminal history). */
export function batchDetail(total: number, applied: number, duplicate: number, rejected: number): string {
  const parts = [`${applied} aplicadas`];
  if (duplicate > 0) parts.push(`${duplicate} repetidas`);
  if (rejected > 0) parts.push(`${rejected} rechazadas`);
  return `Lote de ${total} ventas: ${parts.join(', ')}`;
}
