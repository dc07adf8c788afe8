import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/resto/reserva')({
  component: () => <EntryGate id="resto.reserva" />,
});
