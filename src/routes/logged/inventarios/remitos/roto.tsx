import { createFileRoute } from '@tanstack/react-router';
import { BreakagePage } from '../../../../features/inventory/transfers/components/breakage-page';

export const Route = createFileRoute('/logged/inventarios/remitos/roto')({
  component: () => <BreakagePage />,
});
