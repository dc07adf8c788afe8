// The reports' charts (@chakra-ui/charts over recharts, loaded with the reports screen only):
// income against expense per period or night, and each category's amount.
import { Chart, useChart } from '@chakra-ui/charts';
import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ColumnChart } from '../../../lib/ui/column-chart';

export type FlowPoint = {
  label: string;
  income: number;
  expense: number;
};

/** Income and expense side by side, in pesos. */
export function FlowChart({ points }: { points: FlowPoint[] }) {
  const { t } = useLingui();
  return (
    <ColumnChart
      data={points}
      series={[
        { name: 'income', color: 'green.solid', label: t`Ingresos` },
        { name: 'expense', color: 'orange.solid', label: t`Egresos` },
      ]}
      maxH="xs"
      testId="flow-chart"
      legend
    />
  );
}

/** One bar per category, largest first, in pesos. */
export function CategoryChart({ points, color }: { points: { name: string; amount: number }[]; color: string }) {
  const chart = useChart({ data: points, series: [{ name: 'amount', color }] });
  return (
    <Chart.Root maxH="md" chart={chart}>
      <BarChart data={chart.data} layout="vertical" margin={{ left: 8 }} responsive>
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis type="number" axisLine={false} tickLine={false} tickFormatter={chart.formatNumber({ notation: 'compact' })} />
        <YAxis type="category" dataKey={chart.key('name')} width={150} axisLine={false} tickLine={false} />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={100}
          content={<Chart.Tooltip hideLabel={false} />}
        />
        {chart.series.map((s) => (
          <Bar
            key={s.name}
            isAnimationActive={false}
            dataKey={chart.key(s.name)}
            fill={chart.color(s.color)}
            radius={[0, 3, 3, 0]}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
