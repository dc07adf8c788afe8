// What the stock variance screens (ajustes/diferencias, report 412) and live stock say the same
// way: the sign convention of a variance (server/domain/stock-variance.ts: counted − expected, a
// shortage negative) and the mark of a good sold below zero (server/domain/negative-stock.ts).
import { Badge, type BadgeProps, Text, type TextProps } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BelowZeroDto } from '../../../contract/stock-variance';
import { fDateTime } from '../../../lib/format-date';
import { fQty } from '../../../lib/format-number';

/** The mark of a variance line whose good went below zero that night (exact Spanish of issue 31). */
export const SOLD_WITHOUT_STOCK = msg`vendido sin stock cargado`;

/** The sign convention, said under every variance figure. */
export function VarianceSignLegend(props: TextProps) {
  return (
    <Text textStyle="xs" color="fg.muted" data-testid="variance-sign-legend" {...props}>
      <Trans>Diferencia = contado − esperado. Faltante: negativo · Sobrante: positivo</Trans>
    </Text>
  );
}

/** Why the mark is there, for its tooltip. */
export function belowZeroHint(i18n: I18n, flag: BelowZeroDto): string {
  const lowest = fQty(flag.lowest, i18n);
  const since = fDateTime(flag.since, i18n);
  return i18n._(
    msg`El stock llegó a ${lowest} durante la noche (desde ${since}): se vendió sin stock cargado, así que el sobrante del conteo no es una ganancia.`,
  );
}

/** "vendido sin stock cargado", with the lowest level in its tooltip. */
export function SoldWithoutStockBadge({ flag, ...badge }: { flag: BelowZeroDto } & BadgeProps) {
  const { i18n } = useLingui();
  return (
    <Badge
      colorPalette="orange"
      variant="outline"
      title={belowZeroHint(i18n, flag)}
      whiteSpace="normal"
      data-testid="sold-without-stock"
      {...badge}
    >
      {i18n._(SOLD_WITHOUT_STOCK)}
    </Badge>
  );
}
