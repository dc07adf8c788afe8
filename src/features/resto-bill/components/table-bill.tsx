// The bill of a table or a reservation tonight, for the screens that show one (the waiter's,
// resto/comandasmoviles, by table; the host's, resto/reserva, a seated party's): its figures from
// GET /resto/cuentas, refreshed while shown, and its close. Online only.
import type { BillQuery } from '../../../contract/resto-bill';
import { useErrorMessage } from '../../../lib/ui/request-error';
import { useBillQuery, useCloseBill } from '../api/bill';
import { BillPanel } from './bill-panel';

function Bill({ query }: { query: BillQuery }) {
  const bill = useBillQuery(query);
  const close = useCloseBill(query);
  const errorText = useErrorMessage();
  if (!bill.data) return null;
  return (
    <BillPanel
      bill={bill.data}
      pending={close.isPending}
      error={close.error ? errorText(close.error) : null}
      onClose={(input) => close.mutate(input)}
    />
  );
}

/** The table's bill (the seated party's while one sits there: the server decides). */
export function TableBill({ tableId }: { tableId: string }) {
  return <Bill query={{ tableId }} />;
}

/** A reservation's bill. */
export function ReservationBill({ reservationId }: { reservationId: string }) {
  return <Bill query={{ reservationId }} />;
}
