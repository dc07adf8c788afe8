import { createFileRoute } from '@tanstack/react-router';
import { ReceivingPage } from '../../../../features/inventory/purchasing/components/receiving-page';

export const Route = createFileRoute('/logged/inventarios/compras/recepcion')({
  component: ReceivingPage,
});
