import { Box, Flex, Heading, HStack, Image, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { APP_VERSION } from '../../../contract/version';
import { BrandLogo } from '../../../lib/ui/brand-logo';
import { LanguageSwitcher } from '../../../lib/ui/language-switcher';
import { MailCheckIcon } from '../../../lib/ui/shell-icons';
import { ThemeToggle } from '../../../lib/ui/theme-toggle';
import { logoTopCss } from './logo-offset';

const BASE = import.meta.env.BASE_URL;

/** The night-club side panel shown next to the sign-in forms on large screens. */
function BrandPanel() {
  const { t } = useLingui();
  return (
    <Flex
      display={{ base: 'none', md: 'flex' }}
      flex="0 0 46%"
      position="relative"
      overflow="hidden"
      direction="column"
      justify="center"
      px={{ md: '12', lg: '16' }}
      py="12"
      color="#f4f1f8"
      bg="#0d0b12"
      backgroundImage="radial-gradient(60% 50% at 15% 10%, rgba(249,115,22,0.30) 0%, rgba(249,115,22,0) 70%), radial-gradient(55% 45% at 95% 90%, rgba(168,85,247,0.28) 0%, rgba(168,85,247,0) 70%), linear-gradient(160deg, #1a1424 0%, #0d0b12 60%)"
    >
      <Stack gap="6" maxW="md" position="relative" zIndex="1">
        <Heading as="p" fontSize={{ md: '4xl', lg: '5xl' }} lineHeight="1.1" fontWeight="800" letterSpacing="-0.02em">
          <Trans>La noche, bajo control.</Trans>
        </Heading>
        <Text fontSize="lg" color="whiteAlpha.800">
          <Trans>Stock, tarjetas VIP, caja y reportes de tu local en un solo lugar, incluso sin conexión.</Trans>
        </Text>
        <List.Root gap="3" variant="plain" color="whiteAlpha.900">
          {[
            t`Conteo de stock desde la tablet, con o sin Wi-Fi`,
            t`Saldos de tarjetas VIP al instante`,
            t`Cash flow y reportes de cada noche`,
          ].map((item) => (
            <List.Item key={item} alignItems="center" gap="3">
              <Box boxSize="2" borderRadius="full" bg="#f97316" boxShadow="0 0 12px 2px rgba(249,115,22,0.6)" flexShrink={0} />
              {item}
            </List.Item>
          ))}
        </List.Root>
      </Stack>
      <Text position="absolute" bottom="10" insetStart={{ md: '12', lg: '16' }} fontSize="sm" color="whiteAlpha.600">
        <Trans>Back-office para boliches y locales nocturnos</Trans>
      </Text>
      <Image
        src={`${BASE}brand/noctua-mark-dark.svg`}
        alt=""
        aria-hidden
        position="absolute"
        right="-16"
        bottom="-10"
        boxSize="80"
        opacity="0.06"
        transform="rotate(-12deg)"
        pointerEvents="none"
      />
    </Flex>
  );
}

/** Frame of the public sign-in screens: brand panel (large screens) and a centred form column. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Flex minH="100dvh" bg="bg">
      <BrandPanel />
      <Flex
        flex="1"
        direction="column"
        position="relative"
        bg={{ base: 'bg', sm: 'bg.subtle', md: 'bg' }}
        backgroundImage={{
          base: 'radial-gradient(90% 45% at 50% 0%, rgba(249,115,22,0.10) 0%, rgba(249,115,22,0) 70%)',
          md: 'none',
        }}
      >
        <HStack position="absolute" top="3" insetEnd="3" gap="1" zIndex="1">
          <LanguageSwitcher />
          <ThemeToggle />
        </HStack>
        <Flex flex="1" direction="column" align="center" px={{ base: '5', sm: '8' }} pb="6">
          <Box w="full" maxW={{ base: '400px', sm: '460px', md: '400px' }} colorPalette="brand">
            <Box
              css={logoTopCss}
              mb={{ base: '8', sm: '8' }}
              display="flex"
              justifyContent={{ base: 'center', md: 'flex-start' }}
            >
              <BrandLogo h={{ base: '10', sm: '11' }} w="auto" />
            </Box>
            <Box
              bg={{ base: 'transparent', sm: 'bg.panel', md: 'transparent' }}
              borderWidth={{ base: '0', sm: '1px', md: '0' }}
              borderRadius="l3"
              boxShadow={{ base: 'none', sm: 'lg', md: 'none' }}
              p={{ base: '0', sm: '10', md: '0' }}
            >
              {children}
            </Box>
          </Box>
          <Text mt="auto" pt="10" textStyle="xs" color="fg.subtle">
            Noctua v{APP_VERSION}
          </Text>
        </Flex>
      </Flex>
    </Flex>
  );
}

/** The title of a page about a mail the user was sent (the activation link), under its icon. */
export function MailHeading({ children }: { children: ReactNode }) {
  return (
    <>
      <Stack boxSize="12" borderRadius="l3" bg="brand.subtle" color="brand.fg" align="center" justify="center" aria-hidden>
        <MailCheckIcon boxSize="6" />
      </Stack>
      <Heading as="h1" size="2xl" fontWeight="800" letterSpacing="-0.02em">
        {children}
      </Heading>
    </>
  );
}
