import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { MOVEMENT_KINDS } from '../../../contract/inventory-names';
import { MovementsPage } from '../../../features/inventory/transfers/components/movements-page';

// The ledger's filters live in the URL, so a filtered view can be shared or reopened. A value the
// server would refuse (a malformed date or id) is dropped here instead of failing the page.
const id = v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined);
const date = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);
const searchSchema = v.object({
  from: date,
  to: date,
  nightId: id,
  locationId: id,
  goodId: id,
  kind: v.fallback(v.optional(v.picklist(MOVEMENT_KINDS)), undefined),
  userId: id,
});

export const Route = createFileRoute('/logged/inventarios/movimientos')({
  validateSearch: searchSchema,
  component: function Movements() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <MovementsPage filters={search} onFilters={(next) => void navigate({ search: next, replace: true })} />;
  },
});
