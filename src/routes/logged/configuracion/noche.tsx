import { createFileRoute } from '@tanstack/react-router';
import { NightsPage } from '../../../features/nights-config/components/nights-page';

export const Route = createFileRoute('/logged/configuracion/noche')({
  component: () => <NightsPage />,
});
