import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/inventarios/remitos/roto')({
  component: () => <EntryGate id="inventarios.remitos.roto" />,
});
