// The count screen's logic (issue 6): partial bottles by weight, telling a keyboard-wedge scanner
// from a person typing, barcode lookup, the drinkFilter search modes and the list windowing maths.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { rowOffsets, visibleRange } from '../../src/features/inventory/count/components/use-window-list';
import {
  categoriesOf,
  drinkFilterMode,
  effectiveQuery,
  filterGoods,
  indexGoods,
} from '../../src/features/inventory/count/goods-search';
import {
  canWeigh,
  fractionFromWeight,
  parseGrams,
  splitQuantity,
  TENTHS,
  withPartial,
} from '../../src/features/inventory/count/partial';
import { buildBarcodeIndex, lookupBarcode } from '../../src/features/inventory/shared/barcode';
import { MAX_GAP_MS, MIN_LENGTH, WedgeDetector } from '../../src/features/inventory/shared/wedge-scanner';
import { NoctuaDb } from '../../src/lib/db/noctua-db';
import { cameraEngine } from '../../src/lib/scan/camera-scanner';

describe('partial bottle by weight', () => {
  // Fernet Branca 750 ml: empty bottle 480 g, full 1230 g (750 g of liquid).
  const fernet = { fullWeight: 1230, emptyWeight: 480 };

  it('reads (g − empty) / (full − empty), kept to 3 decimals', () => {
    expect(fractionFromWeight(855, fernet)).toBe(0.5);
    expect(fractionFromWeight(780, fernet)).toBe(0.4);
    expect(fractionFromWeight(781, fernet)).toBe(0.401); // 301 / 750 = 0.40133…
    expect(fractionFromWeight(480, fernet)).toBe(0);
    expect(fractionFromWeight(1230, fernet)).toBe(1);
  });

  it('clamps to 0..1: a bottle lighter than empty or heavier than full', () => {
    expect(fractionFromWeight(300, fernet)).toBe(0);
    expect(fractionFromWeight(0, fernet)).toBe(0);
    expect(fractionFromWeight(1500, fernet)).toBe(1);
  });

  it('gives nothing without usable weights (the weight field is hidden then)', () => {
    expect(canWeigh(fernet)).toBe(true);
    for (const weights of [
      { fullWeight: null, emptyWeight: 480 },
      { fullWeight: 1230, emptyWeight: null },
      { fullWeight: null, emptyWeight: null },
      { fullWeight: 480, emptyWeight: 480 },
      { fullWeight: 400, emptyWeight: 480 },
      { fullWeight: Number.NaN, emptyWeight: 480 },
    ]) {
      expect(canWeigh(weights)).toBe(false);
      expect(fractionFromWeight(800, weights)).toBeNull();
    }
    expect(fractionFromWeight(Number.NaN, fernet)).toBeNull();
  });

  it('reads whole grams only', () => {
    expect(parseGrams('')).toEqual({ kind: 'empty' });
    expect(parseGrams(' 855 ')).toEqual({ kind: 'valid', value: 855 });
    expect(parseGrams('0')).toEqual({ kind: 'valid', value: 0 });
    for (const bad of ['85,5', '-3', 'abc', '1e3', '100001', '1 000']) expect(parseGrams(bad).kind).toBe('invalid');
  });

  it('keeps the full units and replaces the open one', () => {
    expect(splitQuantity(3.4)).toEqual({ units: 3, partial: 0.4 });
    expect(splitQuantity(2)).toEqual({ units: 2, partial: 0 });
    expect(splitQuantity(0.125)).toEqual({ units: 0, partial: 0.125 });
    expect(withPartial(3.4, 0.7)).toBe(3.7);
    expect(withPartial(3, 0.5)).toBe(3.5);
    expect(withPartial(0, 0.1)).toBe(0.1);
    expect(withPartial(2.3, 0)).toBe(2);
    expect(withPartial(2.3, 1)).toBe(3);
    expect(withPartial(2, 1.7)).toBe(3);
    expect(withPartial(100_000, 0.5)).toBe(100_000);
    expect(TENTHS).toHaveLength(9);
    expect(TENTHS.map((t) => withPartial(1, t))).toEqual([1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9]);
  });
});

describe('keyboard-wedge scanner vs a person typing', () => {
  /** A clock that moves on by the given ms on each call. */
  const clock = (start: number) => {
    let now = start;
    return (step: number) => {
      now += step;
      return now;
    };
  };
  /** Keys at the given gaps (ms) from t0, then Enter after `enterGap`. */
  function feed(detector: WedgeDetector, text: string, gap: number, enterGap = gap, t0 = 1000, fieldValue: string | null = null) {
    let t = t0;
    let scan = null;
    for (const key of text) {
      scan = detector.key({ key, time: t, fieldValue }) ?? scan;
      t += gap;
    }
    return detector.key({ key: 'Enter', time: t - gap + enterGap }) ?? scan;
  }

  it('a fast burst ending in Enter is a scan, with the field value to restore', () => {
    const detector = new WedgeDetector();
    expect(feed(detector, '7790001234567', 8, 8, 1000, 'fer')).toEqual({ code: '7790001234567', fieldValueBefore: 'fer' });
    // Tab ends a scan too (some scanners are set up so); Shift for capitals does not break it.
    const at = clock(5000);
    for (const key of ['Shift', 'B', 'E', 'B', '-', '0', '0', '1']) detector.key({ key, time: at(5) });
    expect(detector.key({ key: 'Tab', time: at(5) })).toEqual({ code: 'BEB-001', fieldValueBefore: null });
  });

  it('a person typing (60–200 ms between keys) never scans, even ending in Enter', () => {
    const detector = new WedgeDetector();
    expect(feed(detector, 'fernet branca', 120)).toBeNull();
    expect(feed(detector, '7790001234567', 65)).toBeNull();
    expect(feed(detector, '12345678', MAX_GAP_MS + 1)).toBeNull();
    // Irregular human rhythm with a couple of quick pairs.
    const at = clock(10_000);
    for (const [key, gap] of [
      ['c', 0],
      ['o', 35],
      ['c', 140],
      ['a', 30],
      [' ', 180],
      ['z', 90],
      ['e', 25],
      ['r', 110],
      ['o', 95],
    ] as const) {
      expect(detector.key({ key, time: at(gap) })).toBeNull();
    }
    expect(detector.key({ key: 'Enter', time: at(150) })).toBeNull();
  });

  it('too short, a slow Enter or a non-printable key in between is not a scan', () => {
    const detector = new WedgeDetector();
    expect(feed(detector, '12345'.slice(0, MIN_LENGTH - 1), 5)).toBeNull();
    expect(feed(detector, '7790001234567', 5, 500)).toBeNull();
    const at = clock(0);
    for (const key of ['7', '7', '9', 'Backspace', '0', '0', '1', '2', '3']) detector.key({ key, time: at(5) });
    expect(detector.key({ key: 'Enter', time: at(5) })).toBeNull();
  });

  it('a scan right after slow typing keeps only the burst', () => {
    const detector = new WedgeDetector();
    const at = clock(0);
    for (const key of 'ab') detector.key({ key, time: at(150), fieldValue: '' });
    at(300);
    let scan = null;
    for (const key of '40123455') scan = detector.key({ key, time: at(4), fieldValue: 'ab' }) ?? scan;
    expect(detector.key({ key: 'Enter', time: at(4) })).toEqual({ code: '40123455', fieldValueBefore: 'ab' });
    expect(scan).toBeNull();
  });
});

describe('barcode lookup', () => {
  const goods = [
    { id: 'g1', sku: 'FER-001' },
    { id: 'g2', sku: 'CER-010' },
    { id: 'g3', sku: 'VAR-003' },
  ];
  const index = buildBarcodeIndex(
    [
      { goodId: 'g1', barcode: '7790290001234' },
      { goodId: 'g1', barcode: '7790290009995' },
      { goodId: 'g2', barcode: '0012345678905' },
      { goodId: 'gone', barcode: '7790000000000' },
    ],
    goods,
  );

  it('finds a good by any of its barcodes, trimmed', () => {
    expect(lookupBarcode(index, '7790290001234')).toBe('g1');
    expect(lookupBarcode(index, ' 7790290009995\n')).toBe('g1');
  });

  it('treats UPC-A and its EAN-13 form (leading 0) as the same code', () => {
    expect(lookupBarcode(index, '012345678905')).toBe('g2');
    expect(lookupBarcode(index, '0012345678905')).toBe('g2');
  });

  it('falls back to the SKU (in-store labels), case-insensitive', () => {
    expect(lookupBarcode(index, 'var-003')).toBe('g3');
  });

  it('unknown codes, codes of goods not listed and blanks find nothing', () => {
    expect(lookupBarcode(index, '7791111111111')).toBeNull();
    expect(lookupBarcode(index, '7790000000000')).toBeNull();
    expect(lookupBarcode(index, '   ')).toBeNull();
  });

  it('uses BarcodeDetector when the browser has it, else zxing', () => {
    expect(cameraEngine({})).toBe('zxing');
    expect(cameraEngine({ BarcodeDetector: class {} })).toBe('native');
  });
});

describe('search with the drinkFilter setting', () => {
  const goods = [
    { id: '1', name: 'Fernet Branca 750 ml', sku: 'FER-001', category: 'Fernet y amargos', barcodes: ['7790290001234'] },
    { id: '2', name: 'Cerveza Quilmes lata', sku: 'CER-001', category: 'Cervezas', barcodes: [] },
    { id: '3', name: 'Campari 750 ml', sku: 'APE-001', category: 'Aperitivos', barcodes: [] },
  ];
  const index = indexGoods(goods);
  const find = (q: string) => filterGoods(index, q).map((g) => g.id);

  it('reads the setting: incremental by default and for unknown values, enter when asked', () => {
    expect(drinkFilterMode('incremental')).toBe('incremental');
    expect(drinkFilterMode(undefined)).toBe('incremental');
    expect(drinkFilterMode('otro')).toBe('incremental');
    expect(drinkFilterMode('enter')).toBe('enter');
  });

  it('incremental filters on every keystroke', () => {
    const typed = ['f', 'fe', 'fer', 'fern'];
    expect(typed.map((q) => find(effectiveQuery('incremental', q, '')))).toEqual([['1'], ['1'], ['1'], ['1']]);
    expect(find(effectiveQuery('incremental', '750', ''))).toEqual(['1', '3']);
  });

  it('enter keeps the list until Enter, and clearing the box shows everything at once', () => {
    expect(find(effectiveQuery('enter', 'ferne', ''))).toEqual(['1', '2', '3']);
    expect(find(effectiveQuery('enter', 'fernet', 'fernet'))).toEqual(['1']);
    expect(find(effectiveQuery('enter', 'campa', 'fernet'))).toEqual(['1']);
    expect(find(effectiveQuery('enter', '', 'fernet'))).toEqual(['1', '2', '3']);
  });

  it('ranks the best name first: an exact "Fernet Branca 750 ml" above "Branca Menta" (issue 37)', () => {
    const more = indexGoods([
      { id: 'bm', name: 'Branca Menta 750 ml', sku: 'FER-002', category: 'Fernet y amargos', barcodes: [] },
      ...goods,
      { id: 'fc', name: 'Fernet con Coca', sku: 'TRG-010', category: 'Tragos', barcodes: [] },
    ]);
    const ranked = (q: string) => filterGoods(more, q).map((g) => g.id);
    // "Branca Menta" also holds every word (its category is "Fernet y amargos"): listed, but after.
    expect(ranked('Fernet Branca 750 ml')).toEqual(['1', 'bm']);
    expect(ranked('branca')).toEqual(['bm', '1']);
    expect(ranked('fernet')).toEqual(['1', 'fc', 'bm']);
    expect(ranked('fernet branca')).toEqual(['1', 'bm']);
  });

  it('a typed barcode finds its good; categories are listed with their counts', () => {
    expect(find('7790290001234')).toEqual(['1']);
    expect(categoriesOf(goods)).toEqual([
      { name: 'Aperitivos', goods: 1 },
      { name: 'Cervezas', goods: 1 },
      { name: 'Fernet y amargos', goods: 1 },
    ]);
  });
});

describe('list windowing', () => {
  it('renders the rows in view plus the overscan, from measured or estimated heights', () => {
    const keys = Array.from({ length: 2000 }, (_, i) => `g${i}`);
    const heights = new Map([['g0', 200]]);
    const offsets = rowOffsets(keys, heights, 80);
    expect(offsets[1]).toBe(200);
    expect(offsets[2]).toBe(280);
    expect(offsets[2000]).toBe(200 + 1999 * 80);
    expect(visibleRange(offsets, 0, 800, 0)).toEqual({ start: 0, end: 9 });
    // Scrolled to the middle: 2 overscan rows each side.
    const mid = visibleRange(offsets, 80_000, 80_800, 2);
    expect(mid.start).toBe(Math.floor((80_000 - 200) / 80) + 1 - 2);
    expect(mid.end - mid.start).toBeLessThan(20);
    expect(visibleRange(offsets, 1e9, 1e9 + 800, 3)).toEqual({ start: 1996, end: 2000 });
    expect(visibleRange(rowOffsets([], heights, 80), 0, 800, 3)).toEqual({ start: 0, end: 0 });
  });
});

describe('replica schema v3 (barcodes)', () => {
  it('upgrades a v2 replica in place (to the current version): its rows and outbox stay, good_barcodes is added with its barcode index', async () => {
    const name = `noctua-upgrade-${Date.now()}`;
    // The v2 schema as shipped before barcodes were replicated.
    const old = new Dexie(name);
    old.version(1).stores({
      goods: 'id, sku, name, category',
      stockCountLines: 'id, stockCountId, [stockCountId+goodId]',
      vipCards: 'id, number, holderName, holderDocument, cardTypeId',
      outbox: 'id, status, lane, [lane+seq], seq',
      syncState: 'key',
      uiState: 'key',
    });
    old.version(2).stores({ vipCards: 'id, number' });
    await old.open();
    await old.table('goods').put({ id: 'g1', version: 3, venueId: 'v', sku: 'FER-001', name: 'Fernet', category: 'Fernet' });
    await old.table('outbox').put({ id: 'c1', seq: 1, status: 'pending', lane: 'stockCount:x', name: 'stockCount.open' });
    old.close();

    const db = new NoctuaDb(name);
    await db.open();
    // v3 added the barcodes; later versions (v4: free entries) upgrade through it in one open.
    expect(db.verno).toBeGreaterThanOrEqual(3);
    expect(await db.goods.get('g1')).toMatchObject({ sku: 'FER-001' });
    expect(await db.outbox.count()).toBe(1);
    await db.goodBarcodes.put({ id: 'b1', version: 4, goodId: 'g1', barcode: '7790290001234' });
    expect((await db.goodBarcodes.where('barcode').equals('7790290001234').first())?.goodId).toBe('g1');
    expect(await db.goodBarcodes.where('goodId').equals('g1').count()).toBe(1);
    await db.delete();
  });
});
