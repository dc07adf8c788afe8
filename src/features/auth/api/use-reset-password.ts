import { useMutation } from '@tanstack/react-query';
import { accountApi, type ResetPasswordInput } from '../../../lib/auth/account-api';

/** Asks the server to send reset instructions. Online only; nothing is queued. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => accountApi.resetPassword(input),
    networkMode: 'always',
  });
}
