import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';
import { NightsPage } from '../../../features/nights-config/components/nights-page';

export const Route = createFileRoute('/logged/configuracion/noche')({
  component: () => (
    <EntryGate id="configuracion.noche">
      <NightsPage />
    </EntryGate>
  ),
});
