import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../../app/navigation/entry-gate';
import { DifferencesPage } from '../../../../features/inventory/adjustments/components/differences-page';

export const Route = createFileRoute('/logged/inventarios/ajustes/diferencias')({
  component: () => (
    <EntryGate id="inventarios.ajustes.diferencias">
      <DifferencesPage />
    </EntryGate>
  ),
});
