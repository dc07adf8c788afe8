// A good's unit by its full name ("Botella", "Kilo"), as the catalogue and the count show it (the
// stock and transfer lists use short forms next to quantities instead).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GoodUnit } from '../../../contract/inventory-catalogue';

export const UNIT_NAMES: Record<GoodUnit, MessageDescriptor> = {
  bottle: msg`Botella`,
  can: msg`Lata`,
  unit: msg`Unidad`,
  kg: msg`Kilo`,
  l: msg`Litro`,
};
