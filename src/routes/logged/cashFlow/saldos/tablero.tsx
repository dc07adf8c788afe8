import { createFileRoute } from '@tanstack/react-router';
import { BoardPage } from '../../../../features/cashflow/components/board-page';

export const Route = createFileRoute('/logged/cashFlow/saldos/tablero')({ component: BoardPage });
