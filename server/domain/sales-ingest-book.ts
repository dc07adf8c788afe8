// Booking planned sales (see sales-ingest.ts for what is checked before): sales, lines, VIP card
// charges, recipe stock movements and the cash sales' register income in one transaction, locks in one global order, retried on a
// deadlock. Kept apart from the checks so the planning side never touches a lock. The one way a
// sale is booked: a terminal's batch here, and a delivered VIP table order (domain/mobile-order-sale.ts)
// through applyPlanned inside its own transaction.
import { eq, inArray, sql } from 'drizzle-orm';
import type { IngestSale } from '../../src/contract/ingest';
import { uuidv7 } from '../../src/contract/uuid';
import type { Db, Tx } from '../db/client';
import { pointsOfSale, sales } from '../db/schema';
import { pgCode } from '../lib/errors';
import { availableOf, CARD_NOT_ACTIVE, CARD_NOT_FOUND, lockCards, OVER_AVAILABLE, postCardEntry } from './card-ledger';
import { bookCashSales } from './cash-registers';
import { type CompBooking, insertComps, planComps } from './comps';
import { type MovementInput, recordMovements } from './stock-ledger';

export const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)];
export const ID_TAKEN = 'El identificador de la venta ya está en uso';

/** Where sales are booked: the point of sale, its bar's stock, and the terminal that sold them. */
export interface SalePlace {
  /** The terminal; null for a sale booked at the back office (a delivered VIP table order). */
  id: string | null;
  pointOfSaleId: string;
  venueId: string;
  /** The bar's stock location: sales there consume their recipes; null for other points of sale. */
  stockLocationId: string | null;
}

/** The terminal a key belongs to and what its point of sale needs to file sales. */
export interface IngestTerminal extends SalePlace {
  id: string;
}

export interface SaleOutcome {
  id: string;
  status: 'applied' | 'duplicate' | 'rejected';
  /** Spanish; the route translates it. */
  reason?: string;
}

/** A sale that passed every check made before writing. */
export interface Planned {
  sale: IngestSale;
  at: Date;
  nightId: string;
  cashierId: string | null;
  cardId: string | null;
  /** Per line: the user id who authorised it when it is a comp, else ''. */
  compAuthorisers: string[];
  /**
   * What the card charge says besides the sale: a delivered VIP table order's note and id (its one
   * charge), or a served restaurant order's note (resto-order-sale.ts; no mobile order).
   */
  cardEntry?: { note: string; mobileOrderId?: string };
}

export interface RecipeLine {
  goodId: string;
  quantity: number;
  unitCost: number;
}

/** Errors of the data itself (invalid value, constraint): retrying the same rows would fail again. */
export function isDataError(err: unknown): boolean {
  const code = pgCode(err);
  return code !== undefined && (code.startsWith('22') || code.startsWith('23'));
}

export async function applyWithRetry(
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
async function insertSales(tx: Tx, rows: readonly Planned[], terminal: SalePlace): Promise<Set<string>> {
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
  // Comp lines are not sale lines: they are the sale's comps rows (domain/comps.ts), so items sold,
  // the sale's lines and its total stay what was charged.
  const lines = applied.flatMap((p) => p.sale.lines.filter((l) => !l.comp).map((l) => ({ saleId: p.sale.id, ...l })));
  if (lines.length === 0) return;
  await tx.execute(sql`
    insert into sale_lines (id, sale_id, product_id, quantity, unit_price)
    select * from unnest(${arr(lines.map(() => uuidv7()))}::uuid[], ${arr(lines.map((l) => l.saleId))}::uuid[],
                         ${arr(lines.map((l) => l.productId))}::uuid[], ${arr(lines.map((l) => l.quantity))}::int[],
                         ${arr(lines.map((l) => l.unitPrice))}::bigint[])`);
}

/**
 * Books planned sales inside the caller's transaction; a sale the card cannot pay is 'rejected' with
 * the ledger's reason, an id already stored is 'duplicate' (or 'rejected' when another venue's).
 */
export async function applyPlanned(
  tx: Tx,
  terminal: SalePlace,
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
    for (const card of await lockCards(tx, cardIds)) {
      cards.set(card.id, { status: card.status, available: availableOf(card) });
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
      ...(p.cardEntry ? { note: p.cardEntry.note, mobileOrderId: p.cardEntry.mobileOrderId ?? null } : {}),
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
  // Cash into the point of sale's register, one income row per sale (its source), in one insert.
  await bookCashSales(
    tx,
    terminal.venueId,
    terminal.pointOfSaleId,
    applied
      .filter((p) => p.sale.payment === 'cash')
      .map((p) => ({ id: p.sale.id, total: p.sale.total, at: p.at, nightId: p.nightId, cashierId: p.cashierId })),
  );

  if (terminal.stockLocationId) {
    const locationId = terminal.stockLocationId;
    const movements: MovementInput[] = [];
    const given: CompBooking[] = [];
    for (const p of applied) {
      for (const [i, line] of p.sale.lines.entries()) {
        if (line.comp) {
          // A comp line: its own row and `comp` movements (domain/comps.ts), not sale consumption.
          given.push({
            id: uuidv7(),
            nightId: p.nightId,
            locationId,
            productId: line.productId,
            quantity: line.quantity,
            reason: line.comp.reason,
            note: '',
            authorisedBy: p.compAuthorisers[i] ?? '',
            recordedBy: p.cashierId,
            source: 'pos',
            saleId: p.sale.id,
            terminalId: terminal.id,
            at: p.at,
          });
          continue;
        }
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
    const planned = planComps(given, recipes);
    await insertComps(tx, planned.rows);
    movements.push(...planned.movements);
    // The stock_levels trigger locks one row per good: the same order in every batch avoids deadlocks.
    movements.sort((a, b) => (a.goodId < b.goodId ? -1 : a.goodId > b.goodId ? 1 : 0));
    await recordMovements(tx, movements);
  }
  return result;
}
