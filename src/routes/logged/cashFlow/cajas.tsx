import { createFileRoute } from '@tanstack/react-router';
import { RegistersPage } from '../../../features/cash-registers/components/registers-page';

export const Route = createFileRoute('/logged/cashFlow/cajas')({ component: RegistersPage });
