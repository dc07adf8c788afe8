// The night alerts (issues 18 and 31) as causes and messages. An alert is one cause: its kind and
// its subject ("<bar>:<good>", a terminal, a cashier, a count, a register session) — the key that
// says "the same cause" — and what it says, built here from its figures. The live check
// (server/routes/gerencia/alerts.service.ts) and the demo seed (server/db/seed/content.ts) build
// every alert through these functions and the two threshold rules below, so a seeded notification
// reads like a live one and cites the venue's real settings and the seeded events' real figures.
import type { NightAlertKind } from '../../src/contract/gerencia-live';
import { type NotificationMessage, notificationMessage } from '../../src/contract/notification-messages';
import { spanishText } from './notification-texts';

export interface NightAlert {
  kind: NightAlertKind;
  subject: string;
  /** What the notification says, worded in each reader's language. */
  message: NotificationMessage;
  /** Its Spanish wording, kept in night_alerts. */
  title: string;
  description: string;
}

export function nightAlert(kind: NightAlertKind, subject: string, message: NotificationMessage): NightAlert {
  const { title, body } = spanishText(message);
  return { kind, subject, message, title, description: body };
}

/** A bar's good is low when what should be on its shelf is under the bar's par minimum (if it has one). */
export function isBelowMinimum(expected: number, minimum: number | null): minimum is number {
  return minimum !== null && minimum > 0 && expected < minimum;
}

/** A register's count is worth an alert when counted − expected passes the threshold either way. */
export function isPastOverShortThreshold(diff: number, threshold: number): boolean {
  return Math.abs(diff) > threshold;
}

export function lowStockAlert(a: {
  locationId: string;
  location: string;
  goodId: string;
  good: string;
  expected: number;
  minimum: number;
}) {
  return nightAlert(
    'lowStock',
    `${a.locationId}:${a.goodId}`,
    notificationMessage('alertLowStock', { location: a.location, good: a.good, expected: a.expected, minimum: a.minimum }),
  );
}

export function countVarianceAlert(a: { subject: string; location: string; value: number; threshold: number }) {
  return nightAlert(
    'countVariance',
    a.subject,
    notificationMessage('alertCountVariance', { location: a.location, value: a.value, threshold: a.threshold }),
  );
}

export function overShortAlert(a: { sessionId: string; account: string; diff: number; threshold: number }) {
  return nightAlert(
    'overShort',
    a.sessionId,
    notificationMessage(a.diff > 0 ? 'alertCashOver' : 'alertCashShort', {
      account: a.account,
      diff: a.diff,
      threshold: a.threshold,
    }),
  );
}

export function cancellationsAlert(a: { userId: string; user: string; requested: number; threshold: number }) {
  return nightAlert(
    'cancellations',
    a.userId,
    notificationMessage('alertCancellations', { user: a.user, requested: a.requested, threshold: a.threshold }),
  );
}

export function silentTerminalAlert(a: { terminalId: string; terminal: string; pointOfSale: string; minutes: number }) {
  return nightAlert(
    'silentTerminal',
    a.terminalId,
    notificationMessage('alertSilentTerminal', { terminal: a.terminal, pointOfSale: a.pointOfSale, minutes: a.minutes }),
  );
}

/** A bar's good that went below zero during the night (server/domain/negative-stock.ts): sold without stock loaded. */
export function negativeStockAlert(a: { locationId: string; goodId: string; location: string; good: string; lowest: number }) {
  return nightAlert(
    'negativeStock',
    `${a.locationId}:${a.goodId}`,
    notificationMessage('alertNegativeStock', { location: a.location, good: a.good, lowest: a.lowest }),
  );
}
