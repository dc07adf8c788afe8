// What each queued command does to the local replica before the server has heard of it, so the
// screens show the change at once (offline too). Effects are idempotent and mirror the server's
// handlers (server/routes/sync/commands.ts) closely enough that, once the command is applied and
// pulled back, the pulled row and the local row agree. After every pull page the effects of the
// commands still queued are applied again on top ("rebase"): a pulled row never hides a change
// the user made and the server has not received yet.
import type { Table } from 'dexie';
import * as v from 'valibot';
import { afterCheckIn, checkInRefusal } from '../../contract/free-entry';
import { COMMANDS, type CommandArgs, type CommandName, isCommandName } from '../../contract/sync';
import { uuidv7 } from '../../contract/uuid';
import type { FreeEntryRow, NoctuaDb, OutboxEntry, ReplicatedRow, StockCountLineRow, StockCountRow } from '../db/noctua-db';
import { enqueue } from './outbox';

const BOOKKEEPING = new Set(['_local', '_server', 'version', '_checkIns']);

function sameValues(a: ReplicatedRow, b: ReplicatedRow): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (BOOKKEEPING.has(key)) continue;
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) return false;
  }
  return true;
}

/**
 * Writes a row as a local effect leaves it: marked `_local`, with the last copy the server sent
 * kept in `_server` (null when the server never sent one), so that discarding a rejected command
 * can put the server's row back. A pulled row replaces the whole row and so drops both marks.
 * When the effect changes nothing against the server's copy (a command the server already
 * applied, re-applied over its pulled row), the server's row stays as it is, unmarked.
 */
async function putOverlay<T extends ReplicatedRow>(
  table: { put(row: T): Promise<unknown> },
  existing: T | undefined,
  next: T,
): Promise<void> {
  const server = existing ? (existing._local ? (existing._server as T | null) : existing) : null;
  if (server && sameValues(server, next)) {
    if (existing?._local) await table.put(server);
    return;
  }
  await table.put({ ...next, _local: true, _server: server });
}

interface EffectSpec<N extends CommandName> {
  tables: (db: NoctuaDb) => Table[];
  apply: (db: NoctuaDb, args: CommandArgs<N>, entry: Pick<OutboxEntry, 'createdAt'>) => Promise<void>;
}

const stockCountOpen: EffectSpec<'stockCount.open'> = {
  tables: (db) => [db.stockCounts],
  async apply(db, { countId, locationId, scope }, { createdAt }) {
    if (await db.stockCounts.get(countId)) return;
    await putOverlay(db.stockCounts, undefined, {
      id: countId,
      version: 0,
      locationId,
      scope: scope ?? 'spot',
      status: 'open',
      startedAt: createdAt,
    });
  },
};

const stockCountUpsertLine: EffectSpec<'stockCount.upsertLine'> = {
  tables: (db) => [db.stockCountLines],
  async apply(db, { countId, goodId, quantity, countedAt, weighedGrams }) {
    const existing = await db.stockCountLines.where('[stockCountId+goodId]').equals([countId, goodId]).first();
    // As on the server: the line counted last wins, whatever order the commands arrive in.
    if (existing && existing.countedAt > countedAt) return;
    const base = existing?._local ? ((existing._server as StockCountLineRow | null) ?? existing) : existing;
    const next: StockCountLineRow = {
      ...base,
      id: existing?.id ?? uuidv7(),
      version: existing?.version ?? 0,
      stockCountId: countId,
      goodId,
      countedQuantity: quantity,
      countedAt,
    };
    // As on the server, the grams are the last command's (none: null) — written only when there
    // are some or the row already has the field, so a row the server sent without it still matches.
    if (weighedGrams !== undefined || (base && base.weighedGrams !== undefined)) next.weighedGrams = weighedGrams ?? null;
    await putOverlay(db.stockCountLines, existing, next);
  },
};

const stockCountSubmit: EffectSpec<'stockCount.submit'> = {
  tables: (db) => [db.stockCounts],
  async apply(db, { countId }, { createdAt }) {
    const count = await db.stockCounts.get(countId);
    if (count?.status !== 'open') return;
    const base = count._local ? ((count._server as StockCountRow | null) ?? count) : count;
    await putOverlay(db.stockCounts, count, { ...base, status: 'submitted', submittedAt: createdAt });
  },
};

const cancellationRequest: EffectSpec<'cancellation.request'> = {
  tables: (db) => [db.cancellationRequests],
  async apply(db, { requestId, saleId, reason }, { createdAt }) {
    if (await db.cancellationRequests.get(requestId)) return;
    await putOverlay(db.cancellationRequests, undefined, {
      id: requestId,
      version: 0,
      saleId,
      reason,
      status: 'pending',
      createdAt,
    });
  },
};

/**
 * Breakages are not replicated (nothing to overlay): the breakage screen lists the queued ones
 * from the outbox itself, and stock levels follow once the server applied them and they are pulled.
 */
const breakageRecord: EffectSpec<'breakage.record'> = {
  tables: () => [],
  apply: async () => {},
};
/** Comps are not replicated either: the comp screen lists the queued ones from the outbox. */
const compRecord: EffectSpec<'comp.record'> = {
  tables: () => [],
  apply: async () => {},
};

/**
 * A door check-in adds to `arrived` — not idempotent by itself, and the rebase re-applies queued
 * commands over rows a pull did not replace. So the overlaid row keeps the ids of the check-ins
 * it holds (`_checkIns`) and is always rebuilt from the server's copy plus those check-ins: applying
 * one twice changes nothing. A check-in the server would refuse (complete, void, past the cutoff,
 * too many) is left out, as the server will leave it out.
 */
interface LocalCheckIn {
  id: string;
  people: number;
  at: string;
}
const freeEntryCheckIn: EffectSpec<'freeEntry.checkIn'> = {
  tables: (db) => [db.freeEntries],
  async apply(db, { checkInId, entryId, people, at }) {
    const existing = await db.freeEntries.get(entryId);
    if (!existing) return;
    const server = existing._local ? ((existing._server as FreeEntryRow | null) ?? existing) : existing;
    const prior = existing._local ? ((existing._checkIns as LocalCheckIn[] | undefined) ?? []) : [];
    if (prior.some((c) => c.id === checkInId)) return;
    const checkIns = [...prior, { id: checkInId, people, at }];
    let next: FreeEntryRow = { ...server };
    for (const c of checkIns) {
      if (checkInRefusal(next, c.people, new Date(c.at)) === null) next = afterCheckIn(next, c.people, c.at, null);
    }
    await putOverlay(db.freeEntries, existing, { ...next, _checkIns: checkIns });
  },
};

const EFFECTS: { [N in CommandName]: EffectSpec<N> } = {
  'stockCount.open': stockCountOpen,
  'stockCount.upsertLine': stockCountUpsertLine,
  'stockCount.submit': stockCountSubmit,
  'cancellation.request': cancellationRequest,
  'breakage.record': breakageRecord,
  'comp.record': compRecord,
  'freeEntry.checkIn': freeEntryCheckIn,
};

function effectOf(name: string): EffectSpec<CommandName> | undefined {
  return isCommandName(name) ? (EFFECTS[name] as unknown as EffectSpec<CommandName>) : undefined;
}

/** Every table some command effect writes: a pull transaction that rebases must include them. */
export function effectTables(db: NoctuaDb): Table[] {
  const tables = new Set<Table>();
  for (const spec of Object.values(EFFECTS)) for (const t of spec.tables(db)) tables.add(t);
  return [...tables];
}

/** Names of the tables written by effects (to know whether a pull page needs a rebase). */
export function effectTableNames(db: NoctuaDb): Set<string> {
  return new Set(effectTables(db).map((t) => t.name));
}

export class InvalidCommandError extends Error {
  constructor(readonly spanishMessage: string) {
    super(spanishMessage);
    this.name = 'InvalidCommandError';
  }
}

/**
 * Validates a command against the shared registry, then writes its local effect and queues it in
 * one transaction (both or neither). Invalid args throw before anything is written.
 */
export async function queueCommand<N extends CommandName>(
  db: NoctuaDb,
  deviceId: string,
  name: N,
  args: CommandArgs<N>,
): Promise<OutboxEntry> {
  const parsed = v.safeParse(COMMANDS[name].args, args);
  if (!parsed.success) throw new InvalidCommandError(parsed.issues[0]?.message ?? 'Los datos de la operación no son válidos');
  const effect = EFFECTS[name] as unknown as EffectSpec<CommandName>;
  const createdAt = new Date().toISOString();
  return enqueue(
    db,
    deviceId,
    { name, args: parsed.output },
    { tables: effect.tables(db), apply: () => effect.apply(db, parsed.output as never, { createdAt }) },
  );
}

/**
 * Re-applies the effects of every queued (pending or sending) command in seq order — with
 * `everything`, of every command still in the outbox (rejected ones the user has not discarded,
 * applied ones not pulled back yet). Must run inside a transaction that includes the outbox and
 * `effectTables(db)`.
 */
export async function rebaseQueued(db: NoctuaDb, everything = false): Promise<number> {
  const queued = everything
    ? await db.outbox.orderBy('seq').toArray()
    : await db.outbox.where('status').anyOf('pending', 'sending').sortBy('seq');
  let applied = 0;
  for (const entry of queued) {
    const effect = effectOf(entry.name);
    if (!effect) continue;
    await effect.apply(db, entry.args as never, entry);
    applied++;
  }
  return applied;
}

/** Sends a rejected command again: back in its lane and its local change shown again, together. */
export async function resendRejected(db: NoctuaDb, id: string): Promise<void> {
  await db.transaction('rw', [db.outbox, ...effectTables(db)], async () => {
    const entry = await db.outbox.get(id);
    if (entry?.status !== 'rejected') return;
    // A new attempt under a new command id: the server remembers its answer per command id and
    // would replay the old rejection even after its cause is gone. The arguments keep their domain
    // id (count, check-in, breakage…), which the server is idempotent by, and the place in the lane.
    const again: OutboxEntry = { ...entry, id: uuidv7(), status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null };
    await db.outbox.delete(id);
    await db.outbox.add(again);
    const effect = effectOf(entry.name);
    if (effect) await effect.apply(db, again.args as never, again);
  });
}

/** Puts back the server's copy of every row a local effect changed (or removes rows it created). */
async function revertOverlays(db: NoctuaDb): Promise<void> {
  for (const table of effectTables(db) as Table<ReplicatedRow, string>[]) {
    const local = await table.filter((row) => row._local === true).toArray();
    const restore = local.map((row) => row._server as ReplicatedRow | null).filter((row): row is ReplicatedRow => !!row);
    const remove = local.filter((row) => !row._server).map((row) => row.id);
    if (remove.length > 0) await table.bulkDelete(remove);
    if (restore.length > 0) await table.bulkPut(restore);
  }
}

/**
 * Drops a rejected command the user chose to discard: its local change disappears (the rows go
 * back to what the server last sent) while the changes still queued stay visible.
 */
export async function discardCommand(db: NoctuaDb, id: string): Promise<void> {
  await db.transaction('rw', [db.outbox, ...effectTables(db)], async () => {
    const entry = await db.outbox.get(id);
    if (entry?.status !== 'rejected') return;
    await db.outbox.delete(id);
    await revertOverlays(db);
    await rebaseQueued(db, true);
  });
}
