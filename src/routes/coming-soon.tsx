import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/status-pages/components/simple-status-pages';

export const Route = createFileRoute('/coming-soon')({
  component: ComingSoonPage,
});
