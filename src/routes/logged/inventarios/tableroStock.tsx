import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';
import { StockBoardPage } from '../../../features/inventory/stock/components/stock-board-page';

export const Route = createFileRoute('/logged/inventarios/tableroStock')({
  component: () => (
    <EntryGate id="inventarios.tableroStock">
      <StockBoardPage />
    </EntryGate>
  ),
});
