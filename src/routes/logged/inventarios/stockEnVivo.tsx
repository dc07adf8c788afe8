import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LiveStockPage } from '../../../features/inventory/nightly/components/live-stock-page';

// Without a night the screen follows the open one; a chosen night and bar stay in the URL.
const searchSchema = v.object({
  night: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  bar: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});

export const Route = createFileRoute('/logged/inventarios/stockEnVivo')({
  validateSearch: searchSchema,
  component: function LiveStock() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <LiveStockPage
        nightId={search.night}
        barId={search.bar}
        onSelect={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
