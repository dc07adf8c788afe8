// The audit log viewer's pages (/api/audit, 300): online only, one query per filter and page.
// Path, query and answer are typed by the API document.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { compactQuery, onlineQuery } from '../../../lib/online-api';
import { auditKeys } from '../../../lib/query-keys';

export interface AuditFilters {
  user?: string;
  entity?: string;
  from?: string;
  to?: string;
  page: number;
}

export function useAuditPage(filters: AuditFilters) {
  const query = compactQuery(filters);
  return useQuery(
    onlineQuery({
      queryKey: auditKeys.of('page', query),
      queryFn: () => api.get('/audit', { query }),
      offline: 'fail',
      placeholderData: keepPreviousData,
    }),
  );
}
