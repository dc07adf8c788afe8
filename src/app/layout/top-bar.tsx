import { Box, Flex, HStack, Separator } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SyncIndicator } from '../../features/sync/components/sync-indicator';
import { BrandLogo } from '../../lib/ui/brand-logo';
import { LanguageSwitcher } from '../../lib/ui/language-switcher';
import { ThemeToggle } from '../../lib/ui/theme-toggle';
import { UserMenu } from '../navigation/user-menu';
import { ShellActions } from '../settings/shell-actions';

export const TOP_BAR_HEIGHT = { base: '14', sm: '16' } as const;

interface TopBarProps {
  /** The menu button: collapses the sidebar, or opens the drawer below the large breakpoint. */
  navToggle?: ReactNode;
  /** Hides the brand when the docked sidebar already shows it. */
  showBrand?: boolean;
  /** Shell actions placed before the language and theme buttons (search, ticketing). */
  actions?: ReactNode;
}

/**
 * The shell's top bar: menu button, brand, search and ticketing, the sync state, language, theme,
 * the user menu.
 */
export function TopBar({ navToggle, showBrand = true, actions }: TopBarProps) {
  return (
    <Flex
      as="header"
      data-print-hide
      position="sticky"
      top="0"
      zIndex="sticky"
      h={TOP_BAR_HEIGHT}
      align="center"
      gap={{ base: '1.5', sm: '3' }}
      px={{ base: '2', sm: '6' }}
      borderBottomWidth="1px"
      bg={{ base: 'rgba(255,255,255,0.85)', _dark: 'rgba(13,11,18,0.85)' }}
      backdropFilter="saturate(180%) blur(12px)"
    >
      {navToggle}
      {showBrand && (
        <RouterLink to="/logged/home" aria-label="Noctua" style={{ flexShrink: 0 }}>
          <BrandLogo h={{ base: '7', sm: '8' }} w="auto" display={{ base: 'none', sm: 'block' }} />
          <BrandLogo variant="mark" boxSize="8" display={{ base: 'block', sm: 'none' }} />
        </RouterLink>
      )}
      <Box flex="1" />
      {actions}
      <SyncIndicator />
      {/* Below the md breakpoint (900 px) language and theme live in the user menu only, to leave room for the rest. */}
      <HStack gap="0.5" display={{ base: 'none', md: 'flex' }}>
        <LanguageSwitcher />
        <ThemeToggle />
      </HStack>
      <ShellActions />
      <Separator orientation="vertical" h="6" display={{ base: 'none', md: 'block' }} />
      <UserMenu />
    </Flex>
  );
}
