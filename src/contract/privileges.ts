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
  // Not in SPEC §6: purchasing (issue 38), documented beside its codes in the README's navigation table.
  '422': 'Compras y proveedores',
  '423': 'Recepción de mercadería',
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

/**
 * The codes that may read the venue's goods, stock locations and levels, counts and transfer
 * notes: every inventory screen's code and costs (309). The replica's inventory tables
 * (src/contract/sync.ts) and the lookups of goods and bars (src/contract/inventory-stock.ts) use it.
 */
export const INVENTORY_READ_CODES = [
  '103',
  '109',
  '407',
  '409',
  '411',
  '412',
  '413',
  '414',
  '415',
  '416',
  '417',
  '418',
  '420',
  '422',
  '423',
  '309',
] as const satisfies readonly PrivilegeCode[];

/** Who may read price lists: the inventory readers, the VIP roles (306–308) and general configuration (300). */
export const PRICE_READ_CODES = [...INVENTORY_READ_CODES, '306', '307', '308', '300'] as const satisfies readonly PrivilegeCode[];

export const ALL_PRIVILEGE_CODES = Object.keys(PRIVILEGES) as PrivilegeCode[];

/** SPEC §5: allowed when the list is empty or the user holds at least one listed code. */
export function canAccess(userCodes: readonly string[], required: readonly string[] | undefined): boolean {
  if (!required || required.length === 0) return true;
  return required.some((code) => userCodes.includes(code));
}

/** Where each code is used (the menu sections of SPEC §6), for grouping them on screen. */
export const PRIVILEGE_AREAS = {
  gerencia: ['101', '141', '302', '309'],
  general: ['102', '107', '312', '421'],
  servicioVIP: ['306', '307', '308'],
  cashFlow: ['201', '204', '206', '207', '209', '211'],
  inventarios: ['103', '109', '407', '409', '411', '412', '413', '414', '415', '416', '417', '418', '420', '422', '423'],
  resto: ['313', '314', '659'],
  access: ['300'],
} as const satisfies Record<string, readonly PrivilegeCode[]>;
export type PrivilegeArea = keyof typeof PRIVILEGE_AREAS;

/**
 * The code that sees what a register should hold before it is counted (the card's expected, the
 * saldos board) and confirms counts. Four eyes: whoever counts a register should not hold it, and
 * the server withholds an open register's balance from everyone who does not
 * (server/domain/cash-registers.ts `blindRegisters`).
 */
export const SEES_EXPECTED_CODE = '207' satisfies PrivilegeCode;

/**
 * Role presets that fill the privilege matrix, matching the demo accounts of the README: stock
 * keeper = stock@, cashier = caja@, VIP host = vip@, supervisor = supervisor@, manager = admin@
 * (every code). Four eyes: the cashier counts registers blind (no 207, nor 204/206, whose screens
 * show balances) and asks for cancellations but does not decide them (no 107); the supervisor, who
 * did not count, confirms.
 */
export const ROLE_PRESETS = {
  stockKeeper: ['103', '109', '407', '409', '411', '412', '413', '414', '415', '416', '417', '418', '420', '423'],
  cashier: ['141', '201', '209', '211'],
  vipHost: ['306', '307', '308'],
  supervisor: ['102', '107', '141', '207', '300', '302'],
  manager: ALL_PRIVILEGE_CODES,
} as const satisfies Record<string, readonly PrivilegeCode[]>;
export type RolePreset = keyof typeof ROLE_PRESETS;

/** The role whose codes are exactly these (order aside), or null: a custom set of codes. */
export function roleOf(codes: readonly string[]): RolePreset | null {
  const held = new Set(codes);
  for (const [role, preset] of Object.entries(ROLE_PRESETS) as [RolePreset, readonly string[]][]) {
    if (preset.length === held.size && preset.every((c) => held.has(c))) return role;
  }
  return null;
}
