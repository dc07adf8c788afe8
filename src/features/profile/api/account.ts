// Server state of "My account" (/api/user): profile with sessions, the account form and photo,
// notification settings, push devices, address book and invoices. Online only, offline
// 'fail' (src/lib/online-api.ts): an offline save fails at once with a message. Paths, bodies and
// answers are typed by the API document.
import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { AccountBody, ContactBody, NotificationSettingDto } from '../../../contract/account';
import { type ApiAnswer, api, apiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { onlineQuery, useOnlineMutation } from '../../../lib/online-api';
import { userKeys } from '../../../lib/query-keys';

const read = <T>(queryKey: QueryKey, queryFn: () => Promise<T>) => useQuery(onlineQuery({ queryKey, queryFn, offline: 'fail' }));

export const useProfileQuery = () => read(userKeys.of('profile'), () => api.get('/user/profile'));
export const useNotificationSettingsQuery = () =>
  read(userKeys.of('notifications-settings'), () => api.get('/user/account/notifications-settings'));
export const usePushDevicesQuery = () => read(userKeys.of('push-devices'), () => api.get('/user/account/push-devices'));
export const useAddressBookQuery = () => read(userKeys.of('address-book'), () => api.get('/user/account/address-book'));
export const useInvoicesQuery = () => read(userKeys.of('invoices'), () => api.get('/user/account/invoices'));

/**
 * Ends every session and puts the new token this device gets in use before anything else runs:
 * a request still carrying the old token would get 401 and sign this device out too.
 */
export function useSignOutEverywhere() {
  const { replaceToken } = useAuth();
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: async () => {
      const answer = await api.post('/user/profile/sign-out-everywhere');
      replaceToken(answer.accessToken);
      return answer;
    },
    refresh: [userKeys.of('profile')],
  });
}

export function useSaveAccount() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (body: AccountBody) => api.put('/user/account', { body }),
  });
}

export function useUploadPhoto() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      // A multipart body, which the typed calls (JSON bodies) do not carry; the answer's type is the document's.
      return apiClient.post<ApiAnswer<'/user/account/photo', 'post'>>('/user/account/photo', form);
    },
  });
}

export function useSaveNotificationSettings() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (settings: NotificationSettingDto[]) => api.put('/user/account/notifications-settings', { body: { settings } }),
    answerTo: userKeys.of('notifications-settings'),
  });
}

export function useRemovePushDevice() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (id: string) => api.delete('/user/account/push-devices/{id}', { params: { id } }),
    refresh: [userKeys.of('push-devices')],
  });
}

export function useSaveContact() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, body }: { id: string | null; body: ContactBody }) =>
      id
        ? api.put('/user/account/address-book/{id}', { params: { id }, body })
        : api.post('/user/account/address-book', { body }),
    refresh: [userKeys.of('address-book')],
  });
}

export function useDeleteContact() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (id: string) => api.delete('/user/account/address-book/{id}', { params: { id } }),
    refresh: [userKeys.of('address-book')],
  });
}
