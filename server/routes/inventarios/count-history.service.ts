// historico: past counts with their line and adjustment totals, one count's lines, and applying a
// count the tablet left submitted.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CountDetailDto, CountLineDto, CountSummaryDto, CountsQuery } from '../../../src/contract/inventory-counts';
import type { Db } from '../../db/client';
import {
  goods,
  nights,
  recountTasks,
  stockCountLines,
  stockCounts,
  stockLocations,
  stockMovements,
  users,
} from '../../db/schema';
import { venueClock } from '../../domain/night-of';
import { roundQty } from '../../domain/stock-ledger';
import { ApiError } from '../../lib/errors';
import type { Jobs } from '../../lib/jobs';
import { enqueuePushes } from '../account/notifications.service';
import { dateRange, iso, nightRef } from './count-report-common';
import { type ApplyResult, applyStockCount, COUNT_NOT_FOUND, lockVenueCount } from './counts.service';

const COUNT_STILL_OPEN = 'El conteo todavía está abierto: envíalo desde la tablet para aplicarlo';

/** Quantity and value the adjustments of the counts wrote to the ledger, per count or per good. */
async function adjustmentSums(db: Db, countIds: string[], per: 'count' | 'good') {
  const key = per === 'count' ? stockMovements.sourceId : stockMovements.goodId;
  const rows = await db
    .select({
      key,
      quantity: sql<string>`sum(${stockMovements.quantity})`,
      value: sql<string>`round(sum(${stockMovements.quantity} * ${stockMovements.unitCost}))`,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.kind, 'count_adjustment'),
        eq(stockMovements.sourceType, 'stock_count'),
        inArray(stockMovements.sourceId, countIds),
      ),
    )
    .groupBy(key);
  const sums = new Map<string, { quantity: number; value: number }>();
  for (const r of rows) if (r.key) sums.set(r.key, { quantity: roundQty(Number(r.quantity)), value: Number(r.value) });
  return sums;
}

export async function listCounts(db: Db, venueId: string, filter: CountsQuery & { id?: string }): Promise<CountSummaryDto[]> {
  const clock = await venueClock(db, venueId);
  const starter = alias(users, 'starter');
  const applier = alias(users, 'applier');
  const rows = await db
    .select({
      id: stockCounts.id,
      locationId: stockCounts.locationId,
      locationName: stockLocations.name,
      locationKind: stockLocations.kind,
      nightId: nights.id,
      businessDate: nights.businessDate,
      eventName: nights.eventName,
      scope: stockCounts.scope,
      status: stockCounts.status,
      startedAt: stockCounts.startedAt,
      startedBy: starter.displayName,
      submittedAt: stockCounts.submittedAt,
      appliedAt: stockCounts.appliedAt,
      appliedBy: applier.displayName,
      note: stockCounts.note,
    })
    .from(stockCounts)
    .innerJoin(stockLocations, eq(stockLocations.id, stockCounts.locationId))
    .leftJoin(nights, eq(nights.id, stockCounts.nightId))
    .leftJoin(starter, eq(starter.id, stockCounts.startedBy))
    .leftJoin(applier, eq(applier.id, stockCounts.appliedBy))
    .where(
      and(
        eq(stockLocations.venueId, venueId),
        isNull(stockCounts.deletedAt),
        filter.id ? eq(stockCounts.id, filter.id) : undefined,
        filter.locationId ? eq(stockCounts.locationId, filter.locationId) : undefined,
        filter.status ? eq(stockCounts.status, filter.status) : undefined,
        dateRange(sql`${stockCounts.startedAt}`, clock, filter.from, filter.to),
      ),
    )
    .orderBy(desc(stockCounts.startedAt))
    .limit(1000);
  const ids = rows.map((r) => r.id);
  const lineStats = new Map<string, { lines: number; held: number }>();
  const adjustments = new Map<string, { quantity: number; value: number }>();
  if (ids.length > 0) {
    const stats = await db
      .select({
        countId: stockCountLines.stockCountId,
        lines: sql<number>`count(*)::int`,
        held: sql<number>`count(*) filter (where ${stockCountLines.held})::int`,
      })
      .from(stockCountLines)
      .where(and(inArray(stockCountLines.stockCountId, ids), isNull(stockCountLines.deletedAt)))
      .groupBy(stockCountLines.stockCountId);
    for (const s of stats) lineStats.set(s.countId, { lines: Number(s.lines), held: Number(s.held) });
    for (const [countId, sum] of await adjustmentSums(db, ids, 'count')) adjustments.set(countId, sum);
  }
  return rows.map((r) => ({
    id: r.id,
    locationId: r.locationId,
    locationName: r.locationName,
    locationKind: r.locationKind,
    night: nightRef(r.nightId, r.businessDate, r.eventName),
    scope: r.scope === 'full' ? 'full' : 'spot',
    status: r.status,
    startedAt: r.startedAt.toISOString(),
    startedBy: r.startedBy,
    submittedAt: iso(r.submittedAt),
    appliedAt: iso(r.appliedAt),
    appliedBy: r.appliedBy,
    note: r.note,
    lines: lineStats.get(r.id)?.lines ?? 0,
    heldLines: lineStats.get(r.id)?.held ?? 0,
    adjustmentQuantity: adjustments.get(r.id)?.quantity ?? 0,
    adjustmentValue: adjustments.get(r.id)?.value ?? 0,
  }));
}

export async function countLines(db: Db, countId: string): Promise<CountLineDto[]> {
  const counter = alias(users, 'counter');
  const lines = await db
    .select({
      id: stockCountLines.id,
      goodId: stockCountLines.goodId,
      goodName: goods.name,
      sku: goods.sku,
      category: goods.category,
      unit: goods.unit,
      countedQuantity: stockCountLines.countedQuantity,
      countedAt: stockCountLines.countedAt,
      countedBy: counter.displayName,
      theoreticalQuantity: stockCountLines.theoreticalQuantity,
      held: stockCountLines.held,
    })
    .from(stockCountLines)
    .innerJoin(goods, eq(goods.id, stockCountLines.goodId))
    .leftJoin(counter, eq(counter.id, stockCountLines.countedBy))
    .where(and(eq(stockCountLines.stockCountId, countId), isNull(stockCountLines.deletedAt)))
    .orderBy(asc(goods.name));
  const byGood = await adjustmentSums(db, [countId], 'good');
  const lineIds = lines.map((l) => l.id);
  const tasks =
    lineIds.length === 0
      ? []
      : await db
          .select({ lineId: recountTasks.secondLineId, status: recountTasks.status })
          .from(recountTasks)
          .where(inArray(recountTasks.secondLineId, lineIds));
  const taskByLine = new Map(tasks.map((t) => [t.lineId, t.status]));
  return lines.map((l) => ({
    id: l.id,
    goodId: l.goodId,
    goodName: l.goodName,
    sku: l.sku,
    category: l.category,
    unit: l.unit,
    countedQuantity: roundQty(l.countedQuantity),
    countedAt: l.countedAt.toISOString(),
    countedBy: l.countedBy,
    theoreticalQuantity: l.theoreticalQuantity === null ? null : roundQty(l.theoreticalQuantity),
    difference: l.theoreticalQuantity === null ? null : roundQty(l.countedQuantity - l.theoreticalQuantity),
    adjustmentQuantity: byGood.get(l.goodId)?.quantity ?? 0,
    adjustmentValue: byGood.get(l.goodId)?.value ?? 0,
    held: l.held,
    recountStatus: taskByLine.get(l.id) ?? null,
  }));
}

export async function countDetail(db: Db, venueId: string, id: string): Promise<CountDetailDto> {
  const [count] = await listCounts(db, venueId, { id });
  if (!count) throw new ApiError(404, COUNT_NOT_FOUND);
  return { ...count, lineItems: await countLines(db, id) };
}

/** Applies a count left submitted (an open one is still the tablet's); the caller sends the pushes. */
export async function applySubmittedCount(db: Db, jobs: Jobs, venueId: string, userId: string, id: string): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    const count = await lockVenueCount(tx, venueId, id);
    if (!count) throw new ApiError(404, COUNT_NOT_FOUND);
    if (count.status === 'open') throw new ApiError(409, COUNT_STILL_OPEN);
    const applied = await applyStockCount(tx, { countId: id, venueId, userId });
    // The pushes of its notifications leave only if the count's transaction commits.
    await enqueuePushes(jobs, tx, venueId, applied.pushes);
    return applied;
  });
}
