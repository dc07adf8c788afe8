import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/gerencia/userbilling')({
  component: () => <EntryGate id="gerencia.userbilling" />,
});
