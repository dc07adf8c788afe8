// Extractions are read and written online only (writes offline 'fail', src/lib/online-api.ts; the register's available cash is the server's to
// decide, under a lock). One query per resource; creating one refetches the night's list and
// summary so the cards and the table move together. A register card's line opens the movements
// behind it (207 only).
import { useQuery } from '@tanstack/react-query';
import type { RegisterPart } from '../../../contract/cash-registers';
import type { ExtractionBody } from '../../../contract/extraction';
import { api } from '../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { cashflowKeys, extraccionesKeys } from '../../../lib/query-keys';

// Paths and answers are typed by the API document (generated/api.gen.ts).
export function extractionNightsQueryOptions() {
  return onlineGet(extraccionesKeys.of('noches'), '/extracciones/noches', { offline: 'wait', staleTime: 60_000 });
}

export function useExtractionNightsQuery() {
  return useQuery(extractionNightsQueryOptions());
}

/** One night's figures, asked again every minute (another device may extract meanwhile). */
const ofNight = (nightId: string | undefined) =>
  ({ offline: 'wait', enabled: Boolean(nightId), refetchInterval: 60_000 }) as const;

export function useExtractionSummaryQuery(nightId: string | undefined) {
  return useQuery(
    onlineGet(extraccionesKeys.of('resumen', nightId), '/extracciones/resumen', {
      query: { nightId: nightId ?? '' },
      ...ofNight(nightId),
    }),
  );
}

export function useExtractionsQuery(nightId: string | undefined) {
  return useQuery(
    onlineGet(extraccionesKeys.of('lista', nightId), '/extracciones', { query: { nightId: nightId ?? '' }, ...ofNight(nightId) }),
  );
}

export function useWitnessesQuery(enabled: boolean) {
  return useQuery(
    onlineGet(extraccionesKeys.of('testigos'), '/extracciones/testigos', { offline: 'wait', enabled, staleTime: 5 * 60_000 }),
  );
}

export function useCreateExtraction() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (body: ExtractionBody) => api.post('/extracciones', { body }),
    refresh: (body) => [extraccionesKeys.of('resumen', body.nightId), extraccionesKeys.of('lista', body.nightId)],
  });
}

/** The movements behind one line of a register's card (207; /cashflow/cajas/partes). */
export function useRegisterPartQuery(q: { nightId: string; accountId: string; part: RegisterPart }) {
  return useQuery(
    onlineGet(cashflowKeys.of('cajas-partes', q.nightId, q.accountId, q.part), '/cashflow/cajas/partes', {
      offline: 'wait',
      query: q,
    }),
  );
}
