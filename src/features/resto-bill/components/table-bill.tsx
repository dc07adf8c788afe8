// The bill of a table tonight, for a screen that shows a table (the waiter's, resto/comandasmoviles):
// its figures from GET /resto/cuentas, refreshed while shown, and its close. Online only.
import { useErrorMessage } from '../../../lib/ui/request-error';
import { useBillQuery, useCloseBill } from '../api/bill';
import { BillPanel } from './bill-panel';

export function TableBill({ tableId }: { tableId: string }) {
  const query = { tableId };
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
