import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../features/status-pages/components/not-found-page';

export const Route = createFileRoute('/404')({
  component: NotFoundPage,
});
