// The audit trail (audit_log): every write that changes a venue's books, settings or accounts adds
// one row here in the write's own transaction, so the change and its record commit or roll back
// together. `before` and `after` are the changed fields as JSON; a side that is left out stays NULL.
// Each row carries the venue the write worked on — the writer's venue, the one every request of
// theirs works on (middleware/auth.ts) — so a venue's log never shows another venue's changes, even
// those of a manager who works at both (issue 32).
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { auditLog, users } from '../db/schema';

/** Adds the audit row of `action` by `userId` on row `entityId` of `entity`, in `tx`. */
export function writeAudit(
  tx: Tx,
  userId: string | null,
  action: string,
  entity: string,
  entityId: string,
  before?: unknown,
  after?: unknown,
) {
  const venueId = userId ? sql`(select ${users.defaultVenueId} from ${users} where ${users.id} = ${userId})` : null;
  return tx.insert(auditLog).values({ venueId, userId, action, entity, entityId, before, after });
}
