// The audit log viewer's pages (/api/audit, 300): online only, one query per filter and page.
// Path, query and answer are typed by the API document.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { compactQuery, onlineGet } from '../../../lib/online-api';
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
    onlineGet(auditKeys.of('page', query), '/audit', { offline: 'fail', query, placeholderData: keepPreviousData }),
  );
}
