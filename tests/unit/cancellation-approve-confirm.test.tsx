// Issue 19 item 14: approving a cancellation (the sale is voided, stock and card charge go back)
// is asked once more in a confirmation dialog; rejecting, which changes nothing, is not.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/app/theme/system';
import { DecisionPanel } from '../../src/features/cancellations/components/authorize-page';
import type { RequestView } from '../../src/features/cancellations/merge';
import { flush, type Rendered, render } from './helpers';

const mutate = vi.fn();
vi.mock('../../src/lib/auth/use-auth', () => ({ useAuth: () => ({ user: { id: 'supervisor', privi: ['107'] } }) }));
vi.mock('../../src/features/cancellations/data/use-cancellations', () => ({
  useCancellationActions: () => ({ keepDecision: vi.fn() }),
}));
vi.mock('../../src/features/cancellations/api/cancellations', () => ({
  useDecideMutation: () => ({ mutate, reset: vi.fn(), isPending: false, error: null }),
}));

const request: RequestView = {
  id: 'r1',
  saleId: '0190a5b2-0000-7000-8000-000000001234',
  status: 'pending',
  reason: 'Cobrado dos veces',
  at: '2026-11-21T02:00:00Z',
  ageMinutes: 3,
  requestedBy: 'cashier',
  requesterName: 'Caja',
  decidedBy: null,
  deciderName: null,
  decidedAt: null,
  decisionNote: null,
  sale: null,
  queued: false,
  hidden: false,
};

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  mutate.mockClear();
});

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const click = async (el: HTMLElement | null) => {
  expect(el).not.toBeNull();
  await act(async () => el?.click());
  await flush();
};

describe('approving a cancellation from /support/autorizar', () => {
  it('asks for confirmation before the sale is voided', async () => {
    view = await render(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <DecisionPanel request={request} onDecided={() => {}} />
        </ChakraProvider>
      </I18nProvider>,
    );
    await click(byTestId('authorize-approve'));
    expect(mutate).not.toHaveBeenCalled();
    expect(byTestId('authorize-confirm-dialog')).not.toBeNull();
    await click(byTestId('authorize-confirm'));
    expect(mutate).toHaveBeenCalledWith({ id: 'r1', kind: 'aprobar', note: '' });
  });
});
