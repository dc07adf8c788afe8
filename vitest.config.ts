// Test projects: unit and unit-isolated (jsdom + fake-indexeddb), api (the Hono app in-process over a fresh
// database per file) and e2e (the built app served by the real server, driven in Debian chromium).
import { defineConfig } from 'vitest/config';

/**
 * Unit test files that need the app's modules as a first import leaves them: which theme recipes
 * exist before the full theme loads, the toaster's list of toasts. They run in their own project.
 */
const UNIT_FRESH_MODULES = ['tests/unit/boot-theme.test.tsx', 'tests/unit/offline-bar.test.tsx'];

export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          exclude: UNIT_FRESH_MODULES,
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // The files of a worker share one copy of the app's modules instead of importing them
          // again each (148 s to about 45 s); the files below need them fresh and run apart.
          isolate: false,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit-isolated',
          include: UNIT_FRESH_MODULES,
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
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
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
