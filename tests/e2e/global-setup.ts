// One server with the demo venue for the browser tests, shared by the e2e files, and the seeded
// data dir that every server of this run starts from a copy of (initdb, migrations and the demo
// seed happen once); the built app must exist (npm test builds it first).
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type ServerProcess, serverBundle, startServer, tempDataDir } from './server-process';

let server: ServerProcess | undefined;
let seededDir: string | undefined;
let serverLog: string | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shared server's log (it logs activation and reset links: NOCTUA_LOG_LINKS=1). */
    serverLog: string;
  }
}

export async function setup(project: TestProject) {
  // NOCTUA_STATIC_DIR (read by the server too) lets a parallel run test its own build.
  const dist = path.join(process.env.NOCTUA_STATIC_DIR ?? path.resolve(import.meta.dirname, '../../dist'), 'index.html');
  if (!existsSync(dist)) throw new Error('dist/ is missing: run `npm run build` before the e2e tests (npm test does)');
  // The server as it is in the working tree (never a bundle left from an earlier build).
  serverBundle(undefined, true);
  // Seed once into a dir whose server is then stopped (a consistent copy source); this run's
  // servers, the shared one and those the files start, begin from copies of it.
  seededDir = tempDataDir('noctua-e2e-seeded-');
  const seeding = await startServer({ dataDir: seededDir, timeoutMs: 300_000 });
  await seeding.stop();
  process.env.NOCTUA_E2E_SEEDED_DIR = seededDir;
  serverLog = path.join(tempDataDir('noctua-e2e-log-'), 'server.log');
  server = await startServer({ timeoutMs: 300_000, env: { NOCTUA_LOG_LINKS: '1' }, logFile: serverLog });
  project.provide('baseUrl', server.url);
  project.provide('serverLog', serverLog);
}

export async function teardown() {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  if (seededDir) rmSync(seededDir, { recursive: true, force: true });
  if (serverLog) rmSync(path.dirname(serverLog), { recursive: true, force: true });
}
