// The audit log viewer (issue 16, 300): one page of audit_log rows, newest first, filtered by user,
// entity and calendar days in the venue's timezone. Each row carries the venue its write worked on
// (server/domain/audit.ts): a manager never reads another venue's changes, not even those of a
// colleague who works at both venues.
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditPageDto } from '../../../src/contract/audit';
import type { Db } from '../../db/client';
import { auditLog, users, userVenues } from '../../db/schema';
import { auditNames } from './audit-names';

export interface AuditFilter {
  user?: string;
  entity?: string;
  from?: string;
  to?: string;
  page: number;
}

/** Midnight starting `day` (yyyy-MM-dd) in the venue's timezone, as an instant. */
const startOfDay = (day: string, tz: string) => sql`((${day}::date)::timestamp at time zone ${tz})`;
const startOfNextDay = (day: string, tz: string) => sql`(((${day}::date) + 1)::timestamp at time zone ${tz})`;

export async function auditPage(db: Db, venue: { id: string; timezone: string }, filter: AuditFilter): Promise<AuditPageDto> {
  const where: SQL[] = [eq(auditLog.venueId, venue.id)];
  if (filter.user) where.push(eq(auditLog.userId, filter.user));
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.from) where.push(gte(auditLog.at, startOfDay(filter.from, venue.timezone)));
  if (filter.to) where.push(lt(auditLog.at, startOfNextDay(filter.to, venue.timezone)));
  const condition = and(...where);

  const page = Math.max(1, filter.page);
  const [totalRow] = await db.select({ n: count() }).from(auditLog).where(condition);
  const rows = await db
    .select({ entry: auditLog, userName: users.displayName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(condition)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);

  const people = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .innerJoin(userVenues, eq(userVenues.userId, users.id))
    .where(eq(userVenues.venueId, venue.id))
    .orderBy(asc(users.displayName));
  const entities = await db
    .selectDistinct({ entity: auditLog.entity })
    .from(auditLog)
    .where(eq(auditLog.venueId, venue.id))
    .orderBy(asc(auditLog.entity));

  const entries = rows.map(({ entry, userName }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    userId: entry.userId,
    userName,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  }));
  return {
    entries,
    names: await auditNames(db, venue.id, entries),
    page,
    pageSize: AUDIT_PAGE_SIZE,
    total: totalRow?.n ?? 0,
    users: people,
    entities: entities.map((e) => e.entity),
  };
}
