// Starts the real server (dist-server/main.mjs under plain node, what `npm start` runs; `npm run build`
// makes it) as a child process on a free port with its own data dir, and waits until it listens.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export function tempDataDir(prefix = 'noctua-e2e-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/**
 * A new data dir for a server of its own. Under the e2e run, global-setup seeds the demo venue
 * once into a stopped server's dir (NOCTUA_E2E_SEEDED_DIR) and each new server starts from a copy
 * of it (under a second instead of seeding again); elsewhere the server seeds it on first start.
 */
export function freshDataDir(prefix?: string): string {
  const dir = tempDataDir(prefix);
  const seeded = process.env.NOCTUA_E2E_SEEDED_DIR;
  if (seeded && existsSync(seeded)) cpSync(seeded, dir, { recursive: true });
  return dir;
}

/**
 * The bundled server (scripts/build-server.mjs, a fraction of a second), built when missing — or
 * always with `rebuild`, as the e2e run does once at its start so that it never runs a stale bundle.
 */
export function serverBundle(root = path.resolve(import.meta.dirname, '../..'), rebuild = false): string {
  const bundle = path.join(root, 'dist-server', 'main.mjs');
  if (rebuild || !existsSync(bundle)) {
    const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`bundling the server failed:\n${built.stderr}`);
  }
  return bundle;
}

/**
 * The node flags the server runs with, read from package.json's `serve` script (`npm start` runs
 * it), so the tests and the benchmarks run the server as a venue does.
 */
export function serverNodeFlags(root = path.resolve(import.meta.dirname, '../..')): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const words = pkg.scripts.serve?.split(/\s+/) ?? [];
  if (words[0] !== 'node' || words.at(-1) !== 'dist-server/main.mjs') {
    throw new Error(`package.json's serve script should be "node [flags] dist-server/main.mjs": ${pkg.scripts.serve}`);
  }
  return words.slice(1, -1);
}

export async function startServer(
  opts: { dataDir?: string; env?: Record<string, string>; timeoutMs?: number; logFile?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? freshDataDir();
  const root = path.resolve(import.meta.dirname, '../..');
  // The demo's venues invoice against the local double of AFIP the server serves itself: on
  // whatever NODE_ENV the runner was started with.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    NOCTUA_DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    NOCTUA_AFIP_DOUBLE: 'on',
    ...opts.env,
  };
  // Unless a test asks for PostgreSQL, the product's default (embedded PGlite) is what runs.
  if (!opts.env?.DATABASE_URL) delete env.DATABASE_URL;
  const bundle = serverBundle(root);
  const child = spawn(process.execPath, [...serverNodeFlags(root), bundle], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  // With `logFile` the output is also written to a file, for test files in other processes.
  const keep = (d: Buffer) => {
    out += d.toString();
    if (opts.logFile) appendFileSync(opts.logFile, d);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + (opts.timeoutMs ?? 180_000);
  while (!out.includes('Noctua is listening')) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    child,
    output: () => out,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
