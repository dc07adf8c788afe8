import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../../features/cashflow/components/reports-page';

// The route's component is split into its own chunk (autoCodeSplitting): recharts loads here only.
// The loader starts the screen's reads without waiting for them (the screen shows its own loading).
export const Route = createFileRoute('/logged/cashFlow/reportes')({
  loader: ({ context }) => {
    void import('../../../features/cashflow/reports-prefetch').then((m) => m.prefetchCashReports(context)).catch(() => {});
  },
  component: ReportsPage,
});
