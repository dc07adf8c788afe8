import { Badge, type BadgeProps, Float } from '@chakra-ui/react';

interface CountBadgeProps extends Omit<BadgeProps, 'children'> {
  /** A number (hidden at 0, 99+ above 99) or a mark shown as it is ("!"). */
  count: number | string;
  /** The icon button's corner it sits on: top-right (default) or bottom-right. */
  placement?: 'top-end' | 'bottom-end';
}

/** The small round count on an icon button's corner (unread, pending, rejected). */
export function CountBadge({ count, colorPalette = 'red', placement = 'top-end', ...props }: CountBadgeProps) {
  if (typeof count === 'number' && count <= 0) return null;
  return (
    <Float placement={placement} offset="1.5">
      <Badge
        colorPalette={colorPalette}
        variant="solid"
        borderRadius="full"
        minW="4.5"
        h="4.5"
        px="1"
        fontSize="2xs"
        justifyContent="center"
        {...props}
      >
        {typeof count === 'number' && count > 99 ? '99+' : count}
      </Badge>
    </Float>
  );
}
