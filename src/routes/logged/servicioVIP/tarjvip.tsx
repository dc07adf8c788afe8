import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CardsPage } from '../../../features/vip-cards/components/cards-page';

// The open card lives in the URL, so a reload or the back button returns to it.
const searchSchema = v.object({ card: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined) });

export const Route = createFileRoute('/logged/servicioVIP/tarjvip')({
  validateSearch: searchSchema,
  component: function VipCards() {
    const { card } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <CardsPage entryId="servicioVIP.tarjvip" cardId={card} onCardChange={(next) => void navigate({ search: { card: next } })} />
    );
  },
});
