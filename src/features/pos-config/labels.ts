// The words each configuration screen uses for its kind of point of sale.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConfigPosKind } from '../../contract/pos';

const TEXTS = {
  ticket_office: {
    title: msg`Boleterías`,
    one: msg`Boletería`,
    create: msg`Nueva boletería`,
    edit: msg`Editar boletería`,
    search: msg`Buscar boletería`,
    empty: msg`Todavía no hay boleterías`,
    file: msg`boleterias`,
    intro: msg`Las puertas donde se venden entradas: su lista de precios y su punto de venta AFIP para facturar.`,
  },
  bar: {
    title: msg`Barras`,
    one: msg`Barra`,
    create: msg`Nueva barra`,
    edit: msg`Editar barra`,
    search: msg`Buscar barra`,
    empty: msg`Todavía no hay barras`,
    file: msg`barras`,
    intro: msg`Las barras como puntos de venta: la ubicación de stock de la que descuentan lo que venden, su lista de precios y su punto de venta AFIP.`,
  },
  cloakroom: {
    title: msg`Guardarropas`,
    one: msg`Guardarropa`,
    create: msg`Nuevo guardarropa`,
    edit: msg`Editar guardarropa`,
    search: msg`Buscar guardarropa`,
    empty: msg`Todavía no hay guardarropas`,
    file: msg`guardarropas`,
    intro: msg`Los guardarropas del local: su lista de precios y su punto de venta AFIP para facturar.`,
  },
} as const;

export type PosText = keyof (typeof TEXTS)['bar'];

export function posText(i18n: I18n, kind: ConfigPosKind, key: PosText): string {
  return i18n._(TEXTS[kind][key]);
}
