import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '../../../features/cashflow/components/staff-page';

export const Route = createFileRoute('/logged/cashFlow/personal')({ component: StaffPage });
