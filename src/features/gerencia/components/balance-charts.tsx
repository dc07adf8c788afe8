// The balance sheet's charts (@chakra-ui/charts over recharts), a chunk of their own loaded with
// the screen (React.lazy in balance-page.tsx): sales by hour of the night, and a sparkline of the
// result over the compared nights or the range's nights.
import { Chart, useChart } from '@chakra-ui/charts';
import { useLingui } from '@lingui/react/macro';
import { Area, AreaChart, Tooltip, XAxis } from 'recharts';
import { ColumnChart } from '../../../lib/ui/column-chart';

export type HourPoint = {
  label: string;
  hour: number;
  sales: number;
};

/** Sales (pesos) per hour of the night; a click on a bar asks for its sales. */
export function HourChart({ points, onHour }: { points: HourPoint[]; onHour(hour: number): void }) {
  const { t } = useLingui();
  return (
    <ColumnChart
      data={points}
      series={[{ name: 'sales', color: 'teal.solid', label: t`Ventas` }]}
      maxH="2xs"
      testId="hour-chart"
      onBarClick={(index) => {
        const point = points[index];
        if (point) onHour(point.hour);
      }}
    />
  );
}

/** A small line of a figure over nights (pesos), oldest first. */
export function Sparkline({ values, label }: { values: { label: string; value: number }[]; label: string }) {
  const chart = useChart({ data: values, series: [{ name: 'value', color: 'teal.solid', label }] });
  return (
    <Chart.Root width="full" height="12" chart={chart} data-testid="sparkline" role="img" aria-label={label}>
      <AreaChart data={chart.data} margin={{ top: 2, bottom: 2, left: 0, right: 0 }} responsive>
        <Tooltip cursor={false} animationDuration={100} content={<Chart.Tooltip hideLabel={false} />} />
        <XAxis dataKey={chart.key('label')} hide />
        {chart.series.map((s) => (
          <Area
            key={s.name}
            isAnimationActive={false}
            dataKey={chart.key(s.name)}
            fill={chart.color(s.color)}
            fillOpacity={0.2}
            stroke={chart.color(s.color)}
            strokeWidth={2}
          />
        ))}
      </AreaChart>
    </Chart.Root>
  );
}
