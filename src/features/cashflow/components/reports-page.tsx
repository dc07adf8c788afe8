// cashFlow/reportes (211): income against expense over a date range, by period (month or week), by
// category and by night, each a chart and a table with CSV/XLSX and print. Transfers between the
// venue's own accounts count in neither side.
import { Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type {
  CategoryReportRow,
  NightReportRow,
  PeriodReportRow,
  ReportGrain,
  ReportTotals,
} from '../../../contract/cashflow-staff';
import { fDate, fMonth } from '../../../lib/format-date';
import { type DataColumn, DataTable, moneyColumn } from '../../../lib/ui/data-table';
import { DateRangeFilter, useDateRange } from '../../../lib/ui/date-range-filter';
import { FilterSelect } from '../../../lib/ui/filter-select';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { ScreenTabs } from '../../../lib/ui/screen-tabs';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useCategoryReport, useNightReport, usePeriodReport } from '../api/cashflow';
import { reportsOpening } from '../reports-prefetch';
import { MoneyStats } from './money-stats';
import { CategoryChart, FlowChart } from './report-charts-lazy';

function Totals({ totals }: { totals: ReportTotals | undefined }) {
  const { t } = useLingui();
  if (!totals) return null;
  return (
    <MoneyStats
      testId="report-totals"
      items={[
        [t`Ingresos`, totals.income, 'fg.success'],
        [t`Egresos`, totals.expense, 'fg.error'],
        [t`Resultado`, totals.net, totals.net < 0 ? 'fg.error' : 'fg.default'],
      ]}
    />
  );
}

function useFlowColumns<T extends PeriodReportRow>(first: DataColumn<T>) {
  const { t, i18n } = useLingui();
  return useMemo<DataColumn<T>[]>(
    () => [
      first,
      moneyColumn('income', t`Ingresos`, (r) => r.income, i18n),
      moneyColumn('expense', t`Egresos`, (r) => r.expense, i18n),
      moneyColumn('net', t`Resultado`, (r) => r.net, i18n),
    ],
    [t, i18n, first],
  );
}

export function ReportsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Reportes de cash flow`);
  const [opening] = useState(reportsOpening);
  const range = useDateRange(opening);
  const { from, to } = range;
  const [grain, setGrain] = useState<ReportGrain>(opening.grain);
  const period = usePeriodReport(from, to, grain);
  const byCategory = useCategoryReport(from, to);
  const byNight = useNightReport(from, to);
  const periodLabel = (p: string) =>
    grain === 'month' ? fMonth(`${p.slice(0, 7)}-01T12:00:00`, i18n) : fDate(`${p}T12:00:00`, i18n);
  const periodFirst = useMemo<DataColumn<PeriodReportRow>>(
    () => ({
      key: 'period',
      header: grain === 'month' ? t`Mes` : t`Semana del`,
      value: (r) => r.period,
      render: (r) =>
        grain === 'month' ? fMonth(`${r.period.slice(0, 7)}-01T12:00:00`, i18n) : fDate(`${r.period}T12:00:00`, i18n),
    }),
    [t, grain, i18n],
  );
  const nightFirst = useMemo<DataColumn<NightReportRow>>(
    () => ({
      key: 'night',
      header: t`Noche`,
      value: (r) => r.period,
      render: (r) => `${fDate(`${r.period}T12:00:00`, i18n)}${r.eventName ? ` · ${r.eventName}` : ''}`,
    }),
    [t, i18n],
  );
  const periodColumns = useFlowColumns(periodFirst);
  const nightColumns = useFlowColumns(nightFirst);
  const categoryColumns = useMemo<DataColumn<CategoryReportRow>[]>(
    () => [
      { key: 'name', header: t`Categoría`, value: (r) => r.name ?? t`Sin categoría` },
      { key: 'kind', header: t`Tipo`, value: (r) => (r.kind === 'income' ? t`Ingreso` : t`Egreso`) },
      { key: 'count', header: t`Movimientos`, value: (r) => r.count, numeric: true, hideBelowSm: true },
      moneyColumn('amount', t`Importe`, (r) => r.amount, i18n),
    ],
    [t, i18n],
  );
  const rowsOf = (kind: 'income' | 'expense') =>
    (byCategory.data?.rows ?? [])
      .filter((r) => r.kind === kind)
      .slice(0, 10)
      .map((r) => ({ name: r.name ?? t`Sin categoría`, amount: r.amount / 100 }));

  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="reports-page">
      <ScreenHeader
        section={<Trans>Cash flow</Trans>}
        title={<Trans>Reportes de cash flow</Trans>}
        description={
          <Trans>
            Ingresos y egresos por período, por categoría y por noche. Las transferencias entre cuentas propias no cuentan.
          </Trans>
        }
      />
      <HStack gap="3" flexWrap="wrap">
        <DateRangeFilter {...range} />
      </HStack>
      <Totals totals={period.data?.totals} />
      <ScreenTabs
        defaultValue="period"
        contentPt="4"
        tabs={[
          {
            value: 'period',
            label: t`Por período`,
            content: (
              <Stack gap="4">
                <FlowChart
                  points={(period.data?.rows ?? []).map((r) => ({
                    label: periodLabel(r.period),
                    income: r.income / 100,
                    expense: r.expense / 100,
                  }))}
                />
                <DataTable
                  rows={period.data?.rows}
                  loading={period.isLoading}
                  columns={periodColumns}
                  rowKey={(r) => r.period}
                  exportName={`cashflow-periodos-${from}-${to}`}
                  printable
                  filters={
                    <FilterSelect
                      label={t`Agrupar por`}
                      value={grain}
                      onChange={(g) => setGrain(g as ReportGrain)}
                      options={[
                        { value: 'month', label: t`Por mes` },
                        { value: 'week', label: t`Por semana` },
                      ]}
                    />
                  }
                  emptyTitle={t`No hubo ingresos ni egresos en el período`}
                  testId="report-periods"
                />
              </Stack>
            ),
          },
          {
            value: 'category',
            label: t`Por categoría`,
            content: (
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <Stack>
                    <Heading size="sm">{t`Ingresos por categoría`}</Heading>
                    <CategoryChart points={rowsOf('income')} color="green.solid" />
                  </Stack>
                  <Stack>
                    <Heading size="sm">{t`Egresos por categoría`}</Heading>
                    <CategoryChart points={rowsOf('expense')} color="orange.solid" />
                  </Stack>
                </SimpleGrid>
                <DataTable
                  rows={byCategory.data?.rows}
                  loading={byCategory.isLoading}
                  columns={categoryColumns}
                  rowKey={(r) => `${r.kind}-${r.categoryId ?? 'none'}`}
                  searchText={(r) => r.name ?? ''}
                  exportName={`cashflow-categorias-${from}-${to}`}
                  printable
                  testId="report-categories"
                />
              </Stack>
            ),
          },
          {
            value: 'night',
            label: t`Por noche`,
            content: (
              <Stack gap="4">
                <FlowChart
                  points={(byNight.data?.rows ?? [])
                    .slice(-31)
                    .map((r) => ({ label: r.period.slice(5), income: r.income / 100, expense: r.expense / 100 }))}
                />
                <DataTable
                  rows={byNight.data?.rows}
                  loading={byNight.isLoading}
                  columns={nightColumns}
                  rowKey={(r) => r.nightId}
                  exportName={`cashflow-noches-${from}-${to}`}
                  printable
                  defaultSort={{ key: 'night', desc: true }}
                  testId="report-nights"
                />
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
