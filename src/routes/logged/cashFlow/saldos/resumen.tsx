import { createFileRoute } from '@tanstack/react-router';
import { SummaryPage } from '../../../../features/cashflow/components/summary-page';

export const Route = createFileRoute('/logged/cashFlow/saldos/resumen')({ component: SummaryPage });
