// The venue's past counts, newest first, filtered by date range, place and status; a row opens
// the count.
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { COUNT_STATUSES, type CountSummaryDto, type CountsQuery } from '../../../../contract/inventory-counts';
import { fDateTime } from '../../../../lib/format-date';
import { AsOf } from '../../../../lib/sync/as-of';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { useOnline } from '../../../../lib/ui/online-only';
import { useCountsQuery } from '../api/counts-history';
import { type CountHistoryRow, useCountHistory } from '../data/use-count-history';
import { ErrorNotice, FilterSelect, SCOPE_LABELS, type SelectOption, SignedMoney, STATUS_LABELS, StatusBadge } from './common';
import { nightLabel } from './night-label';
import { BackwardsRangeText, LocationFilter, RangeFilters, useDayRange, useLocationFilterOptions } from './range-filters';

export function CountList({ onOpen }: { onOpen(id: string): void }) {
  const { t, i18n } = useLingui();
  const range = useDayRange(90);
  const { from, to } = range;
  const [locationId, setLocationId] = useState('');
  const [status, setStatus] = useState('');
  const query: CountsQuery = {
    ...(range.backwards ? {} : { from, to }),
    locationId: locationId || undefined,
    status: (COUNT_STATUSES as readonly string[]).includes(status) ? (status as CountSummaryDto['status']) : undefined,
  };
  const counts = useCountsQuery(query);
  const online = useOnline();
  // Offline the server's last answer is not shown: it may miss what was counted since.
  const rows = useCountHistory(query, online ? counts.data : undefined);
  const locationOptions = useLocationFilterOptions(rows);
  const statusOptions: SelectOption[] = COUNT_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }));

  const columns: DataColumn<CountHistoryRow>[] = useMemo(
    () => [
      {
        key: 'startedAt',
        header: t`Fecha`,
        value: (c) => c.startedAt,
        hideBelowSm: true,
        render: (c) => <Text whiteSpace="nowrap">{fDateTime(c.startedAt, i18n)}</Text>,
      },
      {
        key: 'location',
        header: t`Ubicación`,
        value: (c) => c.locationName,
        render: (c) => (
          <Stack gap="0">
            <Text fontWeight="medium">{c.locationName}</Text>
            <Text textStyle="xs" color="fg.muted" display={{ sm: 'none' }}>
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
        hideBelowSm: true,
        render: (c) => nightLabel(i18n, c.night) || '-',
      },
      { key: 'scope', header: t`Tipo`, value: (c) => i18n._(SCOPE_LABELS[c.scope]), hideBelowSm: true },
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
        hideBelowSm: true,
        render: (c) => (
          <HStack gap="1.5" justify="flex-end">
            {c.unsent && (
              <Badge colorPalette="orange" variant="outline" data-testid="count-unsent">
                {t`Sin enviar`}
              </Badge>
            )}
            <Text as="span">{c.lines}</Text>
            {c.heldLines > 0 && (
              <Badge colorPalette="orange" variant="subtle" title={t`Líneas retenidas para recontar`}>
                {c.heldLines}
              </Badge>
            )}
          </HStack>
        ),
      },
      {
        key: 'startedBy',
        header: t`Contó`,
        value: (c) => c.startedBy ?? '',
        render: (c) => c.startedBy ?? '—',
        hideBelowSm: true,
      },
      {
        key: 'value',
        header: t`Valorizado`,
        value: (c) => (c.adjustmentValue === null ? null : c.adjustmentValue / 100),
        numeric: true,
        render: (c) =>
          c.status !== 'applied' ? (
            '-'
          ) : c.adjustmentValue === null ? (
            <Text as="span" color="fg.muted" title={t`Se calcula en el servidor: se ve con conexión`}>
              —
            </Text>
          ) : (
            <SignedMoney cents={c.adjustmentValue} />
          ),
      },
    ],
    [t, i18n],
  );

  return (
    <Stack gap="3">
      {online && counts.isError && !counts.data && <ErrorNotice error={counts.error} onRetry={() => void counts.refetch()} />}
      {!online && <AsOf table="stockCounts" />}
      <BackwardsRangeText range={range} />
      <DataTable
        testId="counts-table"
        rows={rows}
        loading={rows === undefined}
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
            <RangeFilters range={range} />
            <LocationFilter value={locationId} onChange={setLocationId} options={locationOptions} />
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
