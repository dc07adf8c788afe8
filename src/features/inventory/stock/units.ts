// Short unit labels of goods (DOMAIN.md "Catalogue": bottle, can, unit, kg, l) for quantities.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const UNIT_LABELS: Record<string, MessageDescriptor> = {
  bottle: msg`bot.`,
  can: msg`latas`,
  unit: msg`u.`,
  kg: msg`kg`,
  l: msg`l`,
};

export function unitLabel(i18n: I18n, unit: string): string {
  const d = UNIT_LABELS[unit];
  return d ? i18n._(d) : unit;
}
