import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ParLevelsPage } from '../../../features/inventory/stock/components/par-levels-page';

// The tab and the chosen location live in the URL, so a reload or a shared link reopens them.
const searchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(['ideal', 'compras'])), undefined),
  location: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});

export const Route = createFileRoute('/logged/inventarios/stockIdeal')({
  validateSearch: searchSchema,
  component: function StockIdeal() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ParLevelsPage
        tab={search.tab ?? 'ideal'}
        locationId={search.location}
        onChange={(next) =>
          void navigate({
            search: { tab: next.tab === 'compras' ? 'compras' : undefined, location: next.location },
            replace: true,
          })
        }
      />
    );
  },
});
