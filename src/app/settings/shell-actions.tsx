import { HStack } from '@chakra-ui/react';
import { NotificationsButton } from '../../features/notifications/components/notifications-button';
import { useAuth } from '../../lib/auth/use-auth';
import { SettingsDrawer } from './settings-drawer';

/** The bell and the appearance gear of the top bar. The bell waits until the default password
 * has been changed: until then the server refuses every call but the password change. */
export function ShellActions() {
  const { isAuthenticated, mustChangePassword } = useAuth();
  return (
    <HStack gap="0.5">
      {isAuthenticated && !mustChangePassword && <NotificationsButton />}
      <SettingsDrawer />
    </HStack>
  );
}
