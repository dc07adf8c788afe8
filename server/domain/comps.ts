// Comps (cortesías, DOMAIN.md "Sales"): a product given away at a bar with a reason and the staff
// member who authorised it. Shared by POS ingestion (a sale line with `comp`), the back-office
// command 'comp.record' and the cancellation of a POS sale that held comp lines.
//
// The stock side: each comp consumes its product's recipe at the bar as `comp` movements (negative)
// with source ('comp', comp id) and the goods' unit cost at the time, so stock moves like a sale.
// Those movements are NOT sale_consumption: the night's cost of sales (cost-of-sales.ts) counts
// sale_consumption/sale_reversal only, and comps are their own figure at cost, subtracted from the
// result once. Cancelling the POS sale writes the opposite `comp` movements under the same source,
// so a comp's cost is always the net of its own movements.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { COMP_NOT_FREE, type CompReason, type CompSource } from '../../src/contract/comps';
import type { Db, Tx } from '../db/client';
import { comps, goods, recipeLines, stockMovements, users, userVenues } from '../db/schema';
import { groupBy } from '../lib/group-by';
import type { RecipeLine } from './sales-ingest-book';
import { bookedColumns, type MovementInput, opposite, recordMovements } from './stock-ledger';

export const AUTHORISER_UNKNOWN = 'Quien autorizó la cortesía no es personal activo del local';
export const COMP_NEEDS_BAR = 'Las cortesías se registran en una barra';
export const REVERSAL_NOTE = 'Anulación de venta';

export interface CompBooking {
  id: string;
  nightId: string;
  locationId: string;
  productId: string;
  quantity: number;
  reason: CompReason;
  note: string;
  authorisedBy: string;
  recordedBy: string | null;
  source: CompSource;
  saleId: string | null;
  terminalId: string | null;
  at: Date;
}

/** The recipes (with the goods' current unit cost) of some products, by product. */
export async function recipesOf(db: Db | Tx, productIds: readonly string[]): Promise<Map<string, RecipeLine[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: recipeLines.productId,
      goodId: recipeLines.goodId,
      quantity: recipeLines.quantity,
      unitCost: goods.unitCost,
    })
    .from(recipeLines)
    .innerJoin(goods, eq(goods.id, recipeLines.goodId))
    .where(and(inArray(recipeLines.productId, [...new Set(productIds)]), isNull(recipeLines.deletedAt)));
  return groupBy(
    rows,
    (r) => r.productId,
    (r): RecipeLine => ({ goodId: r.goodId, quantity: Number(r.quantity), unitCost: Number(r.unitCost) }),
  );
}

/**
 * The venue's active staff among some user ids or e-mails (lower-cased): key → user id. An
 * authoriser must be one of them.
 */
export async function activeStaff(db: Db | Tx, venueId: string, keys: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (keys.length === 0) return out;
  const uuidish = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const ids = keys.filter((k) => uuidish.test(k));
  const emails = keys.filter((k) => !uuidish.test(k));
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(userVenues, and(eq(userVenues.userId, users.id), eq(userVenues.venueId, venueId)))
    .where(
      and(
        isNull(users.deletedAt),
        eq(users.active, true),
        or(
          ids.length ? inArray(users.id, ids) : undefined,
          emails.length ? inArray(sql`lower(${users.email})`, emails) : undefined,
        ),
      ),
    );
  for (const r of rows) {
    out.set(r.id.toLowerCase(), r.id);
    out.set(r.email.toLowerCase(), r.id);
  }
  return out;
}

/** The comp rows and their stock movements (not yet written): the caller orders and writes them. */
export function planComps(
  bookings: readonly CompBooking[],
  recipes: Map<string, RecipeLine[]>,
): { rows: (typeof comps.$inferInsert)[]; movements: MovementInput[] } {
  const rows: (typeof comps.$inferInsert)[] = [];
  const movements: MovementInput[] = [];
  for (const b of bookings) {
    let cost = 0;
    for (const r of recipes.get(b.productId) ?? []) {
      cost += b.quantity * r.quantity * r.unitCost;
      movements.push({
        locationId: b.locationId,
        goodId: r.goodId,
        kind: 'comp',
        quantity: -b.quantity * r.quantity,
        unitCost: r.unitCost,
        at: b.at,
        nightId: b.nightId,
        sourceType: 'comp',
        sourceId: b.id,
        userId: b.recordedBy ?? b.authorisedBy,
      });
    }
    rows.push({ ...b, costCents: Math.round(cost) });
  }
  return { rows, movements };
}

/** Writes planned comp rows (one multi-row insert); the movements are written by the caller. */
export async function insertComps(tx: Tx, rows: readonly (typeof comps.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(comps).values([...rows]);
}

/**
 * A cancelled POS sale gives its comps' stock back: the opposite of each `comp` movement, under the
 * same source (the comp), inside the cancellation's transaction. Returns the movements written.
 */
export async function reverseSaleComps(tx: Tx, saleId: string, userId: string): Promise<number> {
  const given = await tx
    .select({ ...bookedColumns, sourceId: stockMovements.sourceId })
    .from(stockMovements)
    .innerJoin(comps, eq(comps.id, stockMovements.sourceId))
    .where(and(eq(comps.saleId, saleId), eq(stockMovements.kind, 'comp'), eq(stockMovements.sourceType, 'comp')));
  return recordMovements(
    tx,
    given.map((m) =>
      opposite(m, { kind: 'comp', sourceType: 'comp', sourceId: m.sourceId ?? undefined, userId, note: REVERSAL_NOTE }),
    ),
  );
}

/**
 * Why a POS sale's comp lines cannot be booked (null when they can): comps consume a bar's stock,
 * go at price zero and need an authoriser among the venue's active staff (`authorisers`, from
 * activeStaff).
 */
export function compRefusal(
  lines: readonly { unitPrice: number; comp?: { authorisedBy: string } }[],
  stockLocationId: string | null,
  authorisers: Map<string, string>,
): string | null {
  const given = lines.filter((l) => l.comp);
  if (given.length === 0) return null;
  if (!stockLocationId) return COMP_NEEDS_BAR;
  if (given.some((l) => l.unitPrice !== 0)) return COMP_NOT_FREE;
  if (given.some((l) => !authorisers.has(l.comp?.authorisedBy ?? ''))) return AUTHORISER_UNKNOWN;
  return null;
}
