import { Alert, Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { canSeeEntry, type NavEntry, PLANNED_ISSUES } from '../../contract/navigation';
import { useAuth } from '../../lib/auth/use-auth';
import { entryLabel, PLANNED_LABELS, sectionLabel } from '../../lib/i18n/navigation-labels';
import { privilegeLabel } from '../../lib/i18n/privilege-labels';
import { IconTile } from '../../lib/ui/icon-tile';
import { ClockIcon } from '../../lib/ui/nav-icons';
import { useDocumentTitle } from '../../lib/ui/use-document-title';

/** The privileges' names joined as the language says "A, B or C" (a list of alternatives). */
function privilegeNames(i18n: I18n, codes: readonly string[]): string {
  const names = codes.map((code) => {
    const name = privilegeLabel(i18n, code);
    return i18n._(msg({ message: `«${name}»`, comment: 'A privilege name quoted as the language quotes' }));
  });
  return new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(names);
}

/**
 * SPEC §5: the page-level gate's alert, word for word; then who may open the page, by the names of
 * the entry's privileges (never their codes), and a way back home.
 */
export function PermissionDenied({ codes = [] }: { codes?: readonly string[] }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Permiso denegado`);
  const names = codes.length > 0 ? privilegeNames(i18n, codes) : '';
  return (
    <Alert.Root status="error" variant="surface" borderRadius="l3" data-testid="permission-denied">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          <Trans>Permiso denegado</Trans>
        </Alert.Title>
        <Alert.Description>
          <Stack gap="3" align="flex-start">
            <Text>
              <Trans>No tienes permiso para acceder a esta página</Trans>
            </Text>
            {names && (
              <Text data-testid="permission-denied-who">
                {codes.length === 1
                  ? t`La abren los usuarios con el permiso ${names}; un administrador puede otorgarlo.`
                  : t`La abren los usuarios con el permiso ${names}; un administrador puede otorgarlos.`}
              </Text>
            )}
            <Button asChild size="sm" variant="outline" data-testid="permission-denied-home">
              <RouterLink to="/logged/home">{t`Volver al inicio`}</RouterLink>
            </Button>
          </Stack>
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
        <Heading as="h1" size={{ base: 'xl', sm: '2xl' }}>
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
  if (!user || !canSeeEntry(user.privi, entry)) return <PermissionDenied codes={entry.codes ?? []} />;
  if (entry.status === 'planned') return <PlannedPanel entry={entry} />;
  return <>{children}</>;
}
