import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/inventarios/precargas')({
  component: () => <EntryGate id="inventarios.precargas" />,
});
