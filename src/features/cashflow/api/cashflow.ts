// The cash-flow screens' server state (/api/cashflow): online only, like every money screen. Reads
// are queries under cashflowKeys; every write invalidates the whole prefix, since a movement moves
// balances, the board, reports and what staff are owed at once. Offline 'fail' (src/lib/online-api.ts):
// a save fails at once with a message instead of waiting paused.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AccountCreateInput,
  AccountDto,
  AttachmentDto,
  BalanceDto,
  BoardDto,
  CashPointOfSaleOption,
  CategoryCreateInput,
  CategoryDto,
  FinanceSettingsDto,
  MovementCreateInput,
  MovementDto,
  MovementListDto,
  PaymentMethodDto,
  PaymentMethodInput,
  PaymentMethodKind,
  StatementDto,
} from '../../../contract/cashflow';
import type {
  CategoryReportDto,
  NightReportDto,
  OwedNightDto,
  PeriodReportDto,
  ReportGrain,
  ShiftInput,
  StaffMemberDto,
  StaffMemberInput,
  StaffNightDto,
  StaffPaymentDto,
  StaffPaymentInput,
} from '../../../contract/cashflow-staff';
import { apiClient } from '../../../lib/api-client';
import { compactQuery, deleteRecord, onlineQuery, saveRecord, useOnlineMutation } from '../../../lib/online-api';
import { cashflowKeys } from '../../../lib/query-keys';

export interface NightOption {
  id: string;
  businessDate: string;
  eventName: string;
  status: string;
}

function useRead<T>(parts: readonly unknown[], path: string, query?: Record<string, string | undefined>, enabled = true) {
  const clean = query ? compactQuery(query) : undefined;
  return useQuery(
    onlineQuery({
      offline: 'fail',
      queryKey: cashflowKeys.of(...parts, clean ?? {}),
      queryFn: () => apiClient.get<T>(path, clean ? { query: clean } : undefined),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

export const useAccountsQuery = () => useRead<AccountDto[]>(['accounts'], '/cashflow/cuentas');
export const useCashPosQuery = () => useRead<CashPointOfSaleOption[]>(['pos'], '/cashflow/cuentas/puntos-de-venta');
export const useCategoriesQuery = () => useRead<CategoryDto[]>(['categories'], '/cashflow/categorias');
export const usePaymentMethodsQuery = () => useRead<PaymentMethodDto[]>(['methods'], '/cashflow/medios-de-pago');
export const useFinanceSettingsQuery = () => useRead<FinanceSettingsDto>(['settings'], '/cashflow/ajustes');
export const useCashNightsQuery = () => useRead<NightOption[]>(['nights'], '/cashflow/noches');

export interface MovementFilter {
  from?: string;
  to?: string;
  accountId?: string;
  kind?: string;
  categoryId?: string;
  nightId?: string;
  q?: string;
}
export const useMovementsQuery = (f: MovementFilter) =>
  useRead<MovementListDto>(['movements'], '/cashflow/movimientos', { ...f });
export const useAttachmentsQuery = (movementId: string) =>
  useRead<AttachmentDto[]>(['attachments', movementId], `/cashflow/movimientos/${movementId}/adjuntos`);

export const useStaffQuery = () => useRead<StaffMemberDto[]>(['staff'], '/cashflow/personal');
export const useStaffNightQuery = (nightId: string | undefined) =>
  useRead<StaffNightDto>(['staff-night', nightId], `/cashflow/personal/noches/${nightId}`, undefined, Boolean(nightId));
export const useOwedQuery = () => useRead<OwedNightDto[]>(['owed'], '/cashflow/personal/deuda');

export const useBalancesQuery = (at: string | undefined) => useRead<BalanceDto[]>(['balances'], '/cashflow/saldos', { at });
export const useStatementQuery = (accountId: string | undefined, from?: string, to?: string) =>
  useRead<StatementDto>(['statement', accountId], `/cashflow/saldos/${accountId}/movimientos`, { from, to }, Boolean(accountId));
export const useBoardQuery = () => useRead<BoardDto>(['board'], '/cashflow/tablero');

export const useCategoryReport = (from: string, to: string) =>
  useRead<CategoryReportDto>(['report', 'categorias'], '/cashflow/reportes/categorias', { from, to });
export const usePeriodReport = (from: string, to: string, grain: ReportGrain) =>
  useRead<PeriodReportDto>(['report', 'periodos'], '/cashflow/reportes/periodos', { from, to, grain });
export const useNightReport = (from: string, to: string) =>
  useRead<NightReportDto>(['report', 'noches'], '/cashflow/reportes/noches', { from, to });

function useWrite<V, R>(fn: (vars: V) => Promise<R>) {
  return useOnlineMutation({ offline: 'fail', mutationFn: fn, refresh: [cashflowKeys.all] });
}

export const useSaveAccount = () =>
  useWrite(({ id, input }: { id?: string; input: AccountCreateInput }) =>
    id
      ? apiClient.put<AccountDto>(`/cashflow/cuentas/${id}`, { name: input.name, pointOfSaleId: input.pointOfSaleId ?? null })
      : apiClient.post<AccountDto>('/cashflow/cuentas', input),
  );
export const useSetAccountActive = () =>
  useWrite(({ id, active }: { id: string; active: boolean }) =>
    apiClient.post<AccountDto>(`/cashflow/cuentas/${id}/activo`, { active }),
  );
export const useDeleteAccount = () => useWrite((id: string) => deleteRecord<null>(`/cashflow/cuentas/${id}`));
export const useSaveCategory = () =>
  useWrite(({ id, input }: { id?: string; input: CategoryCreateInput }) =>
    id
      ? apiClient.put<CategoryDto>(`/cashflow/categorias/${id}`, { name: input.name })
      : apiClient.post<CategoryDto>('/cashflow/categorias', input),
  );
export const useRetireCategory = () => useWrite((id: string) => deleteRecord<null>(`/cashflow/categorias/${id}`));
export const useSavePaymentMethod = () =>
  useWrite(({ method, input }: { method: PaymentMethodKind; input: PaymentMethodInput }) =>
    apiClient.put<PaymentMethodDto[]>(`/cashflow/medios-de-pago/${method}`, input),
  );
export const useSaveFinanceSettings = () =>
  useWrite((input: FinanceSettingsDto) => apiClient.put<FinanceSettingsDto>('/cashflow/ajustes', input));

export const useCreateMovement = () =>
  useWrite((input: MovementCreateInput) => apiClient.post<MovementDto>('/cashflow/movimientos', input));
export const useReverseMovement = () =>
  useWrite(({ id, note }: { id: string; note: string }) =>
    apiClient.post<MovementDto>(`/cashflow/movimientos/${id}/revertir`, { note }),
  );
export const useUploadReceipt = () =>
  useWrite(({ movementId, file }: { movementId: string; file: File }) =>
    apiClient.post<AttachmentDto>(`/cashflow/movimientos/${movementId}/adjuntos`, file, {
      headers: { 'x-file-name': encodeURIComponent(file.name), 'content-type': 'application/octet-stream' },
    }),
  );

export const useSaveStaffMember = () =>
  useWrite(({ id, input }: { id?: string; input: StaffMemberInput }) =>
    saveRecord<StaffMemberDto>('/cashflow/personal', id, input),
  );
export const useSaveShift = () =>
  useWrite((input: ShiftInput) => apiClient.put<StaffNightDto>('/cashflow/personal/turnos', input));
export const useDeleteShift = () => useWrite((id: string) => deleteRecord<null>(`/cashflow/personal/turnos/${id}`));
export const usePayStaff = () =>
  useWrite((input: StaffPaymentInput) => apiClient.post<StaffPaymentDto>('/cashflow/personal/pagos', input));

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
