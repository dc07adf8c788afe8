// The cash flow reports' three reads started by their route's loader, while the screen's code
// loads and the shell renders (issue 39, goal 6), for the range and grain the screen opens on.
import type { QueryClient } from '@tanstack/react-query';
import type { ReportGrain } from '../../contract/cashflow-staff';
import { cashReportQueries } from './api/cashflow';
import { monthStartIso, todayIso } from './labels';

/** What the reports screen opens on: the last twelve months, by month. */
export function reportsOpening(): { from: string; to: string; grain: ReportGrain } {
  return { from: monthStartIso(11), to: todayIso(), grain: 'month' };
}

export async function prefetchCashReports({ queryClient }: { queryClient: QueryClient }): Promise<void> {
  if (!navigator.onLine) return;
  const { from, to, grain } = reportsOpening();
  const [period, byCategory, byNight] = cashReportQueries(from, to, grain);
  await Promise.all([
    queryClient.prefetchQuery(period),
    queryClient.prefetchQuery(byCategory),
    queryClient.prefetchQuery(byNight),
  ]);
}
