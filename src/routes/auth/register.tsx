import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../features/auth/components/register-page';
import { loginSearchSchema, redirectIfAuthenticated } from '../../lib/auth/redirects';

// A signed-in visitor has an account already: the app root instead.
export const Route = createFileRoute('/auth/register')({
  validateSearch: loginSearchSchema,
  beforeLoad: async ({ context }) => {
    await context.auth.initialize();
    redirectIfAuthenticated(context.auth.getState());
  },
  component: function AuthRegister() {
    const { redirect } = Route.useSearch();
    return <RegisterPage redirectTo={redirect} />;
  },
});
