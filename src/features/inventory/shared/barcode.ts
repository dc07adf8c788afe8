// Which good a scanned code is, from the replica alone (good_barcodes is replicated, so this works
// offline). A code is looked up as scanned, then as its UPC-A/EAN-13 twin (a 12-digit UPC-A is
// the same product as the EAN-13 with a leading 0, and scanners report either), then as a SKU
// (in-store labels print the SKU as a barcode).

import type { ScanFormat } from '../../../lib/scan/camera-scanner';

/** What the camera reads on goods: retail EAN/UPC, and the in-store labels' Code 128 / Code 39 / QR. */
export const GOODS_FORMATS: readonly ScanFormat[] = [
  'ean_13',
  'ean_8',
  'upc_a',
  'upc_e',
  'code_128',
  'code_39',
  'itf',
  'qr_code',
];

export interface BarcodeEntry {
  goodId: string;
  barcode: string;
}

export interface BarcodeIndex {
  byCode: ReadonlyMap<string, string>;
  bySku: ReadonlyMap<string, string>;
}

export function normalizeCode(code: string): string {
  return code.trim().replace(/\s+/g, '').toUpperCase();
}

export function buildBarcodeIndex(
  barcodes: readonly BarcodeEntry[],
  goods: readonly { id: string; sku: string }[],
): BarcodeIndex {
  const known = new Set(goods.map((g) => g.id));
  const byCode = new Map<string, string>();
  for (const { goodId, barcode } of barcodes) {
    // Codes of goods not listed (inactive, deleted) would jump to nothing.
    if (known.has(goodId)) byCode.set(normalizeCode(barcode), goodId);
  }
  const bySku = new Map<string, string>();
  for (const good of goods) if (good.sku) bySku.set(normalizeCode(good.sku), good.id);
  return { byCode, bySku };
}

function twins(code: string): string[] {
  if (/^\d{12}$/.test(code)) return [`0${code}`];
  if (/^0\d{12}$/.test(code)) return [code.slice(1)];
  return [];
}

/** The good a scanned code belongs to, or null when this venue does not know the code. */
export function lookupBarcode(index: BarcodeIndex, scanned: string): string | null {
  const code = normalizeCode(scanned);
  if (!code) return null;
  for (const candidate of [code, ...twins(code)]) {
    const found = index.byCode.get(candidate);
    if (found) return found;
  }
  return index.bySku.get(code) ?? null;
}
