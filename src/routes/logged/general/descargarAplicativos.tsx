import { createFileRoute } from '@tanstack/react-router';
import { AppDownloadsPage } from '../../../features/app-downloads/components/app-downloads-page';

export const Route = createFileRoute('/logged/general/descargarAplicativos')({
  component: () => <AppDownloadsPage />,
});
