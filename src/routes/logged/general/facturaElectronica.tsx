import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';

export const Route = createFileRoute('/logged/general/facturaElectronica')({
  component: () => <EntryGate id="general.facturaElectronica" />,
});
