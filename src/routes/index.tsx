import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { loginSearchSchema, redirectIfAuthenticated } from '../lib/auth/redirects';

// SPEC §2: the root is the login page; a signed-in visitor goes to the app root.
export const Route = createFileRoute('/')({
  validateSearch: loginSearchSchema,
  beforeLoad: async ({ context }) => {
    await context.auth.initialize();
    redirectIfAuthenticated(context.auth.getState());
  },
  component: function RootLogin() {
    const { redirect } = Route.useSearch();
    return <LoginPage redirectTo={redirect} />;
  },
});
