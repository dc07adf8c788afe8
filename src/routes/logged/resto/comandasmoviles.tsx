import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { TableBill } from '../../../features/resto-bill/components/table-bill';
import { ComandasPage } from '../../../features/resto-orders/components/comandas-page';

// The view lives in the URL: a wall tablet keeps its station's display across reloads.
const searchSchema = v.object({
  vista: v.fallback(v.optional(v.picklist(['estacion'])), undefined),
  estacion: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});

export const Route = createFileRoute('/logged/resto/comandasmoviles')({
  validateSearch: searchSchema,
  component: function Comandas() {
    const { vista, estacion } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ComandasPage
        view={vista === 'estacion' ? 'estacion' : 'mozo'}
        stationId={estacion ?? null}
        renderBill={(tableId) => <TableBill tableId={tableId} />}
        onNavigate={(next) =>
          void navigate({
            search: next.view === 'estacion' ? { vista: 'estacion', estacion: next.stationId ?? undefined } : {},
            replace: false,
          })
        }
      />
    );
  },
});
