import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/cashFlow/saldos/')({
  component: () => <EntryGate id="cashFlow.saldos" />,
});
