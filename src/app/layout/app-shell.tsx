import { Box, Flex, HStack, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useState } from 'react';
import { FirstSyncBanner } from '../../features/sync/components/first-sync-banner';
import { useAnalyticsLoader } from '../../lib/analytics';
import { MenuIcon, SidebarCollapseIcon, SidebarExpandIcon } from '../../lib/ui/nav-icons';
import { SearchButton, SearchDialog, useSearchShortcut } from '../navigation/search-dialog';
import { Sidebar } from '../navigation/sidebar';
import { SidebarDrawer } from '../navigation/sidebar-drawer';
import { setSidebarCollapsed, useIsLargeScreen, useSidebarCollapsed } from '../navigation/sidebar-state';
import { TicketingButton } from '../navigation/ticketing-button';
import { OfflineBar } from './offline-bar';
import { TopBar } from './top-bar';
import { VenueZoneNote } from './venue-zone-note';

interface AppShellProps {
  children: ReactNode;
}

/**
 * Layout of the signed-in area (SPEC §2): sidebar, top bar, content. From 1200 px the sidebar is
 * docked and collapses to icons from the top bar; below, it resets to a drawer (SPEC §4).
 */
export function AppShell({ children }: AppShellProps) {
  const { t } = useLingui();
  const large = useIsLargeScreen();
  const collapsed = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  useSearchShortcut(openSearch);
  useAnalyticsLoader();

  const navToggle = large ? (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={collapsed ? t`Expandir menú` : t`Contraer menú`}
      title={collapsed ? t`Expandir menú` : t`Contraer menú`}
      aria-expanded={!collapsed}
      onClick={() => setSidebarCollapsed(!collapsed)}
    >
      {collapsed ? <SidebarExpandIcon /> : <SidebarCollapseIcon />}
    </IconButton>
  ) : (
    <IconButton variant="ghost" size="sm" aria-label={t`Abrir menú`} title={t`Abrir menú`} onClick={() => setDrawerOpen(true)}>
      <MenuIcon />
    </IconButton>
  );

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      {large && (
        <Box data-print-hide display="contents">
          <Sidebar collapsed={collapsed} />
        </Box>
      )}
      {!large && <SidebarDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />}
      <Flex direction="column" flex="1" minW="0">
        <TopBar
          navToggle={navToggle}
          showBrand={!large}
          actions={
            <HStack gap={{ base: '0.5', sm: '2' }}>
              <SearchButton onOpen={openSearch} />
              <TicketingButton />
            </HStack>
          }
        />
        <OfflineBar />
        <VenueZoneNote />
        <Box as="main" flex="1" w="full" maxW="7xl" mx="auto" px={{ base: '4', sm: '6', lg: '8' }} py={{ base: '5', sm: '8' }}>
          <FirstSyncBanner />
          {children}
        </Box>
      </Flex>
      <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} />
    </Flex>
  );
}
