// One inventory report (GET /api/inventarios/reportes/<name>), online-only. The filters are part of
// the key, so going back to a report already seen shows it at once while it refreshes.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportName, ReportQuery } from '../../../../contract/inventory-nightly';
import { onlineGet } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';
import { filledQuery } from '../../shared/filled-query';

/** The answer is any of the reports, told apart by its `report` (the screen checks it is `name`). */
export function reportQueryOptions(name: ReportName, query: ReportQuery) {
  const params = filledQuery(query);
  return onlineGet(inventariosKeys.of('reportes', name, params), '/inventarios/reportes/{name}', {
    offline: 'wait',
    params: { name },
    query: params,
    staleTime: 30_000,
    retry: 0,
  });
}

export function useReport(name: ReportName | undefined, query: ReportQuery, enabled: boolean) {
  return useQuery({
    ...reportQueryOptions(name ?? 'consumoBarras', query),
    enabled: enabled && name !== undefined,
    placeholderData: keepPreviousData,
  });
}
