import { createFileRoute } from '@tanstack/react-router';
import { CashConfigPage } from '../../../features/cashflow/components/config-page';

export const Route = createFileRoute('/logged/cashFlow/configuraciones')({ component: CashConfigPage });
