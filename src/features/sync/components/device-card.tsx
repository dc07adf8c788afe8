// "Este dispositivo": what this browser keeps for working offline — storage used and available,
// whether the browser promised not to evict it, the changes not yet on the server and how fresh
// the replicated data is.
import { Badge, Button, HStack, Progress, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { readableTables, type SyncTable } from '../../../contract/sync';
import { fDateTime } from '../../../lib/format-date';
import { AsOf } from '../../../lib/sync/as-of';
import { formatBytes, formatCount, SYNC_TABLE_LABELS } from '../../../lib/sync/sync-text';
import { useOutboxCountsLive, useReplica } from '../../../lib/sync/use-replica';
import { PanelCard } from '../../../lib/ui/panel-card';
import { setAttentionInboxOpen } from '../attention-inbox-state';
import { useLastSyncAtLive, useStorageInfo } from '../data/use-sync-data';
import { HardDriveIcon } from './sync-icons';

/** The tables whose freshness the card shows first, when the user may read them. */
const FRESHNESS_ORDER: readonly SyncTable[] = [
  'stockLevels',
  'goods',
  'priceLists',
  'vipCards',
  'cancellationRequests',
  'nights',
];
const FRESHNESS_SHOWN = 2;

function SubTitle({ children }: { children: ReactNode }) {
  return (
    <Text textStyle="xs" fontWeight="semibold" letterSpacing="0.08em" textTransform="uppercase" color="fg.muted">
      {children}
    </Text>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <HStack justify="space-between" gap="4" textStyle="sm" minH="8">
      <Text color="fg.muted">{label}</Text>
      <HStack gap="2" fontWeight="medium" data-testid={testId}>
        {children}
      </HStack>
    </HStack>
  );
}

function StorageBlock({ refreshKey }: { refreshKey: string }) {
  const { i18n, t } = useLingui();
  const storage = useStorageInfo();
  const { refresh } = storage;
  // The figures change as the replica fills and the outbox empties.
  useEffect(() => {
    void refreshKey;
    refresh();
  }, [refreshKey, refresh]);

  if (storage.state === 'loading') return <Skeleton h="16" borderRadius="l2" />;
  if (storage.state === 'unavailable') {
    return (
      <Text textStyle="sm" color="fg.muted" data-testid="storage-unavailable">
        <Trans>Este navegador no informa cuánto espacio usa ni cuánto queda disponible.</Trans>
      </Text>
    );
  }
  const { usage, quota, persisted } = storage;
  const percent = usage !== null && quota ? Math.min(100, (usage / quota) * 100) : null;
  const used = usage !== null ? formatBytes(i18n, usage) : '-';
  const available = quota ? formatBytes(i18n, quota) : '-';
  const free = usage !== null && quota ? formatBytes(i18n, Math.max(0, quota - usage)) : null;
  const nearlyFull = percent !== null && percent >= 90;

  return (
    <Stack gap="3" data-testid="storage-estimate" data-usage={usage ?? ''} data-quota={quota ?? ''}>
      <Stack gap="1.5">
        <HStack justify="space-between" textStyle="sm" gap="3" wrap="wrap">
          <Text>
            <Trans>
              <Text as="span" fontWeight="semibold">
                {used}
              </Text>{' '}
              usados de {available}
            </Trans>
          </Text>
          {free && (
            <Text color="fg.muted">
              <Trans>Quedan {free}</Trans>
            </Text>
          )}
        </HStack>
        <Progress.Root
          value={percent === null ? null : Math.max(percent, 0.5)}
          size="sm"
          colorPalette={nearlyFull ? 'red' : 'brand'}
          aria-label={t`Almacenamiento usado`}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
      <HStack gap="2" align="flex-start">
        {persisted ? (
          <Badge colorPalette="green" variant="subtle" flexShrink={0}>
            <Trans>Persistente</Trans>
          </Badge>
        ) : (
          <Badge colorPalette="orange" variant="subtle" flexShrink={0}>
            {persisted === false ? <Trans>No persistente</Trans> : <Trans>Desconocido</Trans>}
          </Badge>
        )}
        <Text textStyle="xs" color="fg.muted" data-testid="storage-persisted" data-persisted={String(persisted)}>
          {persisted ? (
            <Trans>El navegador conserva estos datos aunque le falte espacio.</Trans>
          ) : (
            <Trans>Si le falta espacio, el navegador podría borrar estos datos: sincroniza seguido para no perder cambios.</Trans>
          )}
        </Text>
      </HStack>
    </Stack>
  );
}

function SyncBlock({ privi }: { privi: readonly string[] }) {
  const { i18n, t } = useLingui();
  const counts = useOutboxCountsLive();
  const lastSyncAt = useLastSyncAtLive();
  const readable = readableTables(privi);
  const tables = FRESHNESS_ORDER.filter((table) => readable.includes(table)).slice(0, FRESHNESS_SHOWN);
  const pending = counts?.pending ?? 0;
  const rejected = counts?.rejected ?? 0;

  return (
    <Stack gap="1">
      <Row label={t`Cambios sin enviar`} testId="device-pending">
        {formatCount(i18n, pending)}
      </Row>
      <Row label={t`Requieren atención`} testId="device-rejected">
        <Text as="span" color={rejected > 0 ? 'red.fg' : undefined}>
          {formatCount(i18n, rejected)}
        </Text>
        {rejected > 0 && (
          <Button size="2xs" variant="outline" colorPalette="red" onClick={() => setAttentionInboxOpen(true)}>
            <Trans>Revisar</Trans>
          </Button>
        )}
      </Row>
      <Row label={t`Última sincronización`}>{lastSyncAt ? fDateTime(lastSyncAt, i18n) : t`Nunca`}</Row>
      {tables.map((table) => (
        <Row key={table} label={i18n._(SYNC_TABLE_LABELS[table])}>
          <AsOf table={table} />
        </Row>
      ))}
    </Stack>
  );
}

export function DeviceCard({ privi }: { privi: readonly string[] }) {
  const replica = useReplica();
  const counts = useOutboxCountsLive();
  const refreshKey = `${counts?.pending ?? 0}:${counts?.rejected ?? 0}`;

  return (
    <PanelCard
      title={<Trans>Este dispositivo</Trans>}
      icon={HardDriveIcon}
      testId="device-card"
      description={<Trans>Lo que este navegador guarda para trabajar sin conexión.</Trans>}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 1 }} gap={{ base: '6', sm: '8', lg: '6' }}>
        <Stack gap="3">
          <SubTitle>
            <Trans>Almacenamiento</Trans>
          </SubTitle>
          <StorageBlock refreshKey={refreshKey} />
        </Stack>
        <Stack gap="3">
          <SubTitle>
            <Trans>Sincronización</Trans>
          </SubTitle>
          {replica ? (
            <SyncBlock privi={privi} />
          ) : (
            <Text textStyle="sm" color="fg.muted" data-testid="device-no-replica">
              <Trans>No hay datos guardados en este dispositivo: funciona solo con conexión.</Trans>
            </Text>
          )}
        </Stack>
      </SimpleGrid>
    </PanelCard>
  );
}
