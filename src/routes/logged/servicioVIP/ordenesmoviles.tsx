import { createFileRoute } from '@tanstack/react-router';
import { OrdersBoardPage } from '../../../features/vip-orders/components/orders-board-page';

export const Route = createFileRoute('/logged/servicioVIP/ordenesmoviles')({
  component: () => <OrdersBoardPage />,
});
