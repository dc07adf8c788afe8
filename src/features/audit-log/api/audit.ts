// The audit log viewer's pages (/api/audit, 300): online only, one query per filter and page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPageDto } from '../../../contract/audit';
import { apiClient } from '../../../lib/api-client';
import { auditKeys } from '../../../lib/query-keys';

export interface AuditFilters {
  user?: string;
  entity?: string;
  from?: string;
  to?: string;
  page: number;
}

export function useAuditPage(filters: AuditFilters) {
  const query = Object.fromEntries(
    Object.entries({ ...filters, page: String(filters.page) }).filter(([, v]) => v !== undefined && v !== ''),
  ) as Record<string, string>;
  return useQuery({
    networkMode: 'always',
    queryKey: auditKeys.of('page', query),
    queryFn: () => apiClient.get<AuditPageDto>('/audit', { query }),
    placeholderData: keepPreviousData,
  });
}
