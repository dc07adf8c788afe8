// The push of queued commands: each command is validated against the registry, then applied in
// its own transaction that first claims the command id in applied_commands. The claim is what
// makes a command apply at most once: two racing pushes of the same id both try to insert the
// same primary key, the second waits for the first and fails with a unique violation, rolls back
// its (unapplied) effect and answers the stored outcome instead.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import * as v from 'valibot';
import { canAccess } from '../../../src/contract/privileges';
import type { PushCommand, PushResult } from '../../../src/contract/sync';
import type { Db } from '../../db/client';
import { appliedCommands } from '../../db/schema';
import { type CommandHandlers, CommandRejected } from '../../domain/command-context';
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

async function stored(db: Db, id: string): Promise<Stored | undefined> {
  const [row] = await db.select().from(appliedCommands).where(eq(appliedCommands.commandId, id));
  return row;
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
async function recordRejection(ctx: Ctx, cmd: PushCommand, hash: string, message: string): Promise<Outcome> {
  const inserted = await ctx.db
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
  const row = await stored(ctx.db, cmd.id);
  return row ? fromStored(row, hash, ctx) : { id: cmd.id, status: 'retry', message: RETRY };
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

export async function applyCommand(ctx: Ctx, cmd: PushCommand): Promise<Outcome> {
  const handler = ctx.commands.get(cmd.name);
  if (!handler) return { id: cmd.id, status: 'rejected', message: UNKNOWN };
  const spec = handler.contract;
  const parsed = v.safeParse(spec.args, cmd.args);
  if (!parsed.success) return { id: cmd.id, status: 'rejected', message: BAD_ARGS };
  // Hash what the client sent (not the parsed output) so a resend is recognised byte for byte.
  const hash = bodyHash(cmd.name, cmd.args);
  try {
    const previous = await stored(ctx.db, cmd.id);
    if (previous) return fromStored(previous, hash, ctx);
    if (!canAccess(ctx.user.privi, spec.codes)) return await recordRejection(ctx, cmd, hash, NOT_ALLOWED);
    const venueId = ctx.user.defaultVenueId;
    if (!venueId) return await recordRejection(ctx, cmd, hash, NO_VENUE);
    // Work outside the database (pushes) is enqueued as jobs in this transaction: a rollback sends nothing.
    const result = await ctx.db.transaction(async (tx) => {
      // Claim the id first: a racing twin blocks here until this transaction ends.
      await tx.insert(appliedCommands).values({
        commandId: cmd.id,
        deviceId: ctx.deviceId,
        userId: ctx.user.id,
        name: cmd.name,
        bodyHash: hash,
        status: 'applied',
      });
      const value = (await handler.handle({ tx, user: ctx.user, venueId, jobs: ctx.jobs }, parsed.output)) ?? null;
      await tx.update(appliedCommands).set({ result: value }).where(eq(appliedCommands.commandId, cmd.id));
      return value;
    });
    return { id: cmd.id, status: 'applied', result };
  } catch (err) {
    if (err instanceof CommandRejected) return recordOrRetry(ctx, cmd, hash, err.spanishMessage);
    // A shared domain rule answered 4xx (e.g. a closed night, domain/night-of.ts): a refusal too.
    if (err instanceof ApiError && err.status < 500) return recordOrRetry(ctx, cmd, hash, err.spanishMessage);
    const code = pgCode(err);
    if (code === '23505' && constraintOf(err) === 'applied_commands_pkey') {
      // Lost the race: the twin committed first; answer what it recorded.
      const row = await stored(ctx.db, cmd.id);
      if (row) return fromStored(row, hash, ctx);
    }
    if (code && TRANSIENT.has(code)) return { id: cmd.id, status: 'retry', message: RETRY };
    // Bad data the schema could not catch (a value out of range, a dangling reference): permanent.
    if (code && (code.startsWith('22') || code.startsWith('23'))) return recordOrRetry(ctx, cmd, hash, INVALID_VALUE);
    ctx.logger.error({ err, command: cmd.name, commandId: cmd.id }, 'sync command failed');
    return { id: cmd.id, status: 'retry', message: RETRY };
  }
}

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

async function recordOrRetry(ctx: Ctx, cmd: PushCommand, hash: string, message: string): Promise<Outcome> {
  try {
    return await recordRejection(ctx, cmd, hash, message);
  } catch {
    return { id: cmd.id, status: 'retry', message: RETRY };
  }
}

/**
 * Applies a batch: in seq order within each lane; a command whose lane already has a command to
 * retry in this batch is answered `retry` too (it must not overtake it), while rejected commands
 * never hold anything back and other lanes are independent.
 */
export async function applyBatch(ctx: Ctx, commands: PushCommand[]): Promise<Outcome[]> {
  const order = commands.map((c, i) => ({ c, i })).sort((a, b) => a.c.seq - b.c.seq || a.i - b.i);
  const outcomes: Outcome[] = new Array(commands.length);
  const blockedLanes = new Set<string>();
  for (const { c, i } of order) {
    const lane = laneOf(ctx.commands, c);
    if (lane && blockedLanes.has(lane)) {
      outcomes[i] = { id: c.id, status: 'retry', message: RETRY };
      continue;
    }
    const outcome = await applyCommand(ctx, c);
    if (outcome.status === 'retry' && lane) blockedLanes.add(lane);
    outcomes[i] = outcome;
  }
  return outcomes;
}

function laneOf(commands: CommandHandlers, cmd: PushCommand): string | undefined {
  const spec = commands.get(cmd.name)?.contract;
  if (!spec) return undefined;
  const parsed = v.safeParse(spec.args, cmd.args);
  return parsed.success ? spec.lane(parsed.output) : undefined;
}
