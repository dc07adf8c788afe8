// Names of the catalogue's fixed values (units, kinds) in the interface language.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GoodUnit, LocationKind, ProductKind } from '../../../contract/inventory-catalogue';
import { fQty } from '../../../lib/format-number';
import { UNIT_NAMES } from '../shared/unit-names';

const LOCATION_KIND_LABELS: Record<LocationKind, MessageDescriptor> = {
  warehouse: msg`Depósito`,
  bar: msg`Barra`,
};

const PRODUCT_KIND_LABELS: Record<ProductKind, MessageDescriptor> = {
  drink: msg`Bebida`,
  entry: msg`Entrada`,
  cloakroom: msg`Guardarropa`,
  dish: msg`Plato`,
  other: msg`Otro`,
};

export const unitLabel = (i18n: I18n, unit: GoodUnit) => i18n._(UNIT_NAMES[unit]);
export const locationKindLabel = (i18n: I18n, kind: LocationKind) => i18n._(LOCATION_KIND_LABELS[kind]);
export const productKindLabel = (i18n: I18n, kind: ProductKind) => i18n._(PRODUCT_KIND_LABELS[kind]);

/** "Botella · 750 ml" */
export function unitWithContent(i18n: I18n, g: { unit: GoodUnit; content: number }): string {
  const unit = unitLabel(i18n, g.unit);
  if (!g.content) return unit;
  return `${unit} · ${fQty(g.content, i18n)} ${g.unit === 'kg' ? 'g' : 'ml'}`;
}

export function categoriesOf(rows: readonly { category: string }[] | undefined): string[] {
  return [...new Set((rows ?? []).map((r) => r.category))].sort((a, b) => a.localeCompare(b));
}
