import {
  Avatar,
  Badge,
  Box,
  Card,
  EmptyState,
  Flex,
  Heading,
  HStack,
  Icon,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type LinkProps, Link as RouterLink } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { SessionUser } from '../../../contract/auth';
import type { CurrentNight } from '../../../contract/business-date';
import { canSeeEntry, getEntry, type NavEntry, type VisibleSection, visibleSections } from '../../../contract/navigation';
import { canAccess } from '../../../contract/privileges';
import { fDateLong, fDateTime, fTime } from '../../../lib/format-date';
import { entryLabel, sectionLabel } from '../../../lib/i18n/navigation-labels';
import { IosInstallHint } from '../../../lib/pwa/install';
import { IconTile } from '../../../lib/ui/icon-tile';
import { ShieldIcon } from '../../../lib/ui/icons';
import { ChevronRightIcon, NightIcon, SECTION_ICONS } from '../../../lib/ui/nav-icons';
import { useErrorMessage } from '../../../lib/ui/request-error';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useCurrentNightQuery } from '../api/current-night';
import { isTonight, nightCardDate } from '../night-heading';
import { LiveTonight } from './live-tonight';

const SHORTCUTS_PER_SECTION = 4;
/** Who sees tonight live: the balance sheet's holders (gerencia, 302). */
const LIVE_CODES = getEntry('gerencia.balancesheet').codes;

function linkTo(entry: NavEntry): LinkProps['to'] {
  return entry.path as LinkProps['to'];
}

function sectionEntries(section: VisibleSection): NavEntry[] {
  return section.items.flatMap((item) => (item.kind === 'entry' ? [item.entry] : item.entries));
}

function NightStatus({ night }: { night: CurrentNight }) {
  const { i18n } = useLingui();
  const date = fDateLong(`${night.businessDate}T12:00:00`, i18n);
  const hours = `${fTime(night.opensAt, i18n)}–${fTime(night.closesAt, i18n)}`;
  const open = night.status === 'open';
  return (
    <Stack gap="1.5" data-night-status={night.status}>
      <HStack gap="2" wrap="wrap">
        <Box boxSize="2" borderRadius="full" bg={open ? 'green.500' : 'brand.solid'} />
        <Text fontWeight="semibold">{night.eventName || date}</Text>
        <Badge colorPalette={open ? 'green' : 'gray'} variant="subtle">
          {open ? <Trans>Abierta</Trans> : <Trans>Planificada</Trans>}
        </Badge>
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        {hours}
      </Text>
    </Stack>
  );
}

/** Tonight's night: the open one, else the next planned one, from the server. */
function TonightCard({ user }: { user: SessionUser }) {
  const { i18n } = useLingui();
  const errorText = useErrorMessage();
  const nights = getEntry('configuracion.noche');
  const canConfigure = canSeeEntry(user.privi, nights);
  const current = useCurrentNightQuery();
  const now = new Date();
  const day = nightCardDate(current.data, now, i18n.locale);
  const later = current.data ? !isTonight(current.data, now) : false;
  const when = current.at ? fDateTime(current.at, i18n) : null;
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="tonight-card">
      <Card.Body gap="4">
        <HStack gap="3" align="flex-start">
          <IconTile bg={{ base: 'night.900', _dark: 'night.800' }} color="brand.400">
            <NightIcon boxSize="5" />
          </IconTile>
          <Stack gap="0.5" minW="0">
            <Text textStyle="sm" color="fg.muted" css={{ '&::first-letter': { textTransform: 'uppercase' } }}>
              {day}
            </Text>
            <Heading as="h2" size="md">
              {later ? <Trans>Próxima noche</Trans> : <Trans>Noche de hoy</Trans>}
            </Heading>
          </Stack>
        </HStack>
        {current.isPending ? (
          <Skeleton height="10" />
        ) : current.isError ? (
          <Text textStyle="sm" color="fg.muted">
            {errorText(current.error)}
          </Text>
        ) : current.data ? (
          <Stack gap="1">
            <NightStatus night={current.data} />
            {current.fromCopy && when && (
              <Text textStyle="xs" color="fg.muted" data-testid="tonight-as-of">
                <Trans>Datos al {when}</Trans>
              </Text>
            )}
          </Stack>
        ) : (
          <HStack gap="2">
            <Box boxSize="2" borderRadius="full" bg="fg.subtle" />
            <Text fontWeight="semibold">
              <Trans>Sin noche abierta ni planificada</Trans>
            </Text>
          </HStack>
        )}
        {canConfigure && (
          <Box>
            <RouterLink to={linkTo(nights)}>
              <Text as="span" textStyle="sm" color="brand.fg" fontWeight="semibold" _hover={{ textDecoration: 'underline' }}>
                <Trans>Ir a configuración de noches</Trans>
              </Text>
            </RouterLink>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function SectionCard({ section }: { section: VisibleSection }) {
  const { i18n } = useLingui();
  const entries = sectionEntries(section);
  const first = entries[0];
  const shown = entries.slice(0, SHORTCUTS_PER_SECTION);
  const more = entries.length - shown.length;
  const SectionIcon = SECTION_ICONS[section.id];
  return (
    <LinkBox
      as="article"
      data-home-section={section.id}
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      p="5"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'brand.emphasized', boxShadow: 'sm' }}
    >
      <HStack gap="3" mb="3">
        <IconTile boxSize="9">
          <Icon as={SectionIcon} boxSize="4.5" />
        </IconTile>
        <Stack gap="0" minW="0" flex="1">
          <LinkOverlay asChild>
            {first && (
              <RouterLink to={linkTo(first)}>
                <Text fontWeight="semibold" lineHeight="short">
                  {sectionLabel(i18n, section.id)}
                </Text>
              </RouterLink>
            )}
          </LinkOverlay>
          <Text textStyle="xs" color="fg.muted">
            <Plural value={entries.length} one="# pantalla" other="# pantallas" />
          </Text>
        </Stack>
        <ChevronRightIcon boxSize="4" color="fg.subtle" />
      </HStack>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {shown.map((entry) => (
          <Box as="li" key={entry.id} position="relative" zIndex="1">
            <RouterLink to={linkTo(entry)}>
              <Text as="span" textStyle="sm" color="fg.muted" _hover={{ color: 'brand.fg' }}>
                {entryLabel(i18n, entry.id)}
              </Text>
            </RouterLink>
          </Box>
        ))}
        {more > 0 && (
          <Text as="li" textStyle="xs" color="fg.subtle">
            <Plural value={more} one="y # más" other="y # más" />
          </Text>
        )}
      </Stack>
    </LinkBox>
  );
}

/**
 * The signed-in landing: a greeting, tonight live (302), tonight's night and shortcuts to the
 * sections they may use.
 */
export function HomePage({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  useDocumentTitle(t`Inicio`);
  const name = user.name || user.displayName;
  const sections = useMemo(() => visibleSections(user.privi), [user.privi]);

  return (
    <Stack gap="8">
      <Flex
        align="center"
        gap="5"
        p={{ base: '5', sm: '7' }}
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
          <Heading as="h1" size={{ base: '2xl', sm: '3xl' }} fontWeight="800" letterSpacing="-0.02em">
            <Trans>Hola, {name}</Trans>
          </Heading>
          {user.position && (
            <Text color="fg.muted" fontSize={{ base: 'md', sm: 'lg' }}>
              {user.position}
            </Text>
          )}
        </Stack>
      </Flex>

      <IosInstallHint />

      {user.venueId && canAccess(user.privi, LIVE_CODES) && (
        <LiveTonight
          venueId={user.venueId}
          stockPath={
            canSeeEntry(user.privi, getEntry('inventarios.stockEnVivo')) ? getEntry('inventarios.stockEnVivo').path : null
          }
        />
      )}

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" alignItems="start">
        <Box gridColumn={{ md: 'span 1' }}>
          <TonightCard user={user} />
        </Box>
        <Stack gap="4" gridColumn={{ md: 'span 2' }}>
          <Heading as="h2" size="lg">
            <Trans>Tus secciones</Trans>
          </Heading>
          {sections.length === 0 ? (
            <EmptyState.Root borderWidth="1px" borderRadius="l3" borderStyle="dashed" bg="bg.panel">
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
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {sections.map((section) => (
                <SectionCard key={section.id} section={section} />
              ))}
            </SimpleGrid>
          )}
          {sections.some((s) => sectionEntries(s).some((e) => e.status === 'planned')) && (
            <HStack gap="2" color="fg.muted" textStyle="xs">
              <Badge size="sm" variant="subtle" colorPalette="orange">
                <Trans>Planificada</Trans>
              </Badge>
              <Text>
                <Trans>Las pantallas de estas secciones se van habilitando en las próximas entregas.</Trans>
              </Text>
            </HStack>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
