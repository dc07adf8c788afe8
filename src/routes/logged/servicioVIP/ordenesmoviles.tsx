import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';
import { OrdersBoardPage } from '../../../features/vip-orders/components/orders-board-page';

export const Route = createFileRoute('/logged/servicioVIP/ordenesmoviles')({
  component: () => (
    <EntryGate id="servicioVIP.ordenesmoviles">
      <OrdersBoardPage />
    </EntryGate>
  ),
});
