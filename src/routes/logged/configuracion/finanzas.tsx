import { createFileRoute } from '@tanstack/react-router';
import { FinancePage } from '../../../features/cashflow/components/finance-page';

export const Route = createFileRoute('/logged/configuracion/finanzas')({ component: FinancePage });
