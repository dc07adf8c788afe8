import { HStack } from '@chakra-ui/react';
import { NotificationsButton } from '../../features/notifications/components/notifications-button';
import { pendingStep } from '../../lib/auth/redirects';
import { useAuth } from '../../lib/auth/use-auth';
import { SettingsDrawer } from './settings-drawer';

/** The bell and the appearance gear of the top bar. The bell waits until the default password
 * has been changed and a required two-factor sign-in enrolled: until then the server refuses
 * every call but that step's. */
export function ShellActions() {
  const { isAuthenticated, mustChangePassword, user } = useAuth();
  return (
    <HStack gap="0.5">
      {isAuthenticated && pendingStep({ mustChangePassword, user }) === null && <NotificationsButton />}
      <SettingsDrawer />
    </HStack>
  );
}
