// The offline stock-count commands (conteo): open a count, upsert a counted line, submit. A count
// is opened and filled on tablets with spotty Wi-Fi, so every step is idempotent by the ids the
// device chose; submitting applies the count through counts.service.ts.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from '../../../src/contract/uuid';
import { stockCountOpen } from '../../../src/features/inventory/count/commands/stock-count-open.contract';
import { stockCountSubmit } from '../../../src/features/inventory/count/commands/stock-count-submit.contract';
import { stockCountUpsertLine } from '../../../src/features/inventory/count/commands/stock-count-upsert-line.contract';
import type { Tx } from '../../db/client';
import { goods, stockCountLines, stockCounts, stockLocations } from '../../db/schema';
import { CommandRejected, commandHandler, deviceTime } from '../../domain/command-context';
import { GOOD_NOT_FOUND, LOCATION_NOT_FOUND } from '../../domain/stock-ledger';
import { isVenueRow } from '../../domain/venue-rows';
import { enqueuePushes } from '../account/notifications.service';
import { applyStockCount, COUNT_NOT_FOUND, lockVenueCount } from './counts.service';

/** The count, locked for this transaction, when it belongs to the user's venue. */
async function lockCount(tx: Tx, venueId: string, countId: string) {
  const row = await lockVenueCount(tx, venueId, countId);
  if (!row) throw new CommandRejected(COUNT_NOT_FOUND);
  return row;
}

export const stockCountOpenHandler = commandHandler(
  stockCountOpen,
  async ({ tx, user, venueId }, { countId, locationId, scope, startedAt }) => {
    if (!(await isVenueRow(tx, stockLocations, venueId, locationId))) throw new CommandRejected(LOCATION_NOT_FOUND);
    // Idempotent by countId: another command (another device) may have opened the same count.
    // The first open decides the scope (spot unless asked for a full count).
    await tx
      .insert(stockCounts)
      .values({
        id: countId,
        locationId,
        scope: scope ?? 'spot',
        status: 'open',
        startedBy: user.id,
        // Opened on the device, perhaps long before this sync (older devices send no time).
        ...(startedAt ? { startedAt: deviceTime(startedAt) } : {}),
      })
      .onConflictDoNothing();
    const count = await lockCount(tx, venueId, countId);
    if (count.locationId !== locationId) throw new CommandRejected(stockCountOpen.refusals.otherCount);
    return { countId, status: count.status };
  },
);

export const stockCountUpsertLineHandler = commandHandler(
  stockCountUpsertLine,
  async ({ tx, user, venueId }, { countId, goodId, quantity, countedAt, weighedGrams }) => {
    // The count (locked) and whether the good is the venue's, in one statement: a stock taker's
    // night is thousands of these (bench:offline-night).
    const [count] = await tx
      .select({
        status: stockCounts.status,
        goodOfVenue: sql<boolean>`exists (select 1 from ${goods} where ${goods.id} = ${goodId} and ${goods.venueId} = ${venueId} and ${goods.deletedAt} is null)`,
      })
      .from(stockCounts)
      .innerJoin(stockLocations, eq(stockLocations.id, stockCounts.locationId))
      .where(and(eq(stockCounts.id, countId), eq(stockLocations.venueId, venueId), isNull(stockCounts.deletedAt)))
      .for('update', { of: stockCounts });
    if (!count) throw new CommandRejected(COUNT_NOT_FOUND);
    if (count.status !== 'open') throw new CommandRejected(stockCountUpsertLine.refusals.countNotOpen);
    if (!count.goodOfVenue) throw new CommandRejected(GOOD_NOT_FOUND);
    const at = deviceTime(countedAt);
    const line = {
      id: stockCountLines.id,
      countedQuantity: stockCountLines.countedQuantity,
      countedAt: stockCountLines.countedAt,
    };
    // The line counted last wins, whatever order the devices' commands arrive in.
    const [written] = await tx
      .insert(stockCountLines)
      .values({
        id: uuidv7(),
        stockCountId: countId,
        goodId,
        countedQuantity: quantity,
        weighedGrams: weighedGrams ?? null,
        countedAt: at,
        countedBy: user.id,
      })
      .onConflictDoUpdate({
        target: [stockCountLines.stockCountId, stockCountLines.goodId],
        set: {
          countedQuantity: sql`excluded.counted_quantity`,
          weighedGrams: sql`excluded.weighed_grams`,
          countedAt: sql`excluded.counted_at`,
          countedBy: sql`excluded.counted_by`,
          deletedAt: null,
        },
        setWhere: sql`${stockCountLines.countedAt} <= excluded.counted_at`,
      })
      .returning(line);
    // Nothing written: a later count of the good is already there, and it is the answer.
    const [kept] = written
      ? [written]
      : await tx
          .select(line)
          .from(stockCountLines)
          .where(and(eq(stockCountLines.stockCountId, countId), eq(stockCountLines.goodId, goodId)));
    if (!kept) throw new Error('count line not found after upsert');
    return { lineId: kept.id, countedQuantity: kept.countedQuantity, countedAt: kept.countedAt.toISOString() };
  },
);

// Submitting applies the count in the same transaction (counts.service.ts): count_adjustment
// movements at each line's time, or held lines and recount tasks. A count already applied (the
// same submit from a second device, under another command id) answers the same and adjusts nothing.
export const stockCountSubmitHandler = commandHandler(stockCountSubmit, async ({ tx, user, venueId, jobs }, { countId }) => {
  const count = await lockCount(tx, venueId, countId);
  if (count.status === 'applied') return { countId, status: 'applied' };
  const applied = await applyStockCount(tx, { countId, venueId, userId: user.id });
  await enqueuePushes(jobs, tx, venueId, applied.pushes);
  return { countId, status: applied.status };
});
