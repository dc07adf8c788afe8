// Fault test of the offline sync (issue 4): a seeded random sequence of steps — write, go offline
// or online, reload the tab, kill -9 or restart the server, expire or revoke the token, let the
// sync settle — against the real server (its own PGlite data dir, restarted on the same port so
// the page keeps its origin) and chromium. Writes go through `window.noctuaReplica.queue`; the
// faults are real. At the end (network back, server up, signed in, outbox drained — commands
// still in backoff are made due at once, as the passing of time would) it checks:
//  (a) applied_commands, read from the data dir once the server stopped, holds every queued
//      command once, with the outcome its lane dictates (a count's lines after its submit are
//      rejected), and the server's lines hold the values of the last applied count of each good;
//  (b) the outbox holds exactly the queued commands, each applied or rejected as on the server;
//  (c) the replica's stock counts and lines equal a fresh pull of the server's, bookkeeping
//      (`version`, `_local`, `_server`) aside and rejected changes still on show set aside.
// Defects that leave the data right are reported rather than failed (FAULT_STRICT=1 fails on
// them): rows left marked as local changes, the same pull repeated many times a second, and
// uncaught errors in the page.
//
// FAULT_STEPS (default 300) sets the length, FAULT_SEED the sequence; a failure prints both and
// the step log (also written to test-results/sync-fault-<seed>.log).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { decodeJwt, SignJWT } from 'jose';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreeEntriesAnswer, type FreeEntryDto, TOO_MANY } from '../../src/contract/free-entry';
import { apiLogin, apiLoginAnswer, apiOk } from './api';
import { launchBrowser, waitUntil } from './browser';
import {
  type PageOutboxEntry,
  type PageRow,
  type PageWindow,
  signInThroughUi,
  unsentCommands,
  waitForApp,
  waitForFirstSync,
  waitForServiceWorker,
} from './replica-page';
import { freePort, freshDataDir, type ServerProcess, startServer } from './server-process';

const STEPS = Number.parseInt(process.env.FAULT_STEPS ?? '', 10) || 300;
const SEED = (Number.parseInt(process.env.FAULT_SEED ?? '', 10) || 20260704) >>> 0;
const JWT_SECRET = 'sync-fault-test-secret-with-enough-entropy-0123456789';
const EMAIL = 'stock@noctua.test';
/** The password changes on every revocation (the server refuses the same one twice in a row). */
const PASSWORDS = ['noctua2026', 'noctua2026-otra'] as const;
/** FAULT_STRICT=1: the defects that leave the data right (stale marks, pull storms) fail the test too. */
const STRICT = process.env.FAULT_STRICT === '1';
/**
 * The same pull (same tables, same cursor: nothing new arrived) asked more often than this
 * within one second, with one tab, is the engine looping rather than syncing.
 */
const MAX_SAME_PULLS_PER_SECOND = 5;
const INITIAL_COUNTS = 3;
const GOODS_IN_PLAY = 8;

// ───────────────────────────── Seeded randomness ─────────────────────────────

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  weighted<T extends string>(weights: readonly (readonly [T, number])[]): T {
    const total = weights.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, w] of weights) {
      r -= w;
      if (r < 0) return value;
    }
    return (weights.at(-1) as readonly [T, number])[0];
  }
  /** A version-4 UUID from the seeded stream, so a seed replays the same ids. */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => Math.floor(this.next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
}

// ───────────────────────────── The server, killed and restarted on one port ─────────────────────────────

class ServerControl {
  private proc: ServerProcess | null = null;
  private outputs: string[] = [];
  constructor(
    readonly dataDir: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get up(): boolean {
    return this.proc !== null;
  }

  async start(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        this.proc = await startServer({ dataDir: this.dataDir, env: { ...this.env, PORT: String(this.port) } });
        return;
      } catch (error) {
        // The killed process's port may take a moment to be free again.
        if (attempt < 20 && String(error).includes('EADDRINUSE')) {
          await new Promise((r) => setTimeout(r, 250));
          continue;
        }
        throw error;
      }
    }
  }

  async stop(signal: NodeJS.Signals): Promise<void> {
    const proc = this.proc;
    if (!proc) return;
    this.proc = null;
    await proc.stop(signal);
    this.outputs.push(proc.output());
  }

  /** The server must only die when the test kills it. */
  assertAlive(): void {
    const child = this.proc?.child;
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`the server died on its own (${child.exitCode ?? child.signalCode}):\n${this.proc?.output().slice(-4000)}`);
    }
  }

  lastOutput(): string {
    return (this.proc?.output() ?? this.outputs.at(-1) ?? '').slice(-4000);
  }
}

// ───────────────────────────── Server API, from the test process ─────────────────────────────

async function apiChangePassword(baseUrl: string, token: string, oldPassword: string, password: string): Promise<void> {
  await apiOk(baseUrl, '/account/changePassword', token, { body: { oldPassword, password, confirmNewPassword: password } });
}

interface PullChange {
  table: string;
  op: 'put' | 'delete';
  id: string;
  version: number;
  row?: Record<string, unknown>;
}

/** Everything the server replicates of these tables to this user, from an empty cursor. */
async function apiPullAll(baseUrl: string, token: string, tables: string[]): Promise<Map<string, Map<string, PageRow>>> {
  const out = new Map<string, Map<string, PageRow>>(tables.map((t) => [t, new Map()]));
  let cursor: string | null = null;
  for (;;) {
    const query = new URLSearchParams({ tables: tables.join(','), limit: '1000', ...(cursor ? { cursor } : {}) });
    const res = await fetch(`${baseUrl}/noctua/api/sync/pull?${query}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`pull: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as { changes: PullChange[]; cursor: string; hasMore: boolean };
    for (const change of page.changes) {
      const rows = out.get(change.table);
      if (!rows) continue;
      if (change.op === 'delete') rows.delete(change.id);
      else rows.set(change.id, { ...(change.row ?? {}), id: change.id, version: change.version });
    }
    cursor = page.cursor;
    if (!page.hasMore) return out;
  }
}

// ───────────────────────────── The model: what the server must end up with ─────────────────────────────

type CommandName = 'stockCount.open' | 'stockCount.upsertLine' | 'stockCount.submit';

interface Tracked {
  id: string;
  seq: number;
  step: number;
  name: CommandName;
  args: { countId: string; locationId?: string; goodId?: string; quantity?: number; countedAt?: string };
}

interface Expected {
  status: Map<string, 'applied' | 'rejected'>;
  /** Per count, 'open' or 'applied' (the submit applies it to the ledger at once). */
  counts: Map<string, string>;
  /** Per `countId goodId`: the applied line counted last (ties: the later command). */
  lines: Map<string, Tracked>;
}

/**
 * Every command of a count shares its lane, which the server applies in the device's order: the
 * open and every line before the first submit apply, the first submit applies, a later submit of
 * the same count answers applied again (idempotent by the count's id), and every other command
 * after it in the lane is rejected ('El conteo ya fue enviado').
 */
function expectedOutcome(commands: readonly Tracked[]): Expected {
  const status = new Map<string, 'applied' | 'rejected'>();
  const counts = new Map<string, string>();
  const lines = new Map<string, Tracked>();
  for (const cmd of [...commands].sort((a, b) => a.seq - b.seq)) {
    const countState = counts.get(cmd.args.countId);
    if (cmd.name === 'stockCount.open') {
      status.set(cmd.id, 'applied');
      if (!countState) counts.set(cmd.args.countId, 'open');
    } else if (cmd.name === 'stockCount.submit' && countState === 'applied') {
      // The same submit again (another device, another command id) is idempotent by the count's id:
      // the server answers applied and adjusts nothing (server/routes/inventarios/counts.commands.ts).
      status.set(cmd.id, 'applied');
    } else if (countState !== 'open') {
      status.set(cmd.id, 'rejected');
    } else if (cmd.name === 'stockCount.submit') {
      status.set(cmd.id, 'applied');
      counts.set(cmd.args.countId, 'applied');
    } else {
      status.set(cmd.id, 'applied');
      const key = `${cmd.args.countId} ${cmd.args.goodId}`;
      const previous = lines.get(key);
      if (!previous || (previous.args.countedAt as string) <= (cmd.args.countedAt as string)) lines.set(key, cmd);
    }
  }
  return { status, counts, lines };
}

/** A row as both sides should hold it: without the replica's bookkeeping, keys sorted. */
function comparable(row: PageRow): string {
  const { _local, _server, version, ...rest } = row;
  return JSON.stringify(Object.fromEntries(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1))));
}

// ───────────────────────────── The run ─────────────────────────────

type StepKind = 'write' | 'network' | 'reload' | 'server' | 'token' | 'settle';

const STEP_WEIGHTS: readonly (readonly [StepKind, number])[] = [
  ['write', 52],
  ['network', 12],
  ['reload', 9],
  ['server', 12],
  ['token', 4],
  ['settle', 11],
];

const dataDir = freshDataDir('noctua-sync-fault-');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let server: ServerControl;

beforeAll(async () => {
  server = new ServerControl(dataDir, await freePort(), {
    NOCTUA_SEED: 'demo',
    NOCTUA_JWT_SECRET: JWT_SECRET,
  });
  await server.start();
  browser = await launchBrowser();
  context = await browser.newContext({ locale: 'es-AR' });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('sync under faults', () => {
  it(
    `settles every command exactly once and converges after ${STEPS} random steps (seed ${SEED})`,
    async () => {
      const rng = new Rng(SEED);
      const started = Date.now();
      const log: string[] = [];
      const pageErrors: string[] = [];
      const note = (line: string) => log.push(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s ${line}`);
      page.on('pageerror', (err) => {
        pageErrors.push(err.message);
        note(`  page error: ${err.message}`);
      });
      const pulls = new Map<string, number[]>();
      let pullCount = 0;
      page.on('request', (req) => {
        if (!req.url().includes('/api/sync/pull')) return;
        const query = new URL(req.url()).searchParams;
        const key = `${query.get('tables')} ${query.get('cursor')}`;
        pulls.set(key, [...(pulls.get(key) ?? []), Date.now()]);
        pullCount++;
      });
      // The app's own warnings (sync runs that failed, closed databases) go to the step log.
      page.on('console', (msg) => {
        if (msg.type() === 'warning' || msg.type() === 'error') note(`  console ${msg.type()}: ${msg.text().slice(0, 300)}`);
      });
      console.log(`sync-fault: seed ${SEED}, ${STEPS} steps (FAULT_SEED=${SEED} FAULT_STEPS=${STEPS} to replay)`);

      const commands: Tracked[] = [];
      const counts: { id: string; submitQueued: boolean }[] = [];
      let online = true;
      let passwordIndex = 0;
      let signIns = 0;
      const kinds = new Map<string, { n: number; ms: number }>();
      const failures: string[] = [];

      const password = () => PASSWORDS[passwordIndex] as string;

      async function ensureSignedIn(): Promise<boolean> {
        if ((await waitForApp(page)) === 'replica') return true;
        if (!online || !server.up) return false;
        await signInThroughUi(page, server.url, EMAIL, password());
        signIns++;
        note('  signed in again through the login screen');
        return true;
      }

      // ── Setup: sign in, first sync, the service worker in control, the pieces to play with.
      await page.goto(`${server.url}/noctua/`);
      await signInThroughUi(page, server.url, EMAIL, password());
      await waitForFirstSync(page);
      await waitForServiceWorker(page);
      const pieces = await page.evaluate(async () => {
        const replica = (globalThis as unknown as PageWindow).noctuaReplica?.get();
        if (!replica) throw new Error('no replica');
        const locations = await replica.db.stockLocations.toArray();
        const goods = await replica.db.goods.toArray();
        return {
          locations: locations.filter((l) => l.active !== false).map((l) => l.id),
          goods: goods.map((g) => g.id),
        };
      });
      const locations = pieces.locations.sort();
      const allGoods = pieces.goods.sort();
      const goods = Array.from({ length: GOODS_IN_PLAY }, () => rng.pick(allGoods));
      expect(locations.length).toBeGreaterThan(0);
      // Lines are counted two hours back (the late ones up to ten minutes more): never in the future,
      // and never inside a closed night — a count's adjustments are dated at its lines' times, and
      // nothing is filed in a closed night. A day back landed in the previous night (closed since)
      // when the suite ran in the small hours, and every submit was refused.
      let clock = Date.now() - 2 * 60 * 60_000;

      async function queue(step: number, name: CommandName, args: Tracked['args']): Promise<boolean> {
        const res = await page.evaluate(
          async ({ name, args }) => {
            const store = (globalThis as unknown as PageWindow).noctuaReplica;
            if (!store) return { ok: false as const, error: 'no replica store' };
            try {
              const entry = await store.queue(name, args);
              return { ok: true as const, id: entry.id, seq: entry.seq };
            } catch (err) {
              return { ok: false as const, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
            }
          },
          { name, args },
        );
        if (!res.ok) {
          note(`  ${name} not queued: ${res.error}`);
          return false;
        }
        commands.push({ id: res.id, seq: res.seq, step, name, args });
        note(`  queued ${name} ${res.id} seq ${res.seq} ${JSON.stringify(args)}`);
        return true;
      }

      async function openCount(step: number): Promise<void> {
        const countId = rng.uuid();
        const locationId = rng.pick(locations);
        if (await queue(step, 'stockCount.open', { countId, locationId })) counts.push({ id: countId, submitQueued: false });
      }

      for (let i = 0; i < INITIAL_COUNTS; i++) await openCount(-1);

      async function write(step: number): Promise<string> {
        if (!(await ensureSignedIn())) return 'skipped: signed out and the server cannot be reached';
        const r = rng.float();
        const open = counts.filter((c) => !c.submitQueued);
        if (r < 0.07 || open.length === 0) {
          await openCount(step);
          return 'open a count';
        }
        if (r < 0.15) {
          // Mostly a count still open; sometimes one already submitted (rejected by the server).
          const count = rng.chance(0.75) ? rng.pick(open) : rng.pick(counts);
          if (await queue(step, 'stockCount.submit', { countId: count.id })) count.submitQueued = true;
          return 'submit a count';
        }
        const count = rng.chance(0.85) ? rng.pick(open) : rng.pick(counts);
        // Mostly counted now; sometimes a line counted earlier that arrives late (it must not win).
        let countedAt: number;
        if (rng.chance(0.85)) {
          clock += rng.int(1, 5_000);
          countedAt = clock;
        } else {
          countedAt = clock - rng.int(1, 600_000);
        }
        await queue(step, 'stockCount.upsertLine', {
          countId: count.id,
          goodId: rng.pick(goods),
          quantity: rng.int(0, 200_000) / 1000,
          countedAt: new Date(countedAt).toISOString(),
        });
        return 'count a line';
      }

      async function reload(): Promise<string> {
        try {
          await page.reload({ waitUntil: 'domcontentloaded', timeout: 30_000 });
        } catch (error) {
          return `reload failed: ${String(error).split('\n')[0]}`;
        }
        return `reloaded, the app shows ${await waitForApp(page)}`;
      }

      async function token(): Promise<string> {
        if (server.up && rng.chance(0.5)) {
          // Revoked on the server (a password change elsewhere): the page learns it on its next call.
          const { accessToken } = await apiLoginAnswer(server.url, EMAIL, password());
          const next = (passwordIndex + 1) % PASSWORDS.length;
          await apiChangePassword(server.url, accessToken, password(), PASSWORDS[next] as string);
          passwordIndex = next;
          return 'token revoked by a password change';
        }
        // Expires on its own: the stored token is replaced by one that ends within 0–3 s.
        const stored = await page.evaluate(() => (globalThis as unknown as PageWindow).localStorage.getItem('accessToken'));
        if (!stored) return 'token: none stored (signed out)';
        const claims = decodeJwt(stored);
        const lifetime = rng.int(0, 3);
        const short = await new SignJWT({ tv: claims.tv })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(String(claims.sub))
          .setIssuer('noctua')
          .setIssuedAt()
          .setExpirationTime(Math.floor(Date.now() / 1000) + lifetime)
          .sign(new TextEncoder().encode(JWT_SECRET));
        await page.evaluate((t) => (globalThis as unknown as PageWindow).localStorage.setItem('accessToken', t), short);
        return `token expiring in ${lifetime}s, ${await reload()}`;
      }

      async function settle(): Promise<string> {
        const t = Date.now();
        const settled = await page
          .waitForFunction(
            async () => {
              const replica = (globalThis as unknown as PageWindow).noctuaReplica?.get();
              if (!replica || replica.engine.getStatus().running) return false;
              const now = Date.now();
              const open = await replica.db.outbox.where('status').anyOf('pending', 'sending').toArray();
              return open.every((e) => e.status === 'pending' && e.nextAttemptAt > now);
            },
            undefined,
            { timeout: 2_000, polling: 50 },
          )
          .then(
            () => true,
            () => false,
          );
        return settled ? `settled in ${Date.now() - t} ms` : 'not settled within 2 s';
      }

      // ── The random steps.
      try {
        for (let step = 0; step < STEPS; step++) {
          const kind = rng.weighted(STEP_WEIGHTS);
          const t = Date.now();
          let detail: string;
          note(`#${step} ${kind}`);
          server.assertAlive();
          switch (kind) {
            case 'write':
              detail = await write(step);
              break;
            case 'network':
              online = !online;
              await context.setOffline(!online);
              detail = online ? 'online' : 'offline';
              break;
            case 'reload':
              detail = await reload();
              break;
            case 'server':
              if (server.up) {
                await server.stop('SIGKILL');
                detail = 'server killed (SIGKILL)';
              } else {
                await server.start();
                detail = 'server restarted';
              }
              break;
            case 'token':
              detail = await token();
              break;
            case 'settle':
              detail = await settle();
              break;
          }
          const ms = Date.now() - t;
          note(`  → ${detail} (${ms} ms)`);
          const k = kinds.get(kind) ?? { n: 0, ms: 0 };
          kinds.set(kind, { n: k.n + 1, ms: k.ms + ms });
        }

        // ── The end: network back, server up, signed in, and the outbox drained.
        note('# drain');
        const stepsDone = Date.now();
        if (!online) {
          online = true;
          await context.setOffline(false);
        }
        if (!server.up) await server.start();
        let fastForwards = 0;
        let lastDrainNote = 0;
        const deadline = Date.now() + 120_000;
        for (;;) {
          if (Date.now() > deadline) throw new Error('the outbox did not drain within 120 s');
          if (!(await ensureSignedIn())) throw new Error('could not sign in for the drain');
          const state = await page.evaluate(async () => {
            const replica = (globalThis as unknown as PageWindow).noctuaReplica?.get();
            if (!replica) return null;
            // A run is asked for, not awaited (it may go on for as long as a lane waits for its
            // backoff), and only when none is going: asking during a run makes it go round again.
            if (!replica.engine.getStatus().running) void replica.engine.sync();
            const open = await replica.db.outbox.where('status').anyOf('pending', 'sending').toArray();
            return {
              open: open.length,
              waiting: open.filter((e) => e.nextAttemptAt > Date.now()).length,
              status: replica.engine.getStatus(),
            };
          });
          if (!state) continue;
          if (Date.now() - lastDrainNote > 5_000) {
            lastDrainNote = Date.now();
            note(`  ${state.open} commands open (${state.waiting} in backoff), ${JSON.stringify(state.status)}`);
          }
          if (state.open === 0 && !state.status.running && state.status.lastError === null && !state.status.authRequired) break;
          if (state.waiting > 0 && Date.now() - stepsDone > 3_000) {
            // Commands in backoff (minutes after many failed pushes): skip the wait, as time would.
            await page.evaluate(async () => {
              const replica = (globalThis as unknown as PageWindow).noctuaReplica?.get();
              await replica?.db.outbox.where('status').anyOf('pending', 'sending').modify({ nextAttemptAt: 0 });
            });
            fastForwards++;
            note(`  fast-forwarded the backoff of ${state.waiting} commands`);
          }
          await new Promise((r) => setTimeout(r, 100));
        }
        // One more full run, so that the last applied commands are pulled back.
        const client = await page.evaluate(async () => {
          const replica = (globalThis as unknown as PageWindow).noctuaReplica?.get();
          if (!replica) throw new Error('no replica');
          await replica.engine.sync();
          return {
            status: replica.engine.getStatus(),
            deviceId: replica.deviceId,
            outbox: await replica.db.outbox.toArray(),
            stockCounts: await replica.db.stockCounts.toArray(),
            stockCountLines: await replica.db.stockCountLines.toArray(),
          };
        });
        note(`# drained in ${Date.now() - stepsDone} ms (${fastForwards} backoff fast-forwards)`);

        // ── The server's view: a fresh pull, then applied_commands read from the data dir.
        const login = await apiLoginAnswer(server.url, EMAIL, password());
        const pulled = await apiPullAll(server.url, login.accessToken, ['stockCounts', 'stockCountLines']);
        await server.stop('SIGTERM');
        const pg = await PGlite.create(dataDir);
        const applied = (
          await pg.query<{ command_id: string; status: string; message: string | null; device_id: string }>(
            'select command_id, status, message, device_id from applied_commands where user_id = $1',
            [login.user.id],
          )
        ).rows;
        await pg.close();

        // ── (a) the server recorded every queued command once, with the outcome the lanes dictate.
        const expected = expectedOutcome(commands);
        const byId = new Map(applied.map((r) => [r.command_id, r]));
        for (const cmd of commands) {
          const row = byId.get(cmd.id);
          const want = expected.status.get(cmd.id);
          if (!row) failures.push(`server has no record of ${cmd.name} ${cmd.id} (step ${cmd.step})`);
          else if (row.status !== want)
            failures.push(`server recorded ${cmd.name} ${cmd.id} (step ${cmd.step}) as ${row.status}, expected ${want}`);
          else if (row.status === 'rejected' && !row.message) failures.push(`server rejected ${cmd.id} without a reason`);
          else if (row.device_id !== client.deviceId) failures.push(`${cmd.id} recorded for device ${row.device_id}`);
        }
        const queuedIds = new Set(commands.map((c) => c.id));
        for (const row of applied) {
          if (!queuedIds.has(row.command_id)) failures.push(`server recorded ${row.command_id}, which the test never queued`);
        }
        if (applied.length !== byId.size) failures.push('applied_commands holds a command id twice');

        // The lines and counts the server holds are what the applied commands say, each once.
        const serverCounts = pulled.get('stockCounts') ?? new Map<string, PageRow>();
        const serverLines = [...(pulled.get('stockCountLines') ?? new Map<string, PageRow>()).values()];
        for (const [countId, status] of expected.counts) {
          const row = serverCounts.get(countId);
          if (!row) failures.push(`server lacks count ${countId}`);
          else if (row.status !== status) failures.push(`server count ${countId} is ${String(row.status)}, expected ${status}`);
        }
        const ourCounts = new Set(expected.counts.keys());
        const serverLineByKey = new Map<string, PageRow>();
        for (const line of serverLines) {
          if (!ourCounts.has(String(line.stockCountId))) continue;
          const key = `${String(line.stockCountId)} ${String(line.goodId)}`;
          if (serverLineByKey.has(key)) failures.push(`server holds two lines for ${key}`);
          serverLineByKey.set(key, line);
        }
        for (const [key, cmd] of expected.lines) {
          const line = serverLineByKey.get(key);
          if (!line) failures.push(`server lacks the line ${key} (last counted by ${cmd.id}, step ${cmd.step})`);
          else if (Number(line.countedQuantity) !== cmd.args.quantity || line.countedAt !== cmd.args.countedAt)
            failures.push(
              `server line ${key} is ${String(line.countedQuantity)} at ${String(line.countedAt)}, expected ${cmd.args.quantity} at ${cmd.args.countedAt} (${cmd.id}, step ${cmd.step})`,
            );
        }
        for (const key of serverLineByKey.keys()) {
          if (!expected.lines.has(key)) failures.push(`server holds a line ${key} no applied command wrote`);
        }

        // ── (b) the client's outbox: every queued command settled as the server says, nothing else.
        const outbox = new Map<string, PageOutboxEntry>(client.outbox.map((e) => [e.id, e]));
        for (const cmd of commands) {
          const entry = outbox.get(cmd.id);
          const want = expected.status.get(cmd.id);
          if (!entry) failures.push(`the outbox lost ${cmd.name} ${cmd.id} (step ${cmd.step})`);
          else if (entry.status !== want)
            failures.push(`outbox has ${cmd.id} (step ${cmd.step}) as ${entry.status}, expected ${want}`);
          else if (entry.status === 'rejected' && !entry.lastError) failures.push(`outbox rejected ${cmd.id} without a reason`);
        }
        for (const entry of client.outbox) {
          if (!queuedIds.has(entry.id)) failures.push(`outbox holds ${entry.name} ${entry.id}, which the test saw fail to queue`);
        }
        if (client.status.lastError !== null) failures.push(`the engine ends with an error: ${client.status.lastError}`);

        // ── (c) the replica equals the server, once rejected changes still shown locally are set aside.
        const staleMarks: string[] = [];
        const lineKey = (r: PageRow) => `${String(r.stockCountId)} ${String(r.goodId)}`;
        const commandKey = (c: Tracked) =>
          c.name === 'stockCount.upsertLine' ? `${c.args.countId} ${c.args.goodId}` : c.args.countId;
        const rejectedKeys = new Set(commands.filter((c) => expected.status.get(c.id) === 'rejected').map(commandKey));
        const asServerSentIt = (table: string, rows: PageRow[], keyOf: (r: PageRow) => string): Map<string, PageRow> => {
          const out = new Map<string, PageRow>();
          const raw = new Map<string, PageRow[]>();
          for (const row of rows) raw.set(keyOf(row), [...(raw.get(keyOf(row)) ?? []), row]);
          for (const [key, same] of raw) {
            if (same.length > 1)
              failures.push(
                `replica ${table} holds ${same.length} rows for ${key}:\n    ${same.map((r) => JSON.stringify(r)).join('\n    ')}`,
              );
          }
          for (const row of rows) {
            let effective: PageRow | null = row;
            if (row._local) {
              if (rejectedKeys.has(keyOf(row))) {
                // A change the server refused, shown until the user discards it; underneath lies
                // the server's last copy.
                effective = row._server ?? null;
              } else if (row._server && comparable(row) === comparable(row._server)) {
                // The server holds exactly this change; only the mark was left behind.
                const last = commands.filter((c) => commandKey(c) === keyOf(row)).at(-1);
                const entry = last ? outbox.get(last.id) : undefined;
                staleMarks.push(`${table} ${keyOf(row)} (last command ${last?.id}, ${entry?.attempts ?? '?'} failed pushes)`);
              } else {
                failures.push(`replica ${table} ${keyOf(row)} has a local change no command explains: ${JSON.stringify(row)}`);
              }
            }
            if (!effective) continue;
            const key = keyOf(effective);
            if (out.has(key)) failures.push(`replica ${table} holds ${key} twice`);
            out.set(key, effective);
          }
          return out;
        };
        const compare = (table: string, local: Map<string, PageRow>, remote: Map<string, PageRow>) => {
          for (const [key, row] of remote) {
            const mine = local.get(key);
            if (!mine) failures.push(`replica ${table} lacks ${key}`);
            else if (comparable(mine) !== comparable(row))
              failures.push(`replica ${table} ${key} differs:\n    client ${comparable(mine)}\n    server ${comparable(row)}`);
          }
          for (const key of local.keys()) if (!remote.has(key)) failures.push(`replica ${table} has ${key}, the server does not`);
        };
        compare(
          'stockCounts',
          asServerSentIt('stockCounts', client.stockCounts, (r) => r.id),
          serverCounts,
        );
        compare(
          'stockCountLines',
          asServerSentIt('stockCountLines', client.stockCountLines, lineKey),
          new Map(serverLines.map((r) => [lineKey(r), r])),
        );

        // Defects that leave the data right (see the header): reported, failures only with FAULT_STRICT=1.
        const knownIssues: string[] = [];
        if (staleMarks.length > 0) {
          knownIssues.push(
            `${staleMarks.length} replica rows are still marked as local changes although every command is settled and the server holds these very values:\n    ${staleMarks.slice(0, 10).join('\n    ')}`,
          );
        }
        let samePulls = 0;
        let stormPulls = 0;
        for (const times of pulls.values()) {
          let most = 0;
          for (let i = 0, j = 0; i < times.length; i++) {
            while ((times[i] as number) - (times[j] as number) >= 1_000) j++;
            most = Math.max(most, i - j + 1);
          }
          samePulls = Math.max(samePulls, most);
          if (most > MAX_SAME_PULLS_PER_SECOND) stormPulls += times.length;
        }
        if (samePulls > MAX_SAME_PULLS_PER_SECOND) {
          knownIssues.push(
            `pull storm: the same pull (same cursor) up to ${samePulls} times within one second; ${stormPulls} of the run's ${pullCount} pulls repeated a cursor that many times`,
          );
        }
        if (pageErrors.length > 0)
          knownIssues.push(`${pageErrors.length} uncaught errors in the page: ${pageErrors.slice(0, 5).join(' | ')}`);
        if (STRICT) failures.push(...knownIssues);
        else if (knownIssues.length > 0)
          console.warn(`sync-fault: known issues (FAULT_STRICT=1 fails on them):\n  ${knownIssues.join('\n  ')}`);
        for (const issue of knownIssues) note(`known issue: ${issue}`);

        const rejected = commands.filter((c) => expected.status.get(c.id) === 'rejected').length;
        const summary = [
          `sync-fault: seed ${SEED}, ${STEPS} steps in ${((stepsDone - started) / 1000).toFixed(1)} s, drain ${((Date.now() - stepsDone) / 1000).toFixed(1)} s`,
          `  commands ${commands.length} (rejected ${rejected}), sign-ins ${signIns}, backoff fast-forwards ${fastForwards}, page errors ${pageErrors.length}`,
          `  steps: ${[...kinds].map(([k, v]) => `${k} ${v.n} (${(v.ms / 1000).toFixed(1)} s)`).join(', ')}`,
          `  pulls ${pullCount} (the same one at most ${samePulls} times in one second), stale local marks ${staleMarks.length}`,
          `  server: ${serverCounts.size} counts, ${serverLines.length} lines; replica: ${client.stockCounts.length} counts, ${client.stockCountLines.length} lines`,
        ];
        note(summary.join('\n'));
        console.log(summary.join('\n'));
      } catch (error) {
        failures.push(`the run stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        failures.push(`server output:\n${server.lastOutput()}`);
      } finally {
        const dir = path.resolve(import.meta.dirname, '../../test-results');
        mkdirSync(dir, { recursive: true });
        const file = path.join(dir, `sync-fault-${SEED}.log`);
        writeFileSync(file, `${log.join('\n')}\n\nfailures:\n${failures.join('\n')}\n`);
        if (failures.length > 0) {
          console.error(
            `sync-fault FAILED — seed ${SEED}, ${STEPS} steps (replay: FAULT_SEED=${SEED} FAULT_STEPS=${STEPS}); full log: ${file}\n` +
              `${failures.slice(0, 40).join('\n')}\n\nlast steps:\n${log.slice(-120).join('\n')}`,
          );
        }
      }
      expect(failures, `seed ${SEED}: see the step log above`).toEqual([]);
    },
    120_000 + STEPS * 2_500,
  );
});

// ───────────────────────────── Door check-ins under the same faults (issue 15 #7, #8) ─────────────────────────────

describe('door check-ins under faults', () => {
  it('one arrival per check-in id under 5 command ids across kill -9; a refused check-in retried after the fix applies once', async () => {
    if (!server.up) await server.start();
    const token = await apiLogin(server.url, 'supervisor@noctua.test', 'noctua2026');
    const api = <T>(method: string, apiPath: string, body?: unknown) => apiOk<T>(server.url, apiPath, token, { method, body });
    const { night } = await api<{ night: { id: string } | null }>('GET', '/nights/current');
    expect(night).not.toBeNull();
    const guest = { guestName: `Fallas Puerta ${SEED}`, promoter: 'Prueba de fallas', people: 3 };
    const entry = await api<FreeEntryDto>('POST', '/entradas', { nightId: night?.id, ...guest });
    const arrived = async () =>
      (await api<FreeEntriesAnswer>('GET', `/entradas?nightId=${night?.id}`)).lists
        .flatMap((l) => l.entries)
        .find((e) => e.id === entry.id)?.arrived;

    const door = await browser.newContext({ locale: 'es-AR', viewport: { width: 1280, height: 800 } });
    try {
      const p = await door.newPage();
      await signInThroughUi(p, server.url, 'supervisor@noctua.test', 'noctua2026');
      await waitForFirstSync(p);
      const queue = (args: Record<string, unknown>) =>
        p.evaluate(
          async (a) => (await (globalThis as unknown as PageWindow).noctuaReplica?.queue('freeEntry.checkIn', a))?.id,
          args,
        );
      const outbox = () =>
        p.evaluate(async () => (await (globalThis as unknown as PageWindow).noctuaReplica?.get()?.db.outbox.toArray()) ?? []);
      const drained = async () => {
        await p.evaluate(() => (globalThis as unknown as PageWindow).noctuaReplica?.get()?.engine.sync());
        await waitUntil(async () => (await unsentCommands(p, ['pending', 'sending'])) === 0, 'the outbox to drain', 60_000);
      };

      // Offline at the door: the same check-in queued under five command ids (a retried send, a
      // second tab, a restored backup…), then a check-in for more guests than the list has left.
      await door.setOffline(true);
      const at = new Date().toISOString();
      const twoIn = crypto.randomUUID();
      const dupIds: string[] = [];
      for (let i = 0; i < 5; i++) dupIds.push((await queue({ checkInId: twoIn, entryId: entry.id, people: 2, at })) as string);
      const tooMany = crypto.randomUUID();
      const refusedId = (await queue({ checkInId: tooMany, entryId: entry.id, people: 2, at })) as string;
      expect(new Set(dupIds).size).toBe(5);

      // The server dies without a goodbye and comes back; the network comes back.
      await server.stop('SIGKILL');
      await server.start();
      await door.setOffline(false);
      await drained();
      expect(await arrived()).toBe(2);
      const settled = await outbox();
      for (const id of dupIds) expect(settled.find((e) => e.id === id)?.status, id).toBe('applied');
      const refused = settled.find((e) => e.id === refusedId);
      expect(refused?.status).toBe('rejected');
      expect(refused?.lastError).toBe(TOO_MANY);

      // The fix: the list is enlarged to 4. "Reintentar" in the inbox sends a new attempt (new
      // command id, same check-in id), which the server applies once.
      await api('PUT', `/entradas/${entry.id}`, { ...guest, people: 4 });
      await p.getByTestId('sync-attention-button').click();
      await p.getByRole('button', { name: 'Reintentar' }).click();
      await waitUntil(async () => (await outbox()).every((e) => e.status !== 'rejected'), 'the retry to leave the inbox');
      await drained();
      expect(await arrived()).toBe(4);
      const retried = (await outbox()).filter((e) => (e.args as { checkInId?: string }).checkInId === tooMany);
      expect(retried).toHaveLength(1);
      expect(retried[0]?.id).not.toBe(refusedId);
      expect(retried[0]?.status).toBe('applied');

      // Once more under yet another command id: already applied by its check-in id, nothing moves.
      await queue({ checkInId: tooMany, entryId: entry.id, people: 2, at });
      await drained();
      expect(await arrived()).toBe(4);
      expect((await outbox()).filter((e) => e.status === 'rejected')).toEqual([]);
    } finally {
      await door.close();
    }
  }, 240_000);
});
