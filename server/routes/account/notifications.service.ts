// In-app notifications (SPEC §3): the row ↔ wire mapping and the helper other areas call when an
// event should reach a user's bell (a cancellation to authorise, a transfer to receive, …).
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { NotificationDto } from '../../../src/contract/notifications';
import type { Db, Tx } from '../../db/client';
import { notifications, userPrivileges, users, userVenues } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { PushSender } from '../../lib/push';

type Row = typeof notifications.$inferSelect;

export function toNotificationDto(row: Row): NotificationDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    img: row.img,
    click: row.click,
    isRead: row.isRead ? '1' : '0',
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewNotification {
  userId: string;
  title: string;
  description?: string;
  /** An in-app path (e.g. '/logged/general/anulaciones') or an http(s) link. */
  click?: string | null;
  img?: string | null;
  type?: number;
}

/**
 * Adds a notification to a user's list; returns it as the app receives it. With `push`, the user's
 * devices are also notified — in the background, so a push failure never fails the caller. Inside
 * a transaction, prefer calling `pushNotification` after the commit (a rollback cannot unsend).
 */
export async function createNotification(db: Db | Tx, input: NewNotification, push?: PushSender): Promise<NotificationDto> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      title: input.title,
      description: input.description ?? '',
      click: input.click ?? null,
      img: input.img ?? null,
      type: input.type ?? 1,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  const dto = toNotificationDto(row);
  if (push) pushNotification(push, input.userId, dto);
  return dto;
}

/** A notification stored in a transaction, to push once it committed. */
export interface PendingPush {
  userId: string;
  notification: NotificationDto;
}

/**
 * Stores the same notification for every active user of the venue who holds privilege `code`
 * (but `except`, e.g. the user who caused it) and returns them to push after the commit.
 */
export async function notifyVenueHolders(
  db: Db | Tx,
  holders: { venueId: string; code: string; except?: string },
  notification: Omit<NewNotification, 'userId'>,
): Promise<PendingPush[]> {
  const recipients = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userPrivileges, eq(userPrivileges.userId, users.id))
    .innerJoin(userVenues, eq(userVenues.userId, users.id))
    .where(
      and(
        eq(userPrivileges.code, holders.code),
        eq(userVenues.venueId, holders.venueId),
        eq(users.active, true),
        isNull(users.deletedAt),
        holders.except ? ne(users.id, holders.except) : undefined,
      ),
    );
  const out: PendingPush[] = [];
  for (const r of recipients) {
    out.push({ userId: r.id, notification: await createNotification(db, { ...notification, userId: r.id }) });
  }
  return out;
}

/** Sends a stored notification to the user's devices, fire-and-forget (the sender logs its own failures). */
export function pushNotification(push: PushSender, userId: string, dto: NotificationDto): void {
  void push.sendToUser(userId, { title: dto.title, body: dto.description, icon: dto.img, click: dto.click });
}

/** The newest notifications of a user (at most `limit`), newest first. */
export async function listNotifications(db: Db, userId: string, opts: { type?: number; limit?: number } = {}) {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.deletedAt),
        opts.type === undefined ? undefined : eq(notifications.type, opts.type),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit ?? 100);
  return rows.map(toNotificationDto);
}

/** Marks one of the user's notifications read; 404 for a foreign or unknown id. */
export async function markNotificationRead(db: Db, userId: string, id: string): Promise<string> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.deletedAt)))
    .returning({ id: notifications.id });
  if (!row) throw new ApiError(404, 'Notificación no encontrada');
  return row.id;
}

/** Marks every unread notification of the user read; how many changed. */
export async function markAllNotificationsRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), isNull(notifications.deletedAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
