import { createFileRoute } from '@tanstack/react-router';
import { StockBoardPage } from '../../../features/inventory/stock/components/stock-board-page';

export const Route = createFileRoute('/logged/inventarios/tableroStock')({
  component: () => <StockBoardPage />,
});
