import { createFileRoute } from '@tanstack/react-router';
import { PosConfigPage } from '../../../features/pos-config/components/pos-config-page';

export const Route = createFileRoute('/logged/configuracion/boleterias')({
  component: () => <PosConfigPage kind="ticket_office" />,
});
