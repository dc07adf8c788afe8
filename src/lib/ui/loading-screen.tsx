import { Box, Center, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { BrandLogo } from './brand-logo';

const Dot = chakra('span', {
  base: {
    display: 'inline-block',
    boxSize: '2',
    borderRadius: 'full',
    bg: 'brand.solid',
    animation: 'noctua-blink 1.2s ease-in-out infinite',
  },
});

/** Shown while the session initialises (SPEC §2): the owl and three pulsing dots. */
export function LoadingScreen({ fullScreen = true }: { fullScreen?: boolean }) {
  const { t } = useLingui();
  return (
    <Center minH={fullScreen ? '100dvh' : '60vh'} flexDirection="column" gap="5" role="status" aria-live="polite">
      <style>{'@keyframes noctua-blink{0%,80%,100%{opacity:.25;transform:scale(.8)}40%{opacity:1;transform:scale(1)}}'}</style>
      <BrandLogo variant="mark" boxSize="16" animation="pulse 1.6s ease-in-out infinite" />
      <Box display="flex" gap="2" aria-hidden>
        <Dot />
        <Dot style={{ animationDelay: '0.15s' }} />
        <Dot style={{ animationDelay: '0.3s' }} />
      </Box>
      <chakra.span srOnly>{t`Cargando…`}</chakra.span>
    </Center>
  );
}
