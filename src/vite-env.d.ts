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

// One slice of a whole catalog (scripts/vite-boot-catalog.ts, CATALOG_PARTS).
declare module '*.po?part=0' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?part=1' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
