import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/configuracion/barras')({
  component: () => <EntryGate id="configuracion.barras" />,
});
