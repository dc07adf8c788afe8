import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/components/login-page';
import { loginSearchSchema, redirectIfAuthenticated } from '../../lib/auth/redirects';

// SPEC §2 /support/login: the support team signs in with the same form under its own heading.
export const Route = createFileRoute('/support/login')({
  validateSearch: loginSearchSchema,
  beforeLoad: async ({ context }) => {
    await context.auth.initialize();
    redirectIfAuthenticated(context.auth.getState());
  },
  component: function SupportLogin() {
    const { redirect } = Route.useSearch();
    return <LoginPage redirectTo={redirect} variant="support" />;
  },
});
