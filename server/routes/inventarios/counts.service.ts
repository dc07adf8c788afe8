// Applying stock counts to the ledger (DOMAIN.md "Stock"). A count line is an observation at its
// own time: the adjustment is counted − theoretical on hand at countedAt, written AT countedAt, so
// a sale recorded after that moment never changes it. Two counts of the same location and good
// close in time that disagree are not settled silently: the later-applied line is held and a
// recount is asked for (src/contract/inventory-counts.ts has the window and the tolerance).
// Used by the count submit command (counts.commands.ts) and the /api/inventarios routes.

import { and, asc, eq, gt, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { businessDate } from '../../../src/contract/business-date';
import { exceedsRecountTolerance, RECOUNT_WINDOW_MS } from '../../../src/contract/inventory-counts';
import { notificationMessage } from '../../../src/contract/notification-messages';
import type { Db, Tx } from '../../db/client';
import { goods, nights, recountTasks, stockCountLines, stockCounts, stockLocations, stockMovements } from '../../db/schema';
import { venueClock } from '../../domain/night-of';
import { type MovementInput, recordMovements, roundQty } from '../../domain/stock-ledger';
import { ofVenue } from '../../domain/venue-rows';
import { notifyVenueHolders, type PendingPush } from '../account/notifications.service';

/** The note of a movement that keeps a later count true when an earlier one is applied after it. */
export const LATE_COUNT_NOTE = 'Compensa un conteo anterior aplicado después de uno posterior';
export const RECOUNT_NOTE = 'Recuento';
const DIFFERENCES_PATH = '/logged/inventarios/ajustes/diferencias';
export const COUNT_NOT_FOUND = 'El conteo no existe';

/** A notification created inside a transaction, to push once it committed. */
export type { PendingPush };

/** The venue's live count `countId`, row-locked for the transaction; undefined when it is none of the venue's. */
export async function lockVenueCount(tx: Tx, venueId: string, countId: string) {
  const [row] = await tx
    .select({ id: stockCounts.id, status: stockCounts.status, locationId: stockCounts.locationId })
    .from(stockCounts)
    .innerJoin(stockLocations, eq(stockLocations.id, stockCounts.locationId))
    .where(and(eq(stockCounts.id, countId), eq(stockLocations.venueId, venueId), isNull(stockCounts.deletedAt)))
    .for('update', { of: stockCounts });
  return row;
}

/** The night a moment belongs to (the venue's business date), looked up once per date. */
export async function nightFinder(tx: Db, venueId: string) {
  const { timezone, cutoffHour } = await venueClock(tx, venueId);
  const cache = new Map<string, string | null>();
  return async (at: Date): Promise<string | null> => {
    const date = businessDate(at, timezone, cutoffHour);
    if (!cache.has(date)) {
      const [night] = await tx
        .select({ id: nights.id })
        .from(nights)
        .where(ofVenue(nights, venueId, eq(nights.businessDate, date)));
      cache.set(date, night?.id ?? null);
    }
    return cache.get(date) ?? null;
  };
}

/**
 * The earliest moment after `after` at which the stock of (location, good) was fixed by another
 * observation: an applied, non-held line of another count, or a reset. An adjustment written
 * before it must be undone there, or it would contradict that later observation.
 */
async function nextAnchor(tx: Db, locationId: string, goodId: string, after: Date, countId: string): Promise<Date | null> {
  const [line] = await tx
    .select({ at: stockCountLines.countedAt })
    .from(stockCountLines)
    .innerJoin(stockCounts, eq(stockCounts.id, stockCountLines.stockCountId))
    .where(
      and(
        eq(stockCounts.locationId, locationId),
        eq(stockCounts.status, 'applied'),
        ne(stockCounts.id, countId),
        isNull(stockCounts.deletedAt),
        eq(stockCountLines.goodId, goodId),
        eq(stockCountLines.held, false),
        isNull(stockCountLines.deletedAt),
        gt(stockCountLines.countedAt, after),
      ),
    )
    .orderBy(asc(stockCountLines.countedAt))
    .limit(1);
  const [reset] = await tx
    .select({ at: stockMovements.at })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.locationId, locationId),
        eq(stockMovements.goodId, goodId),
        eq(stockMovements.kind, 'reset'),
        gt(stockMovements.at, after),
      ),
    )
    .orderBy(asc(stockMovements.at))
    .limit(1);
  const times = [line?.at, reset?.at].filter((d): d is Date => d instanceof Date);
  if (times.length === 0) return null;
  return new Date(Math.min(...times.map((d) => d.getTime())));
}

/** The adjustment of one observation, plus its compensation when a later observation exists. */
export async function adjustmentMovements(
  tx: Db,
  base: { locationId: string; goodId: string; countId: string; userId: string; nightId: string | null },
  quantity: number,
  at: Date,
): Promise<MovementInput[]> {
  const adjustment = roundQty(quantity);
  if (adjustment === 0) return [];
  const common = {
    locationId: base.locationId,
    goodId: base.goodId,
    kind: 'count_adjustment' as const,
    sourceType: 'stock_count',
    sourceId: base.countId,
    userId: base.userId,
  };
  const rows: MovementInput[] = [{ ...common, quantity: adjustment, at, nightId: base.nightId }];
  const anchor = await nextAnchor(tx, base.locationId, base.goodId, at, base.countId);
  if (anchor) rows.push({ ...common, quantity: -adjustment, at: anchor, nightId: base.nightId, note: LATE_COUNT_NOTE });
  return rows;
}

/** Σ movements of (location, good) in (from, to], leaving out count adjustments. */
async function flowsBetween(tx: Db, locationId: string, goodId: string, from: Date, to: Date): Promise<number> {
  const [row] = await tx
    .select({ q: sql<string>`coalesce(sum(${stockMovements.quantity}), 0)` })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.locationId, locationId),
        eq(stockMovements.goodId, goodId),
        gt(stockMovements.at, from),
        lte(stockMovements.at, to),
        ne(stockMovements.kind, 'count_adjustment'),
      ),
    );
  return roundQty(Number(row?.q ?? 0));
}

/** The theoretical on hand at each line's own countedAt (movements with at ≤ countedAt). */
async function theoreticalByLine(tx: Db, countId: string, locationId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ lineId: stockCountLines.id, q: sql<string>`coalesce(sum(${stockMovements.quantity}), 0)` })
    .from(stockCountLines)
    .leftJoin(
      stockMovements,
      and(
        eq(stockMovements.locationId, locationId),
        eq(stockMovements.goodId, stockCountLines.goodId),
        lte(stockMovements.at, stockCountLines.countedAt),
      ),
    )
    .where(and(eq(stockCountLines.stockCountId, countId), isNull(stockCountLines.deletedAt)))
    .groupBy(stockCountLines.id);
  return new Map(rows.map((r) => [r.lineId, roundQty(Number(r.q))]));
}

async function notifyRecount(tx: Db, venueId: string, locationName: string, goodNames: string[]): Promise<PendingPush[]> {
  const list = goodNames.length > 5 ? `${goodNames.slice(0, 5).join(', ')}…` : goodNames.join(', ');
  return notifyVenueHolders(
    tx,
    { venueId, code: '103' },
    {
      kind: 'recounts',
      message: notificationMessage('recountPending', { location: locationName, goods: list }),
      click: DIFFERENCES_PATH,
    },
  );
}

export interface ApplyResult {
  countId: string;
  status: 'applied';
  lines: number;
  adjusted: number;
  held: number;
  pushes: PendingPush[];
}

/**
 * Applies a submitted (or open) count in the caller's transaction; the count row must already be
 * locked. Idempotent: an applied count is returned as it is, never adjusted twice.
 */
export async function applyStockCount(
  tx: Db,
  { countId, venueId, userId, now = new Date() }: { countId: string; venueId: string; userId: string; now?: Date },
): Promise<ApplyResult> {
  const [count] = await tx
    .select({
      id: stockCounts.id,
      status: stockCounts.status,
      scope: stockCounts.scope,
      locationId: stockCounts.locationId,
      nightId: stockCounts.nightId,
      submittedAt: stockCounts.submittedAt,
      locationName: stockLocations.name,
    })
    .from(stockCounts)
    .innerJoin(stockLocations, eq(stockLocations.id, stockCounts.locationId))
    .where(and(eq(stockCounts.id, countId), eq(stockLocations.venueId, venueId), isNull(stockCounts.deletedAt)));
  if (!count) throw new Error('count not found');
  if (count.status === 'applied') {
    const lines = await tx
      .select({ held: stockCountLines.held })
      .from(stockCountLines)
      .where(and(eq(stockCountLines.stockCountId, countId), isNull(stockCountLines.deletedAt)));
    return { countId, status: 'applied', lines: lines.length, adjusted: 0, held: lines.filter((l) => l.held).length, pushes: [] };
  }

  // A full count: what is on hand now and was not counted was not found, so it counts as 0 now.
  if (count.scope === 'full') {
    const counted = new Set(
      (
        await tx
          .select({ goodId: stockCountLines.goodId })
          .from(stockCountLines)
          .where(and(eq(stockCountLines.stockCountId, countId), isNull(stockCountLines.deletedAt)))
      ).map((l) => l.goodId),
    );
    // A soft-deleted line (removed on the tablet) is revived as 0 rather than duplicated.
    const onHand = await tx
      .select({ goodId: stockMovements.goodId, q: sql<string>`sum(${stockMovements.quantity})` })
      .from(stockMovements)
      .where(and(eq(stockMovements.locationId, count.locationId), lte(stockMovements.at, now)))
      .groupBy(stockMovements.goodId);
    const missing = onHand.filter((r) => roundQty(Number(r.q)) !== 0 && !counted.has(r.goodId)).map((r) => r.goodId);
    for (const goodId of missing) {
      await tx
        .insert(stockCountLines)
        .values({ stockCountId: countId, goodId, countedQuantity: 0, countedAt: now, countedBy: userId })
        .onConflictDoUpdate({
          target: [stockCountLines.stockCountId, stockCountLines.goodId],
          set: { countedQuantity: 0, countedAt: now, countedBy: userId, deletedAt: null },
        });
    }
  }

  const lines = await tx
    .select({
      id: stockCountLines.id,
      goodId: stockCountLines.goodId,
      countedQuantity: stockCountLines.countedQuantity,
      countedAt: stockCountLines.countedAt,
      goodName: goods.name,
    })
    .from(stockCountLines)
    .innerJoin(goods, eq(goods.id, stockCountLines.goodId))
    .where(and(eq(stockCountLines.stockCountId, countId), isNull(stockCountLines.deletedAt)))
    .orderBy(asc(stockCountLines.countedAt), asc(goods.name));
  const theoretical = await theoreticalByLine(tx, countId, count.locationId);

  // The applied lines of other counts this count's lines may be compared with (recount rule).
  const references =
    lines.length === 0
      ? []
      : await tx
          .select({
            id: stockCountLines.id,
            countId: stockCountLines.stockCountId,
            goodId: stockCountLines.goodId,
            countedQuantity: stockCountLines.countedQuantity,
            countedAt: stockCountLines.countedAt,
          })
          .from(stockCountLines)
          .innerJoin(stockCounts, eq(stockCounts.id, stockCountLines.stockCountId))
          .where(
            and(
              eq(stockCounts.locationId, count.locationId),
              eq(stockCounts.status, 'applied'),
              ne(stockCounts.id, countId),
              isNull(stockCounts.deletedAt),
              eq(stockCountLines.held, false),
              isNull(stockCountLines.deletedAt),
              inArray(stockCountLines.goodId, [...new Set(lines.map((l) => l.goodId))]),
              gte(stockCountLines.countedAt, new Date(Math.min(...lines.map((l) => l.countedAt.getTime())) - RECOUNT_WINDOW_MS)),
              lte(stockCountLines.countedAt, new Date(Math.max(...lines.map((l) => l.countedAt.getTime())) + RECOUNT_WINDOW_MS)),
            ),
          );

  const findNight = await nightFinder(tx, venueId);
  const movements: MovementInput[] = [];
  const heldGoods: string[] = [];
  let adjusted = 0;
  for (const line of lines) {
    const theory = theoretical.get(line.id) ?? 0;
    const at = line.countedAt;
    // The closest applied line of another count within the window.
    let reference: (typeof references)[number] | undefined;
    for (const r of references) {
      if (r.goodId !== line.goodId) continue;
      const distance = Math.abs(r.countedAt.getTime() - at.getTime());
      if (distance > RECOUNT_WINDOW_MS) continue;
      if (!reference || distance < Math.abs(reference.countedAt.getTime() - at.getTime())) reference = r;
    }
    let held = false;
    if (reference) {
      const expected =
        reference.countedAt <= at
          ? roundQty(reference.countedQuantity + (await flowsBetween(tx, count.locationId, line.goodId, reference.countedAt, at)))
          : roundQty(
              reference.countedQuantity - (await flowsBetween(tx, count.locationId, line.goodId, at, reference.countedAt)),
            );
      if (exceedsRecountTolerance(line.countedQuantity, expected)) {
        held = true;
        heldGoods.push(line.goodName);
        await tx.insert(recountTasks).values({
          locationId: count.locationId,
          goodId: line.goodId,
          firstLineId: reference.id,
          secondLineId: line.id,
          expectedQuantity: expected,
          countedQuantity: line.countedQuantity,
        });
      }
    }
    await tx.update(stockCountLines).set({ theoreticalQuantity: theory, held }).where(eq(stockCountLines.id, line.id));
    if (held) continue;
    const rows = await adjustmentMovements(
      tx,
      { locationId: count.locationId, goodId: line.goodId, countId, userId, nightId: count.nightId ?? (await findNight(at)) },
      line.countedQuantity - theory,
      at,
    );
    if (rows.length > 0) adjusted += 1;
    movements.push(...rows);
  }
  await recordMovements(tx, movements);
  // A count opened without a night is filed under the night it was taken in (its first line).
  const nightId = count.nightId ?? (await findNight(lines[0]?.countedAt ?? now));
  await tx
    .update(stockCounts)
    .set({
      nightId,
      status: 'applied',
      submittedAt: count.submittedAt ?? now,
      appliedAt: now,
      appliedBy: userId,
      updatedAt: now,
    })
    .where(eq(stockCounts.id, countId));
  const pushes = heldGoods.length > 0 ? await notifyRecount(tx, venueId, count.locationName, heldGoods) : [];
  return { countId, status: 'applied', lines: lines.length, adjusted, held: heldGoods.length, pushes };
}
