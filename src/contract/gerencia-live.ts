// Tonight live on the home screen (issue 18, 302): GET /api/gerencia/en-vivo answers how the night
// in course is going, read from the same ledgers and queries as the balance sheet (gerencia.ts):
// sales so far against the same weekday's nights up to the same elapsed time, entries, VIP
// consumption, bars whose live stock is under its par minimum, pending cancellations and terminals
// gone silent. Also the kinds of the alerts raised while a night runs (one per cause until it
// changes), who hears each one and where it leads.
import type { NotificationKind } from './account';
import type { PrivilegeCode } from './privileges';

/** Same-weekday nights averaged for "the same time on comparable nights". */
export const LIVE_COMPARABLE_NIGHTS = 8;
/** How often the home screen asks again while online. */
export const LIVE_REFRESH_MS = 20_000;

export interface LiveNightDto {
  id: string;
  businessDate: string;
  eventName: string;
  status: 'planned' | 'open' | 'closed';
  opensAt: string;
  closesAt: string;
}

export interface LiveLowGoodDto {
  goodId: string;
  name: string;
  unit: string;
  /** What should be on the shelf now (live stock), 3 decimals. */
  expected: number;
  /** The bar's par minimum for the good. */
  minimum: number;
}

export interface LiveLowBarDto {
  locationId: string;
  name: string;
  goods: LiveLowGoodDto[];
}

export interface LiveSilentTerminalDto {
  id: string;
  name: string;
  pointOfSaleName: string;
  /** ISO 8601 of its last sign of life. */
  lastSeenAt: string;
}

export interface LiveTonightDto {
  /** ISO 8601: when the server computed the figures ("Datos al …"). */
  generatedAt: string;
  /** The night in course (open, else the next planned one); null when there is none. */
  night: LiveNightDto | null;
  /** Minutes since the night's opening time (0 before it, capped at its closing time). */
  elapsedMinutes: number;
  sales: {
    /** Completed sales of the night so far (cents). */
    total: number;
    tickets: number;
    /** Average of the same weekday's earlier nights up to the same elapsed time; null without any. */
    comparable: { total: number; tickets: number; nights: number } | null;
  };
  entries: { sold: number; freeArrived: number };
  vip: { consumption: number; topups: number };
  lowBars: LiveLowBarDto[];
  pendingCancellations: number;
  /** Minutes without a sign of life past which a terminal counts as silent (venue setting). */
  silentMinutes: number;
  silentTerminals: LiveSilentTerminalDto[];
}

// ── alerts ──────────────────────────────────────────────────────────────────────────────

export const NIGHT_ALERT_KINDS = [
  'lowStock',
  'countVariance',
  'cancellations',
  'silentTerminal',
  'overShort',
  // A bar's good went below zero during the night (server/domain/negative-stock.ts). Its area is
  // stock: it is for the holders of the stock codes (418, 420, 409), not the balance sheet's.
  'negativeStock',
] as const;
export type NightAlertKind = (typeof NIGHT_ALERT_KINDS)[number];

/** The notification setting (user/account) that decides how each alert reaches a user. */
export const ALERT_NOTIFICATION_KIND: Record<NightAlertKind, NotificationKind> = {
  lowStock: 'lowStock',
  countVariance: 'nightAlerts',
  cancellations: 'nightAlerts',
  silentTerminal: 'nightAlerts',
  overShort: 'nightAlerts',
  negativeStock: 'lowStock',
};

/**
 * Who hears each alert: the active users of the venue holding at least one of these codes (SPEC §6,
 * PRIVILEGE_AREAS), i.e. those who act on it and can open the screen it leads to (ALERT_CLICK).
 * No code hears everything: 302 (the balance sheet, which a supervisor holds) is no alert's code,
 * and the general manager gets every alert because the manager preset holds every area's codes.
 * A new kind is one entry here (the type refuses a kind without one).
 */
export const ALERT_CODES: Record<NightAlertKind, readonly PrivilegeCode[]> = {
  // Stock: live stock (409), where the alert leads.
  lowStock: ['409'],
  // Stock: the count differences screen (418 or 420).
  countVariance: ['418', '420'],
  // Whoever decides cancellations (107); never the requester himself.
  cancellations: ['107'],
  // The terminals monitor (101).
  silentTerminal: ['101'],
  // Cash: the registers board (207), where counts are confirmed.
  overShort: ['207'],
  // Stock: a bar sold below zero — live stock (409), where it leads, and the stock movements codes.
  negativeStock: ['409', '418', '420'],
};

/** Where each alert leads in the app (a screen its recipients' codes open, see ALERT_CODES). */
export const ALERT_CLICK: Record<NightAlertKind, string> = {
  lowStock: '/logged/inventarios/stockEnVivo',
  countVariance: '/logged/inventarios/ajustes/diferencias',
  cancellations: '/logged/general/anulaciones',
  silentTerminal: '/logged/gerencia/satelite',
  overShort: '/logged/cashFlow/saldos/tablero',
  negativeStock: '/logged/inventarios/stockEnVivo',
};
