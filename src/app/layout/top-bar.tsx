import { Avatar, Box, Flex, HStack, IconButton, Separator, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useAuth } from '../../features/auth/use-auth';
import { toaster } from '../../lib/toaster';
import { BrandLogo } from '../../lib/ui/brand-logo';
import { LogoutIcon } from '../../lib/ui/icons';
import { LanguageSwitcher } from '../../lib/ui/language-switcher';
import { ThemeToggle } from '../../lib/ui/theme-toggle';

export const TOP_BAR_HEIGHT = { base: '14', md: '16' } as const;

/** The shell's top bar: brand, the signed-in user, language, theme and sign-out. */
export function TopBar() {
  const { t } = useLingui();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const displayName = user?.displayName || [user?.name, user?.lastname].filter(Boolean).join(' ');

  const signOut = async () => {
    try {
      await logout();
      await navigate({ to: '/auth/login', replace: true });
    } catch {
      toaster.create({ type: 'error', title: t`Hubo un error al cerrar sesión` });
    }
  };

  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h={TOP_BAR_HEIGHT}
      align="center"
      gap="3"
      px={{ base: '3', md: '6' }}
      borderBottomWidth="1px"
      bg={{ base: 'rgba(255,255,255,0.85)', _dark: 'rgba(13,11,18,0.85)' }}
      backdropFilter="saturate(180%) blur(12px)"
    >
      <RouterLink to="/logged/home" aria-label="Noctua">
        <BrandLogo h={{ base: '7', md: '8' }} w="auto" display={{ base: 'none', sm: 'block' }} />
        <BrandLogo variant="mark" boxSize="8" display={{ base: 'block', sm: 'none' }} />
      </RouterLink>
      <Box flex="1" />
      <HStack gap="1">
        <LanguageSwitcher />
        <ThemeToggle />
      </HStack>
      <Separator orientation="vertical" h="6" display={{ base: 'none', sm: 'block' }} />
      {user && (
        <HStack gap="2.5" minW="0">
          <Avatar.Root size="sm" colorPalette="brand" variant="subtle">
            <Avatar.Fallback name={displayName} />
            {user.photoURL && <Avatar.Image src={user.photoURL} />}
          </Avatar.Root>
          <Stack gap="0" minW="0" display={{ base: 'none', md: 'flex' }}>
            <Text textStyle="sm" fontWeight="semibold" truncate maxW="48">
              {displayName}
            </Text>
            {user.position && (
              <Text textStyle="xs" color="fg.muted" truncate maxW="48">
                {user.position}
              </Text>
            )}
          </Stack>
        </HStack>
      )}
      <IconButton variant="ghost" size="sm" aria-label={t`Cerrar sesión`} title={t`Cerrar sesión`} onClick={signOut}>
        <LogoutIcon />
      </IconButton>
    </Flex>
  );
}
