// The delta-sync wire format (issue 4), shared by the app, the server and any other client
// (terminals): the pull of replicated tables by change sequence, the push of queued commands, and
// the shape every offline command declares (its args schema, the privilege codes the server
// checks, the lane that orders it, its result and refusals).
import * as v from 'valibot';
import { integerAnswer } from './common';
import { INVENTORY_READ_CODES, PRICE_READ_CODES } from './privileges';
import { SYNC_ROW_SCHEMAS } from './sync-rows';

// ───────────────────────────── Pull ─────────────────────────────

/** Replicated tables, in the order a first sync fetches them (price lists and VIP cards first). */
export const SYNC_TABLES = [
  'priceLists',
  'priceListItems',
  'vipCardTypes',
  'vipCards',
  'goods',
  'goodBarcodes',
  'products',
  'stockLocations',
  'stockLevels',
  'parLevels',
  'stockCounts',
  'stockCountLines',
  'cancellationRequests',
  'nights',
  'pointsOfSale',
  'freeEntries',
  'restoAreas',
  'restoTables',
  'restoStations',
  'restoMenuItems',
  'restoModifiers',
  'kitchenOrders',
  'kitchenOrderLines',
  'transferNotes',
  'transferNoteLines',
  'breakages',
] as const;
export type SyncTable = (typeof SYNC_TABLES)[number];

/** Tables a first sync fetches before the rest: what the bar needs when the network drops. */
export const PRIORITY_TABLES: readonly SyncTable[] = ['priceLists', 'priceListItems', 'vipCardTypes', 'vipCards'];

/** The restaurant's screens: waiters (313), door and bookings (314), its configuration (201), the menu (659). */
const RESTO_CODES = ['313', '314', '201', '659'];

/**
 * Who may read each replicated table (SPEC §6 codes; empty = any signed-in user):
 * - VIP card types and cards: 306 only (a user without 306 gets no VIP data at all);
 * - stock tables (goods and their barcodes, locations, levels, par levels, counts and their
 *   lines): any inventory code (103, 109, 407, 409, 411–418, 420) or costs (309);
 * - products, price lists and their items: the stock and cost roles above plus the VIP roles
 *   (306, 307, 308) and general configuration (300), who check prices at the bar;
 * - cancellation requests: 107 (the supervisors who decide them);
 * - nights and points of sale: every signed-in user;
 * - free-entry guest lists: 102 (the door and whoever keeps the lists);
 * - the restaurant's areas, tables, stations, menu items and modifiers: 313, 314, 201, 659.
 * - kitchen orders and their lines: 313 (waiters and the kitchen/bar displays);
 * - transfer notes with their lines and breakage: the inventory codes, like the stock tables (a
 *   bar manager without Wi-Fi checks what was sent to the bar and what broke).
 */
export const SYNC_TABLE_CODES: Record<SyncTable, readonly string[]> = {
  priceLists: PRICE_READ_CODES,
  priceListItems: PRICE_READ_CODES,
  vipCardTypes: ['306'],
  vipCards: ['306'],
  goods: INVENTORY_READ_CODES,
  goodBarcodes: INVENTORY_READ_CODES,
  products: PRICE_READ_CODES,
  stockLocations: INVENTORY_READ_CODES,
  stockLevels: INVENTORY_READ_CODES,
  parLevels: INVENTORY_READ_CODES,
  stockCounts: INVENTORY_READ_CODES,
  stockCountLines: INVENTORY_READ_CODES,
  cancellationRequests: ['107'],
  nights: [],
  pointsOfSale: [],
  freeEntries: ['102'],
  restoAreas: RESTO_CODES,
  restoTables: RESTO_CODES,
  restoStations: RESTO_CODES,
  restoMenuItems: RESTO_CODES,
  restoModifiers: RESTO_CODES,
  kitchenOrders: ['313', '659'],
  kitchenOrderLines: ['313', '659'],
  transferNotes: INVENTORY_READ_CODES,
  transferNoteLines: INVENTORY_READ_CODES,
  breakages: INVENTORY_READ_CODES,
};

/** The replicated tables a user with these codes may pull, in first-sync order. */
export function readableTables(privi: readonly string[]): SyncTable[] {
  return SYNC_TABLES.filter((t) => {
    const codes = SYNC_TABLE_CODES[t];
    return codes.length === 0 || codes.some((c) => privi.includes(c));
  });
}

export const PULL_LIMIT_DEFAULT = 1000;
export const PULL_LIMIT_MAX = 5000;

export const pullQuerySchema = v.object({
  /** Opaque: echo back what the last pull returned; absent means from the beginning. */
  cursor: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  /** Comma-separated table names; absent means every table the user may read. */
  tables: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'El límite debe estar entre 1 y 5000'),
      v.transform(Number),
      v.minValue(1, 'El límite debe estar entre 1 y 5000'),
      v.maxValue(PULL_LIMIT_MAX, 'El límite debe estar entre 1 y 5000'),
    ),
  ),
});

// The rows on the wire: one exact schema per replicated table (src/contract/sync-rows.ts).
export { SYNC_ROW_SCHEMAS, type SyncRow, syncColumns } from './sync-rows';

// ───────────────────────────── Pull answer ─────────────────────────────

/** A whole number: cents, a count, a version. */
const integer = integerAnswer;
const changeIds = { id: v.string(), version: integer };

/** A changed row: op 'put' with the row as it is now, or op 'delete' (a tombstone) without one. */
export const syncChangeSchema = v.union([
  v.variant(
    'table',
    SYNC_TABLES.map((table) =>
      v.object({ table: v.literal(table), op: v.literal('put'), ...changeIds, row: SYNC_ROW_SCHEMAS[table] }),
    ),
  ),
  v.object({ table: v.picklist(SYNC_TABLES), op: v.literal('delete'), ...changeIds }),
]);

export const pullAnswerSchema = v.object({
  /** In version order across the tables. */
  changes: v.array(syncChangeSchema),
  /** Opaque: what the next pull sends back. */
  cursor: v.string(),
  /** More changes wait: pull again from `cursor` at once. */
  hasMore: v.boolean(),
});

/**
 * A change as the sync engine reads it: any table's row as an object. The engine stays this
 * tolerant on purpose (a newer server may replicate tables this build does not know: they are
 * skipped); what this server sends is the stricter `pullAnswerSchema`, assignable to it.
 */
export interface SyncChange {
  table: SyncTable;
  op: 'put' | 'delete';
  id: string;
  version: number;
  /** The row in camelCase (dates as ISO strings); absent for deletes. */
  row?: Record<string, unknown>;
}

export interface PullResponse {
  changes: SyncChange[];
  cursor: string;
  hasMore: boolean;
}

// ───────────────────────────── Snapshot answer ─────────────────────────────

/**
 * The first sync's bulk snapshot (`GET /sync/snapshot`, same query as the pull): every live row of
 * the asked tables as of one version, table after table (SYNC_TABLES order), in pages by id.
 * Rows travel as arrays under one list of column names per table (no key repeated per row).
 * Once `done`, `pullCursor` is the delta cursor at the snapshot's version: the next
 * `GET /sync/pull` from it brings every change made since, deletions included.
 */
export const SNAPSHOT_LIMIT_DEFAULT = 5000;

/** One table's rows of a snapshot page: `columns` are syncColumns(table), each row their values in that order. */
function snapshotTableSchema(table: SyncTable) {
  const entries = SYNC_ROW_SCHEMAS[table].entries as Record<string, v.GenericSchema>;
  const columns = Object.keys(entries);
  return v.object({
    table: v.literal(table),
    columns: v.tuple(columns.map((column) => v.literal(column))),
    rows: v.array(v.tuple(columns.map((column) => entries[column] as v.GenericSchema))),
  });
}

export const snapshotAnswerSchema = v.object({
  /** The tables with rows on this page (a table may go on over the next pages). */
  tables: v.array(v.variant('table', SYNC_TABLES.map(snapshotTableSchema))),
  /** Where the next page starts; echo it back. Empty once done. */
  cursor: v.string(),
  done: v.boolean(),
  /** The delta cursor at the snapshot's version (the same on every page of one snapshot). */
  pullCursor: v.string(),
  /** The rows the whole snapshot sends, every page included (absent from older servers). */
  total: v.optional(integer),
});

/** A snapshot table as the sync engine reads it (any table, values unchecked: see SyncChange). */
export interface SnapshotTable {
  table: SyncTable;
  /** Column names (camelCase; `id` and `version` among them), the order of every row's values. */
  columns: string[];
  rows: unknown[][];
}

export interface SnapshotResponse {
  tables: SnapshotTable[];
  cursor: string;
  done: boolean;
  pullCursor: string;
  total?: number;
}

// ───────────────────────────── Push ─────────────────────────────

export const PUSH_MAX_COMMANDS = 500;

const uuid = v.pipe(v.string(), v.uuid('El identificador no es válido'));
const isoDateTime = v.pipe(v.string(), v.isoTimestamp('La fecha no es válida'));

export const pushCommandSchema = v.object({
  id: uuid,
  /** The device's own order of creation; commands of a lane are applied in this order. */
  seq: v.pipe(v.number(), v.integer(), v.minValue(0)),
  name: v.pipe(v.string(), v.maxLength(100)),
  /** Checked against the command's own schema, so one bad command never fails the batch. */
  args: v.unknown(),
  createdAt: isoDateTime,
});
export type PushCommand = v.InferOutput<typeof pushCommandSchema>;

export const pushBodySchema = v.object({
  deviceId: v.pipe(v.string(), v.nonEmpty('El dispositivo es obligatorio'), v.maxLength(200)),
  commands: v.pipe(v.array(pushCommandSchema), v.maxLength(PUSH_MAX_COMMANDS, 'Demasiados cambios en un envío')),
});
export type PushBody = v.InferOutput<typeof pushBodySchema>;

export const COMMAND_STATUSES = ['applied', 'rejected', 'retry'] as const;
/** applied: done (now or before: a resent id answers what it did); rejected: refused for good; retry: send it again later. */
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

export const pushResultSchema = v.object({
  /** The command's id. */
  id: v.string(),
  status: v.picklist(COMMAND_STATUSES),
  /**
   * What an applied command answers: its own `result` schema (the command's contract, in its
   * feature), null or absent when it answers nothing. The answer does not name the command: the
   * caller knows it by its id.
   */
  result: v.optional(v.unknown()),
  /** Translated reason for a rejection or a retry. */
  message: v.optional(v.string()),
});
export type PushResult = v.InferOutput<typeof pushResultSchema>;

/** One result per command sent, in the order sent. */
export const pushAnswerSchema = v.object({ results: v.array(pushResultSchema) });
export type PushResponse = v.InferOutput<typeof pushAnswerSchema>;

// ───────────────────────────── Offline commands ─────────────────────────────
// What every offline command declares. Each command is defined with `defineCommand` by its own
// feature (src/features/<area>/commands/<name>.contract.ts, shared with the server) and registered
// on each side by its feature: the local effect and label in the app, the handler in its server
// resource. Nothing here names a command (docs/decisions/0006-offline-command-modules.md).

export interface CommandContract<
  N extends string = string,
  S extends v.GenericSchema = v.GenericSchema,
  R extends v.GenericSchema = v.GenericSchema,
  F extends Refusals = Refusals,
> {
  /** `<area>.<verb>`, what the outbox and `/sync/push` carry. */
  name: N;
  args: S;
  /** The user needs at least one of these codes (SPEC §6). */
  codes: readonly string[];
  /** Commands with the same lane are applied in seq order; different lanes never wait on each other. */
  lane(args: v.InferOutput<S>): string;
  /** What the server answers once the command is applied (stored with its id, replayed on a resend). */
  result: R;
  /**
   * The refusals of this command's own rules (Spanish, translated by the server's catalogs); shared
   * rules (a closed night, an unknown place) refuse with their own messages too.
   */
  refusals: F;
}

type Refusals = Readonly<Record<string, string>>;
export type AnyCommandContract = CommandContract<string, v.GenericSchema, v.GenericSchema, Refusals>;
export type CommandArgs<C extends AnyCommandContract> = v.InferOutput<C['args']>;
export type CommandResult<C extends AnyCommandContract> = v.InferInput<C['result']>;

const COMMAND_NAME = /^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/;

export function defineCommand<
  const N extends string,
  S extends v.GenericSchema,
  R extends v.GenericSchema,
  const F extends Refusals,
>(contract: CommandContract<N, S, R, F>): CommandContract<N, S, R, F> {
  if (!COMMAND_NAME.test(contract.name)) throw new Error(`Offline command name ${contract.name} is not <area>.<verb>`);
  return contract;
}
