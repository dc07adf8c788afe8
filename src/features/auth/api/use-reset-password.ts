import { accountApi, type ResetPasswordInput } from '../../../lib/auth/account-api';
import { useOnlineMutation } from '../../../lib/online-api';

/** Asks the server to send reset instructions. Online only; nothing is queued. */
export function useResetPassword() {
  return useOnlineMutation({ offline: 'fail', mutationFn: (input: ResetPasswordInput) => accountApi.resetPassword(input) });
}
