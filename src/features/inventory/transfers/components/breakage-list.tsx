// The breakage recorded: this device's queued ones with their sync state, then the server's list
// (offline, and until the server answers, the replica's: data/replica-history.ts).
import { HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { BreakageListQuery } from '../../../../contract/inventory-transfers';
import { valueAt } from '../../../../contract/stock-board';
import { fDateIso, fDateTime } from '../../../../lib/format-date';
import { fMoney, fQty } from '../../../../lib/format-number';
import { useRefetchWhenApplied } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';
import { AsOf } from '../../../../lib/sync/as-of';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { DateRangeFilter } from '../../../../lib/ui/date-range-filter';
import { ClockIcon } from '../../../../lib/ui/nav-icons';
import { NoticeAlert } from '../../../../lib/ui/notice-alert';
import { useOnline } from '../../../../lib/ui/online-only';
import { CheckIcon } from '../../../../lib/ui/shell-icons';
import { PlaceSelect } from '../../shared/place-select';
import { unitShortLabel } from '../../shared/unit-names';
import { useGoodsLive, usePlacesLive } from '../../shared/use-inventory-replica';
import { useBreakagesQuery } from '../api/breakages';
import { useQueuedBreakagesLive } from '../data/breakage-repo';
import { type ReplicaBreakage, useReplicaBreakages } from '../data/replica-history';
import { translateReason } from '../labels';
import { GoodCell, LoadError } from './common';

export type RowState = 'pending' | 'rejected' | 'synced';

export interface BreakageRow {
  id: string;
  at: string;
  locationId: string;
  locationName: string;
  goodName: string;
  goodSku: string;
  goodUnit: string;
  quantity: number;
  reason: string;
  userName: string | null;
  valued: number | null;
  state: RowState;
  message: string | null;
}

export function StateBadge({ row }: { row: BreakageRow }) {
  const { t } = useLingui();
  if (row.state === 'pending') {
    return (
      <HStack gap="1" color="orange.fg" data-testid="breakage-pending" whiteSpace="nowrap">
        <ClockIcon boxSize="4" />
        <Text textStyle="sm" fontWeight="medium">
          <Trans>Pendiente de envío</Trans>
        </Text>
      </HStack>
    );
  }
  if (row.state === 'rejected') {
    return (
      <Stack gap="0" color="fg.error" data-testid="breakage-rejected">
        <Text textStyle="sm" fontWeight="medium">
          <Trans>Rechazada</Trans>
        </Text>
        {row.message && <Text textStyle="xs">{row.message}</Text>}
      </Stack>
    );
  }
  // The usual case says little: a check is enough (and keeps phones' columns for the goods).
  return (
    <HStack gap="1" color="green.fg" whiteSpace="nowrap" title={t`Registrada`}>
      <CheckIcon boxSize="4" aria-label={t`Registrada`} />
    </HStack>
  );
}

/** A breakage the server recorded, as the list shows it. */
function recordedRow(b: ReplicaBreakage, userName: string | null, valued: number | null): BreakageRow {
  return {
    id: b.id,
    at: b.at,
    locationId: b.location.id,
    locationName: b.location.name,
    goodName: b.goodName,
    goodSku: b.goodSku,
    goodUnit: b.goodUnit,
    quantity: b.quantity,
    reason: b.reason,
    userName,
    valued,
    state: 'synced',
    message: null,
  };
}

export function BreakageList() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [filters, setFilters] = useState<BreakageListQuery>({});
  // The recent ones: the last 100 (dates narrow it down further back).
  const server = useBreakagesQuery({ ...filters, limit: '100' });
  // The replica's breakage until the server answers, and whenever the device is offline.
  const replicated = useReplicaBreakages({ ...filters, limit: '100' });
  const fromServer = online ? server.data : undefined;
  const queued = useQueuedBreakagesLive();
  const places = usePlacesLive(true);
  const goods = useGoodsLive();
  const set = (patch: Partial<BreakageListQuery>) => setFilters((f) => ({ ...f, ...patch }));

  // Once the server confirms a queued one, the list is refetched to show it from there.
  useRefetchWhenApplied(queued, (q) => q.args.breakageId, inventariosKeys.of('roturas'));

  const rows = useMemo<BreakageRow[] | undefined>(() => {
    if (queued === undefined || (!fromServer && replicated === undefined)) return undefined;
    const placeNames = new Map((places ?? []).map((p) => [p.id, p.name]));
    const goodsById = new Map((goods ?? []).map((g) => [g.id, g]));
    const known = new Set((fromServer ?? replicated ?? []).map((b) => b.id));
    const local: BreakageRow[] = queued
      .filter((q) => !known.has(q.args.breakageId) && (!filters.locationId || q.args.locationId === filters.locationId))
      .map((q) => {
        const g = goodsById.get(q.args.goodId);
        return {
          id: q.args.breakageId,
          at: q.args.at,
          locationId: q.args.locationId,
          locationName: placeNames.get(q.args.locationId) ?? '-',
          goodName: g?.name ?? '-',
          goodSku: g?.sku ?? '',
          goodUnit: g?.unit ?? '',
          quantity: q.args.quantity,
          reason: q.args.reason,
          userName: null,
          // Not booked yet: it will be booked at the good's current cost.
          valued: g ? valueAt(q.args.quantity, g.unitCost) : null,
          state: q.state === 'applied' ? 'synced' : q.state,
          message: q.message,
        };
      });
    // Offline, who recorded a breakage and the cost its movement booked are the server's only.
    const remote: BreakageRow[] = fromServer
      ? fromServer.map((b) => recordedRow(b, b.userName, b.valued))
      : (replicated ?? []).map((b) => recordedRow(b, null, null));
    return [...local, ...remote];
  }, [queued, fromServer, replicated, places, goods, filters.locationId]);

  const pending = rows?.filter((r) => r.state === 'pending').length ?? 0;
  const columns = useMemo<DataColumn<BreakageRow>[]>(
    () => [
      { key: 'at', header: t`Fecha`, value: (r) => r.at, render: (r) => fDateTime(r.at, i18n) },
      {
        key: 'good',
        header: t`Mercadería`,
        value: (r) => r.goodName,
        render: (r) => <GoodCell name={r.goodName} sku={r.goodSku} />,
      },
      {
        key: 'quantity',
        header: t`Cantidad`,
        value: (r) => r.quantity,
        render: (r) => `${fQty(r.quantity, i18n)} ${unitShortLabel(i18n, r.goodUnit)}`,
        numeric: true,
      },
      {
        key: 'state',
        header: t`Estado`,
        value: (r) => (r.state === 'pending' ? t`Pendiente de envío` : r.state === 'rejected' ? t`Rechazada` : t`Registrada`),
        render: (r) => <StateBadge row={r} />,
      },
      { key: 'location', header: t`Lugar`, value: (r) => r.locationName },
      { key: 'reason', header: t`Motivo`, value: (r) => translateReason(i18n, r.reason), hideBelowSm: true },
      {
        key: 'valued',
        header: t`Valor a costo`,
        value: (r) => (r.valued === null ? null : r.valued / 100),
        render: (r) => fMoney(r.valued, undefined, i18n),
        numeric: true,
        hideBelowMd: true,
      },
      {
        key: 'user',
        header: t`Usuario`,
        value: (r) => r.userName ?? (r.state === 'synced' ? '' : t`Este dispositivo`),
        hideBelowMd: true,
      },
    ],
    [t, i18n],
  );

  return (
    <Stack gap="3" minW="0">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold" textStyle="lg">
          <Trans>Roturas recientes</Trans>
        </Text>
        {pending > 0 && (
          <Text textStyle="sm" color="orange.fg" data-testid="breakage-pending-count">
            <Trans>{pending} sin enviar desde este dispositivo</Trans>
          </Text>
        )}
      </HStack>
      {!online && (
        <NoticeAlert status="warning" testId="offline-notice">
          <Trans>
            Sin conexión: se muestran las roturas guardadas en este dispositivo. Quién registró cada una y su valor a costo se ven
            con conexión.
          </Trans>
        </NoticeAlert>
      )}
      {!online && <AsOf table="breakages" />}
      {online && server.isError && <LoadError error={server.error} onRetry={() => void server.refetch()} />}
      <DataTable
        testId="breakage-table"
        rows={rows}
        loading={rows === undefined}
        columns={columns}
        rowKey={(r) => r.id}
        rowTone={(r) => (r.state === 'rejected' ? 'danger' : r.state === 'pending' ? 'warning' : undefined)}
        searchText={(r) => `${r.goodName} ${r.goodSku} ${r.locationName} ${translateReason(i18n, r.reason)} ${r.userName ?? ''}`}
        searchPlaceholder={t`Buscar mercadería, lugar o motivo`}
        exportName={`roturas-${fDateIso(new Date(), i18n)}`}
        defaultSort={{ key: 'at', desc: true }}
        emptyTitle={t`No hay roturas registradas`}
        emptyDescription={t`Las que registres aparecen aquí, también sin conexión.`}
        filters={
          <>
            <PlaceSelect
              size="sm"
              width={{ base: 'full', sm: '44' }}
              places={places ?? []}
              value={filters.locationId ?? ''}
              onChange={(id) => set({ locationId: id || undefined })}
              emptyLabel={t`Todos los lugares`}
              ariaLabel={t`Lugar`}
            />
            <DateRangeFilter from={filters.from} to={filters.to} onChange={set} />
          </>
        }
      />
    </Stack>
  );
}
