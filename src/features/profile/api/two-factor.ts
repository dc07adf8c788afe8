// Server state of the user's two-factor sign-in (/api/user/account/two-factor). Online only,
// offline 'fail' (src/lib/online-api.ts). Paths, bodies and answers are typed by the API document.
import { useQuery } from '@tanstack/react-query';
import { type ApiPath, api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { userKeys } from '../../../lib/query-keys';

const KEY = userKeys.of('two-factor');

export const useTwoFactorQuery = () => useQuery(onlineGet(KEY, '/user/account/two-factor', { offline: 'fail' }));

export function useTwoFactorSetup() {
  return useOnlineMutation({ offline: 'fail', mutationFn: () => api.post('/user/account/two-factor/setup') });
}

const ACTION_PATHS = {
  confirm: '/user/account/two-factor/confirm',
  'recovery-codes': '/user/account/two-factor/recovery-codes',
  disable: '/user/account/two-factor/disable',
} as const satisfies Record<string, ApiPath<'post'>>;

/**
 * Confirm (first code), new recovery codes, or turn off: each with a current code. `onCodes` gets
 * the recovery codes BEFORE the status is refreshed: a confirmed enrolment turns the status to
 * "on", which unmounts the enrolment form — a callback passed to `mutate` would never run then
 * and the codes, shown only this once, would be lost.
 */
export function useTwoFactorAction(action: keyof typeof ACTION_PATHS, onCodes?: (codes: string[]) => void) {
  const { refresh } = useAuth();
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (code: string) => api.post(ACTION_PATHS[action], { body: { code } }),
    onSuccess: async (answer) => {
      if (answer?.recoveryCodes) onCodes?.(answer.recoveryCodes);
      // The session user carries whether two-factor is on (the required-enrolment redirect reads it).
      await refresh();
    },
    refresh: [KEY],
  });
}
