// Satélite on the device: terminal status thresholds, the API key's shape, and the history items
// hidden locally by id (SPEC §4) — kept in the replica's uiState across reopenings, shown again with
// "Mostrar ocultos", never more than MAX_HIDDEN ids.
import { afterEach, describe, expect, it } from 'vitest';
import { API_KEY_PATTERN, linesTotal } from '../../src/contract/ingest';
import { IDLE_MS, ONLINE_MS, terminalStatus, visibleHistory } from '../../src/contract/satelite';
import {
  HIDDEN_HISTORY_KEY,
  hideHistoryItems,
  MAX_HIDDEN,
  readHidden,
  unhideAllHistory,
  unhideHistoryItem,
} from '../../src/features/satelite/data/hidden-history';
import { NoctuaDb } from '../../src/lib/db/noctua-db';

let counter = 0;
const opened: NoctuaDb[] = [];
async function freshDb(name = `noctua-test-satelite-${Date.now()}-${counter++}`): Promise<NoctuaDb> {
  const db = new NoctuaDb(name);
  await db.open();
  opened.push(db);
  return db;
}
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

describe('terminalStatus', () => {
  const now = Date.parse('2026-11-21T02:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it('ages a terminal from online to idle to offline', () => {
    expect(terminalStatus(null, now)).toBe('never');
    expect(terminalStatus(ago(0), now)).toBe('online');
    expect(terminalStatus(ago(ONLINE_MS - 1), now)).toBe('online');
    expect(terminalStatus(ago(ONLINE_MS), now)).toBe('idle');
    expect(terminalStatus(ago(IDLE_MS - 1), now)).toBe('idle');
    expect(terminalStatus(ago(IDLE_MS), now)).toBe('offline');
  });
});

describe('ingest contract', () => {
  it('adds up the lines to the cent', () => {
    expect(
      linesTotal([
        { quantity: 3, unitPrice: 450_000 },
        { quantity: 1, unitPrice: 99 },
      ]),
    ).toBe(1_350_099);
  });
  it('recognises only well-formed keys', () => {
    expect(API_KEY_PATTERN.test(`nt_0123456789ab_${'A'.repeat(43)}`)).toBe(true);
    expect(API_KEY_PATTERN.test(`nt_0123456789AB_${'A'.repeat(43)}`)).toBe(false);
    expect(API_KEY_PATTERN.test(`nt_0123456789ab_${'A'.repeat(42)}`)).toBe(false);
    expect(API_KEY_PATTERN.test('eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe(false);
  });
});

describe('hidden history', () => {
  const events = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('filters hidden ids unless asked to show them', () => {
    expect(visibleHistory(events, new Set(['b']), false).map((e) => e.id)).toEqual(['a', 'c']);
    expect(visibleHistory(events, new Set(['b']), true).map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps hidden ids on the device across reopenings and restores them', async () => {
    const name = `noctua-test-satelite-keep-${Date.now()}`;
    const db = await freshDb(name);
    await hideHistoryItems(db, ['a']);
    await hideHistoryItems(db, ['b', 'a']);
    db.close();
    const again = await freshDb(name);
    expect(readHidden((await again.uiState.get(HIDDEN_HISTORY_KEY))?.value)).toEqual(['a', 'b']);
    await unhideHistoryItem(again, 'a');
    expect(readHidden((await again.uiState.get(HIDDEN_HISTORY_KEY))?.value)).toEqual(['b']);
    await unhideAllHistory(again);
    expect(await again.uiState.get(HIDDEN_HISTORY_KEY)).toBeUndefined();
  });

  it('forgets the oldest ids past the limit and ignores garbage', async () => {
    const db = await freshDb();
    await hideHistoryItems(
      db,
      Array.from({ length: MAX_HIDDEN + 2 }, (_, i) => `id-${i}`),
    );
    const kept = readHidden((await db.uiState.get(HIDDEN_HISTORY_KEY))?.value);
    expect(kept).toHaveLength(MAX_HIDDEN);
    expect(kept[0]).toBe('id-2');
    expect(readHidden({ nope: 1 })).toEqual([]);
    expect(readHidden(['x', 3, null])).toEqual(['x']);
  });
});
