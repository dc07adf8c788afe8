import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '../features/status-pages/components/pricing-page';

export const Route = createFileRoute('/pricing')({
  component: PricingPage,
});
