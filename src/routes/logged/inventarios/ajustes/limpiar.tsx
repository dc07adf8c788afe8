import { createFileRoute } from '@tanstack/react-router';
import { ResetPage } from '../../../../features/inventory/adjustments/components/reset-page';

export const Route = createFileRoute('/logged/inventarios/ajustes/limpiar')({
  component: () => <ResetPage />,
});
