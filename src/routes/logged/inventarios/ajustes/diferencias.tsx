import { createFileRoute } from '@tanstack/react-router';
import { DifferencesPage } from '../../../../features/inventory/adjustments/components/differences-page';

export const Route = createFileRoute('/logged/inventarios/ajustes/diferencias')({
  component: () => <DifferencesPage />,
});
