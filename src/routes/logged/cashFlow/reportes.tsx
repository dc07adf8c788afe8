import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/cashFlow/reportes')({
  component: () => <EntryGate id="cashFlow.reportes" />,
});
