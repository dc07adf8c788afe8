import type { ResetPasswordConfirmInput } from '../../../contract/auth';
import { accountApi } from '../../../lib/auth/account-api';
import { useOnlineMutation } from '../../../lib/online-api';

/** Sets the new password with the one-time token of a reset link. Online only. */
export function useConfirmResetPassword() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (input: ResetPasswordConfirmInput) => accountApi.confirmResetPassword(input),
  });
}
