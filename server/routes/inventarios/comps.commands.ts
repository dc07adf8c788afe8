// The 'comp.record' command (cortesía from the back-office, e.g. a tablet at the bar): a product
// given away at a bar, possibly recorded offline and pushed later. Idempotent by compId — the id
// is chosen on the device, so the same comp pushed again under another command id answers the same
// and consumes no stock twice. The stock change is the recipe as `comp` movements through the
// ledger (domain/comps.ts); the night is the one whose business date holds `at` (as for sales), and
// a closed night refuses it with the translated 409 (the push records it: "Requieren atención").
import { and, eq, isNull } from 'drizzle-orm';
import { compRecord } from '../../../src/features/inventory/adjustments/commands/comp-record.contract';
import { comps, nights, products, stockLocations } from '../../db/schema';
import { CommandRejected, commandHandler, deviceTime } from '../../domain/command-context';
import { AUTHORISER_UNKNOWN, activeStaff, COMP_NEEDS_BAR, insertComps, planComps, recipesOf } from '../../domain/comps';
import { nightOf, requireNotClosed } from '../../domain/night-of';
import { LOCATION_NOT_FOUND, recordMovements, roundQty } from '../../domain/stock-ledger';
import { isVenueRow, ofVenue } from '../../domain/venue-rows';

const { productMissing, nightMissing, otherComp } = compRecord.refusals;

export const compRecordHandler = commandHandler(compRecord, async ({ tx, user, venueId }, args) => {
  const { compId, locationId, productId, reason } = args;
  const quantity = roundQty(args.quantity);
  const [existing] = await tx.select().from(comps).where(eq(comps.id, compId));
  if (existing) {
    // Sent before under another command id: the same comp answers the same; another one is refused.
    const same =
      existing.locationId === locationId &&
      existing.productId === productId &&
      roundQty(existing.quantity) === quantity &&
      existing.reason === reason &&
      existing.authorisedBy === args.authorisedBy &&
      existing.recordedBy === user.id;
    if (!same) throw new CommandRejected(otherComp);
    return { compId, at: existing.at.toISOString(), nightId: existing.nightId };
  }

  const [location] = await tx
    .select({ id: stockLocations.id, kind: stockLocations.kind })
    .from(stockLocations)
    .where(ofVenue(stockLocations, venueId, eq(stockLocations.id, locationId)));
  if (!location) throw new CommandRejected(LOCATION_NOT_FOUND);
  if (location.kind !== 'bar') throw new CommandRejected(COMP_NEEDS_BAR);
  if (!(await isVenueRow(tx, products, venueId, productId))) throw new CommandRejected(productMissing);
  if (!(await activeStaff(tx, venueId, [args.authorisedBy])).has(args.authorisedBy.toLowerCase())) {
    throw new CommandRejected(AUTHORISER_UNKNOWN);
  }

  const at = deviceTime(args.at);
  const night = args.nightId
    ? (
        await tx
          .select()
          .from(nights)
          .where(and(eq(nights.id, args.nightId), eq(nights.venueId, venueId), isNull(nights.deletedAt)))
      )[0]
    : await nightOf(tx, venueId, at);
  if (!night) throw new CommandRejected(nightMissing);
  requireNotClosed(night);

  const planned = planComps(
    [
      {
        id: compId,
        nightId: night.id,
        locationId,
        productId,
        quantity,
        reason,
        note: args.note ?? '',
        authorisedBy: args.authorisedBy,
        recordedBy: user.id,
        source: 'backoffice',
        saleId: null,
        terminalId: null,
        at,
      },
    ],
    await recipesOf(tx, [productId]),
  );
  await insertComps(tx, planned.rows);
  await recordMovements(tx, planned.movements);
  return { compId, at: at.toISOString(), nightId: night.id };
});
