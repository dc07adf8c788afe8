import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../features/auth/components/register-page';
import { loginSearchSchema } from '../../lib/auth/redirects';

// The same registration without the signed-in redirect (SPEC §2 register-unprotected).
export const Route = createFileRoute('/auth/register-unprotected')({
  validateSearch: loginSearchSchema,
  component: function AuthRegisterUnprotected() {
    const { redirect } = Route.useSearch();
    return <RegisterPage redirectTo={redirect} />;
  },
});
