// The report charts behind a lazy import: recharts (with d3) is ~120 KiB gzip, so it is its own
// chunk, fetched when the reports screen draws a chart, not with the
// screen's own code. Same props as ./report-charts.
import { Box } from '@chakra-ui/react';
import { type ComponentProps, lazy, Suspense } from 'react';
import type * as Charts from './report-charts';

const LazyFlowChart = lazy(() => import('./report-charts').then((m) => ({ default: m.FlowChart })));
const LazyCategoryChart = lazy(() => import('./report-charts').then((m) => ({ default: m.CategoryChart })));

export function FlowChart(props: ComponentProps<typeof Charts.FlowChart>) {
  return (
    <Suspense fallback={<Box minH="64" />}>
      <LazyFlowChart {...props} />
    </Suspense>
  );
}

export function CategoryChart(props: ComponentProps<typeof Charts.CategoryChart>) {
  return (
    <Suspense fallback={<Box minH="64" />}>
      <LazyCategoryChart {...props} />
    </Suspense>
  );
}
