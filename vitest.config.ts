// Three test projects: unit (jsdom + fake-indexeddb), api (the Hono app in-process over a fresh
// database per file) and e2e (the built app served by the real server, driven in Debian chromium).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // Isolated (unlike api): with one shared jsdom, IndexedDB and module copy per worker, the
          // files left state to each other (a kept background session, the theme's recipes, toasts).
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Every file builds its own app over its own database (harness.ts), so the files of a
          // worker share one copy of the server's modules instead of importing them again each:
          // measured, the API stage (PGlite beside PostgreSQL) went from 297 s to 145 s.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['tests/api/setup.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // A screen that loads behind a sign-in and a first sync takes seconds on a busy 2-core
          // machine: expect.poll's 1 s default made such a wait fail while the app was right.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
