import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CardsPage } from '../../../features/vip-cards/components/cards-page';

// SPEC §2's "second reading" of the routes: the same cards screen under /general.
const searchSchema = v.object({ card: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined) });

export const Route = createFileRoute('/logged/general/tarjVip')({
  validateSearch: searchSchema,
  component: function GeneralVipCards() {
    const { card } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <CardsPage entryId="general.tarjVip" cardId={card} onCardChange={(next) => void navigate({ search: { card: next } })} />
    );
  },
});
