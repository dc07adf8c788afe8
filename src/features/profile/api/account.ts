// Server state of "My account" (/api/user): profile with sessions, the account form and photo,
// notification settings, push devices, address book and invoices. Online only: networkMode
// 'always' makes an offline save fail at once with a message instead of waiting paused.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountBody,
  AddressBookDto,
  ContactBody,
  ContactDto,
  MyInvoicesDto,
  NotificationSettingDto,
  NotificationSettingsDto,
  ProfileDto,
  PushDeviceDto,
  SignOutEverywhereResponse,
} from '../../../contract/account';
import type { SessionUser } from '../../../contract/auth';
import { apiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { userKeys } from '../../../lib/query-keys';

const read = <T>(parts: readonly unknown[], path: string) =>
  useQuery({ networkMode: 'always', queryKey: userKeys.of(...parts), queryFn: () => apiClient.get<T>(path) });

export const useProfileQuery = () => read<ProfileDto>(['profile'], '/user/profile');
export const useNotificationSettingsQuery = () =>
  read<NotificationSettingsDto>(['notifications-settings'], '/user/account/notifications-settings');
export const usePushDevicesQuery = () => read<{ devices: PushDeviceDto[] }>(['push-devices'], '/user/account/push-devices');
export const useAddressBookQuery = () => read<AddressBookDto>(['address-book'], '/user/account/address-book');
export const useInvoicesQuery = () => read<MyInvoicesDto>(['invoices'], '/user/account/invoices');

/**
 * Ends every session and puts the new token this device gets in use before anything else runs:
 * a request still carrying the old token would get 401 and sign this device out too.
 */
export function useSignOutEverywhere() {
  const qc = useQueryClient();
  const { replaceToken } = useAuth();
  return useMutation({
    networkMode: 'always',
    mutationFn: async () => {
      const answer = await apiClient.post<SignOutEverywhereResponse>('/user/profile/sign-out-everywhere');
      replaceToken(answer.accessToken);
      return answer;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.of('profile') }),
  });
}

export function useSaveAccount() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: AccountBody) => apiClient.put<{ user: SessionUser }>('/user/account', body),
  });
}

export function useUploadPhoto() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiClient.post<{ user: SessionUser }>('/user/account/photo', form);
    },
  });
}

export function useSaveNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (settings: NotificationSettingDto[]) =>
      apiClient.put<NotificationSettingsDto>('/user/account/notifications-settings', { settings }),
    onSuccess: (data) => qc.setQueryData(userKeys.of('notifications-settings'), data),
  });
}

export function useRemovePushDevice() {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: string) => apiClient.request<void>(`/user/account/push-devices/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.of('push-devices') }),
  });
}

export function useSaveContact() {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, body }: { id: string | null; body: ContactBody }) =>
      id
        ? apiClient.put<ContactDto>(`/user/account/address-book/${id}`, body)
        : apiClient.post<ContactDto>('/user/account/address-book', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.of('address-book') }),
  });
}

export function useDeleteContact() {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: string) => apiClient.request<void>(`/user/account/address-book/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.of('address-book') }),
  });
}
