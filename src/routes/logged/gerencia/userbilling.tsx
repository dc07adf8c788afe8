import { createFileRoute } from '@tanstack/react-router';
import { BillingPage } from '../../../features/gerencia/components/billing-page';
import { scopeSearchSchema } from '../../../features/gerencia/scope-search';

// The route's component is split into its own chunk (autoCodeSplitting); the charts load later still.
export const Route = createFileRoute('/logged/gerencia/userbilling')({
  validateSearch: scopeSearchSchema,
  component: function UserBilling() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <BillingPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
  },
});
