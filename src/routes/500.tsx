import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '../features/status-pages/components/simple-status-pages';

export const Route = createFileRoute('/500')({
  component: ServerErrorPage,
});
