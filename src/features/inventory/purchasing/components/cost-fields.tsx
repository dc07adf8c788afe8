// What the purchasing screens (suppliers, invoices, returns, costs) share: reading typed prices and
// quantities through the one rule of src/contract/numbers.ts, with their messages in the user's
// language, the notice these online screens show without a connection, and document numbers.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type NumberResult, parseMoney, parseQuantity } from '../../../../contract/numbers';
import { MAX_UNIT_PRICE } from '../../../../contract/purchasing';
import { OfflineOnlyNotice } from '../../../../lib/ui/online-only';

const MONEY_MESSAGES = {
  empty: msg`Indica el precio`,
  format: msg`Escribe un importe, por ejemplo 1.500 o 1.250,50`,
  negative: msg`El precio no puede ser negativo`,
  zero: msg`Indica un precio mayor que cero`,
  decimals: msg`Hasta 2 decimales`,
  max: msg`El precio es demasiado alto`,
} as const;

const QUANTITY_MESSAGES = {
  empty: msg`Indica una cantidad mayor que cero`,
  format: msg`Escribe un número, por ejemplo 12 o 0,5`,
  negative: msg`La cantidad no puede ser negativa`,
  zero: msg`Indica una cantidad mayor que cero`,
  decimals: msg`Hasta 3 decimales`,
  max: msg`La cantidad es demasiado grande`,
} as const;

/** A price per unit as typed, in cents (0 up to MAX_UNIT_PRICE). */
export function parseUnitPrice(text: string): NumberResult {
  return parseMoney(text, { max: MAX_UNIT_PRICE / 100 });
}

/** A quantity of goods bought, invoiced or returned: more than zero, up to 3 decimals. */
export function parsePurchaseQuantity(text: string): NumberResult {
  return parseQuantity(text, { allowZero: false });
}

export function moneyMessage(i18n: I18n, result: NumberResult): string | undefined {
  return result.ok ? undefined : i18n._(MONEY_MESSAGES[result.error]);
}

export function quantityMessage(i18n: I18n, result: NumberResult): string | undefined {
  return result.ok ? undefined : i18n._(QUANTITY_MESSAGES[result.error]);
}

/** These screens read and write the server: said while offline, with what still works. */
export function PurchasingOfflineNotice({ children }: { children?: ReactNode }) {
  return (
    <OfflineOnlyNotice title={<Trans>Sin conexión a internet</Trans>}>
      {children ?? (
        <Trans>
          Esta pantalla necesita conexión para cargar y guardar. Lo que escribiste se conserva: guárdalo cuando vuelva la
          conexión.
        </Trans>
      )}
    </OfflineOnlyNotice>
  );
}
