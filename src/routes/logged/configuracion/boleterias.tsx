import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';
import { PosConfigPage } from '../../../features/pos-config/components/pos-config-page';

export const Route = createFileRoute('/logged/configuracion/boleterias')({
  component: () => (
    <EntryGate id="configuracion.boleterias">
      <PosConfigPage kind="ticket_office" />
    </EntryGate>
  ),
});
