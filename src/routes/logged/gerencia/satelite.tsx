import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SatelitePage } from '../../../features/satelite/components/satelite-page';

const searchSchema = v.object({ tab: v.fallback(v.optional(v.picklist(['terminales', 'historia'])), undefined) });

export const Route = createFileRoute('/logged/gerencia/satelite')({
  validateSearch: searchSchema,
  component: function Satelite() {
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SatelitePage
        tab={tab ?? 'terminales'}
        onTab={(next) => void navigate({ search: { tab: next === 'historia' ? next : undefined }, replace: true })}
      />
    );
  },
});
