// The staff screens' server state (/api/user/manage-users): online only, never queued offline
// (access changes take effect on the server or not at all): offline 'fail' (src/lib/online-api.ts). Every write invalidates the whole
// prefix: a change of codes or status shows in the list and the edit screen at once.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  StaffCreateInput,
  StaffCreateResult,
  StaffListQuery,
  StaffPasswordResetResult,
  StaffUpdateInput,
  StaffUserDetail,
  StaffUserRow,
} from '../../../contract/staff';
import { apiClient } from '../../../lib/api-client';
import { compactQuery, onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { staffKeys } from '../../../lib/query-keys';

const BASE = '/user/manage-users';

export function useStaffList(filter: StaffListQuery) {
  const query = compactQuery(Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== 'all')));
  return useQuery(
    onlineGet<StaffUserRow[]>(staffKeys.of('list', query), BASE, {
      offline: 'fail',
      query,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useStaffUser(id: string) {
  return useQuery(
    onlineGet<StaffUserDetail>(staffKeys.of('user', id), `${BASE}/${id}`, {
      offline: 'fail',
    }),
  );
}

function useWrite<V, R>(fn: (vars: V) => Promise<R>) {
  return useOnlineMutation({ offline: 'fail', mutationFn: fn, refresh: [staffKeys.all] });
}

export const useCreateStaff = () => useWrite((input: StaffCreateInput) => apiClient.post<StaffCreateResult>(BASE, input));
export const useUpdateStaff = (id: string) =>
  useWrite((input: StaffUpdateInput) => apiClient.put<StaffUserDetail>(`${BASE}/${id}`, input));
export const useSetPrivileges = (id: string) =>
  useWrite((codes: string[]) => apiClient.put<StaffUserDetail>(`${BASE}/${id}/privileges`, { codes }));

export const useSetTwoFactorRequired = (id: string) =>
  useWrite((required: boolean) => apiClient.put<StaffUserDetail>(`${BASE}/${id}/two-factor`, { required }));
/** Done at once, or (a money/access role, not the owner) a request another admin confirms. */
export const useResetTwoFactor = (id: string) =>
  useWrite(() => apiClient.post<StaffUserDetail>(`${BASE}/${id}/two-factor/reset`));
export const useConfirmTwoFactorReset = (id: string) =>
  useWrite(() => apiClient.post<StaffUserDetail>(`${BASE}/${id}/two-factor/reset/confirm`));

export type StaffAction = 'deactivate' | 'activate' | 'unlock' | 'reset-password' | 'invitation';
export const useStaffAction = (id: string) =>
  useWrite((action: StaffAction) =>
    apiClient.post<StaffUserDetail | StaffCreateResult | StaffPasswordResetResult>(`${BASE}/${id}/${action}`),
  );
