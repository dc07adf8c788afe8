import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { BalancePage } from '../../../features/gerencia/components/balance-page';

const day = v.pipe(v.string(), v.isoDate());
const searchSchema = v.object({
  nightId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  from: v.fallback(v.optional(day), undefined),
  to: v.fallback(v.optional(day), undefined),
});

// The route's component is split into its own chunk (autoCodeSplitting); the charts load later still.
export const Route = createFileRoute('/logged/gerencia/balancesheet')({
  validateSearch: searchSchema,
  component: function BalanceSheet() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <BalancePage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
  },
});
