// The offline 'cancellation.request' command (cajero → supervisor): a cashier asks to cancel a
// sale, possibly offline; everyone in the venue who may decide it (107) is notified, the pushes
// enqueued in the request's transaction (they leave only if it commits). The decision itself is online (tickets.routes.ts).

import { and, eq, isNull } from 'drizzle-orm';
import { notificationMessage } from '../../../src/contract/notification-messages';
import { cancellationRequest } from '../../../src/features/cancellations/commands/cancellation-request.contract';
import { cancellationRequests, nights, sales } from '../../db/schema';
import { CommandRejected, commandHandler } from '../../domain/command-context';
import { NIGHT_CLOSED } from '../../domain/night-of';
import { enqueuePushes, notifyVenueHolders } from '../account/notifications.service';

const { saleMissing, otherRequest, saleCancelled, alreadyPending } = cancellationRequest.refusals;

export const cancellationRequestHandler = commandHandler(
  cancellationRequest,
  async ({ tx, user, venueId, jobs }, { requestId, saleId, reason }) => {
    const [sale] = await tx
      .select({ id: sales.id, status: sales.status, venueId: nights.venueId, nightStatus: nights.status })
      .from(sales)
      .innerJoin(nights, eq(nights.id, sales.nightId))
      .where(and(eq(sales.id, saleId), isNull(sales.deletedAt)))
      .for('update', { of: sales });
    if (!sale || sale.venueId !== venueId) throw new CommandRejected(saleMissing);
    const [existing] = await tx.select().from(cancellationRequests).where(eq(cancellationRequests.id, requestId));
    if (existing) {
      // The same request sent under another command id (e.g. from a second tab): no second effect.
      if (existing.saleId !== saleId || existing.requestedBy !== user.id) {
        throw new CommandRejected(otherRequest);
      }
      return { requestId, status: existing.status };
    }
    if (sale.status !== 'completed') throw new CommandRejected(saleCancelled);
    if (sale.nightStatus === 'closed') throw new CommandRejected(NIGHT_CLOSED);
    const [pending] = await tx
      .select({ id: cancellationRequests.id })
      .from(cancellationRequests)
      .where(
        and(
          eq(cancellationRequests.saleId, saleId),
          eq(cancellationRequests.status, 'pending'),
          isNull(cancellationRequests.deletedAt),
        ),
      );
    if (pending) throw new CommandRejected(alreadyPending);
    await tx.insert(cancellationRequests).values({ id: requestId, saleId, requestedBy: user.id, reason });
    // Everyone who may decide it, in this venue, except the requester (who must not approve it).
    const toPush = await notifyVenueHolders(
      tx,
      { venueId, code: '107', except: user.id },
      {
        kind: 'cancellations',
        message: notificationMessage('cancellationRequested', { user: user.displayName, reason }),
        // Straight to the one-request authorisation view (SPEC §2 /support/autorizar).
        click: `/logged/support/autorizar?id=${requestId}`,
      },
    );
    await enqueuePushes(jobs, tx, venueId, toPush);
    return { requestId, status: 'pending' };
  },
);
