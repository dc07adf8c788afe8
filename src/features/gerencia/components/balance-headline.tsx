// The head of the balance sheet: sales, cost of goods sold, gross margin and the night's result,
// each against the previous night and the weekday's average (one night; at the same hour while the
// night is under way, when its result shows as in progress), with a sparkline of the result; and
// the result's make-up as an exportable table.
import { SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo } from 'react';
import type { BalanceSheetDto, Headline } from '../../../contract/gerencia';
import { fDate } from '../../../lib/format-date';
import { type DataColumn, DataTable, moneyColumn } from '../../../lib/ui/data-table';
import { type ComparedKey, comparisonBases } from '../comparison';
import { type Delta, FigureCard } from './figure-card';

const Sparkline = lazy(() => import('./balance-charts').then((m) => ({ default: m.Sparkline })));

export function BalanceHeadline({ b }: { b: BalanceSheetDto }) {
  const { t, i18n } = useLingui();
  const c = b.comparison;
  const inProgress = !!c?.inProgress;
  const deltas = (key: ComparedKey): Delta[] =>
    comparisonBases(c, key).map((d) => {
      const n = d.nights ?? 0;
      const label =
        d.against === 'previous'
          ? d.sameTime
            ? t`vs. noche anterior a esta hora`
            : t`vs. noche anterior`
          : d.sameTime
            ? t`vs. promedio del mismo día a esta hora (${n})`
            : t`vs. promedio del mismo día (${n})`;
      return { label, base: d.base };
    });
  const trend = (c ? c.trend : b.byNight).map((n) => ({
    label: fDate(`${n.businessDate}T12:00:00`, i18n),
    value: n.result / 100,
  }));
  const tt = b.totals;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3" data-testid="balance-headline">
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
        tone={inProgress ? undefined : tt.result < 0 ? 'danger' : 'success'}
        help={inProgress ? t`En curso: faltan el arqueo de las cajas y el cierre de la noche` : undefined}
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

export function ResultTable({ totals, name, inProgress }: { totals: Headline; name: string; inProgress?: boolean }) {
  const { t, i18n } = useLingui();
  const rows: Line[] = [
    { key: 'sales', label: t`Ventas`, amount: totals.sales },
    { key: 'cogs', label: t`Costo de ventas`, amount: minus(totals.cogs) },
    { key: 'margin', label: t`Margen bruto`, amount: totals.grossMargin },
    { key: 'breakage', label: t`Roturas (al costo)`, amount: minus(totals.breakage) },
    { key: 'comps', label: t`Cortesías (al costo)`, amount: minus(totals.comps) },
    { key: 'variance', label: t`Diferencias de conteo`, amount: totals.countVariance },
    { key: 'overShort', label: t`Sobrante / faltante de caja`, amount: totals.overShort },
    { key: 'otherIncome', label: t`Otros ingresos`, amount: totals.otherIncome },
    { key: 'expenses', label: t`Otros gastos`, amount: minus(totals.expenses) },
    { key: 'staff', label: t`Pagos al personal`, amount: minus(totals.staffPayments) },
    { key: 'result', label: inProgress ? t`Resultado (en curso)` : t`Resultado`, amount: totals.result },
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
