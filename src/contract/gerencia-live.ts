// Tonight live on the home screen (issue 18, 302): GET /api/gerencia/en-vivo answers how the night
// in course is going, read from the same ledgers and queries as the balance sheet (gerencia.ts):
// sales so far against the same weekday's nights up to the same elapsed time, entries, VIP
// consumption, bars whose live stock is under its par minimum, pending cancellations and terminals
// gone silent. Also the kinds of the alerts raised while a night runs (one per cause until it
// changes), who hears each one and where it leads.
import * as v from 'valibot';
import type { NotificationKind } from './account';
import { idNameSchema, nightSummarySchema } from './common';
import type { PrivilegeCode } from './privileges';

/** Same-weekday nights averaged for "the same time on comparable nights". */
export const LIVE_COMPARABLE_NIGHTS = 8;
/** How often the home screen asks again while online. */
export const LIVE_REFRESH_MS = 20_000;

export const liveNightSchema = nightSummarySchema;
export type LiveNightDto = v.InferOutput<typeof liveNightSchema>;

export const liveLowGoodSchema = v.object({
  goodId: v.string(),
  name: v.string(),
  unit: v.string(),
  /** What should be on the shelf now (live stock), 3 decimals. */
  expected: v.number(),
  /** The bar's par minimum for the good. */
  minimum: v.number(),
});
export type LiveLowGoodDto = v.InferOutput<typeof liveLowGoodSchema>;

export const liveLowBarSchema = v.object({ locationId: v.string(), name: v.string(), goods: v.array(liveLowGoodSchema) });
export type LiveLowBarDto = v.InferOutput<typeof liveLowBarSchema>;

export const liveSilentTerminalSchema = v.object({
  ...idNameSchema.entries,
  pointOfSaleName: v.string(),
  /** ISO 8601 of its last sign of life. */
  lastSeenAt: v.string(),
});
export type LiveSilentTerminalDto = v.InferOutput<typeof liveSilentTerminalSchema>;

/** GET /api/gerencia/en-vivo. Amounts in cents. */
export const liveTonightSchema = v.object({
  /** ISO 8601: when the server computed the figures ("Datos al …"). */
  generatedAt: v.string(),
  /** The night in course (open, else the next planned one); null when there is none. */
  night: v.nullable(liveNightSchema),
  /** Minutes since the night's opening time (0 before it, capped at its closing time). */
  elapsedMinutes: v.number(),
  sales: v.object({
    /** Completed sales of the night so far (cents). */
    total: v.number(),
    tickets: v.number(),
    /** Average of the same weekday's earlier nights up to the same elapsed time; null without any. */
    comparable: v.nullable(v.object({ total: v.number(), tickets: v.number(), nights: v.number() })),
  }),
  entries: v.object({ sold: v.number(), freeArrived: v.number() }),
  vip: v.object({ consumption: v.number(), topups: v.number() }),
  lowBars: v.array(liveLowBarSchema),
  pendingCancellations: v.number(),
  /** Minutes without a sign of life past which a terminal counts as silent (venue setting). */
  silentMinutes: v.number(),
  silentTerminals: v.array(liveSilentTerminalSchema),
});
export type LiveTonightDto = v.InferOutput<typeof liveTonightSchema>;

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
