import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';
import { AppDownloadsPage } from '../../../features/app-downloads/components/app-downloads-page';

export const Route = createFileRoute('/logged/general/descargarAplicativos')({
  component: () => (
    <EntryGate id="general.descargarAplicativos">
      <AppDownloadsPage />
    </EntryGate>
  ),
});
