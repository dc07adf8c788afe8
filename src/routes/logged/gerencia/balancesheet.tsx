import { createFileRoute } from '@tanstack/react-router';
import { BalancePage } from '../../../features/gerencia/components/balance-page';
import { scopeSearchSchema } from '../../../features/gerencia/scope-search';

// The route's component is split into its own chunk (autoCodeSplitting); the charts load later still.
export const Route = createFileRoute('/logged/gerencia/balancesheet')({
  validateSearch: scopeSearchSchema,
  component: function BalanceSheet() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <BalancePage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
  },
});
