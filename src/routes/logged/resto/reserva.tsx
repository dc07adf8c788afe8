import { createFileRoute } from '@tanstack/react-router';
import { ReservationsPage } from '../../../features/resto-reservations/components/reservations-page';

export const Route = createFileRoute('/logged/resto/reserva')({
  component: () => <ReservationsPage />,
});
