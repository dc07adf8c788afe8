import { createFileRoute } from '@tanstack/react-router';
import { ReservationBill } from '../../../features/resto-bill/components/table-bill';
import { ReservationsPage } from '../../../features/resto-reservations/components/reservations-page';
import { CardPicker } from '../../../features/vip-orders/components/card-picker';

export const Route = createFileRoute('/logged/resto/reserva')({
  component: () => (
    <ReservationsPage
      renderCardPicker={(value, onChange) => <CardPicker value={value} onChange={onChange} testId="reservation-card" />}
      renderBill={(id) => <ReservationBill reservationId={id} />}
    />
  ),
});
