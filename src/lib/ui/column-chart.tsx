// Vertical bars over a labelled axis (@chakra-ui/charts over recharts): the cash-flow report's
// income against expense and the balance sheet's sales by hour. Only lazily loaded screens import
// it, so recharts stays out of the main chunk.

import { Chart, useChart } from '@chakra-ui/charts';
import type { ComponentProps, ReactNode } from 'react';

/** A point of the chart: its axis label and one number per series. */
export type ColumnPoint = { label: string; [series: string]: string | number };

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

export function ColumnChart({
  data,
  series,
  maxH,
  testId,
  legend = false,
  onBarClick,
}: {
  data: ColumnPoint[];
  /** One bar per point and series, side by side. */
  series: { name: string; color: string; label: ReactNode }[];
  maxH: ComponentProps<typeof Chart.Root>['maxH'];
  testId: string;
  legend?: boolean;
  /** Makes the bars clickable; called with the point's index. */
  onBarClick?(index: number): void;
}) {
  const chart = useChart({ data, series });
  return (
    <Chart.Root maxH={maxH} chart={chart} data-testid={testId}>
      <BarChart data={chart.data} responsive>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis axisLine={false} tickLine={false} dataKey={chart.key('label')} />
        <YAxis axisLine={false} tickLine={false} width={56} tickFormatter={chart.formatNumber({ notation: 'compact' })} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
        {legend && <Legend content={<Chart.Legend />} />}
        {chart.series.map((s) => (
          <Bar
            key={s.name}
            isAnimationActive={false}
            dataKey={chart.key(s.name)}
            fill={chart.color(s.color)}
            radius={[3, 3, 0, 0]}
            {...(onBarClick && { cursor: 'pointer', onClick: (_: unknown, index: number) => onBarClick(index) })}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
