// The Spanish messages of the stock configuration contract (src/contract/inventory-catalogue.ts)
// as Lingui descriptors: the contract cannot depend on Lingui, so the forms translate its
// validation messages here, at display time. Server answers arrive already translated.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as c from '../../../contract/inventory-catalogue';
import { translateKnownMessage } from '../../../lib/i18n/known-messages';

const MESSAGES: Record<string, MessageDescriptor> = {
  [c.INVALID_ID]: msg`El identificador no es válido`,
  [c.INVALID_DATE]: msg`La fecha no es válida`,
  [c.NAME_REQUIRED]: msg`Indica un nombre`,
  [c.NAME_TOO_LONG]: msg`El nombre es demasiado largo`,
  [c.LOCATION_KIND_INVALID]: msg`El tipo de ubicación no es válido`,
  [c.ACTIVE_INVALID]: msg`Indica si está activo`,
  [c.SKU_REQUIRED]: msg`Indica el código interno (SKU)`,
  [c.SKU_TOO_LONG]: msg`El código interno es demasiado largo`,
  [c.CATEGORY_REQUIRED]: msg`Indica una categoría`,
  [c.CATEGORY_TOO_LONG]: msg`La categoría es demasiado larga`,
  [c.UNIT_INVALID]: msg`La unidad no es válida`,
  [c.CONTENT_INVALID]: msg`El contenido debe ser un número entero de 0 o más`,
  [c.WEIGHT_INVALID]: msg`El peso debe ser un número entero de gramos mayor que 0`,
  [c.WEIGHTS_ORDER]: msg`El peso vacío debe ser menor que el peso lleno`,
  [c.COST_INVALID]: msg`El costo debe ser un importe de 0 o más`,
  [c.SUPPLIER_TOO_LONG]: msg`El proveedor es demasiado largo`,
  [c.PACK_INVALID]: msg`El bulto del proveedor debe ser un número entero de 1 o más`,
  [c.BARCODE_REQUIRED]: msg`Indica el código de barras`,
  [c.BARCODE_TOO_LONG]: msg`El código de barras es demasiado largo`,
  [c.BARCODE_CHARS]: msg`El código de barras solo admite letras, números, puntos y guiones`,
  [c.BARCODE_REPEATED]: msg`Un código de barras está repetido`,
  [c.TOO_MANY_BARCODES]: msg`Una mercadería admite hasta 20 códigos de barras`,
  [c.PRODUCT_KIND_INVALID]: msg`El tipo de producto no es válido`,
  [c.QUANTITY_INVALID]: msg`La cantidad no es válida`,
  [c.QUANTITY_POSITIVE]: msg`La cantidad debe ser mayor que 0`,
  [c.QUANTITY_TOO_LARGE]: msg`La cantidad es demasiado grande`,
  [c.QUANTITY_DECIMALS]: msg`La cantidad admite hasta 3 decimales`,
  [c.RECIPE_REPEATED]: msg`Una mercadería está repetida en la receta`,
  [c.RECIPE_TOO_LONG]: msg`La receta admite hasta 50 mercaderías`,
  [c.DATES_ORDER]: msg`La fecha de inicio no puede ser posterior a la de fin`,
  [c.PRICE_INVALID]: msg`El precio debe ser un importe de 0 o más`,
  [c.ITEM_REPEATED]: msg`Un producto está repetido en la lista`,
  [c.TOO_MANY_ITEMS]: msg`Una lista admite hasta 2000 productos`,
};

/** A contract message in the interface language (unknown texts pass through unchanged). */
export function translateMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const descriptor = MESSAGES[message];
  return descriptor ? i18n._(descriptor) : translateKnownMessage(i18n, message);
}
