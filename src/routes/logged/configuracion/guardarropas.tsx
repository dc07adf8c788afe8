import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';
import { PosConfigPage } from '../../../features/pos-config/components/pos-config-page';

export const Route = createFileRoute('/logged/configuracion/guardarropas')({
  component: () => (
    <EntryGate id="configuracion.guardarropas">
      <PosConfigPage kind="cloakroom" />
    </EntryGate>
  ),
});
