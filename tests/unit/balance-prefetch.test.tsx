// The balance sheet's route loader (src/features/gerencia/prefetch.ts) starts the screen's read
// before the screen renders (issue 39, goal 6). It must ask for what the screen will ask for: the
// night useScopeChoice opens on when the URL names none, the URL's scope otherwise, under the key
// useBalanceSheet reads — else the screen reads a second time and the head start is lost.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceSheetQuery } from '../../src/features/gerencia/api/gerencia';
import { type ScopeChoice, useScopeChoice } from '../../src/features/gerencia/components/scope-picker';
import { todayIso } from '../../src/features/gerencia/labels';
import { prefetchBalanceSheet } from '../../src/features/gerencia/prefetch';
import type { ScopeSearch } from '../../src/features/gerencia/scope-search';
import { type NightRow, NoctuaDb } from '../../src/lib/db/noctua-db';
import { ReplicaProvider } from '../../src/lib/sync/use-replica';
import { flush, type Rendered, readOnlyStore, render, replicaOf } from './helpers';

let db: NoctuaDb;
let view: Rendered | undefined;
let counter = 0;
const reads: string[] = [];

const storeOf = (replicaDb: NoctuaDb | null) => readOnlyStore(replicaDb && replicaOf(replicaDb));

const day = (offset: number) => {
  const d = new Date(`${todayIso()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const night = (id: string, businessDate: string, status: NightRow['status']): NightRow => ({
  id,
  version: 1,
  venueId: 'v1',
  businessDate,
  status,
});

function Probe({ search, out }: { search: ScopeSearch; out: { choice?: ScopeChoice } }) {
  out.choice = useScopeChoice(search);
  return null;
}

/** The scope the screen settles on once the replica's nights are read. */
async function screenScope(search: ScopeSearch): Promise<ScopeSearch> {
  const out: { choice?: ScopeChoice } = {};
  view = await render(
    <ReplicaProvider store={storeOf(db)}>
      <Probe search={search} out={out} />
    </ReplicaProvider>,
  );
  for (let i = 0; i < 50 && !out.choice?.nights; i++) await flush(1);
  if (!out.choice?.nights) throw new Error('the nights were never read');
  return out.choice.search;
}

beforeEach(async () => {
  reads.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      reads.push(String(input instanceof Request ? input.url : input));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  db = new NoctuaDb(`noctua-test-balance-prefetch-${Date.now()}-${counter++}`);
  await db.open();
});

afterEach(async () => {
  await view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
  await db.delete();
});

describe('the balance sheet route loader', () => {
  it.each([
    ['the open night', [night('old', day(-9), 'closed'), night('open', day(-1), 'open'), night('next', day(6), 'planned')]],
    ['the last begun', [night('old', day(-9), 'closed'), night('last', day(-2), 'closed'), night('next', day(6), 'planned')]],
    ['the nearest planned', [night('later', day(13), 'planned'), night('next', day(6), 'planned')]],
  ])('without a night in the URL, reads the night the screen opens on (%s), under the screen’s key', async (_, nights) => {
    await db.nights.bulkPut(nights);
    const queryClient = new QueryClient();
    const { openingNightId } = await prefetchBalanceSheet({ queryClient, replica: storeOf(db) }, {});
    const screen = await screenScope({});
    expect(openingNightId).toBeDefined();
    expect(screen).toEqual({ nightId: openingNightId });
    const state = queryClient.getQueryState(balanceSheetQuery({ nightId: openingNightId as string }).queryKey);
    expect(state?.fetchStatus === 'fetching' || state?.status === 'success').toBe(true);
    await flush(3);
    expect(reads).toHaveLength(1);
    expect(new URL(reads[0] as string, 'http://x').searchParams.get('nightId')).toBe(openingNightId);
  });

  it('with a night or a range in the URL, reads that scope and leaves the opening night alone', async () => {
    await db.nights.bulkPut([night('open', day(-1), 'open')]);
    const queryClient = new QueryClient();
    const chosen = { nightId: '01a22523-4c40-7a2e-8961-e9cd28a9c000' };
    expect(await prefetchBalanceSheet({ queryClient, replica: storeOf(db) }, chosen)).toEqual({ openingNightId: undefined });
    expect(queryClient.getQueryState(balanceSheetQuery(chosen).queryKey)).toBeDefined();
    const range = { from: day(-30), to: day(0) };
    await prefetchBalanceSheet({ queryClient, replica: storeOf(db) }, range);
    expect(queryClient.getQueryState(balanceSheetQuery(range).queryKey)).toBeDefined();
    expect(await screenScope(range)).toEqual(range);
  });

  it('reads nothing offline, nor before the replica is open, nor for a venue without nights', async () => {
    const queryClient = new QueryClient();
    expect(await prefetchBalanceSheet({ queryClient, replica: storeOf(null) }, {})).toEqual({});
    expect(await prefetchBalanceSheet({ queryClient, replica: storeOf(db) }, {})).toEqual({});
    await db.nights.bulkPut([night('open', day(-1), 'open')]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await prefetchBalanceSheet({ queryClient, replica: storeOf(db) }, {})).toEqual({ openingNightId: 'open' });
    vi.restoreAllMocks();
    await flush(3);
    expect(reads).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
