// The data dir (NOCTUA_DATA_DIR) holds two kinds of things side by side: on PGlite, the embedded
// database's own files (PG_VERSION, base/, pg_wal/, …), and always Noctua's files: the uploads
// (receipts/, photos/, blog-covers/, downloads/) and the generated JWT secret. A backup carries
// the database and the uploads, never the secret (a restored venue signs in again).
//
// Whoever opens a PGlite data dir holds its control socket, <dataDir>/noctua.sock (mode 0600, so
// only the data dir's owner can talk to it): the server while it runs, or the backup and restore
// commands while they work on a stopped server's files. A second opener finds the socket answering
// and refuses, so two processes never open one PGlite database (which would corrupt it), and a
// backup of a running server asks the server, over the socket, for a consistent copy of the
// database files (snapshotPglite) instead of opening them itself.
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, unlinkSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { APP_VERSION } from '../../src/contract/version';

export const SOCKET_NAME = 'noctua.sock';
/** A write-ahead log segment file (timeline, log, segment: 24 hex digits). */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;
const PG_ENTRY = /^(PG_VERSION|base|global|pg_[a-z_]+(\.conf)?|postgresql(\.auto)?\.conf|postmaster\.(pid|opts))$/;
/** Entries of the data dir a backup leaves out: the signing secret and the control socket. */
const LOCAL_ENTRIES = new Set(['jwt-secret', SOCKET_NAME]);

/** Whether a data-dir entry belongs to the embedded PostgreSQL (PGlite). */
export function isDatabaseEntry(name: string): boolean {
  return PG_ENTRY.test(name);
}

/** The data dir's entries that are Noctua's files (the uploads), which a backup carries. */
export function fileEntries(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir).filter((name) => !isDatabaseEntry(name) && !LOCAL_ENTRIES.has(name) && !name.startsWith('.'));
}

/** The data dir's entries that are the embedded database's. */
export function databaseEntries(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir).filter(isDatabaseEntry);
}

/**
 * The control socket's path: inside the data dir, or (a Unix socket path is limited to about 100
 * bytes) in the temporary directory, named after the data dir.
 */
export function controlSocketPath(dataDir: string): string {
  const inside = path.join(dataDir, SOCKET_NAME);
  if (Buffer.byteLength(inside) < 100) return inside;
  return path.join(tmpdir(), `noctua-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`);
}

/**
 * A consistent copy of PGlite's files into `target` (a new directory), taken while the server
 * runs: inside a transaction of PGlite's one connection, so no other statement runs meanwhile,
 * after a CHECKPOINT, so the copy opens without replaying the log. Of the write-ahead log only the
 * segments from the checkpoint on are copied (the others are recycled ones that recovery never
 * reads: 16 of the demo venue's 112 MB). Uploads are not copied here (see the backup command):
 * the database waits only for a plain file copy (the demo venue's 110 MB: 0.3 s on an idle machine,
 * 2–3 s on a loaded one; `dumpDataDir()` held it 3–5 s and grew the process by 500–700 MB).
 */
export async function snapshotPglite(client: PGlite, dataDir: string, target: string): Promise<{ ms: number }> {
  const started = performance.now();
  mkdirSync(target);
  await client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    const [wal] = (
      await tx.query<{ first: string; last: string }>(
        'select redo_wal_file as first, pg_walfile_name(pg_current_wal_insert_lsn()) as last from pg_control_checkpoint()',
      )
    ).rows;
    const needed = (name: string) => !WAL_SEGMENT.test(name) || !wal || (name >= wal.first && name <= wal.last);
    for (const name of databaseEntries(dataDir)) {
      const from = path.join(dataDir, name);
      const to = path.join(target, name);
      // Synchronous: the database is held until the copy ends, and cpSync took half the time of the
      // promise-based cp (which yields between its many small files).
      if (name !== 'pg_wal') cpSync(from, to, { recursive: true, preserveTimestamps: true });
      else cpSync(from, to, { recursive: true, preserveTimestamps: true, filter: (src) => needed(path.basename(src)) });
    }
  });
  return { ms: Math.round(performance.now() - started) };
}

export type HolderRole = 'server' | 'backup' | 'restore';

export interface HolderStatus {
  role: HolderRole;
  pid: number;
  version: string;
}

export class DataDirBusy extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: HolderStatus,
  ) {
    super(
      holder.role === 'server'
        ? `${dataDir} is in use by a running Noctua server (pid ${holder.pid}): stop it first`
        : `${dataDir} is in use by a Noctua ${holder.role} (pid ${holder.pid}): wait for it to finish`,
    );
  }
}

/** What the socket answers to; `snapshot` only where the process has the database open (the server). */
export interface Holder {
  role: HolderRole;
  snapshot?(target: string): Promise<{ ms: number }>;
}

/** One request to whoever holds the data dir; null when nobody does (no socket, or a stale one). */
export async function askHolder<T>(dataDir: string, method: 'GET' | 'POST', route: string, body?: unknown): Promise<T | null> {
  const socketPath = controlSocketPath(dataDir);
  return new Promise<T | null>((resolve, reject) => {
    // agent: false: a connection of its own each time (a kept-alive one may belong to a holder that since closed).
    const req = http.request(
      { socketPath, agent: false, method, path: route, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          const json = text ? (JSON.parse(text) as T & { message?: string }) : (null as T);
          if (res.statusCode === 200) resolve(json);
          else reject(new Error(`${route}: ${res.statusCode} ${(json as { message?: string } | null)?.message ?? ''}`));
        });
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/**
 * Takes the data dir's control socket for this process: throws DataDirBusy when another process
 * answers on it; a socket file left by a process that died is replaced.
 */
export async function holdDataDir(dataDir: string, holder: Holder): Promise<{ close(): Promise<void> }> {
  const socketPath = controlSocketPath(dataDir);
  const other = await askHolder<HolderStatus>(dataDir, 'GET', '/status');
  if (other) throw new DataDirBusy(dataDir, other);
  if (existsSync(socketPath)) unlinkSync(socketPath);
  await mkdir(path.dirname(socketPath), { recursive: true });
  const status: HolderStatus = { role: holder.role, pid: process.pid, version: APP_VERSION };
  const server = http.createServer((req, res) => {
    const answer = (code: number, body: unknown) => {
      res.writeHead(code, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/status') return answer(200, status);
    if (req.method !== 'POST' || req.url !== '/snapshot') return answer(404, { message: 'not found' });
    if (!holder.snapshot) return answer(409, { message: `a ${holder.role} holds the data dir, not a server` });
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
    });
    req.on('end', () => {
      const target = (JSON.parse(text || '{}') as { target?: unknown }).target;
      if (typeof target !== 'string' || !path.isAbsolute(target)) return answer(400, { message: 'target: an absolute path' });
      holder.snapshot?.(target).then(
        (done) => answer(200, done),
        (err: Error) => answer(500, { message: err.message }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  // The socket never keeps the process alive on its own.
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        if (existsSync(socketPath)) unlinkSync(socketPath);
      }),
  };
}
