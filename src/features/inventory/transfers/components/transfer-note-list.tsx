// The list of transfer notes: newest first, filtered on the server by status, place, dates and
// differences; searched, sorted and exported on the client like every list of the app. Offline (and
// until the server answers) the replica's notes, filtered the same way (data/replica-history.ts).
import { HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { TRANSFER_STATUSES, type TransferListQuery, type TransferNoteSummary } from '../../../../contract/inventory-transfers';
import { fDate, fDateIso, fDateTime } from '../../../../lib/format-date';
import { fMoney, fQty } from '../../../../lib/format-number';
import { AsOf } from '../../../../lib/sync/as-of';
import { CheckboxField } from '../../../../lib/ui/checkbox-field';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { DateRangeFilter } from '../../../../lib/ui/date-range-filter';
import { documentNumber } from '../../shared/document-number';
import { PlaceSelect } from '../../shared/place-select';
import type { Place } from '../../shared/use-inventory-replica';
import { useTransferNotesQuery } from '../api/transfer-notes';
import { useReplicaTransferNotes } from '../data/replica-history';
import { TRANSFER_STATUS_LABELS } from '../labels';
import { DifferencesBadge, LoadError, OptionFilter, TransferStatusBadge } from './common';

export function TransferNoteList({
  places,
  online,
  onOpen,
}: {
  places: readonly Place[];
  online: boolean;
  onOpen(id: string): void;
}) {
  const { t, i18n } = useLingui();
  const [filters, setFilters] = useState<TransferListQuery>({});
  const query = useTransferNotesQuery(filters);
  // The replica's notes until the server answers, and whenever the device is offline.
  const replicated = useReplicaTransferNotes(filters);
  const rows = online && query.data ? query.data : replicated;
  const set = (patch: Partial<TransferListQuery>) => setFilters((f) => ({ ...f, ...patch }));

  const columns = useMemo<DataColumn<TransferNoteSummary>[]>(
    () => [
      {
        key: 'number',
        header: t`N°`,
        value: (r) => r.number,
        render: (r) => (
          <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {documentNumber(r.number)}
          </Text>
        ),
      },
      { key: 'createdAt', header: t`Fecha`, value: (r) => r.createdAt, render: (r) => fDateTime(r.createdAt, i18n) },
      { key: 'from', header: t`Origen`, value: (r) => r.from.name },
      { key: 'to', header: t`Destino`, value: (r) => r.to.name },
      {
        key: 'status',
        header: t`Estado`,
        value: (r) => i18n._(TRANSFER_STATUS_LABELS[r.status]),
        render: (r) => (
          <HStack gap="1" wrap="wrap">
            <TransferStatusBadge status={r.status} />
            {r.hasDifferences && <DifferencesBadge />}
          </HStack>
        ),
      },
      { key: 'lines', header: t`Líneas`, value: (r) => r.lineCount, numeric: true, hideBelowSm: true },
      { key: 'sent', header: t`Enviado`, value: (r) => r.totalSent, render: (r) => fQty(r.totalSent, i18n), numeric: true },
      {
        key: 'received',
        header: t`Recibido`,
        value: (r) => r.totalReceived,
        render: (r) => fQty(r.totalReceived, i18n),
        numeric: true,
        hideBelowSm: true,
      },
      {
        key: 'value',
        header: t`Valor a costo`,
        value: (r) => r.valueSent / 100,
        render: (r) => fMoney(r.valueSent, undefined, i18n),
        numeric: true,
        hideBelowMd: true,
      },
      {
        key: 'night',
        header: t`Noche`,
        value: (r) => r.nightDate,
        render: (r) => (r.nightDate ? fDate(r.nightDate, i18n) : '-'),
        hideBelowMd: true,
      },
      {
        key: 'createdBy',
        header: t`Creado por`,
        value: (r) => r.createdBy,
        render: (r) => r.createdBy ?? '—',
        hideBelowMd: true,
      },
    ],
    [t, i18n],
  );

  const filtered = Object.values(filters).some((v) => v !== undefined && v !== '');
  return (
    <>
      {online && query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {!online && <AsOf table="transferNotes" />}
      <DataTable
        testId="transfer-notes-table"
        rows={rows}
        loading={rows === undefined}
        columns={columns}
        rowKey={(r) => r.id}
        onRowClick={(r) => onOpen(r.id)}
        rowTone={(r) => (r.hasDifferences ? 'warning' : undefined)}
        searchText={(r) => `${r.number} ${documentNumber(r.number)} ${r.from.name} ${r.to.name} ${r.note} ${r.createdBy ?? ''}`}
        searchPlaceholder={t`Buscar por número, lugar o nota`}
        exportName={`remitos-${fDateIso(new Date(), i18n)}`}
        defaultSort={{ key: 'number', desc: true }}
        emptyTitle={filtered ? t`Ningún remito con estos filtros` : t`Todavía no hay remitos`}
        emptyDescription={filtered ? t`Cambia o quita los filtros para ver más remitos.` : t`Crea el primero con «Nuevo remito».`}
        filters={
          <>
            <OptionFilter
              width={{ base: 'full', sm: '40' }}
              label={t`Estado`}
              value={filters.status ?? ''}
              onChange={(v) => set({ status: (v || undefined) as TransferListQuery['status'] })}
              allLabel={t`Todos los estados`}
              options={TRANSFER_STATUSES.map((s) => ({ value: s, label: i18n._(TRANSFER_STATUS_LABELS[s]) }))}
              testId="filter-status"
            />
            <PlaceSelect
              size="sm"
              width={{ base: 'full', sm: '48' }}
              places={places}
              value={filters.locationId ?? ''}
              onChange={(id) => set({ locationId: id || undefined })}
              emptyLabel={t`Todos los lugares`}
              ariaLabel={t`Lugar`}
            />
            <DateRangeFilter from={filters.from} to={filters.to} onChange={set} />
            <CheckboxField
              size="sm"
              checked={filters.differences === 'true'}
              onChange={(checked) => set({ differences: checked ? 'true' : undefined })}
              label={<Trans>Solo con diferencias</Trans>}
            />
          </>
        }
      />
    </>
  );
}
