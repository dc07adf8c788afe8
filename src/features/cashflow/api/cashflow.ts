// The cash-flow screens' server state (/api/cashflow): online only, like every money screen. Reads
// are queries under cashflowKeys; every write invalidates the whole prefix, since a movement moves
// balances, the board, reports and what staff are owed at once. Offline 'fail' (src/lib/online-api.ts):
// a save fails at once with a message instead of waiting paused.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AccountCreateInput,
  type AttachmentDto,
  type CategoryCreateInput,
  type FinanceSettingsDto,
  MOVEMENT_KINDS,
  type MovementCreateInput,
  type PaymentMethodInput,
  type PaymentMethodKind,
} from '../../../contract/cashflow';
import type {
  ReportByName,
  ReportGrain,
  ReportName,
  ShiftInput,
  StaffMemberInput,
  StaffPaymentInput,
} from '../../../contract/cashflow-staff';
import { api, apiClient } from '../../../lib/api-client';
import { onlineQuery, useOnlineMutation } from '../../../lib/online-api';
import { cashflowKeys } from '../../../lib/query-keys';

/** A read under cashflowKeys: `key` names it (its query last, when it has one); paths and answers are typed by the API document. */
function readQuery<T>(key: readonly unknown[], read: () => Promise<T>, enabled = true) {
  return onlineQuery({
    offline: 'fail',
    queryKey: cashflowKeys.of(...key),
    queryFn: read,
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useRead<T>(key: readonly unknown[], read: () => Promise<T>, enabled = true) {
  return useQuery(readQuery(key, read, enabled));
}

/** A filter value as a query parameter: an empty one means "all", so it is not sent. */
const given = (value: string | undefined) => value || undefined;

export const useAccountsQuery = () => useRead(['accounts'], () => api.get('/cashflow/cuentas'));
export const useCashPosQuery = () => useRead(['pos'], () => api.get('/cashflow/cuentas/puntos-de-venta'));
export const useCategoriesQuery = () => useRead(['categories'], () => api.get('/cashflow/categorias'));
export const usePaymentMethodsQuery = () => useRead(['methods'], () => api.get('/cashflow/medios-de-pago'));
export const useFinanceSettingsQuery = () => useRead(['settings'], () => api.get('/cashflow/ajustes'));
export const useCashNightsQuery = () => useRead(['nights'], () => api.get('/cashflow/noches'));

export interface MovementFilter {
  from?: string;
  to?: string;
  accountId?: string;
  /** A movement kind, or '' for all. */
  kind?: string;
  categoryId?: string;
  nightId?: string;
  q?: string;
}
export const useMovementsQuery = (f: MovementFilter) => {
  const query = {
    from: given(f.from),
    to: given(f.to),
    accountId: given(f.accountId),
    kind: MOVEMENT_KINDS.find((k) => k === f.kind),
    categoryId: given(f.categoryId),
    nightId: given(f.nightId),
    q: given(f.q),
  };
  return useRead(['movements', query], () => api.get('/cashflow/movimientos', { query }));
};
export const useAttachmentsQuery = (movementId: string) =>
  useRead(['attachments', movementId], () => api.get('/cashflow/movimientos/{id}/adjuntos', { params: { id: movementId } }));

export const useStaffQuery = () => useRead(['staff'], () => api.get('/cashflow/personal'));
export const useStaffNightQuery = (nightId: string | undefined) =>
  useRead(
    ['staff-night', nightId],
    () => api.get('/cashflow/personal/noches/{nightId}', { params: { nightId: nightId ?? '' } }),
    Boolean(nightId),
  );
export const useOwedQuery = () => useRead(['owed'], () => api.get('/cashflow/personal/deuda'));

export const useBalancesQuery = (at: string | undefined) => {
  const query = { at: given(at) };
  return useRead(['balances', query], () => api.get('/cashflow/saldos', { query }));
};
export const useStatementQuery = (accountId: string | undefined, from?: string, to?: string) => {
  const query = { from: given(from), to: given(to) };
  return useRead(
    ['statement', accountId, query],
    () => api.get('/cashflow/saldos/{id}/movimientos', { params: { id: accountId ?? '' }, query }),
    Boolean(accountId),
  );
};
export const useBoardQuery = () => useRead(['board'], () => api.get('/cashflow/tablero'));

/**
 * One report. The document can only say the route answers one of the three reports; which one is
 * the path's `name`, so the answer is narrowed to that report here (ReportByName, from the schemas).
 */
function reportQuery<N extends ReportName>(name: N, query: { from: string; to: string; grain?: ReportGrain }) {
  return readQuery(
    ['report', name, query],
    () => api.get('/cashflow/reportes/{name}', { params: { name }, query }) as Promise<ReportByName[N]>,
  );
}
/** The three reports of the reports screen for a range, as it reads them (its route's loader starts them). */
export const cashReportQueries = (from: string, to: string, grain: ReportGrain) =>
  [
    reportQuery('periodos', { from, to, grain }),
    reportQuery('categorias', { from, to }),
    reportQuery('noches', { from, to }),
  ] as const;
export const useCategoryReport = (from: string, to: string) => useQuery(reportQuery('categorias', { from, to }));
export const usePeriodReport = (from: string, to: string, grain: ReportGrain) =>
  useQuery(reportQuery('periodos', { from, to, grain }));
export const useNightReport = (from: string, to: string) => useQuery(reportQuery('noches', { from, to }));

function useWrite<V, R>(fn: (vars: V) => Promise<R>) {
  return useOnlineMutation({ offline: 'fail', mutationFn: fn, refresh: [cashflowKeys.all] });
}

export const useSaveAccount = () =>
  useWrite(({ id, input }: { id?: string; input: AccountCreateInput }) =>
    id
      ? api.put('/cashflow/cuentas/{id}', {
          params: { id },
          body: { name: input.name, pointOfSaleId: input.pointOfSaleId ?? null },
        })
      : api.post('/cashflow/cuentas', { body: input }),
  );
export const useSetAccountActive = () =>
  useWrite(({ id, active }: { id: string; active: boolean }) =>
    api.post('/cashflow/cuentas/{id}/activo', { params: { id }, body: { active } }),
  );
export const useDeleteAccount = () => useWrite((id: string) => api.delete('/cashflow/cuentas/{id}', { params: { id } }));
export const useSaveCategory = () =>
  useWrite(({ id, input }: { id?: string; input: CategoryCreateInput }) =>
    id
      ? api.put('/cashflow/categorias/{id}', { params: { id }, body: { name: input.name } })
      : api.post('/cashflow/categorias', { body: input }),
  );
export const useRetireCategory = () => useWrite((id: string) => api.delete('/cashflow/categorias/{id}', { params: { id } }));
export const useSavePaymentMethod = () =>
  useWrite(({ method, input }: { method: PaymentMethodKind; input: PaymentMethodInput }) =>
    api.put('/cashflow/medios-de-pago/{method}', { params: { method }, body: input }),
  );
export const useSaveFinanceSettings = () =>
  useWrite((input: FinanceSettingsDto) => api.put('/cashflow/ajustes', { body: input }));

export const useCreateMovement = () =>
  useWrite((input: MovementCreateInput) => api.post('/cashflow/movimientos', { body: input }));
export const useReverseMovement = () =>
  useWrite(({ id, note }: { id: string; note: string }) =>
    api.post('/cashflow/movimientos/{id}/revertir', { params: { id }, body: { note } }),
  );
// Untyped on purpose: the receipt goes as the raw body (octet-stream, named by x-file-name), which
// the typed calls' JSON `body` cannot carry; the answer is the document's attachment.
export const useUploadReceipt = () =>
  useWrite(({ movementId, file }: { movementId: string; file: File }) =>
    apiClient.post<AttachmentDto>(`/cashflow/movimientos/${encodeURIComponent(movementId)}/adjuntos`, file, {
      headers: { 'x-file-name': encodeURIComponent(file.name), 'content-type': 'application/octet-stream' },
    }),
  );

export const useSaveStaffMember = () =>
  useWrite(({ id, input }: { id?: string; input: StaffMemberInput }) =>
    id ? api.put('/cashflow/personal/{id}', { params: { id }, body: input }) : api.post('/cashflow/personal', { body: input }),
  );
export const useSaveShift = () => useWrite((input: ShiftInput) => api.put('/cashflow/personal/turnos', { body: input }));
export const useDeleteShift = () => useWrite((id: string) => api.delete('/cashflow/personal/turnos/{id}', { params: { id } }));
export const usePayStaff = () => useWrite((input: StaffPaymentInput) => api.post('/cashflow/personal/pagos', { body: input }));

/** Downloads a receipt with the session's token and opens it (a plain link cannot carry the token). */
export async function openReceipt(a: AttachmentDto): Promise<void> {
  const token = apiClient.getAccessToken?.();
  const res = await fetch(`${import.meta.env.BASE_URL}api/cashflow/adjuntos/${a.id}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(String(res.status));
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = a.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
