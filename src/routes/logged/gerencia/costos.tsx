import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/gerencia/costos')({
  component: () => <EntryGate id="gerencia.costos" />,
});
