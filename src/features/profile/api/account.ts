// Server state of "My account" (/api/user): profile with sessions, the account form and photo,
// notification settings, push devices, address book and invoices. Online only, offline
// 'fail' (src/lib/online-api.ts): an offline save fails at once with a message.
import { useQuery } from '@tanstack/react-query';
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
import { deleteRecord, onlineGet, saveRecord, useOnlineMutation } from '../../../lib/online-api';
import { userKeys } from '../../../lib/query-keys';

const read = <T>(parts: readonly unknown[], path: string) =>
  useQuery(onlineGet<T>(userKeys.of(...parts), path, { offline: 'fail' }));

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
  const { replaceToken } = useAuth();
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: async () => {
      const answer = await apiClient.post<SignOutEverywhereResponse>('/user/profile/sign-out-everywhere');
      replaceToken(answer.accessToken);
      return answer;
    },
    refresh: [userKeys.of('profile')],
  });
}

export function useSaveAccount() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (body: AccountBody) => apiClient.put<{ user: SessionUser }>('/user/account', body),
  });
}

export function useUploadPhoto() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiClient.post<{ user: SessionUser }>('/user/account/photo', form);
    },
  });
}

export function useSaveNotificationSettings() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (settings: NotificationSettingDto[]) =>
      apiClient.put<NotificationSettingsDto>('/user/account/notifications-settings', { settings }),
    answerTo: userKeys.of('notifications-settings'),
  });
}

export function useRemovePushDevice() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (id: string) => deleteRecord(`/user/account/push-devices/${id}`),
    refresh: [userKeys.of('push-devices')],
  });
}

export function useSaveContact() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, body }: { id: string | null; body: ContactBody }) =>
      saveRecord<ContactDto>('/user/account/address-book', id, body),
    refresh: [userKeys.of('address-book')],
  });
}

export function useDeleteContact() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (id: string) => deleteRecord(`/user/account/address-book/${id}`),
    refresh: [userKeys.of('address-book')],
  });
}
