// A test file's own chromium and its own server (a fresh data dir with the demo venue), for the
// files whose writes must not meet another file's: started before the file's tests, closed and
// removed after. `assign` hands them to the file.
import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type ServerProcess, startServer } from './server-process';

export function ownBrowserAndServer(assign: (browser: Browser, server: ServerProcess) => void | Promise<void>): void {
  let browser: Browser | undefined;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ timeoutMs: 300_000 })]);
    await assign(browser, server);
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });
}
