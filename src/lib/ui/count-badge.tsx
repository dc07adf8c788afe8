import { Badge, type BadgeProps, Float } from '@chakra-ui/react';

interface CountBadgeProps extends Omit<BadgeProps, 'children'> {
  count: number;
}

/** The small round count on an icon button's top-right corner (unread, pending); 99+ above 99. */
export function CountBadge({ count, colorPalette = 'red', ...props }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <Float placement="top-end" offset="1.5">
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
        {count > 99 ? '99+' : count}
      </Badge>
    </Float>
  );
}
