// Satélite (gerencia/satelite, 101): the venue's POS terminals with their status and ingestion
// keys, and their event history (SPEC §7 consultarHistoria). Shared by the server and the screen.
import * as v from 'valibot';
import { requiredText, stringOrNull } from './common';
import { POS_KINDS } from './pos';

/** Seen within this long: online. Within IDLE_MS: idle. Later: offline. Never: never seen. */
export const ONLINE_MS = 2 * 60 * 1000;
export const IDLE_MS = 30 * 60 * 1000;

export const TERMINAL_STATUSES = ['online', 'idle', 'offline', 'never'] as const;
export type TerminalStatus = (typeof TERMINAL_STATUSES)[number];
/** none: never had a key; revoked: its key no longer works. */
export const KEY_STATES = ['active', 'revoked', 'none'] as const;
export type KeyState = (typeof KEY_STATES)[number];

export function terminalStatus(lastSeenAt: string | null, nowMs: number): TerminalStatus {
  if (!lastSeenAt) return 'never';
  const age = nowMs - Date.parse(lastSeenAt);
  if (age < ONLINE_MS) return 'online';
  if (age < IDLE_MS) return 'idle';
  return 'offline';
}

export { POS_KINDS, type PosKind } from './pos';

const isoOrNull = stringOrNull;

export const terminalSchema = v.object({
  id: v.string(),
  name: v.string(),
  deviceId: v.string(),
  pointOfSaleId: v.string(),
  pointOfSaleName: v.string(),
  pointOfSaleKind: v.picklist(POS_KINDS),
  /** As the terminal last reported it ('' before it did). */
  appVersion: v.string(),
  /** ISO 8601 of its last sign of life; null when never seen. */
  lastSeenAt: isoOrNull,
  lastBatchAt: isoOrNull,
  pendingBatches: v.number(),
  /** The public part of the key (`nt_<prefix>_…`), to tell keys apart; null without a key. */
  keyPrefix: stringOrNull,
  keyState: v.picklist(KEY_STATES),
  keyRevokedAt: isoOrNull,
  /** As the server saw it when answering. */
  status: v.picklist(TERMINAL_STATUSES),
});
export type TerminalDto = v.InferOutput<typeof terminalSchema>;

export const pointOfSaleOptionSchema = v.object({
  id: v.string(),
  name: v.string(),
  kind: v.picklist(POS_KINDS),
  active: v.boolean(),
});
export type PointOfSaleOption = v.InferOutput<typeof pointOfSaleOptionSchema>;

/** GET /terminales: the venue's terminals (by point of sale and name) and its points of sale. */
export const terminalsAnswerSchema = v.object({
  /** The server's clock (ISO 8601): the screen ages "last seen" against it, not the device's. */
  now: v.string(),
  terminals: v.array(terminalSchema),
  pointsOfSale: v.array(pointOfSaleOptionSchema),
});
export type TerminalsAnswer = v.InferOutput<typeof terminalsAnswerSchema>;

/** POST /:id/clave: the key, shown once and never again. */
export const apiKeyAnswerSchema = v.object({
  /** The whole key, `nt_<prefix>_<secret>`: only in this answer (the server keeps its hash). */
  apiKey: v.string(),
  terminal: terminalSchema,
});
export type ApiKeyAnswer = v.InferOutput<typeof apiKeyAnswerSchema>;

const POS_REQUIRED = 'Elige un punto de venta';
const NAME_REQUIRED = 'El nombre es obligatorio';
const NAME_TOO_LONG = 'El nombre admite como máximo 80 caracteres';
const DEVICE_REQUIRED = 'El identificador del dispositivo es obligatorio';
const DEVICE_TOO_LONG = 'El identificador del dispositivo admite como máximo 120 caracteres';

export const createTerminalSchema = v.object({
  pointOfSaleId: v.pipe(v.string(POS_REQUIRED), v.uuid(POS_REQUIRED)),
  name: requiredText(NAME_REQUIRED, 80, NAME_TOO_LONG),
  deviceId: requiredText(DEVICE_REQUIRED, 120, DEVICE_TOO_LONG),
});
export type CreateTerminalBody = v.InferOutput<typeof createTerminalSchema>;

export const TERMINAL_EVENT_KINDS = ['sign_in', 'sign_out', 'sync', 'error', 'batch'] as const;
export type TerminalEventKind = (typeof TERMINAL_EVENT_KINDS)[number];

export const HISTORY_DEFAULT_LIMIT = 200;
export const HISTORY_MAX_LIMIT = 1000;

export const historyQuerySchema = v.object({
  terminalId: v.optional(v.pipe(v.string(), v.uuid())),
  kind: v.optional(v.picklist(TERMINAL_EVENT_KINDS)),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(HISTORY_MAX_LIMIT)),
  ),
});

/** GET /consultarHistoria: one event of a terminal (newest first). */
export const historyEventSchema = v.object({
  id: v.string(),
  terminalId: v.string(),
  terminalName: v.string(),
  pointOfSaleName: v.string(),
  kind: v.picklist(TERMINAL_EVENT_KINDS),
  /** ISO 8601. */
  at: v.string(),
  detail: v.string(),
  /** Who was signed in on the terminal, when anyone. */
  userName: stringOrNull,
});
export type HistoryEventDto = v.InferOutput<typeof historyEventSchema>;

/** Hidden history ids (kept on the device: SPEC §4 removes history items locally, by id). */
export function visibleHistory<T extends { id: string }>(
  events: readonly T[],
  hidden: ReadonlySet<string>,
  showHidden: boolean,
): T[] {
  return showHidden ? [...events] : events.filter((e) => !hidden.has(e.id));
}
