import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/configuracion/resto')({
  component: () => <EntryGate id="configuracion.resto" />,
});
