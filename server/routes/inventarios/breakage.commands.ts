// The 'breakage.record' command (remitos/roto): goods broken at a warehouse or bar, recorded on a
// device that may be offline and pushed later. Idempotent by breakageId — the id is chosen on the
// device, so the same breakage pushed again under another command id (a second tab, a restored
// outbox) answers the same and writes no second movement. The stock change is one `breakage`
// movement (negative) at the time it broke, through the ledger.
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import { breakageRecord } from '../../../src/features/inventory/transfers/commands/breakage-record.contract';
import { breakages, goods, nights, stockLocations } from '../../db/schema';
import { CommandRejected, commandHandler, deviceTime } from '../../domain/command-context';
import { NIGHT_NOT_FOUND } from '../../domain/night-of';
import { GOOD_NOT_FOUND, LOCATION_NOT_FOUND, recordMovements, roundQty } from '../../domain/stock-ledger';
import { isVenueRow, ofVenue } from '../../domain/venue-rows';

export const breakageRecordHandler = commandHandler(breakageRecord, async ({ tx, user, venueId }, args) => {
  const { breakageId, locationId, goodId, reason } = args;
  const quantity = roundQty(args.quantity);
  if (!(await isVenueRow(tx, stockLocations, venueId, locationId))) throw new CommandRejected(LOCATION_NOT_FOUND);
  if (!(await isVenueRow(tx, goods, venueId, goodId))) throw new CommandRejected(GOOD_NOT_FOUND);

  const at = deviceTime(args.at);

  let nightId: string | null = null;
  if (args.nightId) {
    const [night] = await tx
      .select({ id: nights.id })
      .from(nights)
      .where(ofVenue(nights, venueId, eq(nights.id, args.nightId)));
    if (!night) throw new CommandRejected(NIGHT_NOT_FOUND);
    nightId = night.id;
  } else {
    // Broken during a night (opens ≤ at ≤ closes) belongs to it: live stock and reports count it there.
    const [night] = await tx
      .select({ id: nights.id })
      .from(nights)
      .where(and(eq(nights.venueId, venueId), isNull(nights.deletedAt), lte(nights.opensAt, at), gte(nights.closesAt, at)))
      .limit(1);
    nightId = night?.id ?? null;
  }

  const inserted = await tx
    .insert(breakages)
    .values({ id: breakageId, locationId, goodId, nightId, quantity, reason, userId: user.id, at })
    .onConflictDoNothing()
    .returning({ id: breakages.id });
  if (inserted.length === 0) {
    // Sent before under another command id: the same breakage answers the same; another one is refused.
    const [existing] = await tx.select().from(breakages).where(eq(breakages.id, breakageId));
    if (
      !existing ||
      existing.locationId !== locationId ||
      existing.goodId !== goodId ||
      roundQty(existing.quantity) !== quantity ||
      existing.userId !== user.id
    ) {
      throw new CommandRejected(breakageRecord.refusals.otherBreakage);
    }
    return { breakageId, at: existing.at.toISOString(), nightId: existing.nightId };
  }

  await recordMovements(tx, [
    {
      locationId,
      goodId,
      kind: 'breakage',
      quantity: -quantity,
      at,
      nightId,
      sourceType: 'breakage',
      sourceId: breakageId,
      userId: user.id,
      note: reason,
    },
  ]);
  return { breakageId, at: at.toISOString(), nightId };
});
