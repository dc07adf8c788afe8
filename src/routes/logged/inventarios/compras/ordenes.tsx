import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../../../features/inventory/purchasing/components/orders-page';

export const Route = createFileRoute('/logged/inventarios/compras/ordenes')({
  component: OrdersPage,
});
