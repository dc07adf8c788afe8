import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { getEntry } from '../../../contract/navigation';
import { canAccess } from '../../../contract/privileges';
import { InvoicesPage } from '../../../features/einvoicing/components/invoices-page';
import { useAuth } from '../../../lib/auth/use-auth';
import { sectionLabel } from '../../../lib/i18n/navigation-labels';

// The open invoice lives in the URL, so a reload, the back button or a link (my account →
// invoices) returns to it.
const searchSchema = v.object({ comprobante: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined) });

export const Route = createFileRoute('/logged/general/facturaElectronica')({
  validateSearch: searchSchema,
  component: function FacturaElectronica() {
    const { i18n } = useLingui();
    const { user } = useAuth();
    const { comprobante } = Route.useSearch();
    const navigate = Route.useNavigate();
    const section = getEntry('general.facturaElectronica').section;
    return (
      <InvoicesPage
        section={section ? sectionLabel(i18n, section) : ''}
        invoiceId={comprobante}
        onInvoiceChange={(next) => void navigate({ search: next ? { comprobante: next } : {} })}
        mayConfigure={canAccess(user?.privi ?? [], ['201'])}
      />
    );
  },
});
