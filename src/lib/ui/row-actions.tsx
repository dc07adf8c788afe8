// The actions column of a configuration list: the actions as small buttons from md up, and on
// phones one "…" button opening them as a menu, so the row keeps its width for the data. Inside a
// DataTable too wide for its card (long German or French labels at 1024–1440 px) the menu is used
// at every width (issue 19).
import { Box, Button, HStack, IconButton, Menu, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { lineIcon } from './nav-icons';
import { useCompactActions } from './use-table-fit';

const MoreIcon = lineIcon(
  'MoreIcon',
  'M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  'M19 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  'M5 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
);

export interface RowAction {
  value: string;
  label: ReactNode;
  onSelect(): void;
  /** The button's colour from md up. */
  palette?: string;
  variant?: 'ghost' | 'outline';
  /** Shown in red in the phone menu. */
  danger?: boolean;
  /** The button waits (from md up). */
  loading?: boolean;
  testId?: string;
}

export function RowActions({ actions, menuLabel, busy }: { actions: RowAction[]; menuLabel: string; busy?: boolean }) {
  const compact = useCompactActions();
  return (
    <>
      <HStack gap="1" justify="flex-end" hideBelow="sm" display={compact ? 'none' : undefined}>
        {actions.map((a) => (
          <Button
            key={a.value}
            size="xs"
            variant={a.variant ?? 'ghost'}
            colorPalette={a.palette}
            loading={a.loading}
            onClick={a.onSelect}
            data-testid={a.testId}
          >
            {a.label}
          </Button>
        ))}
      </HStack>
      <Box hideFrom={compact ? undefined : 'sm'} textAlign="end">
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <IconButton size="xs" variant="ghost" aria-label={menuLabel} loading={busy}>
              <MoreIcon />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {actions.map((a) => (
                  <Menu.Item
                    key={a.value}
                    value={a.value}
                    onClick={a.onSelect}
                    color={a.danger ? 'fg.error' : undefined}
                    data-testid={a.testId ? `${a.testId}-menu` : undefined}
                  >
                    {a.label}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Box>
    </>
  );
}
