// The reports' charts (@chakra-ui/charts over recharts, loaded with the reports screen only):
// income against expense per period or night, and each category's amount.
import { Chart, useChart } from '@chakra-ui/charts';
import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

export interface FlowPoint {
  label: string;
  income: number;
  expense: number;
}

/** Income and expense side by side, in pesos. */
export function FlowChart({ points }: { points: FlowPoint[] }) {
  const { t } = useLingui();
  const chart = useChart({
    data: points,
    series: [
      { name: 'income', color: 'green.solid', label: t`Ingresos` },
      { name: 'expense', color: 'orange.solid', label: t`Egresos` },
    ],
  });
  return (
    <Chart.Root maxH="xs" chart={chart} data-testid="flow-chart">
      <BarChart data={chart.data} responsive>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis axisLine={false} tickLine={false} dataKey={chart.key('label')} />
        <YAxis axisLine={false} tickLine={false} width={56} tickFormatter={chart.formatNumber({ notation: 'compact' })} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((s) => (
          <Bar
            key={s.name}
            isAnimationActive={false}
            dataKey={chart.key(s.name)}
            fill={chart.color(s.color)}
            radius={[3, 3, 0, 0]}
          />
        ))}
      </BarChart>
    </Chart.Root>
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
