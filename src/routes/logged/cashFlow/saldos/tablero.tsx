import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/cashFlow/saldos/tablero')({
  component: () => <EntryGate id="cashFlow.saldos.tablero" />,
});
