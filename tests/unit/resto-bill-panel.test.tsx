// The table bill panel (issue 35): consumed against the minimum, the deposit credited, the shortfall
// and the due; closing sends the method and the tips (in cents, through the shared money parsing),
// a bad tip blocks the close; a closed bill shows what was collected and the tips apart.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../src/app/theme/system';
import type { BillDto } from '../../src/contract/resto-bill';
import { billFigures } from '../../src/contract/resto-bill';
import type { CloseBillInput } from '../../src/features/resto-bill/api/bill';
import { minimumProgress, tipsCents } from '../../src/features/resto-bill/bill-logic';
import { BillPanel } from '../../src/features/resto-bill/components/bill-panel';
import { click, type Rendered, render, screen, typeInto } from './helpers';

const wrap = (ui: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <ChakraProvider value={system}>{ui}</ChakraProvider>
  </I18nProvider>
);

const figures = billFigures({ consumed: 550_000, onBill: 250_000, minimumSpend: 1_000_000, deposit: 100_000 });
const open: BillDto = {
  nightId: 'n',
  tableId: 't',
  tableName: 'VIP 3',
  reservationId: 'r',
  reservationName: 'Pérez',
  ...figures,
  chargedToCards: 300_000,
  orders: 2,
  closed: false,
  closedAt: null,
  paid: null,
  method: null,
  tips: 0,
  tipsMethod: null,
};

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

describe('billFigures', () => {
  it('charges the shortfall, credits the deposit and keeps the unused deposit', () => {
    expect(figures).toMatchObject({ shortfall: 450_000, due: 600_000, depositLeft: 0 });
    expect(billFigures({ consumed: 1_200_000, onBill: 0, minimumSpend: 1_000_000, deposit: 200_000 })).toMatchObject({
      shortfall: 0,
      due: 0,
      depositLeft: 200_000,
    });
  });
  it('progress and tips', () => {
    expect(minimumProgress({ consumed: 550_000, minimumSpend: 1_000_000 })).toBe(55);
    expect(minimumProgress({ consumed: 5, minimumSpend: 0 })).toBe(100);
    expect(tipsCents('')).toBe(0);
    expect(tipsCents('800')).toBe(80_000);
    expect(tipsCents('abc')).toBeNull();
  });
});

describe('BillPanel', () => {
  it('shows the figures and closes with the method and the tips', async () => {
    const sent: CloseBillInput[] = [];
    view = await render(wrap(<BillPanel bill={open} pending={false} onClose={(i) => sent.push(i)} />));
    expect(screen.getByTestId('bill-shortfall').textContent).toMatch(/4.500,00/);
    expect(screen.getByTestId('bill-due').textContent).toMatch(/6.000,00/);
    expect(screen.getByTestId('bill-deposit').textContent).toMatch(/1.000,00/);
    await typeInto(screen.getByTestId('bill-tips-input') as HTMLInputElement, '800');
    await click(screen.getByRole('button', { name: 'Cerrar cuenta' }));
    expect(sent).toEqual([{ method: 'cash', tips: 80_000, tipsMethod: 'cash' }]);
  });

  it('blocks the close on a bad tip', async () => {
    const sent: CloseBillInput[] = [];
    view = await render(wrap(<BillPanel bill={open} pending={false} onClose={(i) => sent.push(i)} />));
    await typeInto(screen.getByTestId('bill-tips-input') as HTMLInputElement, 'x');
    await click(screen.getByRole('button', { name: 'Cerrar cuenta' }));
    expect(sent).toEqual([]);
  });

  it('shows a closed bill with the tips apart', async () => {
    const closed: BillDto = { ...open, closed: true, paid: 600_000, method: 'cash', tips: 80_000, tipsMethod: 'cash' };
    view = await render(wrap(<BillPanel bill={closed} pending={false} onClose={() => {}} />));
    expect(screen.getByTestId('bill-tips').textContent).toMatch(/800,00/);
    expect(screen.queryByRole('button', { name: 'Cerrar cuenta' })).toBeNull();
    expect(screen.getByTestId('bill-closed')).toBeTruthy();
  });
});
