// general/facturaElectronica (issue 34): one page of invoices as the server sends it. An uncertain
// one is flagged and offers "Resolver", which asks the authority about that invoice (and only it);
// a pending one shows "Autorizando…" in place of its number; each shows its status by name. On a
// phone the page is a list of cards with the amount in view, from md up a table.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/app/theme/system';
import type { EInvoicePageDto, EInvoiceSummaryDto } from '../../src/contract/einvoicing';
import { InvoicesPage } from '../../src/features/einvoicing/components/invoices-page';
import { flush, type Rendered, render } from './helpers';

const resolve = vi.fn();
const pageQuery = vi.fn();
let page: EInvoicePageDto;
vi.mock('../../src/features/einvoicing/api/invoices', () => ({
  useInvoicesPage: (filters: unknown) => {
    pageQuery(filters);
    return { data: page, error: null, isPlaceholderData: false, refetch: vi.fn() };
  },
  useResolveInvoice: () => ({ mutate: resolve, isPending: false, variables: undefined }),
  useInvoiceQuery: () => ({ data: undefined, error: null }),
  useIssueInvoice: () => ({ mutate: vi.fn(), isPending: false }),
  useIssueCreditNote: () => ({ mutate: vi.fn(), isPending: false }),
  useSalesToInvoice: () => ({ data: [], error: null }),
}));
vi.mock('../../src/features/einvoicing/api/settings', () => ({
  useEInvoiceSettings: () => ({ data: undefined, error: null }),
  useEInvoiceStatus: () => ({
    data: {
      environment: 'double',
      configured: true,
      authority: { appServer: 'OK', dbServer: 'OK', authServer: 'OK' },
      paramsFetchedAt: '2026-11-01T03:00:00Z',
      uncertainCount: 1,
      pendingCount: 1,
    },
    error: null,
  }),
}));
vi.mock('../../src/lib/replica/points-of-sale', () => ({
  usePointsOfSaleLive: () => [{ id: 'pos-1', name: 'Barra principal', kind: 'bar', active: true, afipPosNumber: 3 }],
}));

const invoice = (over: Partial<EInvoiceSummaryDto>): EInvoiceSummaryDto => ({
  id: 'inv-1',
  type: 'B',
  pointOfSale: 3,
  number: 1234,
  displayNumber: '0003-00001234',
  date: '2026-11-20',
  customerName: 'Consumidor final',
  customerDocType: 99,
  customerDocNumber: '0',
  total: 1_500_050,
  status: 'authorized',
  cae: '75123456789012',
  creditNoteForId: null,
  saleId: null,
  ...over,
});

const ITEMS = [
  invoice({ id: 'ok' }),
  invoice({
    id: 'unsure',
    type: 'A',
    number: 1235,
    displayNumber: '0003-00001235',
    customerName: 'Sonido Sur S.R.L.',
    customerDocType: 80,
    customerDocNumber: '30712345671',
    status: 'uncertain',
    cae: null,
  }),
  invoice({ id: 'waiting', number: null, displayNumber: null, status: 'pending', cae: null }),
  invoice({ id: 'refused', number: null, displayNumber: null, status: 'rejected', cae: null }),
];

let view: Rendered | undefined;
const realMatchMedia = window.matchMedia;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  resolve.mockClear();
  pageQuery.mockClear();
  window.matchMedia = realMatchMedia;
});

const show = async () => {
  page = { items: ITEMS, total: 53, page: 1, pageSize: 25 };
  view = await render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <InvoicesPage section="General" invoiceId={undefined} onInvoiceChange={vi.fn()} mayConfigure={false} />
      </ChakraProvider>
    </I18nProvider>,
  );
  await flush();
};
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="einvoice-row"]')];
const row = (id: string) => rows().find((r) => r.dataset.id === id);
const inRow = (id: string, testId: string) => row(id)?.querySelector<HTMLElement>(`[data-testid="${testId}"]`) ?? null;

function expectFlags() {
  expect(rows().map((r) => r.dataset.status)).toEqual(['authorized', 'uncertain', 'pending', 'rejected']);
  expect(inRow('ok', 'einvoice-status')?.textContent).toBe('Autorizado');
  expect(inRow('unsure', 'einvoice-status')?.textContent).toBe('Incierto');
  expect(inRow('waiting', 'einvoice-status')?.textContent).toBe('Pendiente');
  expect(inRow('refused', 'einvoice-status')?.textContent).toBe('Rechazado');
  expect(inRow('ok', 'einvoice-number')?.textContent).toBe('0003-00001234');
  expect(row('ok')?.textContent).toContain('Factura B');
  expect(row('unsure')?.textContent).toContain('Factura A');
  // The amount, in pesos, in every row.
  expect(row('ok')?.textContent).toMatch(/15\.000,50/);
  // Pending: no number yet, "Autorizando…" instead.
  expect(inRow('waiting', 'einvoice-number')).toBeNull();
  expect(inRow('waiting', 'einvoice-authorizing')?.textContent).toContain('Autorizando…');
  // Only the uncertain one can be resolved.
  expect(document.querySelectorAll('[data-testid="einvoice-resolve"]')).toHaveLength(1);
  expect(inRow('unsure', 'einvoice-resolve')?.textContent).toBe('Resolver');
}

describe('the invoice list', () => {
  it('on a phone: cards that flag the uncertain invoice with Resolver, which asks about that one only', async () => {
    await show();
    expect(document.querySelector('[data-testid="einvoice-cards"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="einvoice-table"]')).toBeNull();
    expectFlags();
    const button = inRow('unsure', 'einvoice-resolve');
    await act(async () => button?.click());
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(resolve.mock.calls[0]?.[0]).toBe('unsure');
    // The server's counts and paging.
    expect(document.querySelector('[data-testid="einvoice-count"]')?.textContent).toContain('Página 1 de 3 · 53 comprobantes');
    expect(document.querySelector('[data-testid="einvoice-authority"]')?.textContent).toContain('1 incierto por resolver');
    expect(pageQuery).toHaveBeenLastCalledWith({ page: 1 });
  });

  it('from sm (600 px) up: a table with the same flags', async () => {
    window.matchMedia = (query: string) =>
      ({
        matches: /min-width/.test(query),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
    await show();
    expect(document.querySelector('[data-testid="einvoice-table"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="einvoice-cards"]')).toBeNull();
    expectFlags();
    expect(inRow('ok', 'einvoice-resolve')).toBeNull();
  });
});
