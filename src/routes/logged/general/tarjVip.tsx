import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/general/tarjVip')({
  component: () => <EntryGate id="general.tarjVip" />,
});
