// Saving the par levels of one location (PUT /api/inventarios/stockIdeal): every edited line in one
// request (one transaction on the server). The grid itself is read from the replica
// (data/use-stock-board-live.ts); the online purchase suggestions are refetched.
import type { ParLevelsPut, ParLevelsSaveResponse } from '../../../../contract/inventory-stock';
import { api } from '../../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function saveParLevels(body: ParLevelsPut): Promise<ParLevelsSaveResponse> {
  return api.put('/inventarios/stockIdeal', { body });
}

export function useSaveParLevels() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: saveParLevels,
    // The grid, the board and the totals read the replica (the save's caller pulls); the purchase
    // suggestions are read online and depend on the par levels.
    refresh: [{ queryKey: inventariosKeys.of('stock') }],
  });
}

/** Par levels suggested from the location's last 6 weeks of use, covering `days` (online only). */
export function parSuggestionsQuery(locationId: string, days: number) {
  return onlineGet(inventariosKeys.of('stock', 'par-suggestions', locationId, days), '/inventarios/stockIdeal/sugerido', {
    offline: 'fail',
    query: { locationId, days },
    staleTime: 60_000,
    retry: 1,
  });
}
