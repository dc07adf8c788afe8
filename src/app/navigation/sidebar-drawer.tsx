import { Box, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { BrandLogo } from '../../lib/ui/brand-logo';
import { NavTree } from './sidebar';
import { SIDEBAR_WIDTH } from './sidebar-state';

interface SidebarDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Below the large breakpoint the side menu is a drawer; following a link closes it. */
export function SidebarDrawer({ open, onOpenChange }: SidebarDrawerProps) {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current !== pathname && open) onOpenChange(false);
    lastPath.current = pathname;
  }, [pathname, open, onOpenChange]);

  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={`${SIDEBAR_WIDTH}px`} bg="bg.panel" data-testid="sidebar-drawer" aria-label={t`Menú principal`}>
            <Flex h="16" align="center" justify="space-between" px="5" flexShrink={0}>
              <BrandLogo h="8" w="auto" />
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton size="sm" aria-label={t`Cerrar menú`} />
              </Drawer.CloseTrigger>
            </Flex>
            <Box flex="1" overflowY="auto" px="4" pb="6" pt="2">
              <NavTree onNavigate={() => onOpenChange(false)} />
            </Box>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
