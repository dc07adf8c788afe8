// The venue's nights, upcoming or past, with their status, hours (venue time) and what each holds:
// sales, pending cancellations and registers still open. Row actions follow the status: a planned
// night is edited, opened or deleted; an open one edited or closed; a closed one reopened.
import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { NightDto, NightStatus } from '../../../contract/nights-admin';
import { fDate } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { rowActionsColumn } from '../../../lib/ui/actions-column';
import { type DataColumn, DataTable } from '../../../lib/ui/data-table';
import { DateRangeFilter, withRangePatch } from '../../../lib/ui/date-range-filter';
import { FilterSelect } from '../../../lib/ui/filter-select';
import type { NightDialogAction } from './night-action-dialog';
import { NightStatusBadge } from './parts';

export type Period = 'upcoming' | 'past' | 'all';

interface Props {
  nights: NightDto[] | undefined;
  loading: boolean;
  today: string;
  range: { from: string; to: string };
  onRange(range: { from: string; to: string }): void;
  onEdit(night: NightDto): void;
  onAction(night: NightDto, action: NightDialogAction): void;
}

function actionsOf(status: NightStatus): { action: NightDialogAction | 'editar'; danger?: boolean }[] {
  if (status === 'planned') return [{ action: 'editar' }, { action: 'abrir' }, { action: 'borrar', danger: true }];
  if (status === 'open') return [{ action: 'editar' }, { action: 'cerrar', danger: true }];
  return [{ action: 'reabrir' }];
}

/**
 * A count that blocks closing the night, stressed when above zero. orange.fg, not fg.warning: an
 * open night's row is tinted orange, and fg.warning on it falls under 4.5:1 (axe: color-contrast).
 */
function AttentionCount({ count }: { count: number }) {
  return count > 0 ? (
    <Text color="orange.fg" fontWeight="semibold">
      {count}
    </Text>
  ) : (
    <Text>{count}</Text>
  );
}

export function NightsTable({ nights, loading, today, range, onRange, onEdit, onAction }: Props) {
  const { t, i18n } = useLingui();
  const [period, setPeriod] = useState<Period>('upcoming');
  const [status, setStatus] = useState<'all' | NightStatus>('all');

  const rows = useMemo(
    () =>
      nights?.filter(
        (n) =>
          (period === 'all' ||
            (period === 'upcoming' ? n.businessDate >= today || n.status === 'open' : n.businessDate < today)) &&
          (status === 'all' || n.status === status),
      ),
    [nights, period, status, today],
  );

  const label: Record<NightDialogAction | 'editar', string> = {
    editar: t`Editar`,
    abrir: t`Abrir`,
    cerrar: t`Cerrar`,
    reabrir: t`Reabrir`,
    borrar: t`Borrar`,
  };
  const run = (n: NightDto, a: NightDialogAction | 'editar') => (a === 'editar' ? onEdit(n) : onAction(n, a));

  const columns: DataColumn<NightDto>[] = [
    {
      key: 'date',
      header: t`Fecha`,
      value: (n) => n.businessDate,
      render: (n) => (
        <Stack gap="0" whiteSpace="normal" maxW={{ base: '10rem', sm: 'none' }}>
          <Text fontWeight="medium">{fDate(n.businessDate, i18n)}</Text>
          <Text textStyle="xs" color="fg.muted" hideFrom="sm">
            {n.eventName || t`Sin nombre de evento`}
          </Text>
          <Text textStyle="xs" color="fg.muted" hideFrom="sm">
            {n.opensAtLocal}–{n.closesAtLocal}
          </Text>
        </Stack>
      ),
    },
    { key: 'event', header: t`Evento`, value: (n) => n.eventName, hideBelowSm: true },
    { key: 'hours', header: t`Horario`, value: (n) => `${n.opensAtLocal}–${n.closesAtLocal}`, hideBelowSm: true },
    {
      key: 'status',
      header: t`Estado`,
      value: (n) => ({ planned: t`Planificada`, open: t`Abierta`, closed: t`Cerrada` })[n.status],
      render: (n) => <NightStatusBadge status={n.status} />,
    },
    { key: 'sales', header: t`Ventas`, value: (n) => n.salesCount, numeric: true, hideBelowMd: true },
    {
      key: 'total',
      header: t`Total vendido`,
      value: (n) => n.salesTotal / 100,
      render: (n) => fMoney(n.salesTotal, undefined, i18n),
      numeric: true,
      hideBelowSm: true,
    },
    {
      key: 'pending',
      header: t`Anulaciones pendientes`,
      value: (n) => n.pendingCancellations,
      render: (n) => <AttentionCount count={n.pendingCancellations} />,
      numeric: true,
      hideBelowMd: true,
    },
    {
      key: 'registers',
      header: t`Cajas abiertas`,
      value: (n) => n.openCashSessions,
      render: (n) => <AttentionCount count={n.openCashSessions} />,
      numeric: true,
      hideBelowMd: true,
    },
    rowActionsColumn(
      (n) => t`Acciones de la noche del ${fDate(n.businessDate, i18n)}`,
      (n) =>
        actionsOf(n.status).map(({ action, danger }) => ({
          value: action,
          label: label[action],
          onSelect: () => run(n, action),
          variant: action === 'abrir' || action === 'cerrar' ? 'outline' : 'ghost',
          palette: danger ? 'red' : action === 'abrir' ? 'green' : undefined,
          danger,
          testId: `night-${action}-${n.businessDate}`,
        })),
    ),
  ];

  const filters = (
    <>
      <FilterSelect
        label={t`Período`}
        value={period}
        onChange={(v) => setPeriod(v as Period)}
        options={[
          { value: 'upcoming', label: t`Próximas y abierta` },
          { value: 'past', label: t`Pasadas` },
          { value: 'all', label: t`Todas` },
        ]}
        testId="nights-period"
      />
      <FilterSelect
        label={t`Estado`}
        value={status}
        onChange={(v) => setStatus(v as 'all' | NightStatus)}
        options={[
          { value: 'all', label: t`Todos los estados` },
          { value: 'planned', label: t`Planificadas` },
          { value: 'open', label: t`Abiertas` },
          { value: 'closed', label: t`Cerradas` },
        ]}
        testId="nights-status"
      />
      <DateRangeFilter
        from={range.from}
        to={range.to}
        onChange={(patch) => onRange(withRangePatch(range, patch))}
        testIds={{ from: 'nights-from', to: 'nights-to' }}
      />
    </>
  );

  return (
    <DataTable
      // A new period starts with its natural order: upcoming soonest first, past latest first.
      key={period}
      rows={rows}
      loading={loading}
      columns={columns}
      rowKey={(n) => n.id}
      searchText={(n) => `${n.businessDate} ${fDate(n.businessDate, i18n)} ${n.eventName}`}
      searchPlaceholder={t`Buscar por fecha o evento`}
      filters={filters}
      exportName={t`noches`}
      defaultSort={{ key: 'date', desc: period !== 'upcoming' }}
      rowTone={(n) => (n.status === 'open' ? 'warning' : undefined)}
      emptyTitle={nights && nights.length > 0 ? t`Ninguna noche con esos filtros` : t`Todavía no hay noches`}
      emptyDescription={
        nights && nights.length > 0 ? t`Cambia el período, el estado o las fechas.` : t`Crea la primera con «Nueva noche».`
      }
      testId="nights-table"
    />
  );
}
