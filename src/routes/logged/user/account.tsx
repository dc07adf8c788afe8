import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../../features/profile/components/account-page';
import { useAuth } from '../../../lib/auth/use-auth';

function AccountRoute() {
  const { user } = useAuth();
  return user ? <AccountPage user={user} /> : null;
}

export const Route = createFileRoute('/logged/user/account')({ component: AccountRoute });
