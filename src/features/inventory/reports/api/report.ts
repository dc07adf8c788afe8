// One inventory report (GET /api/inventarios/reportes/<name>), online-only. The filters are part of
// the key, so going back to a report already seen shows it at once while it refreshes.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportName, ReportQuery, ReportResponse } from '../../../../contract/inventory-nightly';
import { onlineGet } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function reportQueryOptions<N extends ReportName>(name: N, query: ReportQuery) {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return onlineGet<ReportResponse<N>>(inventariosKeys.of('reportes', name, params), `/inventarios/reportes/${name}`, {
    offline: 'wait',
    query: params,
    staleTime: 30_000,
    retry: 0,
  });
}

export function useReport<N extends ReportName>(name: N | undefined, query: ReportQuery, enabled: boolean) {
  return useQuery({
    ...reportQueryOptions((name ?? 'consumoBarras') as N, query),
    enabled: enabled && name !== undefined,
    placeholderData: keepPreviousData,
  });
}
