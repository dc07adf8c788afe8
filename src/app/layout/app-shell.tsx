import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TopBar } from './top-bar';

interface AppShellProps {
  children: ReactNode;
  /** The sidebar (SPEC §2: 280 px, collapsed 102 px) plugs in here. */
  sidebar?: ReactNode;
}

/** Layout of the signed-in area: top bar, sidebar, content (SPEC §2). */
export function AppShell({ children, sidebar }: AppShellProps) {
  return (
    <Flex minH="100dvh" bg="bg.subtle">
      {sidebar}
      <Flex direction="column" flex="1" minW="0">
        <TopBar />
        <Box as="main" flex="1" w="full" maxW="7xl" mx="auto" px={{ base: '4', md: '6', xl: '8' }} py={{ base: '5', md: '8' }}>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
