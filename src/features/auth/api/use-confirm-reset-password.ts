import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordConfirmInput } from '../../../contract/auth';
import { accountApi } from '../../../lib/auth/account-api';

/** Sets the new password with the one-time token of a reset link. Online only. */
export function useConfirmResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordConfirmInput) => accountApi.confirmResetPassword(input),
    networkMode: 'always',
  });
}
