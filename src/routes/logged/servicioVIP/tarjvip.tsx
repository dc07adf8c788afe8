import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/servicioVIP/tarjvip')({
  component: () => <EntryGate id="servicioVIP.tarjvip" />,
});
