// Issue 37 item 8: a cancelled sale's money back shows in the card's account as "Anulación de
// venta" with the sale's ticket, not as a bare "Ajuste"; a consumption shows its ticket too.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../src/app/theme/system';
import { ticketNumber } from '../../src/contract/ticket-number';
import type { LedgerEntryDto } from '../../src/contract/vip';
import { LedgerTable } from '../../src/features/vip-cards/components/ledger-table';
import { type Rendered, render } from './helpers';

const SALE = '0190a3b4-0000-7000-8000-00000000abcd';
const entry = (over: Partial<LedgerEntryDto>): LedgerEntryDto => ({
  id: crypto.randomUUID(),
  at: '2026-11-21T03:00:00.000Z',
  kind: 'consumption',
  amount: -250_000,
  balanceAfter: 1_000_000,
  method: null,
  note: '',
  saleId: null,
  mobileOrderId: null,
  userName: 'Ana',
  ...over,
});

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

describe("the card's account", () => {
  it('names a refund of a cancelled sale and its ticket; a plain adjustment stays "Ajuste"', async () => {
    view = await render(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <LedgerTable
            cardNumber="100001"
            entries={[
              entry({ saleId: SALE }),
              entry({ id: 'refund', kind: 'adjustment', amount: 250_000, saleId: SALE, at: '2026-11-21T04:00:00.000Z' }),
              entry({ id: 'manual', kind: 'adjustment', amount: 10_000, at: '2026-11-21T05:00:00.000Z' }),
            ]}
            totals={{ in: 260_000, out: 250_000 }}
            filters={{}}
            onFilters={() => {}}
            loading={false}
          />
        </ChakraProvider>
      </I18nProvider>,
    );
    const text = view.container.textContent ?? '';
    expect(text).toContain('Anulación de venta');
    const tickets = [...view.container.querySelectorAll('[data-testid="ledger-ticket"]')].map((e) => e.textContent);
    expect(tickets).toEqual([`#${ticketNumber(SALE)}`, `#${ticketNumber(SALE)}`]);
    expect(text).toContain('Ajuste');
  });
});
