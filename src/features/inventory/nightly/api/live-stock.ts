// Live stock of a night (GET /api/inventarios/stockEnVivo), polled every 10 s while the screen is
// visible and the browser online: react-query skips the interval while the tab is hidden and
// refetches when it comes back, and `online` stops it entirely while offline.
import { useQuery } from '@tanstack/react-query';
import { onlineGet } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export const LIVE_STOCK_POLL_MS = 10_000;

export function liveStockQueryOptions(nightId: string | undefined) {
  return onlineGet(inventariosKeys.of('stockEnVivo', nightId ?? 'actual'), '/inventarios/stockEnVivo', {
    offline: 'wait',
    query: nightId ? { nightId } : {},
    retry: 1,
  });
}

export function useLiveStockQuery(nightId: string | undefined, online: boolean) {
  return useQuery({
    ...liveStockQueryOptions(nightId),
    refetchInterval: online ? LIVE_STOCK_POLL_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
