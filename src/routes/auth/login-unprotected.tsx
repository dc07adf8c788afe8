import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/components/login-page';
import { loginSearchSchema } from '../../lib/auth/redirects';

// The login form without the signed-in redirect (SPEC §2 login-unprotected): lets a signed-in
// user sign in as someone else.
export const Route = createFileRoute('/auth/login-unprotected')({
  validateSearch: loginSearchSchema,
  component: function AuthLoginUnprotected() {
    const { redirect } = Route.useSearch();
    return <LoginPage redirectTo={redirect} />;
  },
});
