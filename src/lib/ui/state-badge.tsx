// A state shown as a coloured badge, from the screen's own table of looks (colour, label and, for
// the states that must catch the eye or stand apart, the solid or outline variant): one table per
// kind of state instead of an if-chain of badges.
import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

export interface BadgeLook {
  palette: string;
  label: MessageDescriptor;
  /** Subtle unless given. */
  variant?: 'solid' | 'outline';
}

export function StateBadge({ look, ...badge }: { look: BadgeLook } & BadgeProps) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={look.palette} variant={look.variant ?? 'subtle'} {...badge}>
      {i18n._(look.label)}
    </Badge>
  );
}
