import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { FreeEntryPage } from '../../../features/free-entry/components/free-entry-page';

// The tab and the night live in the URL, so a reload or the back button returns to them.
const searchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(['puerta', 'listas'])), undefined),
  night: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});

export const Route = createFileRoute('/logged/general/entradagratis')({
  validateSearch: searchSchema,
  component: function FreeEntry() {
    const { tab, night } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <FreeEntryPage
        tab={tab ?? 'puerta'}
        nightId={night}
        onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    );
  },
});
