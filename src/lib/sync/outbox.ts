// The outbox: commands made on this device (offline or not) waiting for `/api/sync/push`.
// A command and its local effect are written in one transaction, so the replica never shows a
// change the server will not hear about, and no command exists without its effect. Commands are
// ordered per lane (one stock count, one cancellation), never globally: a rejected command stays
// in the outbox for the user to see ("Requieren atención") and does not stall other lanes, while a
// command waiting for a retry holds back the later commands of its own lane only.
import type { Table } from 'dexie';
import { PUSH_MAX_COMMANDS, type PushCommand, type PushResult } from '../../contract/sync';
import { uuidv7 } from '../../contract/uuid';
import type { NoctuaDb, OutboxEntry } from '../db/noctua-db';
import { offlineCommand } from './command-registry';
import { RETRY_MESSAGE } from './sync-status';

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

export interface NewCommand {
  name: string;
  args: unknown;
  /** Defaults to the lane the command's contract gives it (command-registry.ts). */
  lane?: string;
}

/** The replica change that goes with a command, written in the same transaction. */
export interface LocalEffect {
  /** Every table `apply` writes (a Dexie transaction must name them up front). */
  tables: readonly Table[];
  apply: () => Promise<unknown>;
}

function seqKey(deviceId: string): string {
  return `outbox.seq.${deviceId}`;
}

function laneOf(command: NewCommand): string {
  if (command.lane) return command.lane;
  const contract = offlineCommand(command.name)?.contract;
  if (contract) return contract.lane(command.args);
  throw new Error(`Command ${command.name} has no lane`);
}

/** Writes the local effect and queues the command, both or neither. */
export async function enqueue(
  db: NoctuaDb,
  deviceId: string,
  command: NewCommand,
  localEffect?: LocalEffect,
): Promise<OutboxEntry> {
  const lane = laneOf(command);
  const tables = [db.outbox, db.uiState, ...(localEffect?.tables ?? [])];
  return db.transaction('rw', tables, async () => {
    if (localEffect) await localEffect.apply();
    const key = seqKey(deviceId);
    const last = (await db.uiState.get(key))?.value;
    const seq = typeof last === 'number' ? last + 1 : 0;
    await db.uiState.put({ key, value: seq });
    const now = Date.now();
    const entry: OutboxEntry = {
      id: uuidv7(now),
      deviceId,
      seq,
      name: command.name,
      args: command.args,
      createdAt: new Date(now).toISOString(),
      status: 'pending',
      attempts: 0,
      lastError: null,
      lane,
      nextAttemptAt: 0,
    };
    await db.outbox.add(entry);
    return entry;
  });
}

export interface NextBatchOptions {
  now?: number;
  limit?: number;
}

/**
 * The commands to push now: per lane, its open commands (neither applied nor rejected) in seq
 * order, up to the first one still waiting for its backoff — a later command never overtakes a
 * retry of its own lane, while lanes never wait on each other. The server applies a lane's
 * commands in seq order and answers `retry` for the rest of a lane once one of them must retry.
 * Marked 'sending'; a runner that dies mid-push leaves them 'sending', and they are picked again
 * (the server applies each id at most once).
 */
export async function nextBatch(db: NoctuaDb, options: NextBatchOptions = {}): Promise<OutboxEntry[]> {
  const now = options.now ?? Date.now();
  const limit = options.limit ?? PUSH_MAX_COMMANDS;
  return db.transaction('rw', db.outbox, async () => {
    const batch = selectDue(await openCommands(db), now, limit);
    if (batch.length > 0) {
      await db.outbox.bulkUpdate(batch.map((e) => ({ key: e.id, changes: { status: 'sending' as const } })));
    }
    return batch.map((e) => ({ ...e, status: 'sending' as const }));
  });
}

/**
 * The open (pending or sending) commands in seq order. Two reads of one index key each (getAll),
 * not `anyOf`: Dexie answers anyOf with a cursor that steps one entry at a time, 50–75 ms for
 * 1,500 queued commands against about 1 ms (bench:offline-night).
 */
export async function openCommands(db: NoctuaDb): Promise<OutboxEntry[]> {
  const [pending, sending] = await Promise.all([
    db.outbox.where('status').equals('pending').toArray(),
    db.outbox.where('status').equals('sending').toArray(),
  ]);
  return pending.concat(sending).sort((a, b) => a.seq - b.seq);
}

/** Per lane, the open commands in seq order up to the first one still in backoff. */
function selectDue(open: readonly OutboxEntry[], now: number, limit: number): OutboxEntry[] {
  const blocked = new Set<string>();
  const batch: OutboxEntry[] = [];
  for (const entry of open) {
    if (batch.length >= limit) break;
    if (blocked.has(entry.lane)) continue;
    if (entry.nextAttemptAt > now) {
      blocked.add(entry.lane);
      continue;
    }
    batch.push(entry);
  }
  return batch;
}

/** How many commands a push would send now (lanes waiting on a retry count as not due). */
export async function countDue(db: NoctuaDb, now: number = Date.now()): Promise<number> {
  const open = await openCommands(db);
  return selectDue(open, now, Number.POSITIVE_INFINITY).length;
}

/**
 * When the next command becomes due: per lane, its first open command's backoff end (later ones
 * wait behind it). Null when nothing is open.
 */
export async function nextDueAt(db: NoctuaDb): Promise<number | null> {
  const open = await openCommands(db);
  const heads = new Map<string, number>();
  for (const entry of open) if (!heads.has(entry.lane)) heads.set(entry.lane, entry.nextAttemptAt);
  return heads.size === 0 ? null : Math.min(...heads.values());
}

/** Puts commands taken for a push back as they were, without counting an attempt (auth pause). */
export async function releaseBatch(db: NoctuaDb, ids: readonly string[]): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entries = await db.outbox.bulkGet([...ids]);
    const sending = entries.filter((e): e is OutboxEntry => e?.status === 'sending');
    await db.outbox.bulkPut(sending.map((e) => ({ ...e, status: 'pending' as const })));
  });
}

/** The wire form of queued commands. */
export function toPushCommands(entries: readonly OutboxEntry[]): PushCommand[] {
  return entries.map(({ id, seq, name, args, createdAt }) => ({ id, seq, name, args, createdAt }));
}

/** Exponential backoff with jitter: half fixed, half random, so retries of many devices spread. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.min(BACKOFF_CAP_MS, Math.round(exponential / 2 + random() * (exponential / 2)));
}

export interface RecordResultsOptions {
  now?: number;
  random?: () => number;
}

/** Stores the server's answer per command: applied, rejected (kept for the user) or retry later. */
export async function recordResults(
  db: NoctuaDb,
  results: readonly PushResult[],
  options: RecordResultsOptions = {},
): Promise<void> {
  const now = options.now ?? Date.now();
  // One read and one write for the whole batch: a get and an update per command cost about 1.5 s
  // for 500 commands on a tablet-class machine (bench:offline-night).
  await db.transaction('rw', db.outbox, async () => {
    const entries = await db.outbox.bulkGet(results.map((r) => r.id));
    const changed: OutboxEntry[] = [];
    results.forEach((result, i) => {
      const entry = entries[i];
      // Unknown ids (discarded meanwhile) and settled commands are left as they are.
      if (!entry || entry.status === 'applied' || entry.status === 'rejected') return;
      if (result.status === 'applied') {
        changed.push({ ...entry, status: 'applied', lastError: null, result: result.result });
      } else if (result.status === 'rejected') {
        changed.push({ ...entry, status: 'rejected', lastError: result.message ?? null });
      } else {
        changed.push(retried(entry, result.message ?? null, now, options.random));
      }
    });
    await db.outbox.bulkPut(changed);
  });
}

/** A push that got no answer at all (offline, 5xx, timeout): every command in it retries later. */
export async function recordFailedPush(
  db: NoctuaDb,
  ids: readonly string[],
  message: string,
  options: RecordResultsOptions = {},
): Promise<void> {
  await recordResults(
    db,
    ids.map((id) => ({ id, status: 'retry' as const, message })),
    options,
  );
}

function retried(entry: OutboxEntry, message: string | null, now: number, random?: () => number): OutboxEntry {
  const attempts = entry.attempts + 1;
  return { ...entry, status: 'pending', attempts, lastError: message, nextAttemptAt: now + backoffDelay(attempts, random) };
}

/** Commands the user must look at: rejected, with the server's reason. */
export function listRejected(db: NoctuaDb): Promise<OutboxEntry[]> {
  return db.outbox.where('status').equals('rejected').sortBy('seq');
}

/** Forgets applied commands older than `maxAgeMs` (their results were only kept for a while). */
export async function pruneApplied(db: NoctuaDb, now: number = Date.now(), maxAgeMs = 60 * 60_000): Promise<number> {
  const cutoff = new Date(now - maxAgeMs).toISOString();
  return db.outbox
    .where('status')
    .equals('applied')
    .filter((e) => e.createdAt < cutoff)
    .delete();
}

/** Count of commands not yet settled (the top bar's pending badge). */
export async function countPending(db: NoctuaDb): Promise<number> {
  // Index counts per key (IDBIndex.count); anyOf would walk a cursor over every queued command.
  const [pending, sending] = await Promise.all([
    db.outbox.where('status').equals('pending').count(),
    db.outbox.where('status').equals('sending').count(),
  ]);
  return pending + sending;
}

/** A result for every command sent: ones the server did not answer retry later. */
export function completeResults(batch: readonly OutboxEntry[], results: readonly PushResult[]): PushResult[] {
  const byId = new Map(results.map((r) => [r.id, r]));
  return batch.map((e) => byId.get(e.id) ?? { id: e.id, status: 'retry', message: RETRY_MESSAGE });
}
