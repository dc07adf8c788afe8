// "Stock valorizado": on hand × unit cost per location and in total, now (current costs) or at the
// end of a past business date (from the ledger, at the costs of that time).
import { Badge, Button, Field, HStack, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ValuedLocation } from '../../../../contract/inventory-stock';
import { fDate, fDateIso, fDateTime } from '../../../../lib/format-date';
import { fMoney, fPercent, fQty } from '../../../../lib/format-number';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { useValuedStockQuery } from '../api/valued-stock';
import { LoadErrorAlert, StatTile } from './page-parts';

export function ValuedStockPanel({ online }: { online: boolean }) {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useState('');
  const [at, setAt] = useState<string | undefined>(undefined);
  const valued = useValuedStockQuery(at);
  const data = valued.data;
  const currency = data?.currency ?? 'ARS';
  const today = fDateIso(new Date());
  const total = data?.total.value ?? 0;

  const columns: DataColumn<ValuedLocation>[] = [
    {
      key: 'name',
      header: t`Ubicación`,
      value: (r) => r.name,
      render: (r) => (
        <Text fontWeight="medium" whiteSpace="normal">
          {r.name}
        </Text>
      ),
    },
    {
      key: 'kind',
      header: t`Tipo`,
      value: (r) => (r.kind === 'warehouse' ? t`Depósito` : t`Barra`),
      render: (r) => (
        <Badge variant="subtle" colorPalette={r.kind === 'warehouse' ? 'blue' : 'purple'}>
          {r.kind === 'warehouse' ? t`Depósito` : t`Barra`}
        </Badge>
      ),
      hideBelowSm: true,
    },
    { key: 'goods', header: t`Mercaderías`, numeric: true, value: (r) => r.goods, hideBelowMd: true },
    {
      key: 'quantity',
      header: t`Unidades`,
      numeric: true,
      value: (r) => r.quantity,
      render: (r) => fQty(r.quantity, i18n),
      hideBelowSm: true,
    },
    {
      key: 'value',
      header: t`Valorizado`,
      numeric: true,
      value: (r) => r.value / 100,
      render: (r) => fMoney(r.value, currency, i18n),
    },
    {
      key: 'share',
      header: t`% del total`,
      numeric: true,
      hideBelowSm: true,
      value: (r) => (total ? r.value / total : null),
      render: (r) => fPercent(total ? r.value / total : null, i18n),
    },
  ];

  const closedHint = (at: string, asOf: string) => {
    const day = fDate(`${at}T12:00:00`, i18n);
    const moment = fDateTime(asOf, i18n);
    return t`al cierre del ${day} (${moment})`;
  };

  const apply = () => setAt(typed && typed !== today ? typed : undefined);

  return (
    <Stack gap="4" data-testid="valued-panel">
      <HStack gap="2" wrap="wrap" align="flex-end" className="no-print">
        <Field.Root width="auto">
          <Field.Label textStyle="xs" color="fg.muted">
            <Trans>Al cierre del día</Trans>
          </Field.Label>
          <Input
            size="sm"
            type="date"
            max={today}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && apply()}
            data-testid="valued-date"
          />
        </Field.Root>
        <Button size="sm" variant="outline" onClick={apply} disabled={!online} data-testid="valued-apply">
          <Trans>Ver</Trans>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setTyped('');
            setAt(undefined);
          }}
          disabled={at === undefined}
        >
          <Trans>Ahora</Trans>
        </Button>
      </HStack>

      {valued.error && <LoadErrorAlert error={valued.error} onRetry={online ? () => void valued.refetch() : undefined} />}

      {data && (
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
          <StatTile
            wide
            label={t`Stock valorizado`}
            value={fMoney(total, currency, i18n)}
            hint={data.at ? closedHint(data.at, data.asOf) : t`ahora, a costos actuales`}
            testId="valued-total"
          />
          <StatTile label={t`Ubicaciones con stock`} value={String(data.locations.filter((l) => l.goods > 0).length)} />
          <StatTile label={t`Unidades`} value={fQty(data.total.quantity, i18n)} hint={t`de todas las mercaderías`} />
        </SimpleGrid>
      )}

      <DataTable
        testId="valued-table"
        rows={data?.locations}
        loading={valued.isPending}
        columns={columns}
        rowKey={(r) => r.locationId}
        searchText={(r) => r.name}
        searchPlaceholder={t`Buscar ubicación`}
        exportName={`stock-valorizado-${data?.at ?? today}`}
        printable
        defaultSort={{ key: 'value', desc: true }}
        emptyTitle={t`No hay depósitos ni barras`}
        emptyDescription={t`Crea los depósitos y las barras en Configuración › Stock.`}
        footer={
          data && data.locations.length > 0 ? (
            <Table.Row fontWeight="semibold">
              <Table.Cell>{t`Total`}</Table.Cell>
              <Table.Cell display={{ base: 'none', sm: 'table-cell' }} />
              <Table.Cell display={{ base: 'none', md: 'table-cell' }} />
              <Table.Cell textAlign="end" display={{ base: 'none', md: 'table-cell' }}>
                {fQty(data.total.quantity, i18n)}
              </Table.Cell>
              <Table.Cell textAlign="end" data-testid="valued-footer-total">
                {fMoney(total, currency, i18n)}
              </Table.Cell>
              <Table.Cell textAlign="end" display={{ base: 'none', sm: 'table-cell' }}>
                {total ? fPercent(1, i18n) : '-'}
              </Table.Cell>
            </Table.Row>
          ) : undefined
        }
      />
    </Stack>
  );
}
