// The audit log viewer (issue 16, 300): GET /api/audit?user=&entity=&from=&to=&page= answers one
// page of audit rows, newest first, with who, what, when and the before/after snapshots. The
// venue's log is the rows written by the venue's users (audit_log carries no venue of its own).
import * as v from 'valibot';
import { calendarDate } from './calendar-date';
import { idNameSchema, stringOrNull } from './common';

export const AUDIT_PAGE_SIZE = 50;
const BAD_VALUE = 'El valor no es válido';
const isoDate = calendarDate();

export const auditQuerySchema = v.object({
  user: v.optional(v.pipe(v.string(), v.uuid(BAD_VALUE))),
  entity: v.optional(v.pipe(v.string(), v.regex(/^[a-z_]{1,60}$/, BAD_VALUE))),
  /** Venue-local business days are not used here: plain calendar days in the venue's timezone. */
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, BAD_VALUE)), '1'),
});
export type AuditQuery = v.InferInput<typeof auditQuerySchema>;

export const auditEntrySchema = v.object({
  id: v.string(),
  /** ISO 8601. */
  at: v.string(),
  userId: stringOrNull,
  /** Display name of who did it; null for the system (seed, migrations). */
  userName: stringOrNull,
  action: v.string(),
  entity: v.string(),
  entityId: stringOrNull,
  /** The row before and after the change, as JSON. */
  before: v.unknown(),
  after: v.unknown(),
});
export type AuditEntryDto = v.InferOutput<typeof auditEntrySchema>;

export const auditPageSchema = v.object({
  entries: v.array(auditEntrySchema),
  /** Names of the venue's rows whose ids the entries hold (the changed row, ids among its values). */
  names: v.record(v.string(), v.string()),
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
  /** Filter choices: the venue's users and the entities present in its log. */
  users: v.array(idNameSchema),
  entities: v.array(v.string()),
});
export type AuditPageDto = v.InferOutput<typeof auditPageSchema>;
