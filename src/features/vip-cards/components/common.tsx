// Pieces the VIP card screens share: the status badge, the type's colour dot, a
// labelled fact, icons, and the hook that says whether the wide (table) layout fits.
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import type { CardStatus } from '../../../contract/vip';
import { lineIcon } from '../../../lib/ui/nav-icons';
import { STATUS_COLORS, STATUS_LABELS } from '../labels';

export const CardIcon = lineIcon('CardIcon', 'M2 7a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2Z', 'M2 10h20');

export function CardStatusBadge({ status }: { status: CardStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="subtle" data-status={status} whiteSpace="nowrap">
      {i18n._(STATUS_LABELS[status])}
    </Badge>
  );
}

export function TypeDot({ color, size = '2.5' }: { color: string; size?: string }) {
  // The ring keeps a near-black type colour visible in dark mode.
  return (
    <Box
      as="span"
      display="inline-block"
      flexShrink={0}
      boxSize={size}
      borderRadius="full"
      boxShadow="0 0 0 1px {colors.border.emphasized}"
      style={{ background: color }}
    />
  );
}

export function TypeName({ name, color }: { name: string; color: string }) {
  return (
    <HStack gap="1.5" as="span" minW="0">
      <TypeDot color={color} />
      <Text as="span" truncate>
        {name}
      </Text>
    </HStack>
  );
}

export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="0.5" minW="0" data-testid={testId}>
      <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {children}
      </Box>
    </Stack>
  );
}

function subscribeMedia(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

/** Whether a CSS media query holds, re-rendering when it changes. */
export function useMedia(query: string): boolean {
  const subscribe = useMemo(() => subscribeMedia(query), [query]);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
