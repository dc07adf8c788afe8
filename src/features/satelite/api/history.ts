// The terminals' event history (SPEC §7 GET /api/satelite/consultarHistoria), newest first,
// optionally for one terminal or one kind of event. Online only; refreshed with the terminal list.
import { useQuery } from '@tanstack/react-query';
import type { TerminalEventKind } from '../../../contract/satelite';
import { api } from '../../../lib/api-client';
import { onlineQuery } from '../../../lib/online-api';
import { sateliteKeys } from '../../../lib/query-keys';

export interface HistoryFilter {
  terminalId?: string;
  kind?: TerminalEventKind;
}

export function historyQueryOptions(filter: HistoryFilter, enabled = true) {
  return onlineQuery({
    offline: 'wait',
    queryKey: sateliteKeys.of('historia', filter.terminalId ?? '', filter.kind ?? ''),
    queryFn: () =>
      api.get('/satelite/consultarHistoria', { query: { terminalId: filter.terminalId || undefined, kind: filter.kind } }),
    refetchInterval: 15_000,
    staleTime: 5_000,
    retry: 1,
    enabled,
  });
}

export function useHistoryQuery(filter: HistoryFilter, enabled: boolean) {
  return useQuery(historyQueryOptions(filter, enabled));
}
