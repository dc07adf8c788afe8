// A balance the server withholds (null): a register counted blind — its session is open and the
// caller does not hold 207 — whose balance is shown once the count is submitted. The one way the
// cash-flow screens show such a balance: in a table column, in an account picker.
import { Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fMoney } from '../../../lib/format-number';
import type { DataColumn } from '../../../lib/ui/data-table';

const BLIND = msg`En conteo a ciegas`;

/** A money column whose cents may be withheld (null): then it says so instead of a figure. */
export function balanceColumn<T>(
  key: string,
  header: string,
  cents: (row: T) => number | null,
  i18n: I18n,
  currency?: (row: T) => string,
): DataColumn<T> {
  return {
    key,
    header,
    value: (r) => {
      const c = cents(r);
      return c === null ? i18n._(BLIND) : c / 100;
    },
    render: (r) => {
      const c = cents(r);
      if (c !== null) return fMoney(c, currency?.(r), i18n);
      return (
        <Text as="span" color="fg.muted" textStyle="xs">
          {i18n._(BLIND)}
        </Text>
      );
    },
    numeric: true,
  };
}

/** "Caja Barra 1 · $ 12.000,00", or the name alone when its balance is withheld. */
export function accountOptionLabel(a: { name: string; balance: number | null; currency: string }, i18n: I18n): string {
  return a.balance === null ? a.name : `${a.name} · ${fMoney(a.balance, a.currency, i18n)}`;
}
