import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/components/login-page';
import { loginSearchSchema, redirectIfAuthenticated } from '../../lib/auth/redirects';

export const Route = createFileRoute('/auth/login')({
  validateSearch: loginSearchSchema,
  beforeLoad: async ({ context }) => {
    await context.auth.initialize();
    redirectIfAuthenticated(context.auth.getState());
  },
  component: function AuthLogin() {
    const { redirect } = Route.useSearch();
    return <LoginPage redirectTo={redirect} />;
  },
});
