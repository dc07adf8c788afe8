// The sync state of the top bar: online or offline, changes waiting to be sent, the last sync,
// the last error, and the way to "Requieren atención" when the server rejected something.
import {
  Alert,
  Badge,
  Box,
  Button,
  HStack,
  IconButton,
  Link,
  Popover,
  Portal,
  Separator,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { fDateTime } from '../../../lib/format-date';
import type { SyncEngine } from '../../../lib/sync/engine';
import type { SyncStatus } from '../../../lib/sync/sync-status';
import { translateSyncMessage } from '../../../lib/sync/sync-text';
import { useOutboxCountsLive, useReplica, useSyncStatus } from '../../../lib/sync/use-replica';
import { CountBadge } from '../../../lib/ui/count-badge';
import { setAttentionInboxOpen } from '../attention-inbox-state';
import { useLastSyncAtLive } from '../data/use-sync-data';
import { AttentionInbox } from './attention-inbox';
import { RejectionToasts } from './rejection-toasts';
import {
  CloudAlertIcon,
  CloudCheckIcon,
  CloudDownloadIcon,
  CloudOffIcon,
  CloudUploadIcon,
  InboxAlertIcon,
  RefreshIcon,
} from './sync-icons';

type Tone = 'offline' | 'running' | 'error' | 'pending' | 'synced';

function toneOf(status: SyncStatus, pending: number): Tone {
  if (!status.online) return 'offline';
  if (status.running) return 'running';
  if (status.lastError || status.authRequired) return 'error';
  if (pending > 0) return 'pending';
  return 'synced';
}

const TONE_COLOR: Record<Tone, string> = {
  offline: 'orange.fg',
  running: 'fg.muted',
  error: 'red.fg',
  pending: 'fg',
  synced: 'green.fg',
};

function ToneIcon({ tone, firstSync }: { tone: Tone; firstSync: boolean }) {
  // The first sync shows its progress in the content (FirstSyncBanner): a still icon here, not a
  // spinner repainting every frame for the minute it may take.
  if (tone === 'running' && firstSync) return <CloudDownloadIcon />;
  if (tone === 'running') return <Spinner size="sm" color="brand.solid" borderWidth="2px" />;
  if (tone === 'offline') return <CloudOffIcon />;
  if (tone === 'error') return <CloudAlertIcon />;
  if (tone === 'pending') return <CloudUploadIcon />;
  return <CloudCheckIcon />;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack justify="space-between" gap="4" textStyle="sm">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="medium" textAlign="end">
        {children}
      </Text>
    </HStack>
  );
}

interface PanelProps {
  engine: SyncEngine;
  status: SyncStatus;
  pending: number;
  rejected: number;
  onClose(): void;
}

function SyncPanel({ engine, status, pending, rejected, onClose }: PanelProps) {
  const { i18n, t } = useLingui();
  const lastSyncAt = useLastSyncAtLive();
  const when = lastSyncAt ? fDateTime(lastSyncAt, i18n) : t`Nunca`;
  const error = status.lastError ? translateSyncMessage(i18n, status.lastError) : null;
  const stateText = !status.online ? t`Sin conexión` : status.running ? t`Sincronizando…` : t`En línea`;

  return (
    <Stack gap="4" p="4">
      <HStack justify="space-between" gap="3">
        <Popover.Title fontWeight="semibold" textStyle="md">
          <Trans>Sincronización</Trans>
        </Popover.Title>
        <Badge colorPalette={status.online ? 'green' : 'orange'} variant="subtle" data-testid="sync-online">
          <Box as="span" boxSize="1.5" borderRadius="full" bg="currentColor" />
          {stateText}
        </Badge>
      </HStack>

      <Stack gap="2">
        <Row label={t`Cambios sin enviar`}>
          <span data-testid="sync-pending-count">{pending}</span>
        </Row>
        {rejected > 0 && (
          <Row label={t`Rechazados`}>
            <Text as="span" color="red.fg">
              {rejected}
            </Text>
          </Row>
        )}
        <Text textStyle="sm" color="fg.muted">
          <Trans>Última sincronización: {when}</Trans>
        </Text>
      </Stack>

      {!status.online && (
        <Text textStyle="sm" color="fg.muted">
          {pending > 0 ? (
            <Plural
              value={pending}
              one="El cambio queda guardado en este dispositivo y se envía al volver la conexión."
              other="Los # cambios quedan guardados en este dispositivo y se envían al volver la conexión."
            />
          ) : (
            <Trans>Lo que hagas sin conexión queda guardado en este dispositivo y se envía al volver la conexión.</Trans>
          )}
        </Text>
      )}

      {status.authRequired && (
        <Alert.Root status="warning" size="sm" variant="subtle" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              <Trans>
                Tu sesión venció: inicia sesión de nuevo para enviar los cambios. Siguen guardados en este dispositivo.
              </Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {error && status.online && (
        <Alert.Root status="error" size="sm" variant="subtle" borderRadius="l2" data-testid="sync-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Stack gap="2">
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => void engine.sync()}
          loading={status.running}
          loadingText={t`Sincronizando…`}
          disabled={!status.online || status.authRequired}
          title={!status.online ? t`Sin conexión no se puede sincronizar` : undefined}
        >
          <RefreshIcon />
          <Trans>Sincronizar ahora</Trans>
        </Button>
        {rejected > 0 && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => {
              onClose();
              setAttentionInboxOpen(true);
            }}
          >
            <InboxAlertIcon />
            <Trans>Requieren atención ({rejected})</Trans>
          </Button>
        )}
      </Stack>

      <Separator />
      <Link asChild textStyle="sm" color="fg.muted" alignSelf="center">
        <RouterLink to="/logged/user/profile" onClick={onClose}>
          <Trans>Ver el almacenamiento de este dispositivo</Trans>
        </RouterLink>
      </Link>
    </Stack>
  );
}

/** The top bar's cloud: nothing when there is no replica (signed out, no venue, no IndexedDB). */
export function SyncIndicator() {
  const replica = useReplica();
  const status = useSyncStatus();
  const counts = useOutboxCountsLive();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  if (!replica || !status) return null;

  const pending = counts?.pending ?? 0;
  const rejected = counts?.rejected ?? 0;
  const tone = toneOf(status, pending);
  const attention = rejected > 0 || status.authRequired;
  const stateText = !status.online ? t`Sin conexión` : status.running ? t`Sincronizando…` : t`En línea`;
  const label = [
    t`Sincronización`,
    stateText,
    ...(pending > 0 ? [t`Cambios sin enviar: ${pending}`] : []),
    ...(rejected > 0 ? [t`Requieren atención: ${rejected}`] : []),
  ].join(' · ');

  return (
    <>
      <Popover.Root
        open={open}
        onOpenChange={(e) => setOpen(e.open)}
        positioning={{ placement: 'bottom-end', gutter: 8 }}
        lazyMount
        unmountOnExit
      >
        <Popover.Trigger asChild>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={label}
            title={label}
            position="relative"
            color={TONE_COLOR[tone]}
            data-testid="sync-indicator"
            data-pending={pending}
            data-rejected={rejected}
            data-online={status.online ? 'true' : 'false'}
            data-tone={tone}
          >
            <ToneIcon tone={tone} firstSync={status.firstSync !== null} />
            <CountBadge count={pending} colorPalette="gray" />
            {attention && (
              // Legible on every screen: a red count (or "!" when the session must be renewed).
              <CountBadge
                count={rejected > 0 ? rejected : '!'}
                placement="bottom-end"
                borderWidth="1px"
                borderColor="bg"
                data-testid="sync-attention-dot"
              />
            )}
          </IconButton>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content w="320px" maxW="calc(100vw - 16px)" data-testid="sync-panel">
              <SyncPanel
                engine={replica.engine}
                status={status}
                pending={pending}
                rejected={rejected}
                onClose={() => setOpen(false)}
              />
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      {rejected > 0 && (
        // From a tablet on, one click from the inbox: the icon and the count (the words for a screen
        // reader), on a wide desktop the words too — the bar never squeezes the user menu or
        // scrolls sideways, also beside the docked sidebar (issue 37).
        <Button
          size="xs"
          variant="subtle"
          colorPalette="red"
          hideBelow="sm"
          flexShrink="0"
          onClick={() => setAttentionInboxOpen(true)}
          data-testid="sync-attention-button"
        >
          <InboxAlertIcon />
          <Box as="span" hideBelow="lg">
            <Trans>Requieren atención ({rejected})</Trans>
          </Box>
          <Box as="span" hideFrom="lg" fontVariantNumeric="tabular-nums">
            <VisuallyHidden>
              <Trans>Requieren atención</Trans>
            </VisuallyHidden>
            {rejected}
          </Box>
        </Button>
      )}
      <AttentionInbox />
      <RejectionToasts />
    </>
  );
}
