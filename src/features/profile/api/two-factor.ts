// Server state of the user's two-factor sign-in (/api/user/account/two-factor). Online only,
// offline 'fail' (src/lib/online-api.ts).
import { useQuery } from '@tanstack/react-query';
import type { RecoveryCodesDto, TwoFactorSetupDto, TwoFactorStatusDto } from '../../../contract/two-factor';
import { apiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { userKeys } from '../../../lib/query-keys';

const BASE = '/user/account/two-factor';
const KEY = userKeys.of('two-factor');

export const useTwoFactorQuery = () => useQuery(onlineGet<TwoFactorStatusDto>(KEY, BASE, { offline: 'fail' }));

export function useTwoFactorSetup() {
  return useOnlineMutation({ offline: 'fail', mutationFn: () => apiClient.post<TwoFactorSetupDto>(`${BASE}/setup`) });
}

/**
 * Confirm (first code), new recovery codes, or turn off: each with a current code. `onCodes` gets
 * the recovery codes BEFORE the status is refreshed: a confirmed enrolment turns the status to
 * "on", which unmounts the enrolment form — a callback passed to `mutate` would never run then
 * and the codes, shown only this once, would be lost.
 */
export function useTwoFactorAction(action: 'confirm' | 'recovery-codes' | 'disable', onCodes?: (codes: string[]) => void) {
  const { refresh } = useAuth();
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (code: string) => apiClient.post<RecoveryCodesDto | undefined>(`${BASE}/${action}`, { code }),
    onSuccess: async (answer) => {
      if (answer?.recoveryCodes) onCodes?.(answer.recoveryCodes);
      // The session user carries whether two-factor is on (the required-enrolment redirect reads it).
      await refresh();
    },
    refresh: [KEY],
  });
}
