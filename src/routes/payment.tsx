import { createFileRoute } from '@tanstack/react-router';
import { PaymentPage } from '../features/status-pages/components/payment-page';

export const Route = createFileRoute('/payment')({
  component: PaymentPage,
});
