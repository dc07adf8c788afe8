// Extractions are read and written online only (the register's available cash is the server's to
// decide, under a lock). One query per resource; creating one refetches the night's list and
// summary so the cards and the table move together.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExtractionBody, ExtractionDto, ExtractionNight, ExtractionSummary, WitnessDto } from '../../../contract/extraction';
import { apiClient } from '../../../lib/api-client';
import { extraccionesKeys } from '../../../lib/query-keys';

export function extractionNightsQueryOptions() {
  return queryOptions({
    queryKey: extraccionesKeys.of('noches'),
    queryFn: () => apiClient.get<ExtractionNight[]>('/extracciones/noches'),
    staleTime: 60_000,
  });
}

export function useExtractionNightsQuery() {
  return useQuery(extractionNightsQueryOptions());
}

export function useExtractionSummaryQuery(nightId: string | undefined) {
  return useQuery({
    queryKey: extraccionesKeys.of('resumen', nightId),
    queryFn: () => apiClient.get<ExtractionSummary>('/extracciones/resumen', { query: { nightId } }),
    enabled: Boolean(nightId),
    refetchInterval: 60_000,
  });
}

export function useExtractionsQuery(nightId: string | undefined) {
  return useQuery({
    queryKey: extraccionesKeys.of('lista', nightId),
    queryFn: () => apiClient.get<ExtractionDto[]>('/extracciones', { query: { nightId } }),
    enabled: Boolean(nightId),
    refetchInterval: 60_000,
  });
}

export function useWitnessesQuery(enabled: boolean) {
  return useQuery({
    queryKey: extraccionesKeys.of('testigos'),
    queryFn: () => apiClient.get<WitnessDto[]>('/extracciones/testigos'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useCreateExtraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExtractionBody) => apiClient.post<ExtractionDto>('/extracciones', body),
    onSettled: (_data, _error, body) => {
      void queryClient.invalidateQueries({ queryKey: extraccionesKeys.of('resumen', body.nightId) });
      void queryClient.invalidateQueries({ queryKey: extraccionesKeys.of('lista', body.nightId) });
    },
  });
}
