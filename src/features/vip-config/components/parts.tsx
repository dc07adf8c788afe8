// The card type's colour swatch of the VIP configuration screen.
import { Box } from '@chakra-ui/react';

/** The type's colour as printed on its cards; the border keeps a black or white swatch visible in either theme. */
export function ColorSwatch({ color, size = '5' }: { color: string; size?: string }) {
  return (
    <Box
      as="span"
      display="inline-block"
      flexShrink={0}
      boxSize={size}
      borderRadius="l1"
      bg={color}
      borderWidth="1px"
      borderColor="border.emphasized"
      aria-hidden
    />
  );
}
