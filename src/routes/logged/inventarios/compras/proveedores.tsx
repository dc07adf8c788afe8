import { createFileRoute } from '@tanstack/react-router';
import { SuppliersPage } from '../../../../features/inventory/purchasing/components/suppliers-page';

export const Route = createFileRoute('/logged/inventarios/compras/proveedores')({
  component: SuppliersPage,
});
