import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorPage } from '../../../features/profile/components/two-factor-page';
import { useAuth } from '../../../lib/auth/use-auth';

function TwoFactorRoute() {
  const { user } = useAuth();
  return user ? <TwoFactorPage user={user} /> : null;
}

export const Route = createFileRoute('/logged/user/two-factor')({ component: TwoFactorRoute });
