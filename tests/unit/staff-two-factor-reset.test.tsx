// Issue 32 #1 on the staff edit screen: a two-factor reset of a money/access role that another
// admin asked for shows as pending, with a confirm action for a different admin; the admin who
// asked sees it waiting and no confirm button; a reset that needs a second admin says "Pedir".
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/app/theme/system';
import type { StaffUserDetail } from '../../src/contract/staff';
import { TwoFactorAdmin } from '../../src/features/staff/components/two-factor-admin';
import { flush, type Rendered, render } from './helpers';

const confirm = vi.fn();
const reset = vi.fn();
const mutation = (mutate: typeof confirm) => ({ mutate, reset: vi.fn(), isPending: false, error: null });
vi.mock('../../src/features/staff/api/staff', () => ({
  useSetTwoFactorRequired: () => mutation(vi.fn()),
  useResetTwoFactor: () => mutation(reset),
  useConfirmTwoFactorReset: () => mutation(confirm),
}));

const user = (twoFactorReset: StaffUserDetail['twoFactorReset']) =>
  ({
    id: 'u1',
    displayName: 'Caja Uno',
    self: false,
    twoFactor: { required: true, enabled: true, eligible: true },
    twoFactorReset,
  }) as StaffUserDetail;
const pending = (mine: boolean) => ({
  requestedBy: 'a1',
  requestedByName: 'Ana Admin',
  requestedAt: '2026-11-21T02:00:00Z',
  expiresAt: '2026-11-22T02:00:00Z',
  mine,
});

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  confirm.mockClear();
  reset.mockClear();
});
const show = async (u: StaffUserDetail) => {
  view = await render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <TwoFactorAdmin user={u} />
      </ChakraProvider>
    </I18nProvider>,
  );
};
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const click = async (el: HTMLElement | null) => {
  expect(el).not.toBeNull();
  await act(async () => el?.click());
  await flush();
};

describe('two-factor reset on the staff edit screen', () => {
  it('shows another admin’s request and confirms it', async () => {
    await show(user({ needsSecondAdmin: true, pending: pending(false) }));
    expect(byTestId('staff-two-factor-pending')?.textContent).toContain('Ana Admin');
    expect(byTestId('staff-two-factor-reset')).toBeNull();
    await click(byTestId('staff-two-factor-confirm-reset'));
    await click(byTestId('staff-two-factor-confirm-ok'));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(reset).not.toHaveBeenCalled();
  });

  it('shows one’s own request waiting, without a confirm action', async () => {
    await show(user({ needsSecondAdmin: true, pending: pending(true) }));
    expect(byTestId('staff-two-factor-pending')?.textContent).toContain('otro administrador');
    expect(byTestId('staff-two-factor-confirm-reset')).toBeNull();
  });

  it('asks for a second admin when the reset needs one', async () => {
    await show(user({ needsSecondAdmin: true, pending: null }));
    expect(byTestId('staff-two-factor-reset')?.textContent).toContain('Pedir');
    await click(byTestId('staff-two-factor-reset'));
    await click(byTestId('staff-two-factor-confirm-ok'));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
