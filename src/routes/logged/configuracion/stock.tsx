import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/configuracion/stock')({
  component: () => <EntryGate id="configuracion.stock" />,
});
