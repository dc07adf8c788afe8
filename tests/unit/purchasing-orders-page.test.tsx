// Órdenes de compra (issue 38): the list with each order's status, the detail with its next steps
// for a buyer (422) and none for the door (423 only), the message shared with the supplier, and a
// draft edited in cases of the supplier's pack with prices typed in pesos and sent in cents.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/app/theme/system';
import type { OrderDto, SupplierDto } from '../../src/contract/purchasing';
import { OrdersPage } from '../../src/features/inventory/purchasing/components/orders-page';
import { click, flush, type Rendered, render, screen, typeInto, within } from './helpers';

const saveOrder = vi.fn();
const sendOrder = vi.fn();
let privi: string[] = ['422'];

const SUPPLIER: SupplierDto = {
  id: 'sup-1',
  name: 'Distribuidora Sur',
  taxId: '',
  contact: '',
  phone: '',
  email: '',
  leadTimeDays: 2,
  note: '',
  active: true,
  goods: [
    { goodId: 'g-1', sku: 'FER-750', name: 'Fernet 750 ml', unit: 'bottle', packSize: 6, lastPrice: 100_000, lastPriceAt: null },
  ],
};

const ORDER: OrderDto = {
  id: 'ord-1',
  number: 12,
  supplier: { id: 'sup-1', name: 'Distribuidora Sur' },
  location: { id: 'loc-1', name: 'Depósito central' },
  status: 'draft',
  expectedOn: '2026-12-10',
  note: '',
  createdAt: '2026-12-07T12:00:00Z',
  sentAt: null,
  cancelledAt: null,
  createdBy: { id: 'u1', name: 'Ana' },
  lines: [
    {
      id: 'l-1',
      goodId: 'g-1',
      sku: 'FER-750',
      name: 'Fernet 750 ml',
      unit: 'bottle',
      packSize: 6,
      quantity: 12,
      unitPrice: 100_000,
      quantityReceived: 0,
      total: 1_200_000,
    },
  ],
  total: 1_200_000,
};

vi.mock('../../src/features/inventory/purchasing/api', () => ({
  useOrders: () => ({ data: [ORDER], isError: false, error: null, refetch: vi.fn() }),
  useSuppliers: () => ({ data: [SUPPLIER], isError: false, error: null, refetch: vi.fn() }),
  useSaveOrder: () => ({ mutate: saveOrder, isPending: false, error: null }),
  useSendOrder: () => ({ mutate: sendOrder, isPending: false, error: null }),
  useCancelOrder: () => ({ mutate: vi.fn(), isPending: false, error: null }),
  useOrdersFromSuggestions: () => ({ mutate: vi.fn(), isPending: false, error: null }),
}));
vi.mock('../../src/features/inventory/shared/use-inventory-replica', async (importActual) => ({
  ...(await importActual<object>()),
  usePlacesLive: () => [{ id: 'loc-1', name: 'Depósito central', kind: 'warehouse', active: true }],
  useGoodsLive: () => [
    {
      id: 'g-1',
      name: 'Fernet 750 ml',
      sku: 'FER-750',
      category: 'Aperitivos',
      unit: 'bottle',
      unitCost: 90_000,
      active: true,
      search: 'fernet 750 ml fer-750 aperitivos',
    },
  ],
}));
vi.mock('../../src/lib/auth/use-auth', () => ({ useAuth: () => ({ user: { privi } }) }));

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  saveOrder.mockClear();
  sendOrder.mockClear();
  privi = ['422'];
});

const show = async () => {
  view = await render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <OrdersPage />
      </ChakraProvider>
    </I18nProvider>,
  );
  await flush();
};

const openOrder = async () => {
  await click(screen.getAllByTestId('data-table-card')[0] as HTMLElement);
  await flush();
  return screen.getByTestId('order-detail');
};

describe('purchase orders', () => {
  it('lists each order with its status and opens it with the steps of a draft', async () => {
    await show();
    expect(screen.getByTestId('orders-new')).toBeTruthy();
    expect(screen.getByText('000012')).toBeTruthy();
    expect(screen.getAllByText('Borrador').length).toBeGreaterThan(0);
    const detail = await openOrder();
    expect(within(detail).getByText('2 × 6 = 12 bot.')).toBeTruthy();
    expect(within(detail).getByTestId('order-detail-total').textContent).toMatch(/12\.000,00/);
    expect(screen.getByTestId('order-send')).toBeTruthy();
    expect(screen.getByTestId('order-edit')).toBeTruthy();
    expect(screen.getByTestId('order-cancel')).toBeTruthy();
    // The sheet that prints is there, hidden on screen.
    expect(screen.getByTestId('order-print-sheet').textContent).toContain('N° 000012');
  });

  it('shares the order as a message, copied where the device cannot share', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await show();
    await openOrder();
    await click(screen.getByTestId('order-share'));
    await flush();
    const text = writeText.mock.calls[0]?.[0] as string;
    expect(text).toContain('*Orden de compra N° 000012*');
    expect(text).toContain('Proveedor: Distribuidora Sur');
    expect(text).toContain('Entregar en: Depósito central');
    expect(text).toMatch(/• Fernet 750 ml: 2 × 6 \(12 bot\.\) · \$\s1\.000,00 c\/u/);
    expect(text).toMatch(/\*Total: \$\s12\.000,00\*/);
  });

  it('shows the door (423 only) the orders without any step', async () => {
    privi = ['423'];
    await show();
    expect(screen.queryByTestId('orders-new')).toBeNull();
    expect(screen.queryByTestId('orders-from-ideal')).toBeNull();
    await openOrder();
    expect(screen.getByTestId('order-print')).toBeTruthy();
    expect(screen.queryByTestId('order-send')).toBeNull();
    expect(screen.queryByTestId('order-edit')).toBeNull();
    expect(screen.queryByTestId('order-cancel')).toBeNull();
  });

  it('edits a draft in cases of the pack, pesos typed and cents sent', async () => {
    await show();
    await openOrder();
    await click(screen.getByTestId('order-edit'));
    await flush();
    const editor = screen.getByTestId('order-editor');
    const cases = within(editor).getByLabelText('Bultos de Fernet 750 ml') as HTMLInputElement;
    const price = within(editor).getByLabelText('Precio unitario de Fernet 750 ml') as HTMLInputElement;
    expect(cases.value).toBe('2');
    expect(price.value).toBe('1.000');
    await typeInto(cases, '3');
    await typeInto(price, '1.250,50');
    expect(within(editor).getByTestId('order-line-total').textContent).toMatch(/22\.509,00/);
    await click(screen.getByTestId('order-editor-submit'));
    expect(saveOrder).toHaveBeenCalledTimes(1);
    expect(saveOrder.mock.calls[0]?.[0]).toEqual({
      id: 'ord-1',
      body: {
        supplierId: 'sup-1',
        locationId: 'loc-1',
        expectedOn: '2026-12-10',
        note: '',
        lines: [{ goodId: 'g-1', quantity: 18, unitPrice: 125_050, packSize: 6 }],
      },
    });
  });
});
