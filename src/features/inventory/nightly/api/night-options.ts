// The nights and locations the nightly screens pick from (GET /api/inventarios/noches), online-only.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NightOptionsResponse } from '../../../../contract/inventory-nightly';
import { apiClient } from '../../../../lib/api-client';

export function nightOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['inventarios', 'noches'],
    queryFn: () => apiClient.get<NightOptionsResponse>('/inventarios/noches'),
    staleTime: 60_000,
    retry: 1,
  });
}

export function useNightOptions() {
  return useQuery(nightOptionsQueryOptions());
}
