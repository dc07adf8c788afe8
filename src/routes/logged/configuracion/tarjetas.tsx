import { createFileRoute } from '@tanstack/react-router';
import { VipConfigPage } from '../../../features/vip-config/components/vip-config-page';

export const Route = createFileRoute('/logged/configuracion/tarjetas')({
  component: () => <VipConfigPage area="configuracion" />,
});
