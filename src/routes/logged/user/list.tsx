import { createFileRoute } from '@tanstack/react-router';
import { StaffListPage } from '../../../features/staff/components/list-page';

export const Route = createFileRoute('/logged/user/list')({ component: StaffListPage });
