// The audit trail (audit_log): every write that changes a venue's books, settings or accounts adds
// one row here in the write's own transaction, so the change and its record commit or roll back
// together. `before` and `after` are the changed fields as JSON; a side that is left out stays NULL.
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

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
  return tx.insert(auditLog).values({ userId, action, entity, entityId, before, after });
}
