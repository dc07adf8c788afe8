// The offline stock-count commands (conteo): open a count, upsert a counted line, submit. A count
// is opened and filled on tablets with spotty Wi-Fi, so every step is idempotent by the ids the
// device chose; submitting applies the count through counts.service.ts.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from '../../../src/contract/uuid';
import { stockCountOpen } from '../../../src/features/inventory/count/commands/stock-count-open.contract';
import { stockCountSubmit } from '../../../src/features/inventory/count/commands/stock-count-submit.contract';
import { stockCountUpsertLine } from '../../../src/features/inventory/count/commands/stock-count-upsert-line.contract';
import type { Tx } from '../../db/client';
import { goods, stockCountLines, stockCounts, stockLocations } from '../../db/schema';
import { type CommandContext, CommandRejected, commandHandler, deviceTime } from '../../domain/command-context';
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

const lineColumns = {
  id: stockCountLines.id,
  stockCountId: stockCountLines.stockCountId,
  goodId: stockCountLines.goodId,
  countedQuantity: stockCountLines.countedQuantity,
  countedAt: stockCountLines.countedAt,
};
type LineArgs = { countId: string; goodId: string; quantity: number; countedAt: string; weighedGrams?: number };
const lineKey = (countId: string, goodId: string) => `${countId}:${goodId}`;

/**
 * Counts lines: each count locked and checked open, each good checked to be the venue's, then one
 * upsert for all of them in which the line counted last wins (also between two lines of the same
 * good in `list`). Answers, per line, the line as it stands afterwards. One line alone and a night's
 * worth of lines at once go through here; a refusal throws for all of them.
 */
async function upsertLines({ tx, user, venueId }: CommandContext, list: LineArgs[]) {
  for (const countId of [...new Set(list.map((a) => a.countId))].sort()) {
    const count = await lockCount(tx, venueId, countId);
    if (count.status !== 'open') throw new CommandRejected(stockCountUpsertLine.refusals.countNotOpen);
  }
  const goodIds = [...new Set(list.map((a) => a.goodId))];
  const known = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(and(inArray(goods.id, goodIds), eq(goods.venueId, venueId), isNull(goods.deletedAt)));
  if (known.length !== goodIds.length) throw new CommandRejected(GOOD_NOT_FOUND);
  // One row per line: the one counted last (the later command when two say the same time).
  const latest = new Map<string, LineArgs & { at: Date }>();
  for (const a of list) {
    const at = deviceTime(a.countedAt);
    const key = lineKey(a.countId, a.goodId);
    const kept = latest.get(key);
    if (!kept || kept.at.getTime() <= at.getTime()) latest.set(key, { ...a, at });
  }
  const written = await tx
    .insert(stockCountLines)
    .values(
      [...latest.values()].map((a) => ({
        id: uuidv7(),
        stockCountId: a.countId,
        goodId: a.goodId,
        countedQuantity: a.quantity,
        weighedGrams: a.weighedGrams ?? null,
        countedAt: a.at,
        countedBy: user.id,
      })),
    )
    .onConflictDoUpdate({
      target: [stockCountLines.stockCountId, stockCountLines.goodId],
      set: {
        countedQuantity: sql`excluded.counted_quantity`,
        weighedGrams: sql`excluded.weighed_grams`,
        countedAt: sql`excluded.counted_at`,
        countedBy: sql`excluded.counted_by`,
        deletedAt: null,
      },
      // The line counted last wins, whatever order the devices' commands arrive in.
      setWhere: sql`${stockCountLines.countedAt} <= excluded.counted_at`,
    })
    .returning(lineColumns);
  const lines = new Map(written.map((l) => [lineKey(l.stockCountId, l.goodId), l]));
  // Lines not written: a later count of the good was already there, and it is the answer.
  const missing = [...latest.values()].filter((a) => !lines.has(lineKey(a.countId, a.goodId)));
  if (missing.length > 0) {
    const kept = await tx
      .select(lineColumns)
      .from(stockCountLines)
      .where(
        and(
          inArray(stockCountLines.stockCountId, [...new Set(missing.map((a) => a.countId))]),
          inArray(stockCountLines.goodId, [...new Set(missing.map((a) => a.goodId))]),
        ),
      );
    for (const l of kept) lines.set(lineKey(l.stockCountId, l.goodId), l);
  }
  return list.map((a) => {
    const line = lines.get(lineKey(a.countId, a.goodId));
    if (!line) throw new Error('count line not found after upsert');
    return { lineId: line.id, countedQuantity: line.countedQuantity, countedAt: line.countedAt.toISOString() };
  });
}

export const stockCountUpsertLineHandler = commandHandler(
  stockCountUpsertLine,
  async (ctx, args) => (await upsertLines(ctx, [args]))[0] as Awaited<ReturnType<typeof upsertLines>>[number],
  upsertLines,
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
