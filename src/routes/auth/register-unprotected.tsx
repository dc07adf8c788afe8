import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../features/auth/components/register-page';

// The same registration without the signed-in redirect (SPEC §2 register-unprotected).
export const Route = createFileRoute('/auth/register-unprotected')({
  component: RegisterPage,
});
