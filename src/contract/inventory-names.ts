// Names the routes' search parameters accept (the URL of inventarios/movimientos and
// inventarios/reportes), apart from their contracts: a route's search schema is in the app's entry
// chunk, and importing a contract there would bring every schema of that contract into the login
// page's JavaScript. The contracts re-export these.
import type { PrivilegeCode } from './privileges';

/** The kinds of a stock movement (the ledger's `kind`). */
export const MOVEMENT_KINDS = [
  'purchase',
  'transfer_out',
  'transfer_in',
  'breakage',
  'count_adjustment',
  'preload',
  'sale_consumption',
  'sale_reversal',
  'reset',
  'comp',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/**
 * One report per code of SPEC §6 (names in src/contract/privileges.ts). The route accepts any
 * code of the 'inventarios.reportes' entry; each report then checks its own.
 */
export const INVENTORY_REPORTS = {
  /** 411 consumption per bar and night: sales consumption movements, units and cost. */
  consumoBarras: '411',
  /** 412 variance per bar and night (formula above). */
  diferencias: '412',
  /** 413 breakage: every breakage with its reason, valued at the cost of its movement. */
  roturas: '413',
  /** 414 transfers: transfer note lines, sent vs received, valued at current cost. */
  transferencias: '414',
  /** 415 valued stock at a date: on hand at the end of `to` (or of the night) × unit cost then. */
  valorizado: '415',
  /** 416 top goods: goods ranked by what the bars consumed, at cost. */
  topMercaderias: '416',
  /** 417 consumption per product: units sold, revenue, recipe cost and margin. */
  consumoProductos: '417',
} as const satisfies Record<string, PrivilegeCode>;

export type ReportName = keyof typeof INVENTORY_REPORTS;
export const REPORT_NAMES = Object.keys(INVENTORY_REPORTS) as ReportName[];
