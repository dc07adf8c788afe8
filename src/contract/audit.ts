// The audit log viewer (issue 16, 300): GET /api/audit?user=&entity=&from=&to=&page= answers one
// page of audit rows, newest first, with who, what, when and the before/after snapshots. The
// venue's log is the rows written by the venue's users (audit_log carries no venue of its own).
import * as v from 'valibot';
import { calendarDate } from './calendar-date';

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

export interface AuditEntryDto {
  id: string;
  /** ISO 8601. */
  at: string;
  userId: string | null;
  /** Display name of who did it; null for the system (seed, migrations). */
  userName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditPageDto {
  entries: AuditEntryDto[];
  page: number;
  pageSize: number;
  total: number;
  /** Filter choices: the venue's users and the entities present in its log. */
  users: { id: string; name: string }[];
  entities: string[];
}
