import { createFileRoute } from '@tanstack/react-router';
import { BalancePage } from '../../../features/gerencia/components/balance-page';
import { scopeSearchSchema } from '../../../features/gerencia/scope-search';

// The route's component is split into its own chunk (autoCodeSplitting); the charts load later still.
export const Route = createFileRoute('/logged/gerencia/balancesheet')({
  validateSearch: scopeSearchSchema,
  // The loader starts the screen's read (without waiting for its answer) and finds the night it
  // opens on, while the screen's code loads.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    import('../../../features/gerencia/prefetch')
      .then((m) => m.prefetchBalanceSheet(context, deps))
      .catch(() => ({ openingNightId: undefined })),
  component: function BalanceSheet() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const { openingNightId } = Route.useLoaderData();
    return (
      <BalancePage
        search={search}
        openingNightId={openingNightId}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
