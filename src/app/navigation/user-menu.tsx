import { Avatar, Box, HStack, Menu, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { userMenuEntries } from '../../contract/navigation';
import { PushMenuItem } from '../../features/push/components/push-menu-item';
import { PendingChangesDialog, useLogoutFlow } from '../../features/sync/components/logout-flow';
import { useAuth } from '../../lib/auth/use-auth';
import { entryLabel } from '../../lib/i18n/navigation-labels';
import { InstallMenuItem } from '../../lib/pwa/install';
import { updateSettings, useSettings } from '../../lib/settings';
import { LogoutIcon, MoonIcon, SunIcon } from '../../lib/ui/icons';
import { LanguageRadioItems } from '../../lib/ui/language-menu';
import { SettingsIcon, UserIcon } from '../../lib/ui/nav-icons';
import { toAppPath } from './paths';

/**
 * The avatar menu: who is signed in, the noShow entries (Configuraciones, Mi cuenta — SPEC §2),
 * language, theme, "Instalar aplicación" when the browser offers it, and sign-out. Sign-out goes
 * through the replica: changes not yet sent are never wiped without the user's say.
 */
export function UserMenu() {
  const { i18n, t } = useLingui();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { themeMode } = useSettings();
  const privi = user?.privi;
  const entries = useMemo(() => userMenuEntries(privi ?? []), [privi]);
  const toLogin = useCallback(() => navigate({ to: '/auth/login', replace: true }), [navigate]);
  const logoutFlow = useLogoutFlow({ onSignedOut: toLogin });
  if (!user) return null;
  const displayName = user.displayName || [user.name, user.lastname].filter(Boolean).join(' ');
  const dark = themeMode === 'dark';

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <HStack
            as="button"
            gap="2.5"
            // From md up the name gives way (truncated) before the bar would scroll sideways.
            flexShrink={{ base: '0', md: '1' }}
            minW={{ base: 'auto', md: '0' }}
            ps="1"
            pe={{ base: '1', md: '2' }}
            py="1"
            borderRadius="full"
            cursor="pointer"
            _hover={{ bg: 'bg.muted' }}
            data-testid="user-menu-trigger"
          >
            <VisuallyHidden>{t`Menú de usuario`}</VisuallyHidden>
            {/* Named by the hidden text above; the avatar and name are for the eye (an aria-label
                would have to contain them: axe label-content-name-mismatch). */}
            <Avatar.Root size="sm" colorPalette="brand" variant="subtle" flexShrink="0" aria-hidden>
              <Avatar.Fallback name={displayName} />
              {user.photoURL && <Avatar.Image src={user.photoURL} />}
            </Avatar.Root>
            <Stack gap="0" minW="0" display={{ base: 'none', md: 'flex' }} textAlign="start" aria-hidden>
              <Text textStyle="sm" fontWeight="semibold" truncate maxW="40">
                {displayName}
              </Text>
              {user.position && (
                <Text textStyle="xs" color="fg.muted" truncate maxW="40">
                  {user.position}
                </Text>
              )}
            </Stack>
          </HStack>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="64">
              <Box px="3" py="2.5">
                <Text fontWeight="semibold" truncate>
                  {displayName}
                </Text>
                {user.position && (
                  <Text textStyle="sm" color="fg.muted" truncate>
                    {user.position}
                  </Text>
                )}
                <Text textStyle="xs" color="fg.subtle" truncate>
                  {user.email}
                </Text>
              </Box>
              <Menu.Separator />
              {entries.map((entry) => (
                <Menu.Item key={entry.id} value={entry.id} asChild>
                  <RouterLink to={toAppPath(entry.path)}>
                    {entry.id === 'configuraciones' ? <SettingsIcon boxSize="4" /> : <UserIcon boxSize="4" />}
                    {entryLabel(i18n, entry.id)}
                  </RouterLink>
                </Menu.Item>
              ))}
              {entries.length > 0 && <Menu.Separator />}
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{t`Idioma`}</Menu.ItemGroupLabel>
                <LanguageRadioItems />
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.Item
                value="theme"
                closeOnSelect={false}
                onClick={() => updateSettings({ themeMode: dark ? 'light' : 'dark' })}
              >
                {dark ? <SunIcon boxSize="4" /> : <MoonIcon boxSize="4" />}
                {dark ? t`Usar tema claro` : t`Usar tema oscuro`}
              </Menu.Item>
              <InstallMenuItem />
              <PushMenuItem />
              <Menu.Separator />
              <Menu.Item
                value="logout"
                onClick={() => void logoutFlow.start()}
                color="fg.error"
                _hover={{ bg: 'bg.error', color: 'fg.error' }}
              >
                <LogoutIcon boxSize="4" />
                {t`Cerrar sesión`}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <PendingChangesDialog flow={logoutFlow} />
    </>
  );
}
