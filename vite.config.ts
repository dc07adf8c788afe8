import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootCatalog } from './scripts/vite-boot-catalog';

// The app lives under /noctua (SPEC §2); the server serves dist/ and the API under the same base.
const BASE = '/noctua/';

// Lingui macros (`t`, `<Trans>`, `msg`) are compiled by Babel. plugin-react 6 has no babel
// option, so the macro plugin runs through @rolldown/plugin-babel, only on files that import a
// Lingui macro entry (everything else skips Babel entirely).
const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: {
    filter: { code: /from ['"]@lingui\/(?:core|react)\/macro['"]/ },
  },
});

export default defineConfig({
  base: BASE,
  plugins: [
    // Order matters: routes are generated and code-split first, then React, then the macros.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
      autoCodeSplitting: true,
    }),
    react(),
    babel({ presets: [linguiMacros] }),
    lingui(),
    // The login page's messages as their own small catalog (src/lib/i18n/i18n.ts); the build
    // fails if a module that renders before sign-in is missing here.
    bootCatalog({
      bootFiles: [
        'src/app/app.tsx',
        'src/app/connectivity.ts',
        'src/app/pwa/register-service-worker.ts',
        'src/app/pwa/update-banner.tsx',
        'src/app/toaster.tsx',
        'src/features/auth/components/auth-layout.tsx',
        'src/features/auth/components/login-form.tsx',
        'src/features/auth/components/login-page.tsx',
        'src/features/auth/components/password-input.tsx',
        'src/features/auth/components/server-error-alert.tsx',
        'src/features/auth/components/totp-step.tsx',
        'src/features/auth/schemas.ts',
        'src/lib/i18n/known-messages.ts',
        'src/lib/sync/session-expired.ts',
        'src/lib/ui/language-menu.tsx',
        'src/lib/ui/language-switcher.tsx',
        'src/lib/ui/loading-screen.tsx',
        'src/lib/ui/theme-toggle.tsx',
      ],
      loginRoutes: ['src/routes/index.tsx', 'src/routes/auth/login.tsx', 'src/routes/support/login.tsx'],
      alsoBoot: ['src/lib/ui/language-menu.tsx', 'src/app/toaster.tsx', 'src/app/pwa/update-banner.tsx'],
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      injectManifest: {
        // One self-contained classic script, registered by workbox-window with type 'classic'.
        rollupFormat: 'iife',
        // The web manifest is added by the plugin itself; keep it out of the glob.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // The worker pulls (sw/sw.ts): the rebase loads the features' offline commands, whose labels
        // are Lingui macros, compiled here as in the app and the pull worker.
        buildPlugins: { vite: [babel({ presets: [linguiMacros] })] },
      },
      manifest: {
        id: BASE,
        name: 'Noctua',
        short_name: 'Noctua',
        description: 'Back-office para boliches y locales nocturnos',
        lang: 'es',
        start_url: BASE,
        scope: BASE,
        display: 'standalone',
        orientation: 'any',
        background_color: '#0d0b12',
        theme_color: '#f97316',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  // The pull worker imports the sync modules: emitted as an ES module chunk (precached too). It
  // loads the features' offline commands (their effects rebase queued changes on pulled pages), whose
  // labels are Lingui macros: compiled there too.
  worker: { format: 'es', plugins: () => [babel({ presets: [linguiMacros] })] },
  server: {
    port: 5173,
    proxy: {
      '/noctua/api': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/noctua/api': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph scripts/check-bundle-budget.mjs measures.
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      // Chakra's theme module builds its `defaultThemeConfig` (every component recipe) with an
      // identity `defineConfig` call at the top level: marked pure, an app that imports only the
      // tokens from '@chakra-ui/react/theme' does not get all the recipes (src/app/theme/system.ts).
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        // React changes less often than the app: its own chunk stays cached across releases. Chakra
        // is left to the default splitting, so a component only lazy screens use is not downloaded
        // with the login page (bench:web measures it).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 30 },
            // Every other module the entry needs at once, in one chunk rather than ~20 small ones:
            // fewer requests before the login page shows (each costs a round trip on a phone).
            { name: 'boot', tags: ['$initial'], priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
