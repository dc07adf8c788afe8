// The balance sheet's read started by its route's loader, while the screen's code loads and the
// shell renders, instead of after the screen's first render (issue 39, goal 6). The scope is the
// one the screen will ask for: the URL's, or the night the picker opens on (from the replica's
// nights, as useScopeChoice derives it). The screen's useQuery then finds the answer, or the read
// in flight, under the same key.
import type { QueryClient } from '@tanstack/react-query';
import { toNightView } from '../../lib/replica/nights';
import type { ReplicaStore } from '../../lib/sync/replica-store';
import { defaultNight } from '../../lib/ui/night-picker';
import { balanceSheetQuery } from './api/gerencia';
import { todayIso } from './labels';
import { type ScopeSearch, scopeOf } from './scope-search';

/**
 * Starts the read (not waiting for its answer) and gives the night the screen opens on when the URL
 * names none, so that the screen's first render asks for it instead of waiting for its own live
 * read of the nights.
 */
export async function prefetchBalanceSheet(
  { queryClient, replica }: { queryClient: QueryClient; replica: ReplicaStore },
  search: ScopeSearch,
): Promise<{ openingNightId?: string }> {
  let scope = scopeOf(search);
  let openingNightId: string | undefined;
  if (!scope) {
    const db = replica.get()?.db;
    if (!db) return {};
    openingNightId = defaultNight((await db.nights.toArray()).map(toNightView), todayIso())?.id;
    if (!openingNightId) return {};
    scope = { nightId: openingNightId };
  }
  // Offline the screen says so itself; a read that fails at once would only be cached as an error.
  if (navigator.onLine) void queryClient.prefetchQuery(balanceSheetQuery(scope));
  return { openingNightId };
}
