// "Nota de crédito" (issue 34): an authorised invoice is cancelled by a credit note, all of it or
// chosen quantities of its lines — never more than is left to credit (creditableLeft), nor more of
// a line than it had. Once part of it was credited, "Total" is no longer offered.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/app/theme/system';
import type { EInvoiceDetailDto } from '../../src/contract/einvoicing';
import { CreditNoteDialog } from '../../src/features/einvoicing/components/credit-note-dialog';
import { checkCreditNote, creditDrafts } from '../../src/features/einvoicing/form';
import { flush, type Rendered, render, typeInto } from './helpers';

const mutate = vi.fn();
vi.mock('../../src/features/einvoicing/api/invoices', () => ({
  useIssueCreditNote: () => ({ mutate, isPending: false }),
}));

const ID = '0190b0a0-0000-7000-8000-0000000000cc';

const invoice = (over: Partial<EInvoiceDetailDto> = {}): EInvoiceDetailDto => ({
  id: 'inv-1',
  type: 'B',
  pointOfSale: 3,
  number: 1234,
  displayNumber: '0003-00001234',
  date: '2026-11-20',
  creditNoteReason: null,
  authorizedAt: '2026-11-20T23:10:00.000Z',
  customerName: 'Consumidor final',
  customerDocType: 99,
  customerDocNumber: '0',
  // 4 × $ 5.000 + 2 × $ 2.500
  total: 2_500_000,
  status: 'authorized',
  cae: '75123456789012',
  creditNoteForId: null,
  saleId: null,
  concept: 1,
  customerVatConditionId: 5,
  lines: [
    { id: 'l1', description: 'Entrada general', quantity: 4, unitPrice: 500_000, vatRate: 21, amount: 2_000_000 },
    { id: 'l2', description: 'Guardarropa', quantity: 2, unitPrice: 250_000, vatRate: 21, amount: 500_000 },
  ],
  net: 2_066_116,
  vat: [{ rate: 21, base: 2_066_116, amount: 433_884 }],
  caeExpiry: '2026-11-30',
  qrUrl: 'https://www.afip.gob.ar/fe/qr/?p=eyJ2ZXIiOjF9',
  observations: [],
  errors: [],
  events: [],
  creditNotes: [],
  creditableLeft: 2_500_000,
  issuedBy: 'Martín Gutiérrez',
  createdAt: '2026-11-20T03:00:00Z',
  ...over,
});

describe('what a credit note may be', () => {
  it('is all of an invoice not credited yet, with no lines', () => {
    const check = checkCreditNote(invoice(), 'total', [], ' devolución ', ID);
    expect(check.problem).toBeNull();
    expect(check.total).toBe(2_500_000);
    expect(check.body).toEqual({ id: ID, reason: 'devolución' });
  });

  it('is never all of it once part was credited, nor more than is left', () => {
    const partly = invoice({ creditableLeft: 600_000 });
    expect(checkCreditNote(partly, 'total', [], '', ID)).toMatchObject({ body: null, problem: 'partly-credited' });
    const drafts = creditDrafts(partly).map((d) => (d.lineId === 'l1' ? { ...d, selected: true, quantity: '2' } : d));
    // 2 × $ 5.000 = $ 10.000 > $ 6.000 left.
    expect(checkCreditNote(partly, 'partial', drafts, '', ID)).toMatchObject({
      body: null,
      total: 1_000_000,
      problem: 'over-left',
    });
    const one = drafts.map((d) => (d.lineId === 'l1' ? { ...d, quantity: '1' } : d));
    expect(checkCreditNote(partly, 'partial', one, '', ID)).toMatchObject({
      problem: null,
      total: 500_000,
      body: { id: ID, reason: '', lines: [{ description: 'Entrada general', quantity: 1, unitPrice: 500_000, vatRate: 21 }] },
    });
    expect(checkCreditNote(invoice({ creditableLeft: 0 }), 'partial', one, '', ID).problem).toBe('nothing-left');
  });

  it('never takes more of a line than it had, and needs a line', () => {
    const drafts = creditDrafts(invoice()).map((d) => (d.lineId === 'l2' ? { ...d, selected: true, quantity: '3' } : d));
    expect(checkCreditNote(invoice(), 'partial', drafts, '', ID)).toMatchObject({
      body: null,
      lines: { l2: 'more-than-invoiced' },
    });
    expect(checkCreditNote(invoice(), 'partial', creditDrafts(invoice()), '', ID)).toMatchObject({
      body: null,
      problem: 'nothing',
    });
  });
});

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  mutate.mockReset();
});

const show = async (inv: EInvoiceDetailDto) => {
  view = await render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <CreditNoteDialog invoice={inv} onClose={vi.fn()} onIssued={vi.fn()} />
      </ChakraProvider>
    </I18nProvider>,
  );
  await flush();
};
const dialog = () => document.querySelector<HTMLElement>('[data-testid="credit-dialog"]');
const submitButton = () => dialog()?.querySelector<HTMLButtonElement>('[data-testid="credit-dialog-submit"]') ?? null;

describe('the credit note dialog', () => {
  it('offers only chosen lines once part was credited, and refuses more than is left', async () => {
    await show(invoice({ creditableLeft: 600_000 }));
    // "Total" is not offered: the lines are.
    const total = dialog()?.querySelector<HTMLInputElement>('[data-testid="credit-mode"] input[value="total"]');
    expect(total?.disabled).toBe(true);
    expect(dialog()?.textContent).toContain('Parte de esta factura ya se acreditó');
    const lines = [...(dialog()?.querySelectorAll<HTMLElement>('[data-testid="credit-line"]') ?? [])];
    expect(lines).toHaveLength(2);

    // Both entries: $ 10.000 > $ 6.000 left — said at once, and "Emitir" is off.
    const checkbox = lines[0]?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    await act(async () => checkbox?.click());
    const quantity = dialog()?.querySelector<HTMLInputElement>('[name="credit.l1.quantity"]');
    if (!quantity) throw new Error('no quantity input');
    await typeInto(quantity, '2');
    await flush();
    expect(dialog()?.querySelector('[data-testid="credit-total"]')?.textContent).toMatch(/10\.000,00/);
    expect(dialog()?.textContent).toContain('Supera lo que queda por acreditar de esta factura');
    expect(submitButton()?.disabled).toBe(true);
    await act(async () => submitButton()?.click());
    expect(mutate).not.toHaveBeenCalled();

    // One entry fits.
    await typeInto(quantity, '1');
    await flush();
    expect(dialog()?.textContent).not.toContain('Supera lo que queda');
    expect(submitButton()?.disabled).toBe(false);
    await act(async () => submitButton()?.click());
    await flush();
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]?.[0]).toMatchObject({
      invoiceId: 'inv-1',
      body: { lines: [{ description: 'Entrada general', quantity: 1, unitPrice: 500_000, vatRate: 21 }] },
    });
  });

  it('credits all of an invoice not credited yet', async () => {
    await show(invoice());
    expect(dialog()?.querySelector('[data-testid="credit-lines"]')).toBeNull();
    expect(dialog()?.querySelector('[data-testid="credit-total"]')?.textContent).toMatch(/25\.000,00/);
    await act(async () => submitButton()?.click());
    await flush();
    expect(mutate).toHaveBeenCalledTimes(1);
    const sent = mutate.mock.calls[0]?.[0] as { body: { lines?: unknown } };
    expect(sent.body.lines).toBeUndefined();
  });
});
