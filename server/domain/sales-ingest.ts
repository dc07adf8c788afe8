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
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { businessDate } from '../../src/contract/business-date';
import { type IngestSale, ingestSaleSchema, linesTotal, MAX_CLOCK_SKEW_MS } from '../../src/contract/ingest';
import { uuidv7 } from '../../src/contract/uuid';
import type { Db, Tx } from '../db/client';
import {
  cardTypes,
  goods,
  nights,
  pointsOfSale,
  products,
  recipeLines,
  sales,
  terminalEvents,
  terminals,
  users,
  userVenues,
  vipCards,
} from '../db/schema';
import { apiKeyFromHeader, verifyApiKey } from '../lib/api-keys';
import { ApiError } from '../lib/errors';
import { availableOf, CARD_NOT_ACTIVE, CARD_NOT_FOUND, OVER_AVAILABLE, postCardEntry } from './card-ledger';
import { venueClock } from './night-of';
import { type MovementInput, recordMovements } from './stock-ledger';

export const KEY_INVALID = 'La clave de la terminal no es válida';
export const KEY_REVOKED = 'La clave de la terminal fue revocada';
export const NO_NIGHT = 'No hay una noche para la fecha de la venta';
export const NIGHT_CLOSED = 'La noche de la venta ya está cerrada';
export const TOTAL_MISMATCH = 'El total no coincide con la suma de las líneas';
export const UNKNOWN_PRODUCT = 'El producto no existe';
export const UNKNOWN_CASHIER = 'El cajero no existe';
export const CARD_REQUIRED = 'Falta el número de tarjeta VIP';
export const FUTURE_SALE = 'La hora de la venta está en el futuro';
export const ID_TAKEN = 'El identificador de la venta ya está en uso';
export const DUPLICATE_IN_BATCH = 'La venta está repetida en el lote';
export const NOT_RECORDED = 'La venta no se pudo registrar';
const INVALID_VALUE = 'El valor no es válido';

/** The terminal a key belongs to and what its point of sale needs to file sales. */
export interface IngestTerminal {
  id: string;
  pointOfSaleId: string;
  venueId: string;
  /** The bar's stock location: sales there consume their recipes; null for other points of sale. */
  stockLocationId: string | null;
}

export interface SaleOutcome {
  id: string;
  status: 'applied' | 'duplicate' | 'rejected';
  /** Spanish; the route translates it. */
  reason?: string;
}

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

/** A sale that passed every check made before writing. */
interface Planned {
  sale: IngestSale;
  at: Date;
  nightId: string;
  cashierId: string | null;
  cardId: string | null;
}

interface RecipeLine {
  goodId: string;
  quantity: number;
  unitCost: number;
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
}

function issueReason(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return INVALID_VALUE;
  return /^Invalid /.test(issue.message) ? INVALID_VALUE : issue.message;
}

const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)];

async function preload(db: Db, terminal: IngestTerminal, parsed: IngestSale[]): Promise<Preloaded> {
  const ids = parsed.map((s) => s.id);
  const productIds = unique(parsed.flatMap((s) => s.lines.map((l) => l.productId)));
  const cashierIds = unique(parsed.flatMap((s) => (s.cashierId ? [s.cashierId] : [])));
  const cashierEmails = unique(parsed.flatMap((s) => (!s.cashierId && s.cashierEmail ? [s.cashierEmail] : [])));
  const cardNumbers = unique(parsed.flatMap((s) => (s.payment === 'vip_card' && s.vipCardNumber ? [s.vipCardNumber] : [])));
  const none = Promise.resolve([]);
  // Read-only and independent: on PostgreSQL they run side by side on pooled connections.
  const [existing, clock, productRows, recipeRows, cashierRows, cardRows] = await Promise.all([
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
    productIds.length && terminal.stockLocationId
      ? db
          .select({
            productId: recipeLines.productId,
            goodId: recipeLines.goodId,
            quantity: recipeLines.quantity,
            unitCost: goods.unitCost,
          })
          .from(recipeLines)
          .innerJoin(goods, eq(goods.id, recipeLines.goodId))
          .where(and(inArray(recipeLines.productId, productIds), isNull(recipeLines.deletedAt)))
      : none,
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
  ]);
  const recipes = new Map<string, RecipeLine[]>();
  for (const r of recipeRows as { productId: string; goodId: string; quantity: number; unitCost: number }[]) {
    const list = recipes.get(r.productId) ?? [];
    list.push({ goodId: r.goodId, quantity: Number(r.quantity), unitCost: Number(r.unitCost) });
    recipes.set(r.productId, list);
  }
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
    planned.set(index, { sale, at, nightId: night.id, cashierId, cardId });
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

function pgCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Errors of the data itself (invalid value, constraint): retrying the same rows would fail again. */
function isDataError(err: unknown): boolean {
  const code = pgCode(err);
  return code !== undefined && (code.startsWith('22') || code.startsWith('23'));
}

async function applyWithRetry(
  db: Db,
  terminal: IngestTerminal,
  entries: [number, Planned][],
  recipes: Map<string, RecipeLine[]>,
): Promise<Record<number, SaleOutcome>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => applyPlanned(tx, terminal, entries, recipes));
    } catch (err) {
      const code = pgCode(err);
      if (process.env.F_PROF)
        console.log('ERR', (err as Error).message.slice(0, 1500), (err as { cause?: Error }).cause?.message);
      // Deadlock or serialization failure: nothing was committed, so the batch can simply run again.
      if ((code === '40P01' || code === '40001') && attempt < 4) continue;
      throw err;
    }
  }
}

/** One array parameter (drizzle would expand a plain array into a list of parameters). */
const arr = (values: readonly unknown[]) => sql.param(values);

/**
 * Multi-row inserts as `INSERT … SELECT FROM unnest(arrays)`: one parameter per column whatever the
 * row count. Building a 300-row VALUES list with the query builder cost more than the insert itself.
 */
async function insertSales(tx: Tx, rows: readonly Planned[], terminal: IngestTerminal): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const result = (await tx.execute(sql`
    insert into sales (id, night_id, point_of_sale_id, terminal_id, cashier_id, at, payment, vip_card_id, total)
    select u.id, u.night_id, ${terminal.pointOfSaleId}::uuid, ${terminal.id}::uuid, u.cashier_id, u.at, u.payment, u.card_id, u.total
      from unnest(${arr(rows.map((p) => p.sale.id))}::uuid[], ${arr(rows.map((p) => p.nightId))}::uuid[],
                  ${arr(rows.map((p) => p.cashierId))}::uuid[], ${arr(rows.map((p) => p.at.toISOString()))}::timestamptz[],
                  ${arr(rows.map((p) => p.sale.payment))}::text[]::payment_method[], ${arr(rows.map((p) => p.cardId))}::uuid[],
                  ${arr(rows.map((p) => p.sale.total))}::bigint[])
        as u(id, night_id, cashier_id, at, payment, card_id, total)
    on conflict (id) do nothing
    returning id`)) as unknown as { rows: { id: string }[] };
  return new Set(result.rows.map((r) => r.id));
}

async function insertLines(tx: Tx, applied: readonly Planned[]): Promise<void> {
  const lines = applied.flatMap((p) => p.sale.lines.map((l) => ({ saleId: p.sale.id, ...l })));
  if (lines.length === 0) return;
  await tx.execute(sql`
    insert into sale_lines (id, sale_id, product_id, quantity, unit_price)
    select * from unnest(${arr(lines.map(() => uuidv7()))}::uuid[], ${arr(lines.map((l) => l.saleId))}::uuid[],
                         ${arr(lines.map((l) => l.productId))}::uuid[], ${arr(lines.map((l) => l.quantity))}::int[],
                         ${arr(lines.map((l) => l.unitPrice))}::bigint[])`);
}

async function applyPlanned(
  tx: Tx,
  terminal: IngestTerminal,
  entries: [number, Planned][],
  recipes: Map<string, RecipeLine[]>,
): Promise<Record<number, SaleOutcome>> {
  const result: Record<number, SaleOutcome> = {};
  const byId = (a: [number, Planned], b: [number, Planned]) => (a[1].sale.id < b[1].sale.id ? -1 : 1);
  const isCharged = (p: Planned) => p.cardId !== null && p.sale.total > 0;
  const plain = entries.filter(([, p]) => !isCharged(p));
  const charged = entries.filter(([, p]) => isCharged(p));
  const conflicts: [number, Planned][] = [];

  // The cards first, in id order, for the whole transaction: a sale row referencing a card takes a
  // share lock on it, and two batches upgrading share locks to the charge's update lock would
  // deadlock. Holding them, the charges can be checked here in one pass instead of one savepoint
  // per sale: nobody else can charge these cards (or store these sales, which needs the same
  // locks) until this transaction ends.
  const cards = new Map<string, { status: string; available: number }>();
  const cardIds = unique(entries.flatMap(([, p]) => (p.cardId ? [p.cardId] : []))).sort();
  if (cardIds.length > 0) {
    const rows = await tx
      .select({
        id: vipCards.id,
        status: vipCards.status,
        balance: vipCards.balance,
        creditLimit: vipCards.creditLimit,
        creditAllowed: cardTypes.creditAllowed,
      })
      .from(vipCards)
      .innerJoin(cardTypes, eq(cardTypes.id, vipCards.cardTypeId))
      .where(inArray(vipCards.id, cardIds))
      .orderBy(asc(vipCards.id))
      .for('update', { of: vipCards });
    for (const r of rows) {
      const balance = Number(r.balance);
      cards.set(r.id, {
        status: r.status,
        available: availableOf({ balance, creditLimit: Number(r.creditLimit), creditAllowed: r.creditAllowed }),
      });
    }
  }
  const accepted: [number, Planned][] = [];
  if (charged.length > 0) {
    const stored = new Set(
      (
        await tx
          .select({ id: sales.id })
          .from(sales)
          .where(
            inArray(
              sales.id,
              charged.map(([, p]) => p.sale.id),
            ),
          )
      ).map((r) => r.id),
    );
    // Per card in time order, as the terminal charged them.
    charged.sort((a, b) =>
      a[1].cardId === b[1].cardId
        ? a[1].at.getTime() - b[1].at.getTime() || byId(a, b)
        : (a[1].cardId ?? '') < (b[1].cardId ?? '')
          ? -1
          : 1,
    );
    for (const entry of charged) {
      const [index, p] = entry;
      const card = cards.get(p.cardId ?? '');
      const reject = (reason: string) => {
        result[index] = { id: p.sale.id, status: 'rejected', reason };
      };
      if (stored.has(p.sale.id)) conflicts.push(entry);
      else if (!card) reject(CARD_NOT_FOUND);
      else if (card.status !== 'active') reject(CARD_NOT_ACTIVE);
      else if (card.available - p.sale.total < 0) reject(OVER_AVAILABLE);
      else {
        card.available -= p.sale.total;
        accepted.push(entry);
      }
    }
  }

  const toInsert = [...plain, ...accepted].sort(byId);
  const inserted = await insertSales(
    tx,
    toInsert.map(([, p]) => p),
    terminal,
  );
  const applied: Planned[] = [];
  for (const entry of toInsert) {
    if (inserted.has(entry[1].sale.id)) {
      result[entry[0]] = { id: entry[1].sale.id, status: 'applied' };
      applied.push(entry[1]);
    } else conflicts.push(entry);
  }
  // The charges, through the ledger's own checks (they pass: the cards are locked and were checked).
  for (const [, p] of accepted) {
    if (!inserted.has(p.sale.id)) continue;
    await postCardEntry(tx, {
      cardId: p.cardId ?? '',
      venueId: terminal.venueId,
      kind: 'consumption',
      amount: -p.sale.total,
      saleId: p.sale.id,
      userId: p.cashierId,
      at: p.at,
    });
  }

  // Ids another request stored in the meantime: acknowledged when they are this venue's.
  if (conflicts.length > 0) {
    const owners = await tx
      .select({ id: sales.id, venueId: pointsOfSale.venueId })
      .from(sales)
      .innerJoin(pointsOfSale, eq(pointsOfSale.id, sales.pointOfSaleId))
      .where(
        inArray(
          sales.id,
          conflicts.map(([, p]) => p.sale.id),
        ),
      );
    const venueOf = new Map(owners.map((o) => [o.id, o.venueId]));
    for (const [index, p] of conflicts) {
      result[index] =
        venueOf.get(p.sale.id) === terminal.venueId
          ? { id: p.sale.id, status: 'duplicate' }
          : { id: p.sale.id, status: 'rejected', reason: ID_TAKEN };
    }
  }

  await insertLines(tx, applied);

  if (terminal.stockLocationId) {
    const locationId = terminal.stockLocationId;
    const movements: MovementInput[] = [];
    for (const p of applied) {
      for (const line of p.sale.lines) {
        for (const r of recipes.get(line.productId) ?? []) {
          movements.push({
            locationId,
            goodId: r.goodId,
            kind: 'sale_consumption',
            quantity: -line.quantity * r.quantity,
            unitCost: r.unitCost,
            at: p.at,
            nightId: p.nightId,
            sourceType: 'sale',
            sourceId: p.sale.id,
            userId: p.cashierId,
          });
        }
      }
    }
    // The stock_levels trigger locks one row per good: the same order in every batch avoids deadlocks.
    movements.sort((a, b) => (a.goodId < b.goodId ? -1 : a.goodId > b.goodId ? 1 : 0));
    await recordMovements(tx, movements);
  }
  return result;
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
