// In-app notifications of SPEC §3/§7 as they travel: `isRead` arrives as the string "0" or "1"
// (the customer's existing backend sends it so) and the app turns it into a boolean.
import * as v from 'valibot';

export const notificationSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  /**
   * The kind (src/contract/notification-messages.ts) and its raw parameters, which the app words
   * in the reader's language; null on older rows, which only have the Spanish title/description.
   */
  messageId: v.nullable(v.string()),
  params: v.nullable(v.record(v.string(), v.union([v.string(), v.number()]))),
  img: v.nullable(v.string()),
  /** An in-app path or an external http(s) link; null when the notification leads nowhere. */
  click: v.nullable(v.string()),
  isRead: v.picklist(['0', '1']),
  /** ISO 8601 timestamp. */
  createdAt: v.string(),
});
export type NotificationDto = v.InferOutput<typeof notificationSchema>;

export const notificationsQuerySchema = v.object({
  type: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'El valor no es válido'))),
});

export const notificationReadSchema = v.object({
  id: v.pipe(v.string(), v.uuid('El valor no es válido')),
});
