import { createFileRoute } from '@tanstack/react-router';
import { MovementsPage } from '../../../features/cashflow/components/movements-page';

export const Route = createFileRoute('/logged/cashFlow/movimientos')({ component: MovementsPage });
