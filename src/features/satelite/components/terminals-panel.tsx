// The venue's terminals: status (from the last batch or sign-in), last seen, app version, batches
// still queued on the device, and the ingestion key (prefix and state), with their actions.
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TerminalDto, TerminalStatus, TerminalsAnswer } from '../../../contract/satelite';
import { fDateTime, fToNow } from '../../../lib/format-date';
import { actionsColumn } from '../../../lib/ui/actions-column';
import { type DataColumn, DataTable } from '../../../lib/ui/data-table';
import { KEY_LABELS, POS_KIND_LABELS, STATUS_COLORS, STATUS_LABELS } from '../labels';
import { KeyBadge, StatusBadge } from './parts';
import { type TerminalAction, TerminalActions } from './terminal-actions';

const STATUS_ORDER: TerminalStatus[] = ['online', 'idle', 'offline', 'never'];

export function TerminalsPanel({
  data,
  loading,
  online,
  onAction,
  onCreate,
}: {
  data: TerminalsAnswer | undefined;
  loading: boolean;
  online: boolean;
  onAction(action: TerminalAction, terminal: TerminalDto): void;
  onCreate(): void;
}) {
  const { t, i18n } = useLingui();
  const now = data ? new Date(data.now) : new Date();
  const counts = useMemo(() => {
    const c: Record<TerminalStatus, number> = { online: 0, idle: 0, offline: 0, never: 0 };
    for (const term of data?.terminals ?? []) c[term.status] += 1;
    return c;
  }, [data]);

  const columns: DataColumn<TerminalDto>[] = [
    {
      key: 'name',
      header: t`Terminal`,
      value: (r) => r.name,
      render: (r) => (
        <Stack gap="0.5" minW="0" maxW={{ base: '60', sm: '80' }} whiteSpace="normal">
          <Text fontWeight="semibold">{r.name}</Text>
          <Text textStyle="xs" color="fg.muted">
            {r.pointOfSaleName} · {i18n._(POS_KIND_LABELS[r.pointOfSaleKind])}
          </Text>
          <Text textStyle="xs" color="fg.subtle" truncate title={r.deviceId}>
            {r.deviceId}
          </Text>
          {/* Phones and tablets fold the columns they hide into this cell. */}
          <HStack gap="2" wrap="wrap" mt="1" hideFrom="md">
            <Box hideFrom="sm">
              <StatusBadge status={r.status} />
            </Box>
            <Text textStyle="xs" color="fg.muted" hideFrom="sm">
              {r.lastSeenAt ? fToNow(r.lastSeenAt, i18n, now) : t`Nunca`}
            </Text>
            <KeyBadge state={r.keyState} />
            {r.pendingBatches > 0 && (
              <Badge colorPalette="orange" variant="solid" hideFrom="sm">
                {t`Lotes pendientes: ${r.pendingBatches}`}
              </Badge>
            )}
          </HStack>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t`Estado`,
      value: (r) => STATUS_ORDER.indexOf(r.status),
      hideBelowSm: true,
      render: (r) => (
        <Stack gap="1" align="flex-start">
          <StatusBadge status={r.status} />
          <Text
            textStyle="xs"
            color="fg.muted"
            whiteSpace="nowrap"
            title={r.lastSeenAt ? fDateTime(r.lastSeenAt, i18n) : undefined}
          >
            {r.lastSeenAt ? fToNow(r.lastSeenAt, i18n, now) : t`Nunca`}
          </Text>
        </Stack>
      ),
    },
    { key: 'version', header: t`Versión`, value: (r) => r.appVersion || '-', hideBelowMd: true },
    {
      key: 'pending',
      header: t`Lotes pendientes`,
      value: (r) => r.pendingBatches,
      numeric: true,
      hideBelowSm: true,
      render: (r) =>
        r.pendingBatches > 0 ? (
          <Badge colorPalette="orange" variant="solid">
            {r.pendingBatches}
          </Badge>
        ) : (
          '0'
        ),
    },
    {
      key: 'key',
      header: t`Clave`,
      value: (r) => `${r.keyPrefix ?? ''} ${i18n._(KEY_LABELS[r.keyState])}`,
      hideBelowMd: true,
      render: (r) => (
        <Stack gap="1" align="flex-start">
          <KeyBadge state={r.keyState} />
          {r.keyPrefix && (
            <Text textStyle="xs" fontFamily="mono" color="fg.muted">
              {r.keyPrefix}…
            </Text>
          )}
        </Stack>
      ),
    },
    actionsColumn((r) => <TerminalActions terminal={r} online={online} onAction={onAction} />),
  ];

  return (
    <Stack gap="3" data-testid="terminals-panel">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="2" wrap="wrap" data-testid="status-summary">
          {STATUS_ORDER.map((s) => (
            <Badge key={s} colorPalette={STATUS_COLORS[s]} variant="subtle" size="lg">
              {i18n._(STATUS_LABELS[s])}: {counts[s]}
            </Badge>
          ))}
        </HStack>
        <Button size="sm" onClick={onCreate} disabled={!online || !data} data-testid="create-terminal">
          <Trans>Nueva terminal</Trans>
        </Button>
      </HStack>
      <DataTable
        rows={data?.terminals}
        columns={columns}
        rowKey={(r) => r.id}
        loading={loading}
        searchText={(r) => `${r.name} ${r.pointOfSaleName} ${r.deviceId} ${r.appVersion} ${r.keyPrefix ?? ''}`}
        searchPlaceholder={t`Buscar terminal, punto de venta o dispositivo`}
        exportName="terminales"
        defaultSort={{ key: 'status' }}
        emptyTitle={t`No hay terminales`}
        emptyDescription={t`Registra la primera terminal de un punto de venta con «Nueva terminal».`}
        rowTone={(r) => (r.pendingBatches > 0 && r.status === 'offline' ? 'warning' : undefined)}
        testId="terminals-table"
      />
    </Stack>
  );
}
