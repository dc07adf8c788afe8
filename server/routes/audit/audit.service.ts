// The audit log viewer (issue 16, 300): one page of audit_log rows, newest first, filtered by user,
// entity and calendar days in the venue's timezone. audit_log carries no venue, so a venue's log is
// what its users wrote (user_venues): a manager never reads another venue's staff's changes.
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditPageDto } from '../../../src/contract/audit';
import type { Db } from '../../db/client';
import { auditLog, users, userVenues } from '../../db/schema';

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
  const venueUsers = db.select({ id: userVenues.userId }).from(userVenues).where(eq(userVenues.venueId, venue.id));
  const where: SQL[] = [inArray(auditLog.userId, venueUsers)];
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
    .where(inArray(auditLog.userId, venueUsers))
    .orderBy(asc(auditLog.entity));

  return {
    entries: rows.map(({ entry, userName }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      userId: entry.userId,
      userName,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
    page,
    pageSize: AUDIT_PAGE_SIZE,
    total: totalRow?.n ?? 0,
    users: people,
    entities: entities.map((e) => e.entity),
  };
}
