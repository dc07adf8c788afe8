// What the backup and restore commands share: the archive's layout and manifest, the system tools
// they run (tar; pg_dump, pg_restore and psql for PostgreSQL), and moving directory entries.
//
// A backup is one file, noctua-<pglite|postgres>-<UTC time>.tar.gz, holding:
//   manifest.json    what was backed up: kind, time, app version, every table's rows and md5
//   database/        PGlite: the database files, as the server's snapshot copied them
//   database.dump    PostgreSQL: pg_dump's custom format, taken in the manifest's snapshot
//   files/           the uploads of the data dir (receipts, photos, blog covers, app files)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { TableDigests } from './table-digests';

export const FORMAT = 'noctua-backup/1';

export interface Manifest {
  format: typeof FORMAT;
  kind: 'pglite' | 'postgres';
  createdAt: string;
  appVersion: string;
  tables: TableDigests;
  /** The upload entries carried under files/ (receipts, photos, …). */
  files: string[];
}

/** 2026-12-05T23:15:00.123Z → 20261205T231500Z, for file names that sort by time. */
export function stamp(at = new Date()): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, 'manifest.json');
  if (!existsSync(file)) throw new Error('not a Noctua backup: no manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new Error(`unknown backup format: ${String(manifest.format)}`);
  return manifest;
}

/** Runs a system tool; rejects with its stderr when it fails or cannot be found. */
export function run(
  command: string,
  args: string[],
  opts: { input?: NodeJS.ReadableStream; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: [opts.input ? 'pipe' : 'ignore', 'pipe', 'pipe'], env: opts.env });
    let out = '';
    let err = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
    });
    if (opts.input && child.stdin) {
      // An input that fails half-way must not reach its end: psql would commit what it has read.
      opts.input.on('error', () => child.kill('SIGKILL'));
      opts.input.pipe(child.stdin);
    }
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(e.code === 'ENOENT' ? new Error(`${command} not found: ${toolHint(command)}`) : e),
    );
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} failed (${code}): ${err.trim()}`))));
  });
}

function toolHint(command: string): string {
  return command === 'tar'
    ? 'install tar'
    : 'install the PostgreSQL client tools (Debian: postgresql-client), of the server’s major version or newer';
}

/** Moves `names` from one directory to another (same file system: renames). */
export function moveEntries(from: string, to: string, names: string[]): void {
  if (names.length === 0) return;
  mkdirSync(to, { recursive: true });
  for (const name of names) renameSync(path.join(from, name), path.join(to, name));
}

/** The connection string without its password, for messages. */
export function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
