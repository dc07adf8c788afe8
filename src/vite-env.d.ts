/// <reference types="vite/client" />

// Lingui catalogs are compiled on import by @lingui/vite-plugin.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// The login page's part of a catalog (scripts/vite-boot-catalog.ts).
declare module '*.po?boot' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
