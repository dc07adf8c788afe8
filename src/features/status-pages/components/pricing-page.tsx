import { Badge, Box, Button, Card, Container, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { BrandLogo } from '../../../lib/ui/brand-logo';
import { CheckIcon } from '../../../lib/ui/shell-icons';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { PublicPageTools } from './status-page';

interface Plan {
  name: string;
  audience: string;
  features: string[];
  featured?: boolean;
}

/**
 * /pricing: what each plan includes. SPEC states no fees, so no amounts are invented here: the
 * price depends on the venue and is agreed when it signs up.
 */
export function PricingPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Planes`);
  const plans: Plan[] = [
    {
      name: t`Local`,
      audience: t`Para un boliche o bar con una o dos barras.`,
      features: [t`Stock y conteos sin conexión`, t`Tarjetas VIP y saldos`, t`Cash flow de cada noche`, t`Soporte por chat`],
    },
    {
      name: t`Grupo`,
      audience: t`Para grupos con varios locales o muchas barras.`,
      features: [
        t`Todo lo del plan Local`,
        t`Reportes de gerencia consolidados`,
        t`Resto: reservas y comandas móviles`,
        t`Facturación electrónica`,
      ],
      featured: true,
    },
    {
      name: t`A medida`,
      audience: t`Para cadenas y eventos con necesidades propias.`,
      features: [t`Todo lo del plan Grupo`, t`Integraciones con tus sistemas`, t`Backoffice de ticketing`, t`Soporte dedicado`],
    },
  ];

  return (
    <Box minH="100dvh" position="relative" colorPalette="brand" bg="bg.subtle">
      <PublicPageTools />
      <Container maxW="6xl" py={{ base: '16', sm: '20' }} px={{ base: '5', sm: '8' }}>
        <Stack gap="4" align="center" textAlign="center" mb={{ base: '10', sm: '14' }}>
          <RouterLink to="/" aria-label="Noctua">
            <BrandLogo h="10" w="auto" />
          </RouterLink>
          <Heading as="h1" size={{ base: '3xl', sm: '4xl' }} fontWeight="800" letterSpacing="-0.02em">
            <Trans>Planes para tu local</Trans>
          </Heading>
          <Text color="fg.muted" maxW="xl">
            <Trans>
              Todos los planes incluyen la app instalable, el modo sin conexión y actualizaciones. El precio depende de la
              cantidad de barras y puntos de venta: te lo pasamos al darte de alta.
            </Trans>
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="6" alignItems="stretch">
          {plans.map((plan) => (
            <Card.Root
              key={plan.name}
              variant="outline"
              bg="bg.panel"
              borderColor={plan.featured ? 'brand.solid' : 'border'}
              borderWidth={plan.featured ? '2px' : '1px'}
              boxShadow={plan.featured ? 'lg' : 'xs'}
            >
              <Card.Header gap="2">
                <HStack justify="space-between">
                  <Heading as="h2" size="lg">
                    {plan.name}
                  </Heading>
                  {plan.featured && (
                    <Badge colorPalette="brand" variant="solid">
                      <Trans>Más elegido</Trans>
                    </Badge>
                  )}
                </HStack>
                <Text color="fg.muted" textStyle="sm">
                  {plan.audience}
                </Text>
              </Card.Header>
              <Card.Body>
                <List.Root gap="3" variant="plain">
                  {plan.features.map((feature) => (
                    <List.Item key={feature} alignItems="center" gap="2.5" textStyle="sm">
                      <List.Indicator asChild color="brand.fg">
                        <CheckIcon boxSize="4" />
                      </List.Indicator>
                      {feature}
                    </List.Item>
                  ))}
                </List.Root>
              </Card.Body>
              <Card.Footer>
                <Button asChild w="full" colorPalette="brand" variant={plan.featured ? 'solid' : 'outline'}>
                  <RouterLink to="/auth/register">
                    <Trans>Crear cuenta</Trans>
                  </RouterLink>
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Text textAlign="center" color="fg.muted" textStyle="sm" mt="10">
          <Trans>¿Ya usas Noctua?</Trans>{' '}
          <Box as="span" color="brand.fg" fontWeight="medium">
            <RouterLink to="/auth/login">
              <Trans>Ingresar</Trans>
            </RouterLink>
          </Box>
        </Text>
      </Container>
    </Box>
  );
}
