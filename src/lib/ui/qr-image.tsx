// A QR code drawn from the SVG uqr renders (from our own data: an entry's code, a table's URL, an
// otpauth URI; never user HTML), on white with a quiet margin so phones read it in dark mode too.
import { Box, type BoxProps } from '@chakra-ui/react';

export function QrImage({
  svg,
  label,
  size,
  testId,
  ...box
}: { svg: string; label: string; size: BoxProps['w']; testId?: string } & Omit<BoxProps, 'w' | 'h'>) {
  return (
    <Box
      w={size}
      h={size}
      bg="white"
      p="2"
      borderRadius="l2"
      css={{ '& svg': { width: '100%', height: '100%' } }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG comes from uqr over the app's own data.
      dangerouslySetInnerHTML={{ __html: svg }}
      role="img"
      aria-label={label}
      data-testid={testId}
      {...box}
    />
  );
}
