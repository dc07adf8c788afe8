import { Alert, Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { canSeeEntry, type NavEntry, PLANNED_ISSUES } from '../../contract/navigation';
import { useAuth } from '../../lib/auth/use-auth';
import { entryLabel, PLANNED_LABELS, sectionLabel } from '../../lib/i18n/navigation-labels';
import { IconTile } from '../../lib/ui/icon-tile';
import { ClockIcon } from '../../lib/ui/nav-icons';
import { useDocumentTitle } from '../../lib/ui/use-document-title';

/** SPEC §5: the page-level gate's alert, word for word. */
export function PermissionDenied() {
  const { t } = useLingui();
  useDocumentTitle(t`Permiso denegado`);
  return (
    <Alert.Root status="error" variant="surface" borderRadius="l3" data-testid="permission-denied">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Permiso denegado</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>No tienes permiso para acceder a esta página</Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** An honest placeholder for a screen that a later release builds: what it is and when. */
export function PlannedPanel({ entry }: { entry: NavEntry }) {
  const { i18n, t } = useLingui();
  const title = entryLabel(i18n, entry.id);
  useDocumentTitle(title);
  const area = entry.section ? sectionLabel(i18n, entry.section) : null;
  const release = i18n._(PLANNED_LABELS[entry.plannedIn ?? 'a later release']);
  const numbered = entry.plannedIn ? PLANNED_ISSUES[entry.plannedIn] !== null : false;
  return (
    <Stack gap="6" data-testid="planned-panel">
      <Stack gap="1">
        {area && (
          <Text textStyle="sm" color="fg.muted" fontWeight="medium">
            {area}
          </Text>
        )}
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
      </Stack>
      <Card.Root variant="outline" bg="bg.panel" borderStyle="dashed">
        <Card.Body>
          <HStack gap="4" align="flex-start">
            <IconTile>
              <ClockIcon boxSize="5" />
            </IconTile>
            <Stack gap="2">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">
                  <Trans>Esta pantalla llega en una próxima versión</Trans>
                </Text>
                <Badge colorPalette="orange" variant="subtle">
                  <Trans>Planificada</Trans>
                </Badge>
              </HStack>
              <Text color="fg.muted">
                {numbered ? (
                  <Trans>
                    «{title}» está planificada y se construye en la entrega «{release}». Todavía no muestra datos: no hay nada que
                    cargar ni guardar aquí por ahora.
                  </Trans>
                ) : (
                  <Trans>
                    «{title}» está planificada para una próxima versión. Todavía no muestra datos: no hay nada que cargar ni
                    guardar aquí por ahora.
                  </Trans>
                )}
              </Text>
              <Box>
                <Button asChild size="sm" variant="outline" mt="1">
                  <RouterLink to="/logged/home">{t`Volver al inicio`}</RouterLink>
                </Button>
              </Box>
            </Stack>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/**
 * The page-level gate of every route of the navigation table, applied once by the /logged layout:
 * 'Permiso denegado' when the user's codes do not open the entry, the planned panel while it is
 * planned, else the screen (children). A path without an entry (an index that redirects, a path
 * that is not found) shows its route as it is.
 */
export function EntryGate({ entry, children }: { entry: NavEntry | undefined; children: ReactNode }) {
  const { user } = useAuth();
  if (!entry) return <>{children}</>;
  if (!user || !canSeeEntry(user.privi, entry)) return <PermissionDenied />;
  if (entry.status === 'planned') return <PlannedPanel entry={entry} />;
  return <>{children}</>;
}
