// Satélite (gerencia/satelite, 101): the venue's POS terminals with their status and ingestion
// keys, and their event history (SPEC §7 consultarHistoria). Shared by the server and the screen.
import * as v from 'valibot';

/** Seen within this long: online. Within IDLE_MS: idle. Later: offline. Never: never seen. */
export const ONLINE_MS = 2 * 60 * 1000;
export const IDLE_MS = 30 * 60 * 1000;

export type TerminalStatus = 'online' | 'idle' | 'offline' | 'never';
export type KeyState = 'active' | 'revoked' | 'none';

export function terminalStatus(lastSeenAt: string | null, nowMs: number): TerminalStatus {
  if (!lastSeenAt) return 'never';
  const age = nowMs - Date.parse(lastSeenAt);
  if (age < ONLINE_MS) return 'online';
  if (age < IDLE_MS) return 'idle';
  return 'offline';
}

export const POS_KINDS = ['ticket_office', 'bar', 'cloakroom', 'cashier', 'restaurant'] as const;
export type PosKind = (typeof POS_KINDS)[number];

export interface TerminalDto {
  id: string;
  name: string;
  deviceId: string;
  pointOfSaleId: string;
  pointOfSaleName: string;
  pointOfSaleKind: PosKind;
  appVersion: string;
  lastSeenAt: string | null;
  lastBatchAt: string | null;
  pendingBatches: number;
  /** The public part of the key (`nt_<prefix>_…`), to tell keys apart; null without a key. */
  keyPrefix: string | null;
  keyState: KeyState;
  keyRevokedAt: string | null;
  /** As the server saw it when answering. */
  status: TerminalStatus;
}

export interface PointOfSaleOption {
  id: string;
  name: string;
  kind: PosKind;
  active: boolean;
}

export interface TerminalsAnswer {
  /** The server's clock: the screen ages "last seen" against it, not the device's. */
  now: string;
  terminals: TerminalDto[];
  pointsOfSale: PointOfSaleOption[];
}

/** POST /:id/clave: the key, shown once and never again. */
export interface ApiKeyAnswer {
  apiKey: string;
  terminal: TerminalDto;
}

const POS_REQUIRED = 'Elige un punto de venta';
const NAME_REQUIRED = 'El nombre es obligatorio';
const NAME_TOO_LONG = 'El nombre admite como máximo 80 caracteres';
const DEVICE_REQUIRED = 'El identificador del dispositivo es obligatorio';
const DEVICE_TOO_LONG = 'El identificador del dispositivo admite como máximo 120 caracteres';

export const createTerminalSchema = v.object({
  pointOfSaleId: v.pipe(v.string(POS_REQUIRED), v.uuid(POS_REQUIRED)),
  name: v.pipe(v.string(NAME_REQUIRED), v.trim(), v.nonEmpty(NAME_REQUIRED), v.maxLength(80, NAME_TOO_LONG)),
  deviceId: v.pipe(v.string(DEVICE_REQUIRED), v.trim(), v.nonEmpty(DEVICE_REQUIRED), v.maxLength(120, DEVICE_TOO_LONG)),
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

export interface HistoryEventDto {
  id: string;
  terminalId: string;
  terminalName: string;
  pointOfSaleName: string;
  kind: TerminalEventKind;
  at: string;
  detail: string;
  userName: string | null;
}

/** Hidden history ids (kept on the device: SPEC §4 removes history items locally, by id). */
export function visibleHistory<T extends { id: string }>(
  events: readonly T[],
  hidden: ReadonlySet<string>,
  showHidden: boolean,
): T[] {
  return showHidden ? [...events] : events.filter((e) => !hidden.has(e.id));
}
