import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Spanish is the source language and the fallback (SPEC §1, §9); German and French are
// translations. Catalogs are PO files compiled on import by @lingui/vite-plugin.
export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'de', 'fr'],
  fallbackLocales: { default: 'es' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/contract/**', '<rootDir>/src/routeTree.gen.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
