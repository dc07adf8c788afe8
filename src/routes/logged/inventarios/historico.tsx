import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { APPLY_COUNT_CODES } from '../../../contract/inventory-counts';
import { canAccess } from '../../../contract/privileges';
import { HistoryPage } from '../../../features/inventory/adjustments/components/history-page';
import { useAuth } from '../../../lib/auth/use-auth';

// The open count lives in the URL, so a reload or a shared link shows the same count.
const searchSchema = v.object({
  count: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});

export const Route = createFileRoute('/logged/inventarios/historico')({
  validateSearch: searchSchema,
  component: function InventoryHistory() {
    const { count } = Route.useSearch();
    const navigate = Route.useNavigate();
    const { user } = useAuth();
    return (
      <HistoryPage
        countId={count}
        onOpen={(id) => void navigate({ search: id ? { count: id } : {} })}
        canApply={canAccess(user?.privi ?? [], APPLY_COUNT_CODES)}
      />
    );
  },
});
