// Recount tasks: the open ones, and settling one with a fresh observation. A recount is a one-line
// count (scope spot) applied as the true observation at its time; counts.service.ts raises the tasks.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MAX_CLOCK_SKEW_MS, type RecountTaskDto, type ResolveRecountResponse } from '../../../src/contract/inventory-counts';
import { uuidv7 } from '../../../src/contract/uuid';
import type { Db } from '../../db/client';
import { goods, recountTasks, stockCountLines, stockCounts, stockLocations, stockMovements } from '../../db/schema';
import { recordMovements, roundQty } from '../../domain/stock-ledger';
import { ApiError } from '../../lib/errors';
import { adjustmentMovements, nightFinder, RECOUNT_NOTE } from './counts.service';

const TASK_NOT_FOUND = 'El recuento no existe';
const TASK_RESOLVED = 'Ese recuento ya fue resuelto';
const FUTURE_RECOUNT = 'La hora del recuento no puede ser futura';

export async function openRecounts(db: Db, venueId: string): Promise<RecountTaskDto[]> {
  const first = alias(stockCountLines, 'first_line');
  const second = alias(stockCountLines, 'second_line');
  const rows = await db
    .select({
      id: recountTasks.id,
      locationId: recountTasks.locationId,
      locationName: stockLocations.name,
      goodId: recountTasks.goodId,
      goodName: goods.name,
      sku: goods.sku,
      unit: goods.unit,
      firstCountId: first.stockCountId,
      firstCountedAt: first.countedAt,
      firstQuantity: first.countedQuantity,
      secondCountId: second.stockCountId,
      secondCountedAt: second.countedAt,
      expectedQuantity: recountTasks.expectedQuantity,
      countedQuantity: recountTasks.countedQuantity,
      createdAt: recountTasks.createdAt,
    })
    .from(recountTasks)
    .innerJoin(stockLocations, eq(stockLocations.id, recountTasks.locationId))
    .innerJoin(goods, eq(goods.id, recountTasks.goodId))
    .innerJoin(first, eq(first.id, recountTasks.firstLineId))
    .innerJoin(second, eq(second.id, recountTasks.secondLineId))
    .where(and(eq(stockLocations.venueId, venueId), eq(recountTasks.status, 'open')))
    .orderBy(asc(recountTasks.createdAt));
  return rows.map((r) => ({
    ...r,
    firstCountedAt: r.firstCountedAt.toISOString(),
    firstQuantity: roundQty(r.firstQuantity),
    secondCountedAt: r.secondCountedAt.toISOString(),
    expectedQuantity: roundQty(r.expectedQuantity),
    countedQuantity: roundQty(r.countedQuantity),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** POST /recuentos/:id/resolver: the recount at `countedAt` (default now, never in the future). */
export async function resolveRecountTask(
  db: Db,
  {
    taskId: id,
    venueId,
    userId,
    quantity,
    countedAt,
  }: { taskId: string; venueId: string; userId: string; quantity: number; countedAt?: string },
): Promise<ResolveRecountResponse> {
  const now = new Date();
  const at = countedAt ? new Date(countedAt) : now;
  if (at.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS) throw new ApiError(422, FUTURE_RECOUNT);
  const result = await db.transaction((tx) => resolveRecount(tx, { taskId: id, venueId, userId, quantity, countedAt: at, now }));
  if (result.kind === 'not-found') throw new ApiError(404, TASK_NOT_FOUND);
  if (result.kind === 'resolved') throw new ApiError(409, TASK_RESOLVED);
  return {
    taskIds: result.taskIds,
    countId: result.countId,
    lineId: result.lineId,
    theoreticalQuantity: result.theoreticalQuantity,
    adjustment: result.adjustment,
  };
}

/**
 * A recount settles an open task: a fresh one-line count (scope spot) applied as the true
 * observation at its time. Every open task of the same location and good is settled by it.
 */
export async function resolveRecount(
  tx: Db,
  {
    taskId,
    venueId,
    userId,
    quantity,
    countedAt,
    now = new Date(),
  }: { taskId: string; venueId: string; userId: string; quantity: number; countedAt: Date; now?: Date },
) {
  const [task] = await tx
    .select({
      id: recountTasks.id,
      status: recountTasks.status,
      locationId: recountTasks.locationId,
      goodId: recountTasks.goodId,
    })
    .from(recountTasks)
    .innerJoin(stockLocations, eq(stockLocations.id, recountTasks.locationId))
    .where(and(eq(recountTasks.id, taskId), eq(stockLocations.venueId, venueId)))
    .for('update', { of: recountTasks });
  if (!task) return { kind: 'not-found' as const };
  if (task.status !== 'open') return { kind: 'resolved' as const };

  const findNight = await nightFinder(tx, venueId);
  const nightId = await findNight(countedAt);
  const countId = uuidv7();
  const lineId = uuidv7();
  const [theory] = await tx
    .select({ q: sql<string>`coalesce(sum(${stockMovements.quantity}), 0)` })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.locationId, task.locationId),
        eq(stockMovements.goodId, task.goodId),
        lte(stockMovements.at, countedAt),
      ),
    );
  const theoretical = roundQty(Number(theory?.q ?? 0));
  await tx.insert(stockCounts).values({
    id: countId,
    locationId: task.locationId,
    nightId,
    scope: 'spot',
    status: 'applied',
    startedBy: userId,
    startedAt: countedAt,
    submittedAt: now,
    appliedAt: now,
    appliedBy: userId,
    note: RECOUNT_NOTE,
  });
  await tx.insert(stockCountLines).values({
    id: lineId,
    stockCountId: countId,
    goodId: task.goodId,
    countedQuantity: quantity,
    countedAt,
    countedBy: userId,
    theoreticalQuantity: theoretical,
  });
  const adjustment = roundQty(quantity - theoretical);
  await recordMovements(
    tx,
    await adjustmentMovements(
      tx,
      { locationId: task.locationId, goodId: task.goodId, countId, userId, nightId },
      adjustment,
      countedAt,
    ),
  );
  const settled = await tx
    .update(recountTasks)
    .set({ status: 'resolved', resolvedAt: now, resolvedBy: userId, resolvedLineId: lineId, updatedAt: now })
    .where(
      and(eq(recountTasks.locationId, task.locationId), eq(recountTasks.goodId, task.goodId), eq(recountTasks.status, 'open')),
    )
    .returning({ id: recountTasks.id });
  return {
    kind: 'ok' as const,
    taskIds: settled.map((s) => s.id),
    countId,
    lineId,
    theoreticalQuantity: theoretical,
    adjustment,
  };
}
