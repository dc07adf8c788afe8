import { createFileRoute } from '@tanstack/react-router';
import { StaffNewPage } from '../../../features/staff/components/new-page';

export const Route = createFileRoute('/logged/user/new')({ component: StaffNewPage });
