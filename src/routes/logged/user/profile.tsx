import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/profile/components/profile-page';
import { DeviceCard } from '../../../features/sync/components/device-card';
import { useAuth } from '../../../lib/auth/use-auth';

function ProfileRoute() {
  const { user } = useAuth();
  return user ? <ProfilePage user={user} device={<DeviceCard privi={user.privi} />} /> : null;
}

export const Route = createFileRoute('/logged/user/profile')({
  component: ProfileRoute,
});
