import { Box, Button, Card, Field, Flex, Heading, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ReportName, ReportQuery, ReportRows } from '../../../../contract/inventory-nightly';
import { isApiError } from '../../../../lib/api-client';
import { fDate } from '../../../../lib/format-date';
import { fMoney, fQty } from '../../../../lib/format-number';
import { DataTable } from '../../../../lib/ui/data-table';
import { NoticeAlert } from '../../../../lib/ui/notice-alert';
import { OfflineNotice, useOnline } from '../../../../lib/ui/online-only';
import { useErrorMessage } from '../../../../lib/ui/request-error';
import { ScreenHeader } from '../../../../lib/ui/screen-header';
import { LabelledSelect } from '../../../../lib/ui/select-box';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { useNightOptionsQuery } from '../../shared/night-options-query';
import { VarianceSignLegend } from '../../shared/variance-marks';
import { useReport } from '../api/report';
import { allowedReports, REPORT_META, shiftDate } from '../report-meta';
import { BarChart } from './bar-chart';
import { type ReportTable, reportTables } from './report-tables';

export interface ReportSearch {
  report?: ReportName;
  from?: string;
  to?: string;
  night?: string;
  location?: string;
}

interface ReportsPageProps {
  /** The user's privilege codes: each report shows only to the holders of its own code. */
  privi: readonly string[];
  search: ReportSearch;
  onChange(next: ReportSearch): void;
}

function ReportPicker({ reports, value, onPick }: { reports: ReportName[]; value: ReportName; onPick(name: ReportName): void }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <Box display={{ base: 'block', sm: 'none' }}>
        <LabelledSelect
          label={t`Reporte`}
          size="md"
          value={value}
          onChange={(name) => onPick(name as ReportName)}
          options={reports.map((name) => ({ value: name, label: i18n._(REPORT_META[name].title) }))}
          testId="report-select"
        />
      </Box>
      <SimpleGrid
        display={{ base: 'none', sm: 'grid' }}
        columns={{ sm: 2, md: 3, lg: 4 }}
        gap="2"
        role="radiogroup"
        aria-label={t`Reporte`}
        className="no-print"
      >
        {reports.map((name) => {
          const selected = name === value;
          return (
            <Box
              key={name}
              as="button"
              role="radio"
              aria-checked={selected}
              onClick={() => onPick(name)}
              textAlign="start"
              p="3"
              borderRadius="l3"
              borderWidth={selected ? '2px' : '1px'}
              borderColor={selected ? 'brand.solid' : 'border'}
              bg={selected ? 'brand.subtle' : 'bg.panel'}
              _hover={{ borderColor: 'brand.emphasized' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
              data-testid={`report-${name}`}
            >
              <Text fontWeight="semibold" textStyle="sm" color={selected ? 'brand.fg' : 'fg'}>
                {i18n._(REPORT_META[name].title)}
              </Text>
              <Text textStyle="xs" color="fg.muted" lineClamp={2}>
                {i18n._(REPORT_META[name].description)}
              </Text>
            </Box>
          );
        })}
      </SimpleGrid>
    </>
  );
}

/**
 * "Reportes" of inventory (411–417): pick a report the user's codes open, filter by dates, night
 * and location, read the chart and the table, export what is shown.
 */
export function ReportsPage({ privi, search, onChange }: ReportsPageProps) {
  const { t, i18n } = useLingui();
  const errorText = useErrorMessage();
  useDocumentTitle(t`Reportes de inventario`);
  const online = useOnline();
  const reports = allowedReports(privi);
  const name: ReportName | undefined = search.report && reports.includes(search.report) ? search.report : reports[0];
  const options = useNightOptionsQuery();
  const today = options.data?.today;
  const meta = name ? REPORT_META[name] : undefined;

  const to = search.to ?? today;
  const from = search.from ?? (to ? shiftDate(to, -6) : undefined);
  const locations = (options.data?.locations ?? []).filter((l) => !meta?.barsOnly || l.kind === 'bar');
  const location = locations.some((l) => l.id === search.location) ? search.location : undefined;
  const query: ReportQuery = search.night
    ? { nightId: search.night, locationId: location }
    : { from: meta?.atDate ? undefined : from, to, locationId: location };
  const report = useReport(name, query, Boolean(to));
  const data = report.data && report.data.report === name ? report.data : undefined;
  const currency = data?.currency ?? options.data?.currency;
  const tables = useMemo(() => reportTables(i18n, currency), [i18n, currency]);
  const set = (patch: Partial<ReportSearch>) => onChange({ ...search, report: name, ...patch });

  if (!name || !meta) return null;
  // One table per report; the cast ties the rows of this report to its own columns.
  const table = tables[name] as unknown as ReportTable<ReportRows[ReportName]>;
  const rows = data?.rows as ReportRows[ReportName][] | undefined;
  const nightsInRange = (options.data?.nights ?? []).filter(
    (n) => !from || !to || (n.businessDate >= from && n.businessDate <= to),
  );
  const chosenNight = options.data?.nights.find((n) => n.id === search.night);
  const format = (v: number) => (data?.chartUnit === 'quantity' ? fQty(v, i18n) : fMoney(v, currency, i18n));
  const errorMessage = report.isError
    ? isApiError(report.error) && report.error.status !== undefined
      ? errorText(report.error)
      : t`No tienes conexión a internet`
    : null;
  let period = '';
  if (data?.night) period = fDate(data.night.businessDate, i18n);
  else if (data && meta?.atDate) period = t`al ${fDate(data.to, i18n)}`;
  else if (data) period = `${fDate(data.from, i18n)} – ${fDate(data.to, i18n)}`;

  return (
    <Stack gap={{ base: '4', sm: '5' }} data-testid="reports-page">
      <ScreenHeader
        section={<Trans>Inventarios</Trans>}
        title={<Trans>Reportes</Trans>}
        actions={report.isFetching && <Spinner size="sm" color="brand.solid" />}
      />
      {!online && (
        <OfflineNotice>
          <Trans>Los reportes se calculan en el servidor: se muestra el último que se cargó.</Trans>
        </OfflineNotice>
      )}

      <ReportPicker reports={reports} value={name} onPick={(next) => set({ report: next })} />

      <Card.Root variant="outline" bg="bg.panel" className="no-print">
        <Card.Body p={{ base: '3', sm: '4' }} gap="3">
          <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3">
            {!meta.atDate && (
              <Field.Root disabled={Boolean(search.night)}>
                <Field.Label textStyle="xs" color="fg.muted">
                  <Trans>Desde</Trans>
                </Field.Label>
                <Input
                  type="date"
                  size="sm"
                  value={from ?? ''}
                  max={to}
                  onChange={(e) => set({ from: e.target.value || undefined })}
                  data-testid="report-from"
                />
              </Field.Root>
            )}
            <Field.Root disabled={Boolean(search.night)}>
              <Field.Label textStyle="xs" color="fg.muted">
                {meta.atDate ? t`Stock al` : t`Hasta`}
              </Field.Label>
              <Input
                type="date"
                size="sm"
                value={to ?? ''}
                min={meta.atDate ? undefined : from}
                onChange={(e) => set({ to: e.target.value || undefined })}
                data-testid="report-to"
              />
            </Field.Root>
            <LabelledSelect
              label={<Trans>Noche</Trans>}
              fieldProps={{ gridColumn: { base: meta.atDate ? 'auto' : 'span 2', sm: 'auto' } }}
              value={search.night ?? ''}
              onChange={(night) => set({ night: night || undefined })}
              placeholder={meta.atDate ? t`Ninguna: usar la fecha` : t`Todas las noches del período`}
              options={(chosenNight && !nightsInRange.includes(chosenNight)
                ? [chosenNight, ...nightsInRange]
                : nightsInRange
              ).map((n) => ({ value: n.id, label: `${fDate(n.businessDate, i18n)} ${n.eventName}` }))}
              testId="report-night"
            />
            <LabelledSelect
              label={meta.barsOnly ? t`Barra` : t`Ubicación`}
              fieldProps={{ gridColumn: { base: 'span 2', sm: 'auto' } }}
              value={location ?? ''}
              onChange={(id) => set({ location: id || undefined })}
              placeholder={meta.barsOnly ? t`Todas las barras` : t`Todas las ubicaciones`}
              options={locations.map((l) => ({ value: l.id, label: l.name }))}
              testId="report-location"
            />
          </SimpleGrid>
          <Flex gap="2" justify="space-between" align="center" wrap="wrap">
            <Text textStyle="xs" color="fg.muted">
              {search.night ? t`Con una noche elegida, las fechas no se usan.` : i18n._(meta.description)}
            </Text>
            {(search.from || search.to || search.night || search.location) && (
              <Button size="xs" variant="ghost" onClick={() => onChange({ report: name })}>
                <Trans>Quitar filtros</Trans>
              </Button>
            )}
          </Flex>
        </Card.Body>
      </Card.Root>

      {errorMessage && (
        <NoticeAlert status="error" title={errorMessage} testId="report-error" onRetry={() => void report.refetch()} />
      )}

      {data && rows && (
        <>
          <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
            {table.totals(rows).map((s) => (
              <Card.Root key={s.label} variant="outline" bg="bg.panel">
                <Card.Body p={{ base: '3', sm: '4' }} gap="0.5">
                  <Text textStyle="xs" color="fg.muted">
                    {s.label}
                  </Text>
                  <Text
                    textStyle={{ base: 'lg', sm: 'xl' }}
                    fontWeight="semibold"
                    fontVariantNumeric="tabular-nums"
                    truncate
                    data-testid="report-total"
                  >
                    {s.value}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
          {data.chart.length > 0 && (
            <Card.Root variant="outline" bg="bg.panel">
              <Card.Body p={{ base: '3', sm: '5' }} gap="3">
                <Stack gap="0">
                  <Heading as="h2" size="sm">
                    {i18n._(meta.title)}
                  </Heading>
                  <Text textStyle="xs" color="fg.muted">
                    {period}
                  </Text>
                </Stack>
                <BarChart
                  testId="report-chart"
                  data={data.chart}
                  format={format}
                  title={`${i18n._(meta.title)} — ${period}`}
                  summary={data.chartUnit === 'quantity' ? t`Cantidad` : t`Importe`}
                />
              </Card.Body>
            </Card.Root>
          )}
        </>
      )}

      {meta.variance && <VarianceSignLegend />}
      <DataTable
        key={name}
        testId="report-table"
        rows={rows}
        loading={report.isPending}
        columns={table.columns}
        rowKey={table.rowKey}
        searchText={table.searchText}
        rowTone={table.rowTone}
        defaultSort={table.defaultSort}
        exportName={data ? `reporte-${name}-${data.from}-${data.to}` : undefined}
        printable
        emptyTitle={
          name === 'diferencias'
            ? t`No hay conteos de cierre de barras en este período`
            : t`No hay datos para este reporte en el período elegido`
        }
        emptyDescription={
          name === 'diferencias'
            ? t`Las diferencias se calculan para cada barra y noche con un conteo enviado o aplicado.`
            : t`Prueba con otras fechas, otra noche u otra ubicación.`
        }
      />
    </Stack>
  );
}
