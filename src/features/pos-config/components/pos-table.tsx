// The points of sale of one kind: name, price list, stock location (bars), AFIP number, terminals
// and state, with edit, (de)activate and — for one without sales or terminals — delete.
import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { type ConfigPosKind, kindHasStock, type PointOfSaleDto } from '../../../contract/pos';
import { fDateTime } from '../../../lib/format-date';
import { useOfflineCopy } from '../../../lib/offline-copy';
import { toaster } from '../../../lib/toaster';
import { rowActionsColumn } from '../../../lib/ui/actions-column';
import { ActiveBadge } from '../../../lib/ui/active-badge';
import { type DataColumn, DataTable } from '../../../lib/ui/data-table';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { LoadError } from '../../../lib/ui/status-alerts';
import { matchesStatus, type StatusFilter, StatusFilterSelect } from '../../../lib/ui/status-filter';
import { usePointsOfSaleQuery, useSetPointOfSaleActive } from '../api/points-of-sale';
import { posText } from '../labels';
import { translateMessage } from '../messages';

type Action = 'edit' | 'toggle' | 'delete';

const deletable = (p: PointOfSaleDto) => p.sales === 0 && p.terminals === 0;

export function PosTable({
  kind,
  onEdit,
  onDelete,
}: {
  kind: ConfigPosKind;
  onEdit(p: PointOfSaleDto): void;
  onDelete(p: PointOfSaleDto): void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const query = usePointsOfSaleQuery(kind);
  // Offline, the last list this device loaded, with its time.
  const kept = useOfflineCopy(`pos-config:${kind}`, query);
  const list = kept.data;
  const when = kept.fromCopy && kept.at ? fDateTime(kept.at, i18n) : '';
  const setActive = useSetPointOfSaleActive();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [busyId, setBusyId] = useState<string | null>(null);
  const withStock = kindHasStock(kind);

  const rows = useMemo(() => list?.filter((p) => matchesStatus(status, p.active)), [list, status]);

  const toggle = (p: PointOfSaleDto) => {
    setBusyId(p.id);
    setActive.mutate(
      { id: p.id, active: !p.active },
      {
        onSuccess: (r) =>
          toaster.create({ type: 'success', title: r.active ? t`«${r.name}» está activo` : t`«${r.name}» quedó inactivo` }),
        onError: (e) => toaster.create({ type: 'error', title: errorMessage(e, i18n, online, translateMessage) }),
        onSettled: () => setBusyId(null),
      },
    );
  };
  const actionsOf = (p: PointOfSaleDto): { action: Action; label: string; danger?: boolean }[] => [
    { action: 'edit', label: t`Editar` },
    { action: 'toggle', label: p.active ? t`Desactivar` : t`Activar`, danger: p.active },
    ...(deletable(p) ? [{ action: 'delete' as const, label: t`Borrar`, danger: true }] : []),
  ];
  const run = (p: PointOfSaleDto, a: Action) => (a === 'edit' ? onEdit(p) : a === 'toggle' ? toggle(p) : onDelete(p));

  const columns: DataColumn<PointOfSaleDto>[] = [
    {
      key: 'name',
      header: t`Nombre`,
      value: (p) => p.name,
      render: (p) => (
        <Stack gap="0" maxW={{ base: '12rem', sm: 'none' }} whiteSpace="normal">
          <Text fontWeight="medium" color={p.active ? undefined : 'fg.muted'}>
            {p.name}
          </Text>
          <Text textStyle="xs" color="fg.muted" hideFrom="sm">
            {[withStock ? p.stockLocationName : null, p.priceListName ?? t`Sin lista de precios`, p.active ? null : t`Inactivo`]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'priceList',
      header: t`Lista de precios`,
      value: (p) => p.priceListName ?? '',
      render: (p) => p.priceListName ?? <Text color="fg.muted">{t`Sin lista`}</Text>,
      hideBelowSm: true,
    },
    ...(withStock
      ? [
          {
            key: 'location',
            header: t`Ubicación de stock`,
            value: (p: PointOfSaleDto) => p.stockLocationName ?? '',
            hideBelowSm: true,
          } satisfies DataColumn<PointOfSaleDto>,
        ]
      : []),
    {
      key: 'afip',
      header: t`Punto de venta AFIP`,
      value: (p) => p.afipPosNumber,
      render: (p) => (p.afipPosNumber === null ? '—' : String(p.afipPosNumber).padStart(5, '0')),
      numeric: true,
    },
    { key: 'terminals', header: t`Terminales`, value: (p) => p.terminals, numeric: true, hideBelowSm: true },
    {
      key: 'active',
      header: t`Estado`,
      value: (p) => (p.active ? t`Activo` : t`Inactivo`),
      render: (p) => <ActiveBadge active={p.active} />,
      hideBelowSm: true,
    },
    rowActionsColumn(
      (p) => t`Acciones de ${p.name}`,
      (p) =>
        actionsOf(p).map(({ action, label, danger }) => ({
          value: action,
          label,
          onSelect: () => run(p, action),
          palette: danger ? 'red' : action === 'toggle' ? 'green' : undefined,
          danger,
          loading: action === 'toggle' && busyId === p.id,
          testId: `pos-${action}-${p.id}`,
        })),
      (p) => busyId === p.id,
    ),
  ];

  if (online && query.isError && !list)
    return (
      <LoadError testId="pos-load-error" translate={translateMessage} error={query.error} onRetry={() => void query.refetch()} />
    );
  return (
    <Stack gap="2">
      {when && (
        <Text textStyle="sm" color="fg.muted" data-testid="pos-as-of">
          <Trans>Datos al {when}</Trans>
        </Text>
      )}
      <DataTable
        rows={rows}
        loading={query.isPending && !list}
        columns={columns}
        rowKey={(p) => p.id}
        searchText={(p) => `${p.name} ${p.priceListName ?? ''} ${p.stockLocationName ?? ''} ${p.afipPosNumber ?? ''}`}
        searchPlaceholder={posText(i18n, kind, 'search')}
        filters={<StatusFilterSelect value={status} onChange={setStatus} testId="pos-status-filter" />}
        exportName={posText(i18n, kind, 'file')}
        defaultSort={{ key: 'name' }}
        emptyTitle={list && list.length > 0 ? t`Ninguno con ese estado` : posText(i18n, kind, 'empty')}
        emptyDescription={list && list.length > 0 ? t`Cambia el estado elegido.` : t`Crea el primero con el botón de arriba.`}
        testId="pos-table"
      />
    </Stack>
  );
}
