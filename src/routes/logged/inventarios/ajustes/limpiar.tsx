import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../../app/navigation/entry-gate';
import { ResetPage } from '../../../../features/inventory/adjustments/components/reset-page';

export const Route = createFileRoute('/logged/inventarios/ajustes/limpiar')({
  component: () => (
    <EntryGate id="inventarios.ajustes.limpiar">
      <ResetPage />
    </EntryGate>
  ),
});
