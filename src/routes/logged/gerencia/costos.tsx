import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CostsPage } from '../../../features/inventory/stock/components/costs-page';

const searchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(['costos', 'valorizado'])), undefined),
});

export const Route = createFileRoute('/logged/gerencia/costos')({
  validateSearch: searchSchema,
  component: function Costos() {
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <CostsPage
        tab={tab ?? 'costos'}
        onTab={(next) => void navigate({ search: { tab: next === 'valorizado' ? next : undefined }, replace: true })}
      />
    );
  },
});
