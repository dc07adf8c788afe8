import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PreloadsPage } from '../../../features/inventory/nightly/components/preloads-page';

// The chosen night and bar live in the URL, so a reload or a shared link shows the same grid.
const searchSchema = v.object({
  night: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  bar: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});

export const Route = createFileRoute('/logged/inventarios/precargas')({
  validateSearch: searchSchema,
  component: function Preloads() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PreloadsPage
        nightId={search.night}
        barId={search.bar}
        onSelect={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
