import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../../app/navigation/entry-gate';
import { BreakagePage } from '../../../../features/inventory/transfers/components/breakage-page';

export const Route = createFileRoute('/logged/inventarios/remitos/roto')({
  component: () => (
    <EntryGate id="inventarios.remitos.roto">
      <BreakagePage />
    </EntryGate>
  ),
});
