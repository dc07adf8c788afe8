import { Avatar, Badge, Box, Card, EmptyState, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { SessionUser } from '../../../contract/auth';
import { privilegeLabel } from '../../../lib/i18n/privilege-labels';
import { ShieldIcon } from '../../../lib/ui/icons';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';

/** The signed-in landing: a greeting and the sections the user's privilege codes open. */
export function HomePage({ user }: { user: SessionUser }) {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Inicio`);
  const name = user.name || user.displayName;
  const codes = [...new Set(user.privi)].sort();

  return (
    <Stack gap="8">
      <Flex
        align="center"
        gap="5"
        p={{ base: '5', md: '7' }}
        borderRadius="l3"
        borderWidth="1px"
        bg="bg.panel"
        backgroundImage={{
          base: 'radial-gradient(80% 120% at 100% 0%, rgba(249,115,22,0.14) 0%, rgba(249,115,22,0) 60%)',
          _dark: 'radial-gradient(80% 120% at 100% 0%, rgba(249,115,22,0.20) 0%, rgba(249,115,22,0) 60%)',
        }}
      >
        <Avatar.Root size="2xl" colorPalette="brand" variant="solid" display={{ base: 'none', sm: 'flex' }}>
          <Avatar.Fallback name={user.displayName || name} />
          {user.photoURL && <Avatar.Image src={user.photoURL} />}
        </Avatar.Root>
        <Stack gap="1" minW="0">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="800" letterSpacing="-0.02em">
            <Trans>Hola, {name}</Trans>
          </Heading>
          {user.position && (
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
              {user.position}
            </Text>
          )}
        </Stack>
      </Flex>

      <Stack gap="4">
        <HStack justify="space-between" align="baseline">
          <Heading as="h2" size="lg">
            <Trans>Tus secciones</Trans>
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            <Plural value={codes.length} one="# permiso" other="# permisos" />
          </Text>
        </HStack>

        {codes.length === 0 ? (
          <EmptyState.Root borderWidth="1px" borderRadius="l3" borderStyle="dashed">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <ShieldIcon />
              </EmptyState.Indicator>
              <EmptyState.Title>
                <Trans>Todavía no tienes secciones asignadas</Trans>
              </EmptyState.Title>
              <EmptyState.Description>
                <Trans>Pide a un administrador que te asigne permisos.</Trans>
              </EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, '2xl': 4 }} gap="4">
            {codes.map((code) => (
              <Card.Root key={code} variant="outline" bg="bg.panel" size="sm" _hover={{ borderColor: 'brand.emphasized' }}>
                <Card.Body>
                  <HStack gap="3" align="flex-start">
                    <Box
                      flexShrink={0}
                      boxSize="9"
                      borderRadius="l2"
                      bg="brand.subtle"
                      color="brand.fg"
                      display="flex"
                      alignItems="center"
                      justifyContent="center"
                    >
                      <ShieldIcon boxSize="4" />
                    </Box>
                    <Stack gap="1" minW="0">
                      <Text fontWeight="semibold" lineHeight="short">
                        {privilegeLabel(i18n, code)}
                      </Text>
                      <Badge variant="subtle" colorPalette="gray" alignSelf="flex-start" fontFamily="mono">
                        {code}
                      </Badge>
                    </Stack>
                  </HStack>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
