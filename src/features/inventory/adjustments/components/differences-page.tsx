// ajustes/diferencias: what the applied counts found missing or left over, valued at cost, by
// night, location and good, with the open recount tasks on top. The sign is the one of every
// variance (counted − expected: faltante negative, sobrante positive) and is said on screen; a bar
// line whose good went below zero that night is marked "vendido sin stock cargado".
import { Card, Flex, SimpleGrid, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { DifferenceRow, DifferenceTotals } from '../../../../contract/inventory-counts';
import { fDate, fDateTime } from '../../../../lib/format-date';
import { fMoney, fQty } from '../../../../lib/format-number';
import { useNightsLive } from '../../../../lib/replica/nights';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { NightPicker } from '../../../../lib/ui/night-picker';
import { useOnline } from '../../../../lib/ui/online-only';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { PageHeader } from '../../shared/page-header';
import { SOLD_WITHOUT_STOCK, SoldWithoutStockBadge, VarianceSignLegend } from '../../shared/variance-marks';
import { useDifferencesQuery } from '../api/differences';
import { ErrorNotice, GoodCell, OfflineNotice, SignedMoney, SignedQty } from './common';
import { BackwardsRangeText, LocationFilter, RangeFilters, useDayRange, useLocationFilterOptions } from './range-filters';
import { RecountTasks } from './recount-tasks';

function TotalsCards({ totals }: { totals: DifferenceTotals | undefined }) {
  const { t, i18n } = useLingui();
  const cell = (label: string, cents: number | undefined, units: number | undefined, tone: string | undefined, id: string) => (
    <Card.Root variant="outline" bg="bg.panel" data-testid={`total-${id}`}>
      <Card.Body px="4" py={{ base: '3', sm: '4' }}>
        {/* Plain boxes, not <dl>/<dt>/<dd>: the label and its help line are grouped in a stack,
            which a <dl> may not hold (axe: definition-list, dlitem). */}
        <Stat.Root as="div">
          <Flex
            direction={{ base: 'row', sm: 'column' }}
            justify="space-between"
            align={{ base: 'center', sm: 'flex-start' }}
            gap={{ base: '3', sm: '1' }}
          >
            <Stack gap="0">
              <Stat.Label as="div">{label}</Stat.Label>
              <Stat.HelpText as="div">
                <Trans>{units === undefined ? '-' : fQty(units, i18n)} unidades</Trans>
              </Stat.HelpText>
            </Stack>
            <Stat.ValueText
              as="div"
              color={tone}
              fontVariantNumeric="tabular-nums"
              textStyle={{ base: 'xl', sm: '2xl' }}
              order={{ base: 0, sm: -1 }}
              data-testid={`total-${id}-value`}
            >
              {cents === undefined ? '-' : fMoney(cents, undefined, i18n)}
            </Stat.ValueText>
          </Flex>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
  const net = totals?.value ?? 0;
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap={{ base: '2', sm: '3' }}>
      {cell(t`Faltantes`, totals?.missingValue, totals?.missingQuantity, 'red.fg', 'missing')}
      {cell(t`Sobrantes`, totals?.surplusValue, totals?.surplusQuantity, 'green.fg', 'surplus')}
      {cell(t`Diferencia neta`, totals?.value, totals?.quantity, net < 0 ? 'red.fg' : net > 0 ? 'green.fg' : undefined, 'net')}
    </SimpleGrid>
  );
}

export function DifferencesPage() {
  const { t, i18n } = useLingui();
  const title = t`Diferencias de conteo`;
  useDocumentTitle(title);
  const online = useOnline();
  const range = useDayRange(30);
  const { from, to } = range;
  const [nightId, setNightId] = useState('');
  const [locationId, setLocationId] = useState('');
  const differences = useDifferencesQuery(range.backwards ? { locationId, nightId } : { from, to, nightId, locationId });
  const nights = useNightsLive({ from, to }) ?? [];

  const locationOptions = useLocationFilterOptions(differences.data?.rows);
  const columns: DataColumn<DifferenceRow>[] = useMemo(
    () => [
      {
        key: 'night',
        header: t`Noche`,
        value: (r) => r.night?.businessDate ?? '',
        hideBelowSm: true,
        render: (r) =>
          r.night ? (
            <Stack gap="0">
              <Text>{fDate(`${r.night.businessDate}T12:00:00`, i18n)}</Text>
              {r.night.eventName && (
                <Text textStyle="xs" color="fg.muted" lineClamp={1}>
                  {r.night.eventName}
                </Text>
              )}
            </Stack>
          ) : (
            <Text color="fg.muted">
              <Trans>Sin noche</Trans>
            </Text>
          ),
      },
      { key: 'location', header: t`Ubicación`, value: (r) => r.locationName, hideBelowSm: true },
      {
        key: 'good',
        header: t`Mercadería`,
        value: (r) => r.goodName,
        render: (r) => (
          <GoodCell
            name={r.goodName}
            phone={
              <>
                {r.locationName} · {r.night ? fDate(`${r.night.businessDate}T12:00:00`, i18n) : r.sku}
              </>
            }
          >
            {r.belowZero && <SoldWithoutStockBadge flag={r.belowZero} alignSelf="flex-start" mt="1" hideFrom="md" />}
          </GoodCell>
        ),
      },
      { key: 'sku', header: t`Código`, value: (r) => r.sku, hideBelowSm: true },
      { key: 'category', header: t`Categoría`, value: (r) => r.category, hideBelowSm: true },
      {
        key: 'quantity',
        header: t`Diferencia`,
        value: (r) => r.quantity,
        numeric: true,
        render: (r) => <SignedQty value={r.quantity} />,
      },
      {
        key: 'value',
        header: t`Valorizado`,
        value: (r) => r.value / 100,
        numeric: true,
        render: (r) => <SignedMoney cents={r.value} />,
      },
      {
        key: 'note',
        header: t`Nota`,
        value: (r) => (r.belowZero ? i18n._(SOLD_WITHOUT_STOCK) : ''),
        hideBelowMd: true,
        render: (r) => (r.belowZero ? <SoldWithoutStockBadge flag={r.belowZero} whiteSpace="nowrap" /> : null),
      },
      {
        key: 'lastAt',
        header: t`Último ajuste`,
        value: (r) => r.lastAt,
        hideBelowSm: true,
        render: (r) => fDateTime(r.lastAt, i18n),
      },
    ],
    [t, i18n],
  );

  const totals = differences.data?.totals;
  const footer = totals ? (
    <Table.Row fontWeight="semibold" data-testid="differences-total-row">
      <Table.Cell display={{ base: 'none', sm: 'table-cell' }}>
        <Trans>Total</Trans>
      </Table.Cell>
      <Table.Cell display={{ base: 'none', sm: 'table-cell' }} />
      <Table.Cell>
        <Text as="span" display={{ sm: 'none' }}>
          <Trans>Total</Trans>
        </Text>
      </Table.Cell>
      <Table.Cell display={{ base: 'none', sm: 'table-cell' }} />
      <Table.Cell display={{ base: 'none', sm: 'table-cell' }} />
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        <SignedQty value={totals.quantity} />
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        <SignedMoney cents={totals.value} />
      </Table.Cell>
      <Table.Cell display={{ base: 'none', md: 'table-cell' }} />
      <Table.Cell display={{ base: 'none', sm: 'table-cell' }} />
    </Table.Row>
  ) : undefined;

  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="differences-page">
      <PageHeader title={title} />
      {!online && <OfflineNotice />}
      <RecountTasks online={online} />
      <TotalsCards totals={totals} />
      <VarianceSignLegend mt={{ base: '-3', sm: '-4' }} />
      {differences.isError && !differences.data && (
        <ErrorNotice error={differences.error} onRetry={() => void differences.refetch()} />
      )}
      <BackwardsRangeText range={range} />
      <DataTable
        testId="differences-table"
        rows={differences.data?.rows}
        loading={differences.isPending}
        columns={columns}
        rowKey={(r) => `${r.night?.id ?? '-'}:${r.locationId}:${r.goodId}`}
        searchText={(r) => `${r.goodName} ${r.sku} ${r.category} ${r.locationName}`}
        searchPlaceholder={t`Buscar mercadería`}
        exportName={`diferencias-${from || 'inicio'}-${to || 'hoy'}`}
        printable
        defaultSort={{ key: 'value' }}
        emptyTitle={t`No hay diferencias en este período`}
        emptyDescription={t`Las diferencias aparecen cuando se aplica un conteo que no coincide con el stock teórico.`}
        footer={footer}
        filters={
          <>
            <RangeFilters range={range} />
            <NightPicker nights={nights} value={nightId} onChange={setNightId} none={t`Todas las noches`} testId="filter-night" />
            <LocationFilter value={locationId} onChange={setLocationId} options={locationOptions} />
          </>
        }
      />
    </Stack>
  );
}
