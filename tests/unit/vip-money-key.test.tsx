// The VIP money dialog sends one Idempotency-Key per submit: a retry of the same action (after a
// timeout or a lost answer) reuses it, so the server replays instead of charging twice; a changed
// action or a dialog opened again gets a new one.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../src/app/theme/system';
import type { CardAction } from '../../src/features/vip-cards/api/cards';
import { MoneyDialog } from '../../src/features/vip-cards/components/money-dialog';
import { click, type Rendered, render, screen, typeInto } from './helpers';

function providers(ui: ReactNode) {
  const client = new QueryClient();
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <QueryClientProvider client={client}>{ui}</QueryClientProvider>
      </ChakraProvider>
    </I18nProvider>
  );
}

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

describe('MoneyDialog idempotency key', () => {
  it('keeps the key while the same action is resent, and changes it with the action or a new opening', async () => {
    const sent: CardAction[] = [];
    const dialog = (open: boolean) =>
      providers(
        <MoneyDialog
          kind="consumo"
          cardId="0190a5f4-0000-7000-8000-000000000001"
          cardNumber="7000001"
          open={open}
          pending={false}
          error={null}
          onClose={() => {}}
          onRun={(a) => sent.push(a)}
        />,
      );
    view = await render(dialog(true));
    const amount = () => screen.getByTestId('action-amount') as HTMLInputElement;
    const submit = () => click(screen.getByRole('button', { name: 'Cobrar consumo' }));
    await typeInto(amount(), '1.500');
    await submit();
    await submit();
    await typeInto(amount(), '2.000');
    await submit();
    const keyOf = (a: CardAction | undefined) => (a && 'key' in a ? a.key : undefined);
    expect(sent).toHaveLength(3);
    expect(keyOf(sent[0])).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(sent[1])).toBe(keyOf(sent[0]));
    expect(keyOf(sent[2])).not.toBe(keyOf(sent[0]));
    const root = view.root;
    await act(async () => root.render(dialog(false)));
    await act(async () => root.render(dialog(true)));
    await typeInto(amount(), '2.000');
    await submit();
    expect(keyOf(sent[3])).not.toBe(keyOf(sent[2]));
  });
});
