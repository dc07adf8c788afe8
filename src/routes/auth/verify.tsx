import { createFileRoute } from '@tanstack/react-router';
import { VerifyPage } from '../../features/auth/components/verify-page';

export const Route = createFileRoute('/auth/verify')({
  component: VerifyPage,
});
