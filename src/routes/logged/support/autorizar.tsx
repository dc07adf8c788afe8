import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuthorizePage } from '../../../features/cancellations/components/authorize-page';

// The request in the URL, so a notification (`?id=`) opens it and a reload keeps it.
const searchSchema = v.object({ id: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined) });

export const Route = createFileRoute('/logged/support/autorizar')({
  validateSearch: searchSchema,
  component: function Autorizar() {
    const { id } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <AuthorizePage key={id ?? 'queue'} id={id} onOpen={(next) => void navigate({ search: { id: next } })} />;
  },
});
