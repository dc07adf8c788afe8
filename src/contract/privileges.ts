// The privilege codes of SPEC §6. A user's `privi` list holds these strings; the app and the
// server both gate on them through `canAccess`, so what the menu hides the API also refuses.

export const PRIVILEGES = {
  '101': 'Satélite y menús de configuración',
  '102': 'Entrada gratis',
  '103': 'Stock ideal',
  '107': 'Anulaciones',
  '109': 'Histórico de inventarios',
  '141': 'Extracción',
  '201': 'Configuración y configuración de cash flow',
  '204': 'Movimientos de cash flow',
  '206': 'Saldos (resumen)',
  '207': 'Saldos (tablero)',
  '209': 'Personal de cash flow',
  '211': 'Reportes de cash flow',
  '300': 'Configuración general y facturación de usuarios',
  '302': 'Tablero (balance)',
  '306': 'Tarjetas VIP',
  '307': 'Órdenes móviles VIP',
  '308': 'Configuración VIP',
  '309': 'Costos',
  '312': 'Facturación electrónica',
  '313': 'Comandas móviles del resto',
  '314': 'Configuración y reservas del resto',
  '407': 'Precargas',
  '409': 'Stock en vivo',
  '411': 'Reporte de consumo por barra',
  '412': 'Reporte de diferencias por barra',
  '413': 'Reporte de roturas',
  '414': 'Reporte de transferencias',
  '415': 'Reporte de stock valorizado',
  '416': 'Reporte de mercaderías más usadas',
  '417': 'Reporte de consumo por producto',
  '418': 'Tablero de stock',
  '420': 'Movimientos de inventario',
  '421': 'Descarga de aplicativos',
  '659': 'Menú del resto',
} as const;

export type PrivilegeCode = keyof typeof PRIVILEGES;

/**
 * The codes that make someone answerable for the venue's cash: extraction, cash flow, general
 * management and the balance sheet. A cash extraction's witness must hold one of them (four eyes:
 * a throwaway or a stock-only account cannot witness a withdrawal).
 */
export const CASH_CODES = [
  '141',
  '201',
  '204',
  '206',
  '207',
  '209',
  '211',
  '300',
  '302',
] as const satisfies readonly PrivilegeCode[];

export const ALL_PRIVILEGE_CODES = Object.keys(PRIVILEGES) as PrivilegeCode[];

/** SPEC §5: allowed when the list is empty or the user holds at least one listed code. */
export function canAccess(userCodes: readonly string[], required: readonly string[] | undefined): boolean {
  if (!required || required.length === 0) return true;
  return required.some((code) => userCodes.includes(code));
}
