import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { StockCountPage } from '../../../features/inventory/count/components/stock-count-page';

// The chosen location and count live in the URL, so a reload (offline too) reopens the same count.
const searchSchema = v.object({
  location: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  count: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});

export const Route = createFileRoute('/logged/inventarios/conteo')({
  validateSearch: searchSchema,
  component: function InventoryCount() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <StockCountPage
        locationId={search.location}
        countId={search.count}
        onSelect={(next, replace) => void navigate({ search: next, replace })}
      />
    );
  },
});
