// The delta-sync wire format (issue 4), shared by the app, the server and any other client
// (terminals): the pull of replicated tables by change sequence, and the push of queued commands.
// The command registry below is the one list of what a client may queue offline: its args schema,
// the privilege codes the server checks, and the lane that orders it.
import * as v from 'valibot';
import { compRecordArgs } from './comps';

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
] as const;
export type SyncTable = (typeof SYNC_TABLES)[number];

/** Tables a first sync fetches before the rest: what the bar needs when the network drops. */
export const PRIORITY_TABLES: readonly SyncTable[] = ['priceLists', 'priceListItems', 'vipCardTypes', 'vipCards'];

const INVENTORY_CODES = ['103', '109', '407', '409', '411', '412', '413', '414', '415', '416', '417', '418', '420', '309'];
const PRICE_CODES = [...INVENTORY_CODES, '306', '307', '308', '300'];

/**
 * Who may read each replicated table (SPEC §6 codes; empty = any signed-in user):
 * - VIP card types and cards: 306 only (a user without 306 gets no VIP data at all);
 * - stock tables (goods and their barcodes, locations, levels, par levels, counts and their
 *   lines): any inventory code (103, 109, 407, 409, 411–418, 420) or costs (309);
 * - products, price lists and their items: the stock and cost roles above plus the VIP roles
 *   (306, 307, 308) and general configuration (300), who check prices at the bar;
 * - cancellation requests: 107 (the supervisors who decide them);
 * - nights and points of sale: every signed-in user;
 * - free-entry guest lists: 102 (the door and whoever keeps the lists).
 */
export const SYNC_TABLE_CODES: Record<SyncTable, readonly string[]> = {
  priceLists: PRICE_CODES,
  priceListItems: PRICE_CODES,
  vipCardTypes: ['306'],
  vipCards: ['306'],
  goods: INVENTORY_CODES,
  goodBarcodes: INVENTORY_CODES,
  products: PRICE_CODES,
  stockLocations: INVENTORY_CODES,
  stockLevels: INVENTORY_CODES,
  parLevels: INVENTORY_CODES,
  stockCounts: INVENTORY_CODES,
  stockCountLines: INVENTORY_CODES,
  cancellationRequests: ['107'],
  nights: [],
  pointsOfSale: [],
  freeEntries: ['102'],
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

/**
 * The first sync's bulk snapshot (`GET /sync/snapshot`, same query as the pull): every live row of
 * the asked tables as of one version, table after table (SYNC_TABLES order), in pages by id.
 * Rows travel as arrays under one list of column names per table (no key repeated per row).
 * Once `done`, `pullCursor` is the delta cursor at the snapshot's version: the next
 * `GET /sync/pull` from it brings every change made since, deletions included.
 */
export const SNAPSHOT_LIMIT_DEFAULT = 5000;

export interface SnapshotTable {
  table: SyncTable;
  /** Column names (camelCase; `id` and `version` among them), the order of every row's values. */
  columns: string[];
  rows: unknown[][];
}

export interface SnapshotResponse {
  tables: SnapshotTable[];
  /** Where the next page starts; echo it back. Empty once done. */
  cursor: string;
  done: boolean;
  /** The delta cursor at the snapshot's version (the same on every page of one snapshot). */
  pullCursor: string;
  /** The rows the whole snapshot sends, every page included (absent from older servers). */
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
  /** Checked against the registry per command, so one bad command never fails the batch. */
  args: v.unknown(),
  createdAt: isoDateTime,
});
export type PushCommand = v.InferOutput<typeof pushCommandSchema>;

export const pushBodySchema = v.object({
  deviceId: v.pipe(v.string(), v.nonEmpty('El dispositivo es obligatorio'), v.maxLength(200)),
  commands: v.pipe(v.array(pushCommandSchema), v.maxLength(PUSH_MAX_COMMANDS, 'Demasiados cambios en un envío')),
});
export type PushBody = v.InferOutput<typeof pushBodySchema>;

export type CommandStatus = 'applied' | 'rejected' | 'retry';
export interface PushResult {
  id: string;
  status: CommandStatus;
  result?: unknown;
  /** Translated reason for a rejection or a retry. */
  message?: string;
}
export interface PushResponse {
  results: PushResult[];
}

// ───────────────────────────── Command registry ─────────────────────────────

/** A count of goods: ≥ 0, at most 100000, up to 3 decimals (0.4 of a bottle). */
const quantity = v.pipe(
  v.number('La cantidad no es válida'),
  v.minValue(0, 'La cantidad no puede ser negativa'),
  v.maxValue(100_000, 'La cantidad es demasiado grande'),
  v.check((n) => Number.isFinite(n) && Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, 'La cantidad admite hasta 3 decimales'),
);

/** Grams on the scale when a partial bottle was weighed (whole grams, at most 100 kg). */
const weighedGrams = v.pipe(
  v.number('El peso no es válido'),
  v.integer('El peso se indica en gramos enteros'),
  v.minValue(0, 'El peso no puede ser negativo'),
  v.maxValue(100_000, 'El peso es demasiado grande'),
);

/** `scope`: a spot count adjusts only the goods it lists, a full one treats the rest as 0 (default spot). */
export const stockCountOpenArgs = v.strictObject({
  countId: uuid,
  locationId: uuid,
  scope: v.optional(v.picklist(['full', 'spot'], 'El tipo de conteo no es válido')),
});
export const stockCountUpsertLineArgs = v.strictObject({
  countId: uuid,
  goodId: uuid,
  quantity,
  countedAt: isoDateTime,
  weighedGrams: v.optional(weighedGrams),
});
export const stockCountSubmitArgs = v.strictObject({ countId: uuid });
export const cancellationRequestArgs = v.strictObject({
  requestId: uuid,
  saleId: uuid,
  reason: v.pipe(v.string(), v.trim(), v.nonEmpty('El motivo es obligatorio'), v.maxLength(500, 'El motivo es demasiado largo')),
});
/**
 * Goods broken (remitos/roto), recorded offline: the id is chosen on the device so a resend never
 * breaks the same bottle twice; `at` is when it broke (the server never takes a time in the future).
 */
export const breakageRecordArgs = v.strictObject({
  breakageId: uuid,
  locationId: uuid,
  goodId: uuid,
  quantity: v.pipe(quantity, v.gtValue(0, 'La cantidad debe ser mayor que cero')),
  reason: v.pipe(v.string(), v.trim(), v.nonEmpty('El motivo es obligatorio'), v.maxLength(200, 'El motivo es demasiado largo')),
  at: isoDateTime,
  nightId: v.optional(uuid),
});

/**
 * A guest (or part of a party) let in at the door (entradagratis), possibly offline: `checkInId`
 * is chosen on the device so its local effect is shown once however often it is re-applied; `at`
 * is when they came in (the cutoff time is checked against it, never a time in the future).
 */
export const freeEntryCheckInArgs = v.strictObject({
  checkInId: uuid,
  entryId: uuid,
  people: v.pipe(
    v.number('La cantidad de personas no es válida'),
    v.integer('La cantidad de personas no es válida'),
    v.minValue(1, 'La cantidad de personas debe estar entre 1 y 50'),
    v.maxValue(50, 'La cantidad de personas debe estar entre 1 y 50'),
  ),
  at: isoDateTime,
});

interface CommandSpec<S extends v.GenericSchema> {
  args: S;
  /** The user needs at least one of these codes (SPEC §6). */
  codes: readonly string[];
  /** Commands with the same lane are applied in seq order; different lanes never wait on each other. */
  lane: (args: v.InferOutput<S>) => string;
}

function command<S extends v.GenericSchema>(spec: CommandSpec<S>) {
  return spec;
}

/**
 * Privileges: a stock count is done by whoever may count stock, the holders of 103 (stock ideal,
 * the guard of the count screen) or 420 (inventory movements). A cancellation is requested by a
 * supervisor (107, who may also decide other people's requests) or a POS cashier (141); deciding
 * stays with 107 and the approver must not be the requester. Breakage is recorded by the holders of
 * 420 (inventory movements, the guard of remitos/roto), and so are comps (SPEC §6 has no code of
 * their own; a comp is a stock movement at a bar). The door checks guests in with 102.
 */
export const COMMANDS = {
  'stockCount.open': command({
    args: stockCountOpenArgs,
    codes: ['103', '420'],
    lane: (a) => `stockCount:${a.countId}`,
  }),
  'stockCount.upsertLine': command({
    args: stockCountUpsertLineArgs,
    codes: ['103', '420'],
    lane: (a) => `stockCount:${a.countId}`,
  }),
  'stockCount.submit': command({
    args: stockCountSubmitArgs,
    codes: ['103', '420'],
    lane: (a) => `stockCount:${a.countId}`,
  }),
  'cancellation.request': command({
    args: cancellationRequestArgs,
    codes: ['107', '141'],
    lane: (a) => `cancellation:${a.requestId}`,
  }),
  'breakage.record': command({
    args: breakageRecordArgs,
    codes: ['420'],
    lane: (a) => `breakage:${a.breakageId}`,
  }),
  // A comp consumes stock like breakage: the same code (420, inventory movements) records it.
  'comp.record': command({
    args: compRecordArgs,
    codes: ['420'],
    lane: (a) => `comp:${a.compId}`,
  }),
  // One lane per guest entry: the check-ins of one party from one device keep their order.
  'freeEntry.checkIn': command({
    args: freeEntryCheckInArgs,
    codes: ['102'],
    lane: (a) => `freeEntry:${a.entryId}`,
  }),
} as const;

export type CommandName = keyof typeof COMMANDS;
export type CommandArgs<N extends CommandName> = v.InferOutput<(typeof COMMANDS)[N]['args']>;

export function isCommandName(name: string): name is CommandName {
  return Object.hasOwn(COMMANDS, name);
}
