// "My account" (issue 16) as it travels between the app and the server, under /api/user (SPEC §7):
// the profile with this user's sessions, the account form (names, display name), notification
// settings, push devices, the venue's address book and the invoices the user issued. Every call
// is open to any signed-in user except the address-book writes (300 or 201). Online only.
import * as v from 'valibot';
import { sessionUserSchema } from './auth';
import { stringOrNull } from './common';

const BAD_VALUE = 'El valor no es válido';
const TEXT_TOO_LONG = 'El texto es demasiado largo';

const trimmed = (max: number, required?: string) =>
  required
    ? v.pipe(v.string(BAD_VALUE), v.trim(), v.nonEmpty(required), v.maxLength(max, TEXT_TOO_LONG))
    : v.pipe(v.string(BAD_VALUE), v.trim(), v.maxLength(max, TEXT_TOO_LONG));

// ───────────────────────────── Profile and sessions ─────────────────────────────

/** One signed-in device: a sign-in whose token still works (same token version, not expired). */
export const sessionSchema = v.object({
  id: v.string(),
  /** "Chrome · Android", read from the user agent at sign-in. */
  device: v.string(),
  ip: stringOrNull,
  /** ISO 8601. */
  createdAt: v.string(),
  lastSeenAt: v.string(),
  expiresAt: v.string(),
  /** The session of the token that asked. */
  current: v.boolean(),
});
export type SessionDto = v.InferOutput<typeof sessionSchema>;

/** GET /api/user/profile */
export const profileSchema = v.object({
  user: sessionUserSchema,
  /** The name of the venue the user works at, or null. */
  venueName: stringOrNull,
  sessions: v.array(sessionSchema),
});
export type ProfileDto = v.InferOutput<typeof profileSchema>;

/** POST /api/user/profile/sign-out-everywhere: every other token stops working; this device gets a new one. */
export const signOutEverywhereResponseSchema = v.object({
  accessToken: v.string(),
  /** How many other sessions ended. */
  ended: v.number(),
});
export type SignOutEverywhereResponse = v.InferOutput<typeof signOutEverywhereResponseSchema>;

// ───────────────────────────── Account form ─────────────────────────────

export const accountBodySchema = v.strictObject({
  firstName: trimmed(100, 'El nombre es obligatorio'),
  lastName: trimmed(100, 'El apellido es obligatorio'),
  displayName: trimmed(100, 'El nombre visible es obligatorio'),
});
export type AccountBody = v.InferInput<typeof accountBodySchema>;

/** Profile photos: JPEG, PNG or WebP up to 2 MB, checked by size and first bytes on the server. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPE_NOT_ALLOWED = 'La foto debe ser JPG, PNG o WebP';
const PHOTO_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
/** The `accept` of the photo input. */
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
export const PHOTO_MAGIC_LENGTH = 12;

/** The content type a photo's file name promises, or null when it is not an allowed image. */
export function photoTypeOf(fileName: string): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return PHOTO_TYPES[ext] ?? null;
}

/** Whether the first bytes are those of the type the name promises (JPEG, PNG, WebP signatures). */
export function photoMagicMatches(fileName: string, head: Uint8Array): boolean {
  const type = photoTypeOf(fileName);
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  if (type === 'image/jpeg') return starts([0xff, 0xd8, 0xff]);
  if (type === 'image/png') return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (type === 'image/webp') return starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8);
  return false;
}

// ───────────────────────────── Notification settings ─────────────────────────────

/** The events a user can be notified of; each is filtered in ONE place (notifications.service.ts). */
export const NOTIFICATION_KINDS = ['cancellations', 'recounts', 'transfers', 'mobileOrders', 'lowStock', 'nightAlerts'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSettingSchema = v.object({
  kind: v.picklist(NOTIFICATION_KINDS),
  inApp: v.boolean(),
  push: v.boolean(),
});
export type NotificationSettingDto = v.InferOutput<typeof notificationSettingSchema>;

/** GET/PUT /api/user/account/notifications-settings: every kind, in NOTIFICATION_KINDS order. */
export const notificationSettingsAnswerSchema = v.object({ settings: v.array(notificationSettingSchema) });
export type NotificationSettingsDto = v.InferOutput<typeof notificationSettingsAnswerSchema>;

export const notificationSettingsSchema = v.strictObject({
  settings: v.pipe(
    v.array(
      v.strictObject({
        kind: v.picklist(NOTIFICATION_KINDS, BAD_VALUE),
        inApp: v.boolean(BAD_VALUE),
        push: v.boolean(BAD_VALUE),
      }),
      BAD_VALUE,
    ),
    v.maxLength(NOTIFICATION_KINDS.length, BAD_VALUE),
    v.check((list) => new Set(list.map((s) => s.kind)).size === list.length, 'Cada tipo de aviso puede aparecer una sola vez'),
  ),
});
export type NotificationSettingsBody = v.InferInput<typeof notificationSettingsSchema>;

// ───────────────────────────── Push devices ─────────────────────────────

/** GET /api/user/account/push-devices: the browsers where this user enabled push. */
export const pushDeviceSchema = v.object({
  id: v.string(),
  device: v.string(),
  /** ISO 8601 of the last time the device saved its token. */
  updatedAt: v.string(),
});
export type PushDeviceDto = v.InferOutput<typeof pushDeviceSchema>;
export const pushDevicesSchema = v.object({ devices: v.array(pushDeviceSchema) });

// ───────────────────────────── Address book ─────────────────────────────

export const CONTACT_KINDS = ['supplier', 'promoter', 'artist', 'other'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const contactSchema = v.object({
  id: v.string(),
  kind: v.picklist(CONTACT_KINDS),
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  notes: v.string(),
  updatedAt: v.string(),
});
export type ContactDto = v.InferOutput<typeof contactSchema>;

/** GET /api/user/account/address-book */
export const addressBookSchema = v.object({
  contacts: v.array(contactSchema),
  /** Whether the caller may add, edit and delete contacts (300 or 201). */
  canEdit: v.boolean(),
});
export type AddressBookDto = v.InferOutput<typeof addressBookSchema>;

export const CONTACT_EDIT_CODES = ['300', '201'] as const;

export const contactBodySchema = v.pipe(
  v.strictObject({
    kind: v.picklist(CONTACT_KINDS, BAD_VALUE),
    name: trimmed(120, 'El nombre es obligatorio'),
    phone: v.pipe(trimmed(40), v.regex(/^[+\d\s().-]*$/, 'El teléfono no es válido')),
    email: v.union(
      [v.literal(''), v.pipe(v.string(), v.trim(), v.email('El correo no es válido'), v.maxLength(254))],
      'El correo no es válido',
    ),
    notes: v.optional(trimmed(1000), ''),
  }),
);
export type ContactBody = v.InferInput<typeof contactBodySchema>;
export type ContactInput = v.InferOutput<typeof contactBodySchema>;

// ───────────────────────────── Invoices ─────────────────────────────

/** One invoice or credit note the user issued (GET /api/user/account/invoices), at /api/facturacion. */
export const myInvoiceSchema = v.object({
  id: v.string(),
  type: v.string(),
  /** Point of sale and number, "0003-00001234"; null while a draft. */
  number: stringOrNull,
  date: v.string(),
  customerName: v.string(),
  /** Cents. */
  total: v.number(),
  currency: v.string(),
  status: v.picklist(['draft', 'pending', 'authorized', 'rejected', 'uncertain']),
});
export type MyInvoiceDto = v.InferOutput<typeof myInvoiceSchema>;

export const myInvoicesSchema = v.object({ invoices: v.array(myInvoiceSchema) });
export type MyInvoicesDto = v.InferOutput<typeof myInvoicesSchema>;
