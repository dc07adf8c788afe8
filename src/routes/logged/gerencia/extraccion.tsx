import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';
import { ExtractionPage } from '../../../features/extraction/components/extraction-page';

export const Route = createFileRoute('/logged/gerencia/extraccion')({
  component: () => (
    <EntryGate id="gerencia.extraccion">
      <ExtractionPage />
    </EntryGate>
  ),
});
