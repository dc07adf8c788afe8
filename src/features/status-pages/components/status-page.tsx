import { Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../lib/ui/brand-logo';
import { IconTile } from '../../../lib/ui/icon-tile';
import { LanguageSwitcher } from '../../../lib/ui/language-switcher';
import { ThemeToggle } from '../../../lib/ui/theme-toggle';

interface StatusPageProps {
  /** The big code (404, 402, 500); pages without one show `icon` instead. */
  code?: string;
  icon?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** A button back to the app root ('/': login, or home when signed in). */
  backLabel?: ReactNode;
  /** More buttons next to the back button (retry, see plans…). */
  actions?: ReactNode;
}

/** Language and theme, top right: the public pages offer them like the sign-in screens do. */
export function PublicPageTools() {
  return (
    <HStack position="absolute" top="3" insetEnd="3" gap="1" zIndex="1">
      <LanguageSwitcher />
      <ThemeToggle />
    </HStack>
  );
}

/** The frame shared by /404, /402, /500 and the other stand-alone status screens. */
export function StatusPage({ code, icon, title, description, backLabel, actions }: StatusPageProps) {
  return (
    <Center
      minH="100dvh"
      px="6"
      py="12"
      position="relative"
      colorPalette="brand"
      backgroundImage="radial-gradient(80% 40% at 50% 0%, color-mix(in srgb, var(--chakra-colors-brand-500) 10%, transparent) 0%, transparent 70%)"
    >
      <PublicPageTools />
      <Stack gap="6" align="center" textAlign="center" maxW="md">
        <BrandLogo variant="mark" boxSize="16" />
        {code ? (
          <Text
            as="span"
            fontSize={{ base: '6xl', sm: '7xl' }}
            fontWeight="900"
            lineHeight="1"
            letterSpacing="-0.04em"
            bgGradient="to-br"
            gradientFrom="brand.400"
            gradientTo="brand.700"
            bgClip="text"
            color="transparent"
          >
            {code}
          </Text>
        ) : (
          icon && (
            <IconTile boxSize="16" borderRadius="2xl" aria-hidden>
              {icon}
            </IconTile>
          )
        )}
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{description}</Text>
        </Stack>
        {(backLabel || actions) && (
          <HStack gap="3" wrap="wrap" justify="center">
            {actions}
            {backLabel && (
              <Button asChild colorPalette="brand" size="lg">
                <RouterLink to="/">{backLabel}</RouterLink>
              </Button>
            )}
          </HStack>
        )}
      </Stack>
    </Center>
  );
}
