import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';

// Without a token: ask for the reset link. With ?token=…: the link was opened, choose a password.
export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: v.object({ token: v.optional(v.string()) }),
  component: function AuthResetPassword() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
