// Issue 19 item 14: a blocked (or lost) card can pay nothing, so its rows and detail say
// "No disponible" instead of the amount an active card of that balance could spend.
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { CardStatus } from '../../src/contract/vip';
import { type CardTypeView, CompactRow, WideRow } from '../../src/features/vip-cards/components/card-rows';
import { availableText } from '../../src/features/vip-cards/labels';
import { fMoney } from '../../src/lib/format-number';
import { type Rendered, render } from './helpers';

const TYPE: CardTypeView = { id: 't', name: 'Gold', color: '#c9a227', creditAllowed: false, defaultCreditLimit: 0, active: true };
const card = (status: CardStatus) => ({
  id: 'c1',
  number: '100001',
  holderName: 'Ana Pérez',
  holderDocument: '',
  holderPhone: '',
  cardTypeId: 't',
  status,
  balance: 7_500_000,
  creditLimit: 0,
  lastMovementAt: null,
});

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

async function rowText(status: CardStatus, wide: boolean): Promise<string> {
  const Row = wide ? WideRow : CompactRow;
  view = await render(
    <Row card={card(status)} type={TYPE} top={0} href="#" i18n={i18n} availableLabel="Disponible" onOpen={() => {}} />,
  );
  return view.container.textContent ?? '';
}

describe('the available amount of a card', () => {
  const amount = fMoney(7_500_000, undefined, i18n);

  it('an active card shows what it can spend', async () => {
    expect(availableText('active', 7_500_000, i18n)).toBe(amount);
    expect(await rowText('active', false)).toContain(`Disponible ${amount}`);
  });

  it.each(['blocked', 'lost'] as const)('a %s card says "No disponible", not its balance as available', async (status) => {
    expect(availableText(status, 7_500_000, i18n)).toBe('No disponible');
    const compact = await rowText(status, false);
    expect(compact).not.toContain(`Disponible ${amount}`);
    expect(compact).toContain('No disponible');
    await view?.unmount();
    const wide = await rowText(status, true);
    // The balance shows once (its own column); the available column does not repeat it.
    expect(wide.split(amount)).toHaveLength(2);
    expect(wide).toContain('No disponible');
  });
});
