import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/inventarios/remitos/transferencias')({
  component: () => <EntryGate id="inventarios.remitos.transferencias" />,
});
