// "My account" (issue 16): the user's own names, notification settings, push devices and issued
// invoices. Every write and its audit row in one transaction; a user only ever touches their own rows.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  type AccountBody,
  type MyInvoiceDto,
  NOTIFICATION_KINDS,
  type NotificationSettingsBody,
  type NotificationSettingsDto,
  type PushDeviceDto,
} from '../../../src/contract/account';
import type { Db } from '../../db/client';
import { invoices, notificationSettings, pushTokens, users, venues } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { ApiError } from '../../lib/errors';
import type { AuthUser } from '../../middleware/auth';

export async function venueName(db: Db, venueId: string | null): Promise<string | null> {
  if (!venueId) return null;
  const [row] = await db.select({ name: venues.name }).from(venues).where(eq(venues.id, venueId));
  return row?.name ?? null;
}

/** Changes the user's own names and display name (position, photo and codes are not theirs to set here). */
export async function updateOwnAccount(db: Db, user: AuthUser, body: AccountBody): Promise<void> {
  const after = { firstName: body.firstName, lastName: body.lastName, displayName: body.displayName };
  const before = { firstName: user.firstName, lastName: user.lastName, displayName: user.displayName };
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await writeAudit(tx, user.id, 'account.update', 'users', user.id, before, after);
  });
}

/** Stores the key of the user's new photo; the old key, for the caller to delete after the commit. */
export async function setOwnPhoto(db: Db, user: AuthUser, photoUrl: string | null): Promise<string | null> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ photoUrl, updatedAt: new Date() }).where(eq(users.id, user.id));
    await writeAudit(
      tx,
      user.id,
      photoUrl ? 'account.photo' : 'account.photo_remove',
      'users',
      user.id,
      { photoUrl: user.photoUrl },
      { photoUrl },
    );
  });
  return user.photoUrl;
}

export async function notificationSettingsOf(db: Db, userId: string): Promise<NotificationSettingsDto> {
  const rows = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return {
    settings: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      inApp: byKind.get(kind)?.inApp ?? true,
      push: byKind.get(kind)?.push ?? true,
    })),
  };
}

/** Saves the kinds sent (the others keep their value) with one audit row of what changed. */
export async function setNotificationSettings(
  db: Db,
  userId: string,
  body: NotificationSettingsBody,
): Promise<NotificationSettingsDto> {
  const before = await notificationSettingsOf(db, userId);
  await db.transaction(async (tx) => {
    for (const s of body.settings) {
      await tx
        .insert(notificationSettings)
        .values({ userId, kind: s.kind, inApp: s.inApp, push: s.push })
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.kind],
          set: { inApp: s.inApp, push: s.push, updatedAt: sql`now()` },
        });
    }
    await writeAudit(tx, userId, 'notification_settings.update', 'notification_settings', userId, before.settings, body.settings);
  });
  return notificationSettingsOf(db, userId);
}

export async function pushDevicesOf(db: Db, userId: string): Promise<PushDeviceDto[]> {
  const rows = await db
    .select({ id: pushTokens.id, device: pushTokens.deviceLabel, updatedAt: pushTokens.updatedAt })
    .from(pushTokens)
    .where(eq(pushTokens.userId, userId))
    .orderBy(desc(pushTokens.updatedAt));
  return rows.map((r) => ({ id: r.id, device: r.device, updatedAt: r.updatedAt.toISOString() }));
}

/** Removes one of the user's push devices; 404 for another's or an unknown one. */
export async function removePushDevice(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(pushTokens)
      .where(and(eq(pushTokens.id, id), eq(pushTokens.userId, userId)))
      .returning({ id: pushTokens.id, device: pushTokens.deviceLabel });
    if (!gone) throw new ApiError(404, 'Dispositivo no encontrado');
    await writeAudit(tx, userId, 'push_device.delete', 'push_tokens', id, { device: gone.device }, null);
  });
}

/** The invoices the user issued, newest first (none until e-invoicing records its issuer). */
export async function invoicesIssuedBy(db: Db, venueId: string, userId: string): Promise<MyInvoiceDto[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.venueId, venueId), eq(invoices.issuedBy, userId), sql`${invoices.deletedAt} is null`))
    .orderBy(desc(invoices.date), asc(invoices.number))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    number: r.number === null ? null : `${String(r.afipPosNumber).padStart(4, '0')}-${String(r.number).padStart(8, '0')}`,
    date: r.date,
    customerName: r.customerName,
    total: r.total,
    currency: r.currency,
    status: r.status,
  }));
}
