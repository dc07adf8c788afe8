// The push of queued commands: each command is validated against the registry, then applied in
// its own transaction that first claims the command id in applied_commands. The claim is what
// makes a command apply at most once: two racing pushes of the same id both try to insert the
// same primary key, the second waits for the first and fails with a unique violation, rolls back
// its (unapplied) effect and answers the stored outcome instead.
import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { canAccess } from '../../../src/contract/privileges';
import type { PushCommand, PushResult } from '../../../src/contract/sync';
import type { Db, Tx } from '../../db/client';
import { appliedCommands } from '../../db/schema';
import { type CommandHandler, type CommandHandlers, CommandRejected } from '../../domain/command-context';
import { ApiError, NO_VENUE, pgCode } from '../../lib/errors';
import type { Jobs } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import type { AuthUser } from '../../middleware/auth';

/** A result in Spanish; the route translates `message` to the request's language. */
export type Outcome = PushResult;

const UNKNOWN = 'Operación desconocida';
const BAD_ARGS = 'Los datos de la operación no son válidos';
const DIFFERENT_BODY = 'Ya se recibió otra operación con el mismo identificador';
const NOT_ALLOWED = 'No tienes permiso para realizar esta operación';
const INVALID_VALUE = 'El valor no es válido';
const RETRY = 'No se pudo guardar el cambio. Se reintentará.';

/** JSON with object keys sorted, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function bodyHash(name: string, args: unknown): string {
  return createHash('sha256').update(canonicalJson({ name, args })).digest('hex');
}

function constraintOf(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

type Stored = typeof appliedCommands.$inferSelect;

/**
 * The stored answer of a command id, for the user and device that sent it only: anyone else
 * resending the id learns that it is taken and nothing of its result.
 */
function fromStored(row: Stored, hash: string, ctx: Pick<Ctx, 'user' | 'deviceId'>): Outcome {
  const theirs = row.userId === ctx.user.id && row.deviceId === ctx.deviceId;
  if (!theirs || row.bodyHash !== hash) return { id: row.commandId, status: 'rejected', message: DIFFERENT_BODY };
  const out: Outcome = { id: row.commandId, status: row.status };
  if (row.result !== null) out.result = row.result;
  if (row.message !== null) out.message = row.message;
  return out;
}

/** The stored answers of these command ids. */
async function stored(tx: Tx, ids: string[]): Promise<Map<string, Stored>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select().from(appliedCommands).where(inArray(appliedCommands.commandId, ids));
  return new Map(rows.map((r) => [r.commandId, r]));
}

interface Ctx {
  db: Db;
  logger: Logger;
  user: AuthUser;
  deviceId: string;
  /** The server jobs a command enqueues in its transaction (the pushes of the notifications it created). */
  jobs: Jobs;
  /** The handlers the resources registered. */
  commands: CommandHandlers;
}

/** Records a business-rule rejection so a retry of the same id answers the same. */
async function recordRejection(ctx: Ctx, tx: Tx, cmd: PushCommand, hash: string, message: string): Promise<Outcome> {
  const inserted = await tx
    .insert(appliedCommands)
    .values({
      commandId: cmd.id,
      deviceId: ctx.deviceId,
      userId: ctx.user.id,
      name: cmd.name,
      bodyHash: hash,
      status: 'rejected',
      message,
    })
    .onConflictDoNothing()
    .returning({ id: appliedCommands.commandId });
  if (inserted.length > 0) return { id: cmd.id, status: 'rejected', message };
  const row = (await stored(tx, [cmd.id])).get(cmd.id);
  if (!row) throw new RetryCommand();
  return fromStored(row, hash, ctx);
}

const TRANSIENT = new Set([
  '40001',
  '40P01',
  '55P03',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

/** A command checked against its contract before any database work (or answered already). */
type Prepared = { i: number; cmd: PushCommand } & (
  | { outcome: Outcome; lane?: undefined }
  | { handler: CommandHandler; args: unknown; hash: string; lane: string; outcome?: undefined }
);
type Ready = Extract<Prepared, { handler: CommandHandler }>;

/** Parsed once per push: the handler, the parsed args, the body hash and the lane (or the refusal). */
function prepare(ctx: Ctx, cmd: PushCommand, i: number): Prepared {
  const handler = ctx.commands.get(cmd.name);
  if (!handler) return { i, cmd, outcome: { id: cmd.id, status: 'rejected', message: UNKNOWN } };
  const parsed = v.safeParse(handler.contract.args, cmd.args);
  if (!parsed.success) return { i, cmd, outcome: { id: cmd.id, status: 'rejected', message: BAD_ARGS } };
  // Hash what the client sent (not the parsed output) so a resend is recognised byte for byte.
  const hash = bodyHash(cmd.name, cmd.args);
  return { i, cmd, handler, args: parsed.output, hash, lane: handler.contract.lane(parsed.output) };
}

/**
 * Applies one command in its own transaction `tx` (what a chunk falls back to when anything in it
 * failed): its claim, effect and result in a savepoint, so that a refusal or a failed statement
 * undoes the effect and the refusal is still recorded in `tx`.
 */
async function applyOne(ctx: Ctx, tx: Tx, p: Ready): Promise<Outcome> {
  const { cmd, handler, hash } = p;
  const previous = (await stored(tx, [cmd.id])).get(cmd.id);
  if (previous) return fromStored(previous, hash, ctx);
  if (!canAccess(ctx.user.privi, handler.contract.codes)) return recordRejection(ctx, tx, cmd, hash, NOT_ALLOWED);
  const venueId = ctx.user.defaultVenueId;
  if (!venueId) return recordRejection(ctx, tx, cmd, hash, NO_VENUE);
  try {
    // Work outside the database (pushes) is enqueued as jobs in this transaction: a rollback sends nothing.
    const result = await tx.transaction(async (sp) => {
      // Claim the id first: a racing twin blocks here until this transaction ends.
      await sp.insert(appliedCommands).values({
        commandId: cmd.id,
        deviceId: ctx.deviceId,
        userId: ctx.user.id,
        name: cmd.name,
        bodyHash: hash,
        status: 'applied',
      });
      const value = (await handler.handle({ tx: sp, user: ctx.user, venueId, jobs: ctx.jobs }, p.args as never)) ?? null;
      if (value !== null) await sp.update(appliedCommands).set({ result: value }).where(eq(appliedCommands.commandId, cmd.id));
      return value;
    });
    return { id: cmd.id, status: 'applied', result };
  } catch (err) {
    if (err instanceof CommandRejected) return recordRejection(ctx, tx, cmd, hash, err.spanishMessage);
    // A shared domain rule answered 4xx (e.g. a closed night, domain/night-of.ts): a refusal too.
    if (err instanceof ApiError && err.status < 500) return recordRejection(ctx, tx, cmd, hash, err.spanishMessage);
    const code = pgCode(err);
    if (code === '23505' && constraintOf(err) === 'applied_commands_pkey') {
      // Lost the race: the twin committed first; answer what it recorded.
      const row = await stored(tx, [cmd.id]);
      const twin = row.get(cmd.id);
      if (twin) return fromStored(twin, hash, ctx);
    }
    if (code && TRANSIENT.has(code)) throw new RetryCommand();
    // Bad data the schema could not catch (a value out of range, a dangling reference): permanent.
    if (code && (code.startsWith('22') || code.startsWith('23'))) return recordRejection(ctx, tx, cmd, hash, INVALID_VALUE);
    ctx.logger.error({ err, command: cmd.name, commandId: cmd.id }, 'sync command failed');
    throw new RetryCommand();
  }
}

/** This command is answered 'retry' (its lane waits); the rest of the push goes on. */
class RetryCommand extends Error {}

/** Rejections kept this long answer a device that comes back online late; then they go. */
export const REJECTION_KEPT_DAYS = 30;

/**
 * Deletes recorded rejections older than REJECTION_KEPT_DAYS (applied commands stay: they are what
 * makes a replay harmless). Rejections write nothing else, so the table cannot grow without bound
 * from refused commands. Returns how many went.
 */
export async function pruneRejections(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - REJECTION_KEPT_DAYS * 86_400_000);
  const gone = await db
    .delete(appliedCommands)
    .where(and(eq(appliedCommands.status, 'rejected'), lt(appliedCommands.appliedAt, before)))
    .returning({ id: appliedCommands.commandId });
  return gone.length;
}

/** Commands a chunk's transaction takes at most. */
export const CHUNK_COMMANDS = 100;

/**
 * Applies a batch: in seq order within each lane; a command whose lane already has a command to
 * retry in this batch is answered `retry` too (it must not overtake it), while rejected commands
 * never hold anything back and other lanes are independent.
 *
 * Commands go in chunks, each one transaction (`applyChunk`): on PGlite a transaction and a
 * savepoint per command cost as much as the command's own statements, and a kind with
 * `handleMany` (count lines) is applied many at once (bench:offline-night). When anything in a
 * chunk fails (a refusal, a bad value, a lock timeout), the chunk is rolled back and its commands
 * are applied one by one, each in its own transaction (`applyAlone`), which records a refusal or
 * answers retry.
 */
export async function applyBatch(ctx: Ctx, commands: PushCommand[]): Promise<Outcome[]> {
  const order = commands.map((c, i) => prepare(ctx, c, i)).sort((a, b) => a.cmd.seq - b.cmd.seq || a.i - b.i);
  const outcomes: Outcome[] = new Array(commands.length);
  const blockedLanes = new Set<string>();
  const settle = (i: number, outcome: Outcome, lane: string | undefined) => {
    outcomes[i] = outcome;
    if (outcome.status === 'retry' && lane) blockedLanes.add(lane);
  };
  for (let next = 0; next < order.length; next += CHUNK_COMMANDS) {
    const chunk = order.slice(next, next + CHUNK_COMMANDS);
    const done = await applyChunk(ctx, chunk, blockedLanes);
    if (done) {
      for (const d of done) settle(d.i, d.outcome, d.lane);
      continue;
    }
    for (const p of chunk) {
      if (p.lane && blockedLanes.has(p.lane)) settle(p.i, { id: p.cmd.id, status: 'retry', message: RETRY }, p.lane);
      else settle(p.i, await applyAlone(ctx, p), p.lane);
    }
  }
  return outcomes;
}

type Done = { i: number; lane: string | undefined; outcome: Outcome };
type ToApply = { at: number; lane: string | undefined; p: Ready };

/** Something in a chunk failed: it is rolled back. */
class ChunkFailed extends Error {}

/**
 * The order a chunk's commands are applied in: each command on its own, except that a command
 * whose handler has `handleMany` gathers the later ones of its name — every one whose lane has
 * nothing else between (each lane keeps its order; lanes are independent).
 */
export function chunkSteps<T extends { lane: string | undefined; name: string; many: boolean }>(items: T[]): T[][] {
  const steps: T[][] = [];
  const taken = new Set<number>();
  items.forEach((item, at) => {
    if (taken.has(at)) return;
    const step = [item];
    if (item.many) {
      const waiting = new Set<string | undefined>();
      for (let j = at + 1; j < items.length; j++) {
        const other = items[j] as T;
        if (taken.has(j)) continue;
        if (other.name === item.name && other.lane !== undefined && !waiting.has(other.lane)) {
          step.push(other);
          taken.add(j);
        } else waiting.add(other.lane);
      }
    }
    steps.push(step);
  });
  return steps;
}

/**
 * One transaction for a chunk's commands: the claims of all of them in one statement, the
 * handlers (`chunkSteps`), the results in one statement. Answers each command's outcome, or
 * undefined when anything failed (nothing of it stays).
 */
async function applyChunk(ctx: Ctx, chunk: Prepared[], blockedLanes: Set<string>): Promise<Done[] | undefined> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const previous = await stored(
        tx,
        chunk.map((p) => p.cmd.id),
      );
      const venueId = ctx.user.defaultVenueId;
      const out: Done[] = [];
      const toApply: ToApply[] = [];
      const claims: (typeof appliedCommands.$inferInsert)[] = [];
      const lanes = new Set(blockedLanes);
      chunk.forEach((p, at) => {
        const { cmd: c, i, lane } = p;
        const claim = { commandId: c.id, deviceId: ctx.deviceId, userId: ctx.user.id, name: c.name };
        let outcome: Outcome | undefined;
        if (lane && lanes.has(lane)) outcome = { id: c.id, status: 'retry', message: RETRY };
        else if (p.outcome) outcome = p.outcome;
        else if (previous.has(c.id)) outcome = fromStored(previous.get(c.id) as Stored, p.hash, ctx);
        else {
          const refusal = !canAccess(ctx.user.privi, p.handler.contract.codes) ? NOT_ALLOWED : !venueId ? NO_VENUE : null;
          if (refusal) {
            claims.push({ ...claim, bodyHash: p.hash, status: 'rejected', message: refusal });
            outcome = { id: c.id, status: 'rejected', message: refusal };
          } else {
            claims.push({ ...claim, bodyHash: p.hash, status: 'applied' });
            toApply.push({ at, lane, p });
          }
        }
        if (outcome?.status === 'retry' && lane) lanes.add(lane);
        out[at] = { i, lane, outcome: outcome as Outcome };
      });
      // Claim every id first: a racing twin of any of them waits here until this transaction ends.
      const claimed = new Set(
        claims.length === 0
          ? []
          : (
              await tx.insert(appliedCommands).values(claims).onConflictDoNothing().returning({ id: appliedCommands.commandId })
            ).map((r) => r.id),
      );
      // Ids claimed meanwhile by a twin that committed first answer what it recorded.
      const twins = await stored(
        tx,
        claims.map((k) => k.commandId as string).filter((id) => !claimed.has(id)),
      );
      const ready = toApply.filter(({ at, p }) => {
        const twin = twins.get(p.cmd.id);
        if (twin) (out[at] as Done).outcome = fromStored(twin, p.hash, ctx);
        else if (!claimed.has(p.cmd.id)) throw new ChunkFailed();
        return !twin;
      });
      const results: { id: string; result: unknown }[] = [];
      const handlerCtx = { tx, user: ctx.user, venueId: venueId as string, jobs: ctx.jobs };
      const steps = chunkSteps(ready.map((r) => ({ ...r, name: r.p.cmd.name, many: !!r.p.handler.handleMany })));
      for (const step of steps) {
        let values: unknown[];
        try {
          const first = step[0] as ToApply;
          values =
            step.length > 1 && first.p.handler.handleMany
              ? await first.p.handler.handleMany(
                  handlerCtx,
                  step.map((s) => s.p.args as never),
                )
              : [await first.p.handler.handle(handlerCtx, first.p.args as never)];
        } catch {
          throw new ChunkFailed();
        }
        step.forEach(({ at, p }, k) => {
          const value = values[k] ?? null;
          if (value !== null) results.push({ id: p.cmd.id, result: value });
          (out[at] as Done).outcome = { id: p.cmd.id, status: 'applied', result: value };
        });
      }
      if (results.length > 0) {
        await tx.execute(sql`
          update applied_commands as a set result = d.value
          from jsonb_each(${JSON.stringify(Object.fromEntries(results.map((r) => [r.id, r.result])))}::jsonb) as d
          where a.command_id = d.key::uuid`);
      }
      return out;
    });
  } catch (err) {
    // The transaction itself failed (a lost connection, a failed commit): each command on its own.
    if (!(err instanceof ChunkFailed) && !TRANSIENT.has(pgCode(err) ?? '')) {
      ctx.logger.error({ err }, 'sync push chunk failed');
    }
    return undefined;
  }
}

/** One command in its own transaction; 'retry' when that transaction fails. */
async function applyAlone(ctx: Ctx, p: Prepared): Promise<Outcome> {
  if (p.outcome) return p.outcome;
  try {
    return await ctx.db.transaction((tx) => applyOne(ctx, tx, p));
  } catch {
    return { id: p.cmd.id, status: 'retry', message: RETRY };
  }
}
