// What queued commands do to the local replica before the server has heard of them, so the
// screens show the change at once (offline too): the generic half. Each command's own effect is
// registered by its feature (command-registry.ts); effects are idempotent and mirror the server's
// handlers closely enough that, once the command is applied and pulled back, the pulled row and the
// local row agree. After every pull page the effects of the commands still queued are applied
// again on top ("rebase"): a pulled row never hides a change the user made and the server has not
// received yet.
import type { Table } from 'dexie';
import * as v from 'valibot';
import type { AnyCommandContract, CommandArgs } from '../../contract/sync';
import { uuidv7 } from '../../contract/uuid';
import type { NoctuaDb, OutboxEntry, ReplicatedRow } from '../db/noctua-db';
import { type CommandEffect, offlineCommand, offlineCommands } from './command-registry';
import { enqueue, openCommands } from './outbox';

function effectOf(name: string): CommandEffect<unknown> | undefined {
  return offlineCommand(name)?.effect as CommandEffect<unknown> | undefined;
}

/** Every table some command effect writes: a pull transaction that rebases must include them. */
export function effectTables(db: NoctuaDb): Table[] {
  const tables = new Set<Table>();
  for (const command of offlineCommands()) for (const t of command.effect?.tables(db) ?? []) tables.add(t);
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
 * Validates a command against its contract, then writes its local effect and queues it in one
 * transaction (both or neither). Invalid args throw before anything is written. The command is
 * its contract, or its name (as a test page or a terminal knows it).
 */
export async function queueCommand<C extends AnyCommandContract>(
  db: NoctuaDb,
  deviceId: string,
  command: C | string,
  args: CommandArgs<C>,
): Promise<OutboxEntry> {
  const name = typeof command === 'string' ? command : command.name;
  const registered = offlineCommand(name);
  if (!registered) throw new Error(`Unknown offline command ${name}: no feature registered it`);
  const { contract, effect } = registered;
  const parsed = v.safeParse(contract.args, args);
  if (!parsed.success) throw new InvalidCommandError(parsed.issues[0]?.message ?? 'Los datos de la operación no son válidos');
  const createdAt = new Date().toISOString();
  return enqueue(
    db,
    deviceId,
    { name, args: parsed.output, lane: contract.lane(parsed.output) },
    effect && { tables: effect.tables(db), apply: () => effect.apply(db, parsed.output, { createdAt }) },
  );
}

/**
 * Re-applies the effects of every queued (pending or sending) command in seq order — with
 * `everything`, of every command still in the outbox (rejected ones the user has not discarded,
 * applied ones not pulled back yet). Must run inside a transaction that includes the outbox and
 * `effectTables(db)`.
 */
export async function rebaseQueued(db: NoctuaDb, everything = false): Promise<number> {
  const queued = everything ? await db.outbox.orderBy('seq').toArray() : await openCommands(db);
  let applied = 0;
  for (const entry of queued) {
    const effect = effectOf(entry.name);
    if (!effect) continue;
    await effect.apply(db, entry.args, entry);
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
    if (effect) await effect.apply(db, again.args, again);
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
