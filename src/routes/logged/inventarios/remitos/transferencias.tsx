import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { TransferNotesPage, type TransferView } from '../../../../features/inventory/transfers/components/transfer-notes-page';

// The note shown (or a new one) lives in the URL: a notification about a note opens it directly.
const searchSchema = v.object({
  remito: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  nuevo: v.fallback(v.optional(v.boolean()), undefined),
  editar: v.fallback(v.optional(v.boolean()), undefined),
});

export const Route = createFileRoute('/logged/inventarios/remitos/transferencias')({
  validateSearch: searchSchema,
  component: function TransferNotes() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const go = (next: TransferView, replace = false) => void navigate({ search: next, replace });
    return <TransferNotesPage {...search} onNavigate={go} />;
  },
});
