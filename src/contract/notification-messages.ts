// The kinds of notification the server writes (issue 19): each row stores a message id and its
// parameters, never finished text, so the bell renders it in the reader's language
// (src/features/notifications/notification-text.ts) and a push is worded in the recipient
// device's language (server/routes/account/notification-texts.ts). Both renderers are typed
// against this list, so a new kind cannot be forgotten by either. Parameters are raw values:
// money in integer cents, quantities as numbers (up to 3 decimals), dates as ISO strings
// (yyyy-MM-dd or a timestamp), counts as integers; each renderer formats them in its language.

export type NotificationParamType = 'text' | 'money' | 'quantity' | 'count' | 'date';

/** Message id → its parameters and their types. */
export const NOTIFICATION_MESSAGES = {
  cancellationRequested: { user: 'text', reason: 'text' },
  cancellationApproved: { ticket: 'text', reason: 'text', note: 'text' },
  cancellationRejected: { ticket: 'text', reason: 'text', note: 'text' },
  cancellationsPending: {},
  mobileOrder: { table: 'text', items: 'text' },
  recountPending: { location: 'text', goods: 'text' },
  countToApprove: { location: 'text' },
  transferDifferences: { number: 'text', from: 'text', to: 'text', differing: 'count', lines: 'count', user: 'text' },
  alertLowStock: { location: 'text', good: 'text', expected: 'quantity', minimum: 'quantity' },
  alertCountVariance: { location: 'text', value: 'money', threshold: 'money' },
  alertNegativeStock: { location: 'text', good: 'text', lowest: 'quantity' },
  alertCashOver: { account: 'text', diff: 'money', threshold: 'money' },
  alertCashShort: { account: 'text', diff: 'money', threshold: 'money' },
  alertCancellations: { user: 'text', requested: 'count', threshold: 'count' },
  alertSilentTerminal: { terminal: 'text', pointOfSale: 'text', minutes: 'count' },
  nightClosed: { night: 'text', date: 'date' },
  cardBlocked: { tier: 'text' },
  cardSettlement: { provider: 'text' },
  guestListLoaded: {},
  shiftsPublished: {},
  welcome: {},
  newVersion: { version: 'text' },
  einvoiceCertificateExpiring: { venue: 'text', date: 'date' },
} as const satisfies Record<string, Record<string, NotificationParamType>>;

export type NotificationMessageId = keyof typeof NOTIFICATION_MESSAGES;

type ValueOf<T extends NotificationParamType> = T extends 'text' | 'date' ? string : number;

export type NotificationParams<K extends NotificationMessageId> = {
  -readonly [P in keyof (typeof NOTIFICATION_MESSAGES)[K]]: (typeof NOTIFICATION_MESSAGES)[K][P] extends NotificationParamType
    ? ValueOf<(typeof NOTIFICATION_MESSAGES)[K][P]>
    : never;
};

/** One notification's message: which kind and its parameters. */
export type NotificationMessage = {
  [K in NotificationMessageId]: { id: K; params: NotificationParams<K> };
}[NotificationMessageId];

export const NOTIFICATION_MESSAGE_IDS = Object.keys(NOTIFICATION_MESSAGES) as NotificationMessageId[];

export function isNotificationMessageId(value: unknown): value is NotificationMessageId {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_MESSAGES, value);
}

/** The params of one kind formatted as text (by each side, in its language). */
export type FormattedParams<K extends NotificationMessageId> = { [P in keyof NotificationParams<K>]: string };

/** A message builder: `notificationMessage('welcome', {})` checks the params against the kind. */
export function notificationMessage<K extends NotificationMessageId>(id: K, params: NotificationParams<K>): NotificationMessage {
  return { id, params } as NotificationMessage;
}

/**
 * Formats every parameter of a stored message with the given formatters (client and server pass
 * their own, in the reader's language). Null when the id is unknown (a row newer than this code)
 * or a parameter is missing or of the wrong type, so the caller falls back to the stored text.
 */
export function formatNotificationParams(
  messageId: string | null | undefined,
  params: unknown,
  format: Record<NotificationParamType, (value: never) => string>,
): { id: NotificationMessageId; values: Record<string, string> } | null {
  if (!isNotificationMessageId(messageId)) return null;
  const spec: Record<string, NotificationParamType> = NOTIFICATION_MESSAGES[messageId];
  const given = (params ?? {}) as Record<string, unknown>;
  if (typeof given !== 'object') return null;
  const values: Record<string, string> = {};
  for (const [name, type] of Object.entries(spec)) {
    const value = given[name];
    const ok =
      type === 'text' || type === 'date' ? typeof value === 'string' : typeof value === 'number' && Number.isFinite(value);
    if (!ok) return null;
    values[name] = (format[type] as (v: unknown) => string)(value);
  }
  return { id: messageId, values };
}
