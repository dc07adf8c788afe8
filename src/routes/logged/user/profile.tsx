import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/profile/components/profile-page';
import { SessionsCard } from '../../../features/profile/components/sessions-card';
import { DeviceCard } from '../../../features/sync/components/device-card';
import { useAuth } from '../../../lib/auth/use-auth';

function ProfileRoute() {
  const { user } = useAuth();
  return user ? <ProfilePage user={user} sessions={<SessionsCard />} device={<DeviceCard privi={user.privi} />} /> : null;
}

export const Route = createFileRoute('/logged/user/profile')({
  component: ProfileRoute,
});
