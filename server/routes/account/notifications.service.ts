// In-app notifications (SPEC §3): the row ↔ wire mapping and the helpers other areas call when an
// event should reach a user's bell and phone (a cancellation to authorise, a transfer to receive,
// …). Each event names its kind, and the user's notification settings (user/account) decide here,
// and only here, whether it is stored for the bell, pushed, both or neither.
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { NotificationKind } from '../../../src/contract/account';
import type { NotificationMessage } from '../../../src/contract/notification-messages';
import type { NotificationDto } from '../../../src/contract/notifications';
import { uuidv7 } from '../../../src/contract/uuid';
import type { Db, Tx } from '../../db/client';
import { notificationSettings, notifications, userPrivileges, users, userVenues } from '../../db/schema';
import { renderNotification, storedNotification } from '../../domain/notification-texts';
import { ApiError } from '../../lib/errors';
import { defineJob, type Jobs } from '../../lib/jobs';
import type { PushSender } from '../../lib/push';

type Row = typeof notifications.$inferSelect;

export function toNotificationDto(row: Row): NotificationDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    messageId: row.messageId,
    params: row.params,
    img: row.img,
    click: row.click,
    isRead: row.isRead ? '1' : '0',
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewNotification {
  userId: string;
  /** Which setting of the user decides whether it reaches the bell and the phone. */
  kind: NotificationKind;
  /** What it says, as a kind and its parameters: each reader gets it in their own language. */
  message: NotificationMessage;
  /** An in-app path (e.g. '/logged/general/anulaciones') or an http(s) link. */
  click?: string | null;
  img?: string | null;
  type?: number;
}

/** A notification decided for one user: stored (when they get it in-app) and maybe to push. */
export interface PendingPush {
  userId: string;
  notification: NotificationDto;
  /** Whether the user gets this kind by push (enqueuePushes sends nothing otherwise). */
  push: boolean;
}

type Delivery = { inApp: boolean; push: boolean };
const EVERYWHERE: Delivery = { inApp: true, push: true };

/**
 * THE one place where the users' notification settings are honoured: how each user gets `kind`
 * (no row = in-app and push). Every notification goes through createNotification or
 * notifyVenueHolders, and both ask here.
 */
export async function deliveryOf(
  db: Db | Tx,
  userIds: readonly string[],
  kind: NotificationKind,
): Promise<Map<string, Delivery>> {
  const out = new Map<string, Delivery>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: notificationSettings.userId, inApp: notificationSettings.inApp, push: notificationSettings.push })
    .from(notificationSettings)
    .where(and(inArray(notificationSettings.userId, [...userIds]), eq(notificationSettings.kind, kind)));
  for (const r of rows) out.set(r.userId, { inApp: r.inApp, push: r.push });
  return out;
}

/** Stores (if wanted in-app) one user's notification; null when the user wants this kind nowhere. */
async function deliver(db: Db | Tx, input: NewNotification, how: Delivery): Promise<PendingPush | null> {
  if (!how.inApp && !how.push) return null;
  const values = {
    userId: input.userId,
    // The message, and its Spanish wording for clients that predate it.
    ...storedNotification(input.message),
    click: input.click ?? null,
    img: input.img ?? null,
    type: input.type ?? 1,
  };
  let notification: NotificationDto;
  if (how.inApp) {
    const [row] = await db.insert(notifications).values(values).returning();
    if (!row) throw new Error('insert returned nothing');
    notification = toNotificationDto(row);
  } else {
    // Push only: nothing lands in the bell, the phone still hears it.
    notification = { ...values, id: uuidv7(), isRead: '0', createdAt: new Date().toISOString() };
  }
  return { userId: input.userId, notification, push: how.push };
}

/**
 * Adds a notification to a user's list as their settings say; null when they get this kind
 * nowhere. With `jobs`, the push to the user's devices is enqueued in the same transaction (it
 * leaves only if `db`'s transaction commits); without, the caller passes the result to enqueuePushes.
 */
export async function createNotification(
  db: Db | Tx,
  input: NewNotification,
  push?: { jobs: Jobs; venueId: string | null },
): Promise<PendingPush | null> {
  const how = (await deliveryOf(db, [input.userId], input.kind)).get(input.userId) ?? EVERYWHERE;
  const pending = await deliver(db, input, how);
  if (pending && push) await enqueuePushes(push.jobs, db, push.venueId, [pending]);
  return pending;
}

/**
 * Stores the same notification for every active user of the venue who holds privilege `code` (or
 * any of a list of codes, each user once) but `except` (e.g. the user who caused it), as each
 * one's settings say, and returns them for enqueuePushes (in the same transaction).
 */
export async function notifyVenueHolders(
  db: Db | Tx,
  holders: { venueId: string; code: string | readonly string[]; except?: string },
  notification: Omit<NewNotification, 'userId'>,
): Promise<PendingPush[]> {
  const codes = typeof holders.code === 'string' ? [holders.code] : [...holders.code];
  if (codes.length === 0) return [];
  const recipients = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userPrivileges, eq(userPrivileges.userId, users.id))
    .innerJoin(userVenues, eq(userVenues.userId, users.id))
    .where(
      and(
        inArray(userPrivileges.code, codes),
        eq(userVenues.venueId, holders.venueId),
        eq(users.active, true),
        isNull(users.deletedAt),
        holders.except ? ne(users.id, holders.except) : undefined,
      ),
    );
  const settings = await deliveryOf(
    db,
    recipients.map((r) => r.id),
    notification.kind,
  );
  const out: PendingPush[] = [];
  for (const r of recipients) {
    const pending = await deliver(db, { ...notification, userId: r.id }, settings.get(r.id) ?? EVERYWHERE);
    if (pending) out.push(pending);
  }
  return out;
}

export interface PushJobData {
  /** The venue the notification is about (the Trabajos screen files the job under it). */
  venueId: string | null;
  userId: string;
  notification: NotificationDto;
}

/** A decided notification on its way to the user's phones (server job, retried while FCM fails). */
export const pushJob = defineJob<PushJobData>('notification.push', {
  retryLimit: 6,
  retryDelay: 15,
  retryBackoff: true,
  retryDelayMax: 30 * 60,
  handler: async ({ userId, notification }, { push }) => {
    await sendNotificationPush(push, userId, notification);
  },
});

/**
 * Enqueues the push of each decided notification that its user gets by push, in `tx`: the
 * transaction that stored them, so a rolled-back change never reaches a phone and a committed one
 * always does (server/lib/jobs.ts).
 */
export async function enqueuePushes(
  jobs: Jobs,
  tx: Db | Tx,
  venueId: string | null,
  pending: readonly PendingPush[],
): Promise<void> {
  for (const p of pending)
    if (p.push) await jobs.enqueue(tx, pushJob, { venueId, userId: p.userId, notification: p.notification });
}

/** Sends a notification to the user's devices, worded per device in the language its app saved the token with. */
export function sendNotificationPush(push: PushSender, userId: string, dto: NotificationDto): Promise<number> {
  return push.sendToUser(userId, (lang) => {
    const text = renderNotification(dto.messageId, dto.params, lang);
    return { title: text?.title ?? dto.title, body: text?.body ?? dto.description, icon: dto.img, click: dto.click };
  });
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
