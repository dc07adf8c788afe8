import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../lib/ui/brand-logo';

interface StatusPageProps {
  code: string;
  title: ReactNode;
  description: ReactNode;
  /** A button back to the app root ('/': login, or home when signed in). */
  backLabel?: ReactNode;
}

/** The frame shared by /404, /402 and the other stand-alone status screens. */
export function StatusPage({ code, title, description, backLabel }: StatusPageProps) {
  return (
    <Center minH="100dvh" px="6" py="12">
      <Stack gap="6" align="center" textAlign="center" maxW="md">
        <BrandLogo variant="mark" boxSize="16" />
        <Text
          as="span"
          fontSize={{ base: '6xl', md: '7xl' }}
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
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{description}</Text>
        </Stack>
        {backLabel && (
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/">{backLabel}</RouterLink>
          </Button>
        )}
      </Stack>
    </Center>
  );
}
