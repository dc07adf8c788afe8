import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/cashFlow/movimientos')({
  component: () => <EntryGate id="cashFlow.movimientos" />,
});
