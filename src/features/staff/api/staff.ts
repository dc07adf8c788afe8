// The staff screens' server state (/api/user/manage-users): online only, never queued offline
// (access changes take effect on the server or not at all): offline 'fail' (src/lib/online-api.ts). Every write invalidates the whole
// prefix: a change of codes or status shows in the list and the edit screen at once. Paths, bodies
// and answers are typed by the API document.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PrivilegeCode } from '../../../contract/privileges';
import type { StaffCreateInput, StaffListQuery, StaffUpdateInput } from '../../../contract/staff';
import { type ApiPath, api } from '../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { staffKeys } from '../../../lib/query-keys';

export function useStaffList(filter: StaffListQuery) {
  // Only the filters in use: no text, status 'all' or no code mean "every user".
  const query = {
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.status !== 'all' ? { status: filter.status } : {}),
    ...(filter.code ? { code: filter.code } : {}),
  };
  return useQuery(
    onlineGet(staffKeys.of('list', query), '/user/manage-users', { offline: 'fail', query, placeholderData: keepPreviousData }),
  );
}

export function useStaffUser(id: string) {
  return useQuery(onlineGet(staffKeys.of('user', id), '/user/manage-users/{id}', { offline: 'fail', params: { id } }));
}

function useWrite<V, R>(fn: (vars: V) => Promise<R>) {
  return useOnlineMutation({ offline: 'fail', mutationFn: fn, refresh: [staffKeys.all] });
}

export const useCreateStaff = () => useWrite((input: StaffCreateInput) => api.post('/user/manage-users', { body: input }));
export const useUpdateStaff = (id: string) =>
  useWrite((input: StaffUpdateInput) => api.put('/user/manage-users/{id}', { params: { id }, body: input }));
export const useSetPrivileges = (id: string) =>
  useWrite((codes: PrivilegeCode[]) => api.put('/user/manage-users/{id}/privileges', { params: { id }, body: { codes } }));

export const useSetTwoFactorRequired = (id: string) =>
  useWrite((required: boolean) => api.put('/user/manage-users/{id}/two-factor', { params: { id }, body: { required } }));
/** Done at once, or (a money/access role, not the owner) a request another admin confirms. */
export const useResetTwoFactor = (id: string) =>
  useWrite(() => api.post('/user/manage-users/{id}/two-factor/reset', { params: { id } }));
export const useConfirmTwoFactorReset = (id: string) =>
  useWrite(() => api.post('/user/manage-users/{id}/two-factor/reset/confirm', { params: { id } }));

export type StaffAction = 'deactivate' | 'activate' | 'unlock' | 'reset-password' | 'invitation';
const ACTION_PATHS = {
  deactivate: '/user/manage-users/{id}/deactivate',
  activate: '/user/manage-users/{id}/activate',
  unlock: '/user/manage-users/{id}/unlock',
  'reset-password': '/user/manage-users/{id}/reset-password',
  invitation: '/user/manage-users/{id}/invitation',
} as const satisfies Record<StaffAction, ApiPath<'post'>>;
export const useStaffAction = (id: string) =>
  useWrite((action: StaffAction) => api.post(ACTION_PATHS[action], { params: { id } }));
