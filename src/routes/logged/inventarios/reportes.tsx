import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { REPORT_NAMES } from '../../../contract/inventory-names';
import { ReportsPage } from '../../../features/inventory/reports/components/reports-page';
import { useAuth } from '../../../lib/auth/use-auth';

// The report and its filters live in the URL: a reload, the back button or a shared link shows
// the same figures. Anything malformed is dropped rather than refused.
const date = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined);
const id = v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined);
const searchSchema = v.object({
  report: v.fallback(v.optional(v.picklist(REPORT_NAMES)), undefined),
  from: date,
  to: date,
  night: id,
  location: id,
});

export const Route = createFileRoute('/logged/inventarios/reportes')({
  validateSearch: searchSchema,
  component: function InventoryReports() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const { user } = useAuth();
    return (
      <ReportsPage
        privi={user?.privi ?? []}
        search={search}
        onChange={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
