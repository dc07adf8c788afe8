import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../../features/cashflow/components/reports-page';

// The route's component is split into its own chunk (autoCodeSplitting): recharts loads here only.
export const Route = createFileRoute('/logged/cashFlow/reportes')({ component: ReportsPage });
