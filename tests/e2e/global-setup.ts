// One server with a fresh data dir and the demo venue for the browser tests (first start: initdb,
// migrations and the demo seed), shared by the e2e files; the built app must exist (npm test
// builds it first).
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type ServerProcess, startServer } from './server-process';

let server: ServerProcess | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export async function setup(project: TestProject) {
  // NOCTUA_STATIC_DIR (read by the server too) lets a parallel run test its own build.
  const dist = path.join(process.env.NOCTUA_STATIC_DIR ?? path.resolve(import.meta.dirname, '../../dist'), 'index.html');
  if (!existsSync(dist)) throw new Error('dist/ is missing: run `npm run build` before the e2e tests (npm test does)');
  server = await startServer({ timeoutMs: 300_000 });
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
}
