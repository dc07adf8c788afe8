import { createFileRoute } from '@tanstack/react-router';
import { MaintenancePage } from '../features/status-pages/components/simple-status-pages';

export const Route = createFileRoute('/maintenance')({
  component: MaintenancePage,
});
