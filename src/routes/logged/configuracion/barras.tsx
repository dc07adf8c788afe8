import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';
import { BarsPage } from '../../../features/inventory-config/components/bars-page';

export const Route = createFileRoute('/logged/configuracion/barras')({
  component: () => (
    <EntryGate id="configuracion.barras">
      <BarsPage />
    </EntryGate>
  ),
});
