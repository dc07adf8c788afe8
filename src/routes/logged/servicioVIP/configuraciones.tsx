import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';
import { VipConfigPage } from '../../../features/vip-config/components/vip-config-page';

export const Route = createFileRoute('/logged/servicioVIP/configuraciones')({
  component: () => (
    <EntryGate id="servicioVIP.configuraciones">
      <VipConfigPage area="vip" />
    </EntryGate>
  ),
});
