import { createFileRoute } from '@tanstack/react-router';
import { PaymentRequiredPage } from '../features/status-pages/components/payment-required-page';

export const Route = createFileRoute('/402')({
  component: PaymentRequiredPage,
});
