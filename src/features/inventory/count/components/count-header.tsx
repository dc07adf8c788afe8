// The head of a count: where and what is counted, its status, progress and what waits to sync.
import { Button, Card, Flex, Heading, HStack, Icon, Progress, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { fDateTime } from '../../../../lib/format-date';
import { IconTile } from '../../../../lib/ui/icon-tile';
import { ClockIcon } from '../../../../lib/ui/nav-icons';
import { CheckIcon } from '../../../../lib/ui/shell-icons';
import { type BadgeLook, StateBadge } from '../../../../lib/ui/state-badge';
import { SendIcon } from '../../shared/icons';
import type { CountLocation, CountScope, CountStatus, CountSummary } from '../data/use-stock-count';
import { LocationIcon } from './location-picker';

const SCOPE_LOOKS: Record<CountScope, BadgeLook> = {
  full: { palette: 'purple', label: msg`Conteo completo` },
  spot: { palette: 'gray', label: msg`Conteo parcial` },
};

export function ScopeBadge({ scope }: { scope: CountScope }) {
  return <StateBadge look={SCOPE_LOOKS[scope]} data-testid="count-scope" data-scope={scope} />;
}

/**
 * The search box keeps what is typed in its own state, so a keystroke re-renders only the box
 * (one frame), and hands it to the list in a transition that a next keystroke may interrupt.
 * A change from outside (a scan clearing the search) replaces what it shows.
 */

const STATUS_LOOKS: Record<CountStatus, BadgeLook> = {
  open: { palette: 'green', label: msg`Abierto` },
  submitted: { palette: 'blue', label: msg`Enviado` },
  applied: { palette: 'gray', label: msg`Aplicado` },
};

export function StatusBadge({ status }: { status: CountStatus }) {
  return <StateBadge look={STATUS_LOOKS[status]} />;
}

export function SyncSummary({ pending }: { pending: number }) {
  if (pending > 0) {
    return (
      <HStack gap="1.5" color="orange.fg" data-testid="count-sync" data-pending={pending}>
        <Icon as={ClockIcon} boxSize="4" />
        <Text textStyle="sm" fontWeight="medium">
          <Plural
            value={pending}
            one="# cambio guardado en este dispositivo, sin enviar"
            other="# cambios guardados en este dispositivo, sin enviar"
          />
        </Text>
      </HStack>
    );
  }
  return (
    <HStack gap="1.5" color="green.fg" data-testid="count-sync" data-pending={0}>
      <Icon as={CheckIcon} boxSize="4" />
      <Text textStyle="sm" fontWeight="medium">
        <Trans>Todo sincronizado</Trans>
      </Text>
    </HStack>
  );
}

interface CountHeaderProps {
  location: CountLocation;
  count: CountSummary;
  counted: number;
  total: number;
  /** Commands of this count not yet sent (undefined while unknown). */
  pending: number | undefined;
  starting: boolean;
  onChangeLocation(): void;
  onStartNew(): void;
  onSubmit(): void;
}

/** Where and what is counted, how far, and the submit button (re-renders only when these change). */
export const CountHeader = memo(function CountHeader({
  location,
  count,
  counted,
  total,
  pending,
  starting,
  onChangeLocation,
  onStartNew,
  onSubmit,
}: CountHeaderProps) {
  const { t, i18n } = useLingui();
  const readOnly = count.status !== 'open';
  const percent = total > 0 ? Math.round((counted / total) * 100) : 0;
  const startedAt = count.startedAt ? fDateTime(count.startedAt, i18n) : null;
  const submittedAt = count.submittedAt ? fDateTime(count.submittedAt, i18n) : null;
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body gap="4" p={{ base: '4', sm: '5' }}>
        <Flex gap="4" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} justify="space-between">
          <HStack gap="3" minW="0" align="flex-start">
            <IconTile>
              <LocationIcon kind={location.kind} />
            </IconTile>
            <Stack gap="1" minW="0">
              <HStack gap="2" wrap="wrap">
                <Heading as="h2" size="md">
                  {location.name}
                </Heading>
                <StatusBadge status={count.status} />
                <ScopeBadge scope={count.scope} />
              </HStack>
              <Text textStyle="sm" color="fg.muted">
                {startedAt && <Trans>Iniciado el {startedAt}</Trans>}
                {startedAt && submittedAt && ' · '}
                {submittedAt && <Trans>Enviado el {submittedAt}</Trans>}
              </Text>
            </Stack>
          </HStack>
          <HStack gap="2" justify={{ base: 'space-between', sm: 'flex-end' }} flexShrink={0} wrap="wrap">
            <Button variant="ghost" size={{ base: 'md', sm: 'lg' }} px={{ base: '2', sm: '4' }} onClick={onChangeLocation}>
              <Trans>Cambiar ubicación</Trans>
            </Button>
            {readOnly ? (
              <Button
                variant="outline"
                size={{ base: 'md', sm: 'lg' }}
                onClick={onStartNew}
                loading={starting}
                data-testid="count-start-another"
              >
                <Trans>Empezar otro conteo</Trans>
              </Button>
            ) : (
              <Button
                colorPalette="brand"
                size={{ base: 'md', sm: 'lg' }}
                onClick={onSubmit}
                disabled={counted === 0}
                data-testid="submit-count-button"
              >
                <SendIcon />
                <Trans>Enviar conteo</Trans>
              </Button>
            )}
          </HStack>
        </Flex>
        <Stack gap="2">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Text textStyle="sm" fontWeight="semibold" data-testid="count-progress" data-counted={counted} data-total={total}>
              <Trans>
                Contadas {counted} de {total}
              </Trans>
            </Text>
            {pending !== undefined && <SyncSummary pending={pending} />}
          </Flex>
          <Progress.Root value={percent} size="sm" colorPalette="brand">
            {/* The track is the progressbar: the name goes there (on the root no one hears it). */}
            <Progress.Track aria-label={t`Avance del conteo`}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
});
