// "Cargar factura" (issue 38): only receipts with something left to invoice are offered; each line
// starts at what is left (received − already invoiced) at the received price; a different price
// shows its difference and the total; more than is left is refused before anything is sent.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/app/theme/system';
import type { ReceiptDto } from '../../src/contract/purchasing';
import { InvoiceDialog, invoiceableReceipts } from '../../src/features/inventory/purchasing/components/invoice-dialog';
import { flush, type Rendered, render, typeInto } from './helpers';

const mutate = vi.fn();
const receipts: { data: ReceiptDto[] } = { data: [] };
vi.mock('../../src/features/inventory/purchasing/api', () => ({
  useReceipts: () => ({ data: receipts.data, isPending: false }),
  usePostInvoice: () => ({ mutate, isPending: false, error: null }),
}));

const line = (over: Partial<ReceiptDto['lines'][number]>): ReceiptDto['lines'][number] => ({
  id: 'l',
  goodId: 'g',
  sku: 'SKU',
  name: 'Mercadería',
  unit: 'bottle',
  orderLineId: null,
  ordered: 0,
  packSize: 6,
  cases: 0,
  units: 0,
  quantity: 0,
  damaged: 0,
  unitPrice: 0,
  quantityInvoiced: 0,
  note: '',
  ...over,
});

const receipt = (over: Partial<ReceiptDto>): ReceiptDto => ({
  id: 'r',
  number: 1,
  order: null,
  supplier: { id: 's1', name: 'Distribuidora Norte' },
  location: { id: 'w1', name: 'Depósito central' },
  reason: '',
  note: '',
  at: '2026-11-20T15:00:00.000Z',
  receivedBy: null,
  hasDifferences: false,
  lines: [],
  total: 0,
  ...over,
});

const open = receipt({
  id: 'r12',
  number: 12,
  lines: [
    line({ id: 'l1', name: 'Fernet Branca 750 ml', quantity: 12, unitPrice: 100_000 }),
    line({ id: 'l2', name: 'Gin 700 ml', quantity: 6, quantityInvoiced: 6, unitPrice: 200_000 }),
    line({ id: 'l3', name: 'Tónica 1,5 l', quantity: 10, quantityInvoiced: 4, unitPrice: 50_000 }),
  ],
});
const done = receipt({ id: 'r11', number: 11, lines: [line({ id: 'l9', quantity: 5, quantityInvoiced: 5 })] });

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  mutate.mockReset();
});

const dialog = () => document.querySelector<HTMLElement>('[data-testid="invoice-dialog"]');
const input = (label: string) => {
  const el = dialog()?.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
  if (!el) throw new Error(`no input ${label}`);
  return el;
};
const submit = async () => {
  await act(async () => dialog()?.querySelector<HTMLButtonElement>('[data-testid="invoice-dialog-submit"]')?.click());
  await flush();
};

describe('loading a supplier invoice', () => {
  it('offers only receipts with something left to invoice', () => {
    expect(invoiceableReceipts([done, open]).map((r) => r.id)).toEqual(['r12']);
  });

  it('starts each line at what is left, shows the difference and sends the invoiced lines', async () => {
    receipts.data = [done, open];
    view = await render(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <InvoiceDialog onClose={vi.fn()} />
        </ChakraProvider>
      </I18nProvider>,
    );
    await flush();
    const select = dialog()?.querySelector<HTMLSelectElement>('select[data-testid="invoice-receipt"]');
    if (!select) throw new Error('no receipt select');
    expect([...select.options].map((o) => o.value)).toEqual(['', 'r12']);
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
      setter?.call(select, 'r12');
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await flush();

    // The fully invoiced line is not offered; the others start at what is left, at the received price.
    expect(dialog()?.querySelectorAll('[data-testid="invoice-line"]')).toHaveLength(2);
    expect(input('Cantidad facturada de Fernet Branca 750 ml').value).toBe('12');
    expect(input('Precio facturado por unidad de Fernet Branca 750 ml').value).toBe('1.000');
    expect(input('Cantidad facturada de Tónica 1,5 l').value).toBe('6');

    // $ 100 more per bottle on 12 bottles: + $ 1.200; total 12 × 1.100 + 6 × 500 = $ 16.200.
    await typeInto(input('Precio facturado por unidad de Fernet Branca 750 ml'), '1.100');
    await flush();
    expect(dialog()?.querySelector('[data-testid="invoice-totals"]')?.textContent).toMatch(/\+\s*\$\s*1\.200,00/);
    expect(dialog()?.querySelector('[data-testid="invoice-total"]')?.textContent).toMatch(/16\.200,00/);

    // More than is left is refused here.
    await typeInto(input('Cantidad facturada de Tónica 1,5 l'), '7');
    await typeInto(
      dialog()?.querySelector<HTMLInputElement>('[data-testid="invoice-number"]') as HTMLInputElement,
      'A-0001-00000042',
    );
    await flush();
    expect(dialog()?.textContent).toContain('Quedan 6 por facturar');
    await submit();
    expect(mutate).not.toHaveBeenCalled();

    await typeInto(input('Cantidad facturada de Tónica 1,5 l'), '6');
    await flush();
    await submit();
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]?.[0]).toMatchObject({
      receiptId: 'r12',
      number: 'A-0001-00000042',
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      lines: [
        { receiptLineId: 'l1', quantity: 12, unitPrice: 110_000 },
        { receiptLineId: 'l3', quantity: 6, unitPrice: 50_000 },
      ],
    });
  });
});
