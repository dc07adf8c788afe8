// The comps the server holds for a night (GET /api/inventarios/cortesias) and the staff who may
// authorise one (…/autorizantes). The staff list is kept in this browser too, so the comp form
// still offers it at a bar without network.
import { useQuery } from '@tanstack/react-query';
import type { CompAuthoriserDto, CompRowDto } from '../../../../contract/comps';
import { apiClient } from '../../../../lib/api-client';
import { onlineQuery } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';
import { readString, writeString } from '../../../../lib/storage';

const AUTHORISERS_KEY = 'noctua.comps.authorisers';

function storedAuthorisers(): CompAuthoriserDto[] | undefined {
  try {
    const parsed = JSON.parse(readString('local', AUTHORISERS_KEY) ?? 'null') as unknown;
    return Array.isArray(parsed) ? (parsed as CompAuthoriserDto[]) : undefined;
  } catch {
    return undefined;
  }
}

export function useCompAuthorisersQuery() {
  return useQuery(
    onlineQuery({
      offline: 'wait',
      queryKey: inventariosKeys.of('cortesias-autorizantes'),
      queryFn: async () => {
        const list = await apiClient.get<CompAuthoriserDto[]>('/inventarios/cortesias/autorizantes');
        writeString('local', AUTHORISERS_KEY, JSON.stringify(list));
        return list;
      },
      placeholderData: storedAuthorisers,
      staleTime: 5 * 60_000,
      retry: 1,
    }),
  );
}

export function useNightCompsQuery(nightId: string | undefined) {
  return useQuery(
    onlineQuery({
      offline: 'wait',
      queryKey: inventariosKeys.of('cortesias', { nightId }),
      queryFn: () => apiClient.get<CompRowDto[]>('/inventarios/cortesias', { query: { nightId: nightId as string } }),
      enabled: !!nightId,
      staleTime: 15_000,
      retry: 1,
    }),
  );
}
