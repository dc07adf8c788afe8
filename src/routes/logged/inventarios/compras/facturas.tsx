import { createFileRoute } from '@tanstack/react-router';
import { InvoicesPage } from '../../../../features/inventory/purchasing/components/invoices-page';

export const Route = createFileRoute('/logged/inventarios/compras/facturas')({
  component: InvoicesPage,
});
