import { createFileRoute } from '@tanstack/react-router';
import { CompsPage } from '../../../../features/inventory/adjustments/components/comps-page';

export const Route = createFileRoute('/logged/inventarios/remitos/cortesias')({
  component: () => <CompsPage />,
});
