// Stock variance (issue 31, item 5): ONE definition and ONE sign for every screen, report, export
// and alert that shows it.
//
// Definition: the variance of a good at a location is what a count found against what the stock
// ledger says should be there at the count's moment:
//
//     variance = counted − theoretical (expected)
//
// in units of the good and at cost (cents). Sign: a shortage ("faltante", stock missing, a loss)
// is NEGATIVE; an overage ("sobrante", more on the shelf than the book says) is POSITIVE.
//
// Applying a count books exactly this as `count_adjustment` movements (counts.service.ts), so the
// BOOKED count variance of a night, location and good is Σ of its count_adjustment movements
// (a late-applied count's compensation included), valued movement by movement at the unit cost
// booked on it: value = Σ round(quantity × unit_cost), so every total (per count, per night, per
// screen) is an exact sum of the same cents. `bookedCountVariance*` read it: ajustes/diferencias,
// the balance sheet's countVariance and the count-variance alert.
//
// Report 412 (variance per bar and night, `barNightVariance`) shows the same variance with the
// theoretical explained. DOMAIN.md words it from the consumption side: variance = (opening +
// transfers in − closing count) − theoretical consumption; that is actual use − theoretical use,
// positive when more was used than sold — a loss. We state it from the stock side instead, so
// that a loss is negative here too:
//
//     expected = opening + preload + transfers in − transfers out − breakage − theoretical ± other
//     variance = closing count − expected  (= theoretical use − actual use)
//
// where opening is what the bar held before the night opened (every earlier movement that is not
// the night's own), the flows are the night's movements up to the closing count (its last line of
// the night, not held back for a recount), theoretical is what the sales consumed by their recipes
// (the `sale_consumption` movements net of reversals) plus comps, and other is every remaining
// movement in the ledger at that moment (a purchase or reset at the bar, another night's
// adjustment, or a movement recorded into the past after the count was booked). For an applied
// count the variance IS the booked one (Σ count_adjustment of that night, bar and good), so 412
// and ajustes/diferencias show the same figure with the same sign for the same night, bar and
// good. The two screens differ only in scope: ajustes/diferencias lists every applied count's
// adjustments (warehouses too, grouped by the adjustment's night); 412 lists the bars' closing
// counts per night, including a count submitted but not applied yet, whose variance is what
// applying it now would book (counted − ledger at its moment) and is marked pending.
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { valueAt } from '../../src/contract/stock-board';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { goods, stockCountLines, stockCounts, stockLocations, stockMovements } from '../db/schema';
import { roundQty } from './stock-ledger';

/** A variance in units (signed, 3 decimals) and at cost (signed cents). */
export interface VarianceFigure {
  quantity: number;
  value: number;
}

/** Which booked adjustments to read; absent filters do not narrow. */
export interface BookedVarianceFilter {
  venueId?: string;
  nightIds?: readonly string[];
  locationIds?: readonly string[];
  goodIds?: readonly string[];
  /** A further condition on stock_movements (e.g. a range of business dates). */
  where?: SQL;
}

export interface BookedVarianceLine extends VarianceFigure {
  nightId: string | null;
  locationId: string;
  goodId: string;
  /** The count_adjustment movements behind the line. */
  movements: number;
  lastAt: Date;
}

const QUANTITY = sql<string>`sum(${stockMovements.quantity})`;
/** Valued movement by movement at its own unit cost, so sums of lines equal sums of movements. */
const VALUE = sql<string>`sum(round(${stockMovements.quantity} * ${stockMovements.unitCost}))`;

const figure = (q: string | number | null, v: string | number | null): VarianceFigure => ({
  quantity: roundQty(Number(q ?? 0)),
  value: Number(v ?? 0),
});

function bookedWhere(f: BookedVarianceFilter): SQL | undefined {
  return and(
    eq(stockMovements.kind, 'count_adjustment'),
    isNull(stockMovements.deletedAt),
    f.venueId ? eq(stockLocations.venueId, f.venueId) : undefined,
    f.nightIds ? inArray(stockMovements.nightId, [...f.nightIds]) : undefined,
    f.locationIds ? inArray(stockMovements.locationId, [...f.locationIds]) : undefined,
    f.goodIds ? inArray(stockMovements.goodId, [...f.goodIds]) : undefined,
    f.where,
  );
}

const emptyFilter = (f: BookedVarianceFilter) =>
  f.nightIds?.length === 0 || f.locationIds?.length === 0 || f.goodIds?.length === 0;

/**
 * The booked count variance per night, location and good (lines whose adjustments cancel out —
 * an adjustment and its compensation — are left out).
 */
export async function bookedCountVariance(db: Db | Tx, filter: BookedVarianceFilter): Promise<BookedVarianceLine[]> {
  if (emptyFilter(filter)) return [];
  const rows = await db
    .select({
      nightId: stockMovements.nightId,
      locationId: stockMovements.locationId,
      goodId: stockMovements.goodId,
      quantity: QUANTITY,
      value: VALUE,
      movements: sql<number>`count(*)::int`,
      lastAt: sql<string>`max(${stockMovements.at})`.mapWith(stockMovements.at),
    })
    .from(stockMovements)
    .innerJoin(stockLocations, eq(stockLocations.id, stockMovements.locationId))
    .where(bookedWhere(filter))
    .groupBy(stockMovements.nightId, stockMovements.locationId, stockMovements.goodId);
  return rows
    .map((r) => ({
      nightId: r.nightId,
      locationId: r.locationId,
      goodId: r.goodId,
      ...figure(r.quantity, r.value),
      movements: Number(r.movements),
      lastAt: new Date(r.lastAt),
    }))
    .filter((r) => r.quantity !== 0 || r.value !== 0);
}

/** The booked count variance of each night (the balance sheet's countVariance); 0 for a night without any. */
export async function bookedCountVarianceByNight(db: Db | Tx, nightIds: readonly string[]): Promise<Map<string, VarianceFigure>> {
  const out = new Map<string, VarianceFigure>(nightIds.map((id) => [id, { quantity: 0, value: 0 }]));
  if (nightIds.length === 0) return out;
  const rows = await db
    .select({ nightId: stockMovements.nightId, quantity: QUANTITY, value: VALUE })
    .from(stockMovements)
    .innerJoin(stockLocations, eq(stockLocations.id, stockMovements.locationId))
    .where(bookedWhere({ nightIds }))
    .groupBy(stockMovements.nightId);
  for (const r of rows) if (r.nightId) out.set(r.nightId, figure(r.quantity, r.value));
  return out;
}

export interface BookedCountTotal extends VarianceFigure {
  /** The count that booked it (null for adjustments without one). */
  countId: string | null;
  locationId: string;
  locationName: string;
}

/** The booked count variance of a night per count and location (the count-variance alert). */
export async function bookedCountVarianceByCount(db: Db | Tx, nightId: string): Promise<BookedCountTotal[]> {
  const rows = await db
    .select({
      countId: stockMovements.sourceId,
      locationId: stockMovements.locationId,
      locationName: stockLocations.name,
      quantity: QUANTITY,
      value: VALUE,
    })
    .from(stockMovements)
    .innerJoin(stockLocations, eq(stockLocations.id, stockMovements.locationId))
    .where(bookedWhere({ nightIds: [nightId] }))
    .groupBy(stockMovements.sourceId, stockMovements.locationId, stockLocations.name);
  return rows.map((r) => ({
    countId: r.countId,
    locationId: r.locationId,
    locationName: r.locationName,
    ...figure(r.quantity, r.value),
  }));
}

// ───────────────────────────── per bar and night (report 412) ─────────────────────────────

export interface BarNightVarianceLine {
  nightId: string;
  locationId: string;
  goodId: string;
  opening: number;
  preload: number;
  transfersIn: number;
  /** Units sent out (positive). */
  transfersOut: number;
  /** Units broken (positive). */
  breakage: number;
  /** What sales (net of reversals) and comps consumed by their recipes (positive). */
  theoretical: number;
  /** Every other movement in the ledger at the count's moment (signed). */
  other: number;
  /** What should have been on the shelf at the closing count; null without a count line. */
  expected: number | null;
  /** The closing count; null when only adjustments (no line) are known. */
  closing: number | null;
  countedAt: Date | null;
  /** opening + preload + transfers in − out − breakage + other − closing. */
  actualUse: number | null;
  /** closing − expected: faltante negative, sobrante positive. */
  variance: number;
  /** At cost: the booked value, plus a pending count's part at the good's current cost. */
  value: number;
  /** The closing count is submitted but not applied yet: its part of the variance is not booked. */
  pending: boolean;
}

interface Closing {
  nightId: string;
  locationId: string;
  goodId: string;
  quantity: number;
  at: Date;
  applied: boolean;
}

const key = (nightId: string, locationId: string, goodId: string) => `${nightId}|${locationId}|${goodId}`;

/** The last line (not held back) of each bar's submitted or applied counts of each night. */
async function closingLines(db: Db | Tx, nightIds: readonly string[], barIds: readonly string[]): Promise<Map<string, Closing>> {
  const lines = await db
    .select({
      nightId: stockCounts.nightId,
      locationId: stockCounts.locationId,
      status: stockCounts.status,
      goodId: stockCountLines.goodId,
      quantity: stockCountLines.countedQuantity,
      at: stockCountLines.countedAt,
    })
    .from(stockCountLines)
    .innerJoin(stockCounts, eq(stockCounts.id, stockCountLines.stockCountId))
    .where(
      and(
        inArray(stockCounts.nightId, [...nightIds]),
        inArray(stockCounts.locationId, [...barIds]),
        inArray(stockCounts.status, ['submitted', 'applied']),
        isNull(stockCounts.deletedAt),
        isNull(stockCountLines.deletedAt),
        eq(stockCountLines.held, false),
      ),
    );
  const out = new Map<string, Closing>();
  for (const l of lines) {
    if (!l.nightId) continue;
    const k = key(l.nightId, l.locationId, l.goodId);
    const seen = out.get(k);
    if (seen && seen.at.getTime() > l.at.getTime()) continue;
    out.set(k, {
      nightId: l.nightId,
      locationId: l.locationId,
      goodId: l.goodId,
      quantity: roundQty(l.quantity),
      at: l.at,
      applied: l.status === 'applied',
    });
  }
  return out;
}

type Part = 'opening' | 'own_adjustment' | (typeof stockMovements.$inferSelect)['kind'];

/** Per closing line, the ledger up to its moment, split into opening, the night's own count adjustments and each kind. */
async function ledgerAtClosing(db: Db | Tx, closings: readonly Closing[], opensAt: Map<string, Date>) {
  const out = new Map<string, Map<Part, number>>();
  if (closings.length === 0) return out;
  const column = (pick: (c: Closing) => unknown, type: string) => sql`${sql.param(closings.map(pick))}::${sql.raw(type)}`;
  const rows = await rowsOf<{ night_id: string; location_id: string; good_id: string; part: Part; q: string }>(
    db,
    sql`with k as (
          select * from unnest(${column((c) => c.nightId, 'uuid[]')}, ${column((c) => c.locationId, 'uuid[]')},
                               ${column((c) => c.goodId, 'uuid[]')}, ${column((c) => c.at.toISOString(), 'timestamptz[]')},
                               ${column((c) => (opensAt.get(c.nightId) ?? c.at).toISOString(), 'timestamptz[]')})
            as k(night_id, location_id, good_id, t, opens_at)
        )
        select k.night_id, k.location_id, k.good_id,
               case when m.at < k.opens_at and m.night_id is distinct from k.night_id then 'opening'
                    when m.kind = 'count_adjustment' and m.night_id = k.night_id then 'own_adjustment'
                    else m.kind::text end as part,
               sum(m.quantity) as q
        from k join stock_movements m
          on m.location_id = k.location_id and m.good_id = k.good_id and m.at <= k.t and m.deleted_at is null
        group by 1, 2, 3, 4`,
  );
  for (const r of rows) {
    const k = key(r.night_id, r.location_id, r.good_id);
    const parts = out.get(k) ?? new Map<Part, number>();
    parts.set(r.part, Number(r.q));
    out.set(k, parts);
  }
  return out;
}

/**
 * The variance per bar, night and good (report 412): every good a closing count of the bar that
 * night saw, or that the night's adjustments moved, with the theoretical explained (module comment).
 */
export async function barNightVariance(
  db: Db | Tx,
  scope: { nights: readonly { id: string; opensAt: Date }[]; barIds: readonly string[] },
): Promise<BarNightVarianceLine[]> {
  const nightIds = scope.nights.map((n) => n.id);
  if (nightIds.length === 0 || scope.barIds.length === 0) return [];
  const [closings, booked] = await Promise.all([
    closingLines(db, nightIds, scope.barIds),
    bookedCountVariance(db, { nightIds, locationIds: scope.barIds }),
  ]);
  const bookedByKey = new Map(booked.map((b) => [key(b.nightId ?? '', b.locationId, b.goodId), b]));
  const ledger = await ledgerAtClosing(db, [...closings.values()], new Map(scope.nights.map((n) => [n.id, n.opensAt])));
  const pendingGoods = [...new Set([...closings.values()].filter((c) => !c.applied).map((c) => c.goodId))];
  const costs = new Map(
    pendingGoods.length === 0
      ? []
      : (await db.select({ id: goods.id, unitCost: goods.unitCost }).from(goods).where(inArray(goods.id, pendingGoods))).map(
          (g) => [g.id, g.unitCost] as const,
        ),
  );

  const out: BarNightVarianceLine[] = [];
  for (const k of new Set([...closings.keys(), ...bookedByKey.keys()])) {
    const closing = closings.get(k);
    const b = bookedByKey.get(k);
    const [nightId, locationId, goodId] = k.split('|') as [string, string, string];
    const base = { quantity: b?.quantity ?? 0, value: b?.value ?? 0 };
    if (!closing) {
      out.push({
        nightId,
        locationId,
        goodId,
        opening: 0,
        preload: 0,
        transfersIn: 0,
        transfersOut: 0,
        breakage: 0,
        theoretical: 0,
        other: 0,
        expected: null,
        closing: null,
        countedAt: null,
        actualUse: null,
        variance: base.quantity,
        value: base.value,
        pending: false,
      });
      continue;
    }
    const parts = ledger.get(k) ?? new Map<Part, number>();
    const part = (...names: Part[]) => names.reduce((s, n) => s + (parts.get(n) ?? 0), 0);
    // A pending count would book counted − the ledger at its moment (adjustments booked so far included).
    const atMoment = [...parts.values()].reduce((s, q) => s + q, 0);
    const pendingQty = closing.applied ? 0 : roundQty(closing.quantity - atMoment);
    const variance = roundQty(base.quantity + pendingQty);
    const value = base.value + valueAt(pendingQty, costs.get(goodId) ?? 0);
    const opening = roundQty(part('opening'));
    const preload = roundQty(part('preload'));
    const transfersIn = roundQty(part('transfer_in'));
    const transfersOut = roundQty(-part('transfer_out'));
    const breakage = roundQty(-part('breakage'));
    const theoretical = roundQty(-part('sale_consumption', 'sale_reversal', 'comp'));
    const expected = roundQty(closing.quantity - variance);
    const explained = opening + preload + transfersIn - transfersOut - breakage - theoretical;
    const other = roundQty(expected - explained);
    out.push({
      nightId,
      locationId,
      goodId,
      opening,
      preload,
      transfersIn,
      transfersOut,
      breakage,
      theoretical,
      other,
      expected,
      closing: closing.quantity,
      countedAt: closing.at,
      actualUse: roundQty(opening + preload + transfersIn - transfersOut - breakage + other - closing.quantity),
      variance,
      value,
      pending: !closing.applied,
    });
  }
  return out;
}
