import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';
import { VipConfigPage } from '../../../features/vip-config/components/vip-config-page';

export const Route = createFileRoute('/logged/configuracion/tarjetas')({
  component: () => (
    <EntryGate id="configuracion.tarjetas">
      <VipConfigPage area="configuracion" />
    </EntryGate>
  ),
});
