// The 'kitchenOrder.addLines' command: a waiter's lines for a table, possibly taken offline and
// pushed later. Exactly once, whatever the network does:
// - the push claims the command id (a resend of the same command answers what it answered);
// - each line's id is the device's: a line already stored is not added again, under any command id;
// - the table's row is locked first, so two phones sending at once for one table queue here and the
//   second finds the first's order: the table's open order of the night takes the lines, and the
//   device's order id only names a new order when the table has none.
// Each line is priced here (the area's price list + the modifiers' deltas) and routed to its menu
// item's station; the night is the one under way when the waiter sent it.
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { OrderLineInput } from '../../../src/contract/resto-orders';
import { uuidv7 } from '../../../src/contract/uuid';
import { kitchenAddLinesContract } from '../../../src/features/resto-orders/commands/kitchen-order-add-lines.contract';
import type { Tx } from '../../db/client';
import { kitchenOrderLines, kitchenOrders, priceListItems, restoMenuItems, restoModifiers } from '../../db/schema';
import { CommandRejected, commandHandler } from '../../domain/command-context';
import { findCurrentNight } from '../../domain/night-of';
import { seatedReservationId } from '../../domain/resto-bill';
import { lockVenueTable, refreshOrderStatus } from './orders.service';

const R = kitchenAddLinesContract.refusals;

export const kitchenAddLinesHandler = commandHandler(kitchenAddLinesContract, async ({ tx, user, venueId }, args) => {
  const table = await lockVenueTable(tx, venueId, args.tableId);
  if (!table) throw new CommandRejected(R.tableMissing);
  const lineIds = args.lines.map((l) => l.id);

  const stored = await tx
    .select({ id: kitchenOrderLines.id, orderId: kitchenOrderLines.orderId, tableId: kitchenOrders.tableId })
    .from(kitchenOrderLines)
    .innerJoin(kitchenOrders, eq(kitchenOrders.id, kitchenOrderLines.orderId))
    .where(inArray(kitchenOrderLines.id, lineIds));
  if (stored.some((s) => s.tableId !== args.tableId)) throw new CommandRejected(R.otherLine);
  const storedIds = new Set(stored.map((s) => s.id));
  const fresh = args.lines.filter((l) => !storedIds.has(l.id));
  if (fresh.length === 0) {
    // Every line was added before (another command id, another device's resend): nothing to do.
    const [order] = await tx
      .select()
      .from(kitchenOrders)
      .where(eq(kitchenOrders.id, stored[0]?.orderId ?? ''));
    return { orderId: order?.id ?? args.orderId, nightId: order?.nightId ?? '', lineIds };
  }

  const now = new Date();
  const sent = new Date(args.at);
  const night = await findCurrentNight(tx, venueId, sent.getTime() > now.getTime() ? now : sent);
  if (!night) throw new CommandRejected(R.noNight);
  if (!table.priceListId) throw new CommandRejected(R.noPriceList);
  const priced = await priceLines(tx, venueId, table.priceListId, fresh);

  const [open] = await tx
    .select()
    .from(kitchenOrders)
    .where(
      and(
        eq(kitchenOrders.tableId, args.tableId),
        eq(kitchenOrders.nightId, night.id),
        isNull(kitchenOrders.deletedAt),
        notInArray(kitchenOrders.status, ['served', 'cancelled']),
      ),
    )
    .orderBy(kitchenOrders.createdAt)
    .limit(1);
  let orderId = open?.id;
  if (!orderId) {
    const [taken] = await tx.select({ id: kitchenOrders.id }).from(kitchenOrders).where(eq(kitchenOrders.id, args.orderId));
    orderId = taken ? uuidv7() : args.orderId;
    await tx.insert(kitchenOrders).values({
      id: orderId,
      tableId: args.tableId,
      waiterId: user.id,
      status: 'new',
      nightId: night.id,
      // The party seated at the table: its bill, minimum spend and card (resto-bill.ts).
      reservationId: await seatedReservationId(tx, venueId, args.tableId, night.id),
    });
  }
  await tx.insert(kitchenOrderLines).values(priced.map((l) => ({ ...l, orderId })));
  await refreshOrderStatus(tx, orderId);
  return { orderId, nightId: night.id, lineIds };
});

/** The lines with their station and unit price, or the command's refusal. */
async function priceLines(tx: Tx, venueId: string, priceListId: string, lines: OrderLineInput[]) {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const items = await tx
    .select()
    .from(restoMenuItems)
    .where(
      and(eq(restoMenuItems.venueId, venueId), inArray(restoMenuItems.productId, productIds), isNull(restoMenuItems.deletedAt)),
    );
  const itemOf = new Map(items.map((i) => [i.productId, i]));
  const prices = await tx
    .select({ productId: priceListItems.productId, price: priceListItems.price })
    .from(priceListItems)
    .where(
      and(
        eq(priceListItems.priceListId, priceListId),
        inArray(priceListItems.productId, productIds),
        isNull(priceListItems.deletedAt),
      ),
    );
  const priceOf = new Map(prices.map((p) => [p.productId, p.price]));
  const modifierIds = [...new Set(lines.flatMap((l) => l.modifierIds))];
  const modifiers = modifierIds.length
    ? await tx
        .select()
        .from(restoModifiers)
        .where(and(inArray(restoModifiers.id, modifierIds), isNull(restoModifiers.deletedAt)))
    : [];
  const modifierOf = new Map(modifiers.map((m) => [m.id, m]));

  return lines.map((line) => {
    const item = itemOf.get(line.productId);
    if (!item) throw new CommandRejected(R.notOnMenu);
    const price = priceOf.get(line.productId);
    if (price === undefined) throw new CommandRejected(R.noPrice);
    let unitPrice = price;
    for (const id of new Set(line.modifierIds)) {
      const modifier = modifierOf.get(id);
      if (!modifier || modifier.menuItemId !== item.id) throw new CommandRejected(R.badModifier);
      unitPrice += modifier.priceDelta;
    }
    return {
      id: line.id,
      productId: line.productId,
      quantity: line.quantity,
      note: line.note,
      course: line.course,
      stationId: item.stationId,
      status: 'new' as const,
      unitPrice: Math.max(0, unitPrice),
      modifierIds: [...new Set(line.modifierIds)],
    };
  });
}
