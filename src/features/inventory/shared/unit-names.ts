// A good's unit by its full name ("Botella", "Kilo"), as the catalogue and the count show it, and
// by its short form next to a quantity ("12 bot."), as the stock and transfer lists show it.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GoodUnit } from '../../../contract/inventory-catalogue';

export const UNIT_NAMES: Record<GoodUnit, MessageDescriptor> = {
  bottle: msg`Botella`,
  can: msg`Lata`,
  unit: msg`Unidad`,
  kg: msg`Kilo`,
  l: msg`Litro`,
};

const UNIT_SHORT: Record<string, MessageDescriptor> = {
  bottle: msg`bot.`,
  can: msg`lata`,
  unit: msg`u.`,
  kg: msg`kg`,
  l: msg`l`,
};

/** The stock screens speak of cans in the plural ("En stock: 24 latas"); the others abbreviate. */
const UNIT_SHORT_PLURAL: Record<string, MessageDescriptor> = { ...UNIT_SHORT, can: msg`latas` };

/** A unit's short form; `plural` where the screen counts stock. An unknown code shows as it is. */
export function unitShortLabel(i18n: I18n, unit: string, plural = false): string {
  const d = (plural ? UNIT_SHORT_PLURAL : UNIT_SHORT)[unit];
  return d ? i18n._(d) : unit;
}
