import { Box, type BoxProps } from '@chakra-ui/react';

/** A square tile in the brand's subtle colour holding an icon (headers of cards and panels). */
export function IconTile({ children, ...props }: BoxProps) {
  return (
    <Box
      flexShrink={0}
      boxSize="10"
      borderRadius="l2"
      bg="brand.subtle"
      color="brand.fg"
      display="flex"
      alignItems="center"
      justifyContent="center"
      {...props}
    >
      {children}
    </Box>
  );
}
