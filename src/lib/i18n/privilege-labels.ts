// Translatable names of the privilege codes. The Spanish texts are those of PRIVILEGES in
// src/contract/privileges.ts (a unit test keeps both lists equal); the contract stays free of
// Lingui, so German and French names live here.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PRIVILEGES, type PrivilegeCode } from '../../contract/privileges';

export const PRIVILEGE_LABELS: Record<PrivilegeCode, MessageDescriptor> = {
  '101': msg`Satélite y menús de configuración`,
  '102': msg`Entrada gratis`,
  '103': msg`Stock ideal`,
  '107': msg`Anulaciones`,
  '109': msg`Histórico de inventarios`,
  '141': msg`Extracción`,
  '201': msg`Configuración y configuración de cash flow`,
  '204': msg`Movimientos de cash flow`,
  '206': msg`Saldos (resumen)`,
  '207': msg`Saldos (tablero)`,
  '209': msg`Personal de cash flow`,
  '211': msg`Reportes de cash flow`,
  '300': msg`Configuración general y facturación de usuarios`,
  '302': msg`Tablero (balance)`,
  '306': msg`Tarjetas VIP`,
  '307': msg`Órdenes móviles VIP`,
  '308': msg`Configuración VIP`,
  '309': msg`Costos`,
  '312': msg`Facturación electrónica`,
  '313': msg`Comandas móviles del resto`,
  '314': msg`Configuración y reservas del resto`,
  '407': msg`Precargas`,
  '409': msg`Stock en vivo`,
  '411': msg`Reporte de consumo por barra`,
  '412': msg`Reporte de diferencias por barra`,
  '413': msg`Reporte de roturas`,
  '414': msg`Reporte de transferencias`,
  '415': msg`Reporte de stock valorizado`,
  '416': msg`Reporte de mercaderías más usadas`,
  '417': msg`Reporte de consumo por producto`,
  '418': msg`Tablero de stock`,
  '420': msg`Movimientos de inventario`,
  '421': msg`Descarga de aplicativos`,
  '422': msg`Compras y proveedores`,
  '423': msg`Recepción de mercadería`,
  '659': msg`Menú del resto`,
};

export function isPrivilegeCode(code: string): code is PrivilegeCode {
  return Object.hasOwn(PRIVILEGES, code);
}

/** The privilege's name in the active language; unknown codes show as they are. */
export function privilegeLabel(i18n: I18n, code: string): string {
  return isPrivilegeCode(code) ? i18n._(PRIVILEGE_LABELS[code]) : code;
}
