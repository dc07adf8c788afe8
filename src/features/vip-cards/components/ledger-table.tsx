// The card's current account (CtaCte): every ledger entry with its running balance, filtered by
// date range and kind on the server, exportable (CSV, XLSX) and printable as a statement.
import { Badge, HStack, Input, Table, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ticketNumber } from '../../../contract/ticket-number';
import { LEDGER_KINDS, type LedgerEntryDto, type LedgerKind, type LedgerQuery } from '../../../contract/vip';
import { fDateTime } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { type DataColumn, DataTable } from '../../../lib/ui/data-table';
import { SelectBox } from '../../../lib/ui/select-box';
import { KIND_COLORS, KIND_LABELS, methodLabel } from '../labels';

interface LedgerTableProps {
  cardNumber: string;
  entries: readonly LedgerEntryDto[] | undefined;
  totals: { in: number; out: number } | undefined;
  filters: LedgerQuery;
  onFilters(next: LedgerQuery): void;
  loading: boolean;
}

/** A sale's ticket number ("#A1B2C3D4") when the entry charges or gives back one. */
const ticketOf = (e: LedgerEntryDto) => (e.saleId ? `#${ticketNumber(e.saleId)}` : '');

/** A cancelled sale's money back is an adjustment of that sale: said so (issue 37). */
const kindText = (i18n: I18n, e: LedgerEntryDto) =>
  e.kind === 'adjustment' && e.saleId ? i18n._(msg`Anulación de venta`) : i18n._(KIND_LABELS[e.kind]);

export function LedgerTable({ cardNumber, entries, totals, filters, onFilters, loading }: LedgerTableProps) {
  const { t, i18n } = useLingui();
  const set = (patch: Partial<LedgerQuery>) => onFilters({ ...filters, ...patch });

  const columns = useMemo<DataColumn<LedgerEntryDto>[]>(
    () => [
      {
        key: 'at',
        header: t`Fecha`,
        value: (e) => e.at,
        render: (e) => <Text whiteSpace={{ base: 'normal', sm: 'nowrap' }}>{fDateTime(e.at, i18n)}</Text>,
      },
      {
        key: 'kind',
        header: t`Movimiento`,
        value: (e) => `${kindText(i18n, e)} ${ticketOf(e)}`.trim(),
        render: (e) => (
          <HStack gap="1.5" wrap="wrap">
            <Badge colorPalette={KIND_COLORS[e.kind]} variant="subtle" whiteSpace="nowrap">
              {kindText(i18n, e)}
            </Badge>
            {e.saleId && (
              <Text as="span" textStyle="xs" color="fg.muted" fontFamily="mono" data-testid="ledger-ticket">
                {ticketOf(e)}
              </Text>
            )}
          </HStack>
        ),
      },
      {
        key: 'amount',
        header: t`Importe`,
        value: (e) => e.amount / 100,
        render: (e) => (
          <Text as="span" color={e.amount < 0 ? 'fg.error' : 'green.fg'} whiteSpace="nowrap">
            {e.amount > 0 ? '+' : ''}
            {fMoney(e.amount, undefined, i18n)}
          </Text>
        ),
        numeric: true,
      },
      {
        key: 'balanceAfter',
        header: t`Saldo`,
        value: (e) => e.balanceAfter / 100,
        render: (e) => (
          <Text as="span" fontWeight="semibold" color={e.balanceAfter < 0 ? 'fg.error' : undefined} whiteSpace="nowrap">
            {fMoney(e.balanceAfter, undefined, i18n)}
          </Text>
        ),
        numeric: true,
      },
      {
        key: 'method',
        header: t`Medio`,
        value: (e) => {
          const label = methodLabel(e.method);
          return label ? i18n._(label) : '';
        },
        hideBelowSm: true,
      },
      { key: 'note', header: t`Nota`, value: (e) => e.note, hideBelowMd: true },
      { key: 'user', header: t`Usuario`, value: (e) => e.userName ?? '', hideBelowMd: true },
    ],
    [t, i18n],
  );

  return (
    <DataTable
      rows={entries}
      columns={columns}
      rowKey={(e) => e.id}
      searchText={(e) => `${e.note} ${e.userName ?? ''} ${kindText(i18n, e)} ${ticketOf(e)}`}
      searchPlaceholder={t`Buscar en los movimientos`}
      exportName={`ctacte-${cardNumber}`}
      printable
      defaultSort={{ key: 'at', desc: true }}
      loading={loading}
      emptyTitle={t`Sin movimientos`}
      emptyDescription={
        filters.from || filters.to || filters.kind
          ? t`Ningún movimiento con estos filtros.`
          : t`Esta tarjeta todavía no tiene movimientos.`
      }
      testId="vip-ledger"
      filters={
        <HStack gap="2" wrap="wrap">
          <Input
            size="sm"
            type="date"
            w="auto"
            aria-label={t`Desde`}
            title={t`Desde`}
            value={filters.from ?? ''}
            onChange={(e) => set({ from: e.target.value || undefined })}
            data-testid="ledger-from"
          />
          <Input
            size="sm"
            type="date"
            w="auto"
            aria-label={t`Hasta`}
            title={t`Hasta`}
            value={filters.to ?? ''}
            onChange={(e) => set({ to: e.target.value || undefined })}
            data-testid="ledger-to"
          />
          <SelectBox
            size="sm"
            width="11rem"
            value={filters.kind ?? ''}
            onChange={(kind) => set({ kind: (kind || undefined) as LedgerKind | undefined })}
            label={t`Tipo de movimiento`}
            testId="ledger-kind"
            placeholder={t`Todos los movimientos`}
            options={LEDGER_KINDS.map((k) => ({ value: k, label: i18n._(KIND_LABELS[k]) }))}
          />
        </HStack>
      }
      footer={
        totals && (
          <Table.Row fontWeight="semibold">
            <Table.Cell colSpan={2}>{t`Totales`}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              <Text as="span" color="green.fg">
                +{fMoney(totals.in, undefined, i18n)}
              </Text>
              {totals.out !== 0 && (
                <Text as="span" color="fg.error" ms="2">
                  {fMoney(-Math.abs(totals.out), undefined, i18n)}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell />
          </Table.Row>
        )
      }
    />
  );
}
