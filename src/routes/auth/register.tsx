import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../features/auth/components/register-page';
import { redirectIfAuthenticated } from '../../lib/auth/redirects';

// A signed-in visitor has an account already: the app root instead.
export const Route = createFileRoute('/auth/register')({
  beforeLoad: async ({ context }) => {
    await context.auth.initialize();
    redirectIfAuthenticated(context.auth.getState());
  },
  component: RegisterPage,
});
