// The head of the balance sheet: sales, cost of goods sold, gross margin and the night's result,
// each against the previous night and the weekday's average (one night), with a sparkline of the
// result; and the result's make-up as an exportable table.
import { SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo } from 'react';
import type { BalanceSheetDto, Headline } from '../../../contract/gerencia';
import { fDate } from '../../../lib/format-date';
import { type DataColumn, DataTable, moneyColumn } from '../../../lib/ui/data-table';
import { type Delta, FigureCard } from './figure-card';

const Sparkline = lazy(() => import('./balance-charts').then((m) => ({ default: m.Sparkline })));

type Key = 'sales' | 'cogs' | 'grossMargin' | 'result';

export function BalanceHeadline({ b }: { b: BalanceSheetDto }) {
  const { t, i18n } = useLingui();
  const c = b.comparison;
  const deltas = (key: Key): Delta[] => {
    const out: Delta[] = [];
    if (c?.previous) out.push({ label: t`vs. noche anterior`, base: c.previous[key] });
    if (c?.weekdayAverage)
      out.push({ label: t`vs. promedio del mismo día (${c.weekdayAverage.nights})`, base: c.weekdayAverage[key] });
    return out;
  };
  const trend = (c ? c.trend : b.byNight).map((n) => ({
    label: fDate(`${n.businessDate}T12:00:00`, i18n),
    value: n.result / 100,
  }));
  const tt = b.totals;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" data-testid="balance-headline">
      <FigureCard label={t`Ventas`} value={tt.sales} deltas={deltas('sales')} testId="figure-sales" />
      <FigureCard label={t`Costo de ventas`} value={tt.cogs} deltas={deltas('cogs')} lowerIsBetter testId="figure-cogs" />
      <FigureCard
        label={t`Margen bruto`}
        value={tt.grossMargin}
        help={tt.marginPercent === null ? undefined : t`${tt.marginPercent.toLocaleString(i18n.locale)} % de las ventas`}
        deltas={deltas('grossMargin')}
        testId="figure-margin"
      />
      <FigureCard
        label={c ? t`Resultado de la noche` : t`Resultado del período`}
        value={tt.result}
        tone={tt.result < 0 ? 'danger' : 'success'}
        deltas={deltas('result')}
        testId="figure-result"
      >
        {trend.length > 1 && (
          <Suspense fallback={null}>
            <Sparkline values={trend} label={t`Resultado por noche`} />
          </Suspense>
        )}
      </FigureCard>
    </SimpleGrid>
  );
}

interface Line {
  key: string;
  label: string;
  amount: number;
}

/** Sales down to the result, line by line (what the CSV/XLSX of the sheet's head carries). */
/** What a figure takes off the result (0 stays 0, not "−$ 0,00"). */
const minus = (cents: number) => (cents === 0 ? 0 : -cents);

export function ResultTable({ totals, name }: { totals: Headline; name: string }) {
  const { t, i18n } = useLingui();
  const rows: Line[] = [
    { key: 'sales', label: t`Ventas`, amount: totals.sales },
    { key: 'cogs', label: t`Costo de ventas`, amount: minus(totals.cogs) },
    { key: 'margin', label: t`Margen bruto`, amount: totals.grossMargin },
    { key: 'breakage', label: t`Roturas (al costo)`, amount: minus(totals.breakage) },
    { key: 'comps', label: t`Cortesías (al costo)`, amount: minus(totals.comps) },
    { key: 'variance', label: t`Diferencias de conteo`, amount: totals.countVariance },
    { key: 'overShort', label: t`Sobrante / faltante de caja`, amount: totals.overShort },
    { key: 'expenses', label: t`Gastos`, amount: minus(totals.expenses) },
    { key: 'staff', label: t`Pagos al personal`, amount: minus(totals.staffPayments) },
    { key: 'result', label: t`Resultado`, amount: totals.result },
  ];
  const columns = useMemo<DataColumn<Line>[]>(
    () => [
      { key: 'label', header: t`Concepto`, value: (r) => r.label, sortable: false },
      { ...moneyColumn<Line>('amount', t`Importe`, (r) => r.amount, i18n), sortable: false },
    ],
    [t, i18n],
  );
  return <DataTable rows={rows} columns={columns} rowKey={(r) => r.key} exportName={name} testId="result-table" />;
}
