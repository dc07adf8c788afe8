// The venue's past counts, newest first, filtered by date range, place and status; a row opens
// the count.
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { COUNT_STATUSES, type CountSummaryDto } from '../../../../contract/inventory-counts';
import { fDateTime } from '../../../../lib/format-date';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { useCountsQuery } from '../api/counts-history';
import { useLocationOptionsLive } from '../data/use-filter-options';
import {
  DateFilter,
  ErrorNotice,
  FilterSelect,
  isoDay,
  SCOPE_LABELS,
  type SelectOption,
  SignedMoney,
  STATUS_LABELS,
  StatusBadge,
} from './common';
import { nightLabel } from './night-label';

export function CountList({ onOpen }: { onOpen(id: string): void }) {
  const { t, i18n } = useLingui();
  const [from, setFrom] = useState(() => isoDay(90));
  const [to, setTo] = useState(() => isoDay(0));
  const [locationId, setLocationId] = useState('');
  const [status, setStatus] = useState('');
  const rangeError = Boolean(from && to && from > to);
  const counts = useCountsQuery({
    ...(rangeError ? {} : { from, to }),
    locationId: locationId || undefined,
    status: (COUNT_STATUSES as readonly string[]).includes(status) ? (status as CountSummaryDto['status']) : undefined,
  });
  const locations = useLocationOptionsLive();
  const locationOptions: SelectOption[] = useMemo(() => {
    const known = new Map(locations.map((l) => [l.id, l.name]));
    for (const c of counts.data ?? []) if (!known.has(c.locationId)) known.set(c.locationId, c.locationName);
    return [...known].map(([value, label]) => ({ value, label }));
  }, [locations, counts.data]);
  const statusOptions: SelectOption[] = COUNT_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }));

  const columns: DataColumn<CountSummaryDto>[] = useMemo(
    () => [
      {
        key: 'startedAt',
        header: t`Fecha`,
        value: (c) => c.startedAt,
        hideBelowMd: true,
        render: (c) => <Text whiteSpace="nowrap">{fDateTime(c.startedAt, i18n)}</Text>,
      },
      {
        key: 'location',
        header: t`Ubicación`,
        value: (c) => c.locationName,
        render: (c) => (
          <Stack gap="0">
            <Text fontWeight="medium">{c.locationName}</Text>
            <Text textStyle="xs" color="fg.muted" display={{ md: 'none' }}>
              {fDateTime(c.startedAt, i18n)}
            </Text>
            {c.note && (
              <Text textStyle="xs" color="fg.muted">
                {c.note}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        key: 'night',
        header: t`Noche`,
        value: (c) => c.night?.businessDate ?? '',
        hideBelowMd: true,
        render: (c) => nightLabel(i18n, c.night) || '-',
      },
      { key: 'scope', header: t`Tipo`, value: (c) => i18n._(SCOPE_LABELS[c.scope]), hideBelowMd: true },
      {
        key: 'status',
        header: t`Estado`,
        value: (c) => i18n._(STATUS_LABELS[c.status]),
        render: (c) => <StatusBadge status={c.status} />,
      },
      {
        key: 'lines',
        header: t`Líneas`,
        value: (c) => c.lines,
        numeric: true,
        hideBelowMd: true,
        render: (c) => (
          <HStack gap="1.5" justify="flex-end">
            <Text as="span">{c.lines}</Text>
            {c.heldLines > 0 && (
              <Badge colorPalette="orange" variant="subtle" title={t`Líneas retenidas para recontar`}>
                {c.heldLines}
              </Badge>
            )}
          </HStack>
        ),
      },
      { key: 'startedBy', header: t`Contó`, value: (c) => c.startedBy ?? '', hideBelowMd: true },
      {
        key: 'value',
        header: t`Valorizado`,
        value: (c) => c.adjustmentValue / 100,
        numeric: true,
        render: (c) => (c.status === 'applied' ? <SignedMoney cents={c.adjustmentValue} /> : '-'),
      },
    ],
    [t, i18n],
  );

  return (
    <Stack gap="3">
      {counts.isError && !counts.data && <ErrorNotice error={counts.error} onRetry={() => void counts.refetch()} />}
      {rangeError && (
        <Text color="red.fg" textStyle="sm">
          <Trans>La fecha desde no puede ser posterior a la fecha hasta</Trans>
        </Text>
      )}
      <DataTable
        testId="counts-table"
        rows={counts.data}
        loading={counts.isPending}
        columns={columns}
        rowKey={(c) => c.id}
        onRowClick={(c) => onOpen(c.id)}
        searchText={(c) => `${c.locationName} ${c.startedBy ?? ''} ${c.note} ${c.night?.eventName ?? ''}`}
        searchPlaceholder={t`Buscar por ubicación o persona`}
        exportName={`conteos-${from || 'inicio'}-${to || 'hoy'}`}
        printable
        defaultSort={{ key: 'startedAt', desc: true }}
        emptyTitle={t`No hay conteos en este período`}
        emptyDescription={t`Los conteos se hacen en Conteo de stock, desde una tablet o un teléfono.`}
        filters={
          <>
            <DateFilter label={t`Desde`} value={from} onChange={setFrom} testId="filter-from" />
            <DateFilter label={t`Hasta`} value={to} onChange={setTo} testId="filter-to" />
            <FilterSelect
              label={t`Ubicación`}
              value={locationId}
              onChange={setLocationId}
              options={locationOptions}
              allLabel={t`Todas las ubicaciones`}
              testId="filter-location"
            />
            <FilterSelect
              label={t`Estado`}
              value={status}
              onChange={setStatus}
              options={statusOptions}
              allLabel={t`Todos los estados`}
              minW="8rem"
              testId="filter-status"
            />
          </>
        }
      />
    </Stack>
  );
}
