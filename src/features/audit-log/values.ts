// How an audit entry reads (issue 37, item 4): field names in the reader's language, money as
// money (the log stores cents), states and kinds translated, dates in the interface's format, and
// ids as the names the server found for them (a register, a night, a person) — never a bare UUID
// or an English field name where a name is known. What has no name here still shows as stored.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fDate, fDateTime } from '../../lib/format-date';
import { fMoney } from '../../lib/format-number';

const FIELDS: Record<string, MessageDescriptor> = {
  status: msg`Estado`,
  reason: msg`Motivo`,
  name: msg`Nombre`,
  displayName: msg`Nombre`,
  email: msg`Correo`,
  phone: msg`Teléfono`,
  role: msg`Rol`,
  privi: msg`Privilegios`,
  privileges: msg`Privilegios`,
  active: msg`Activo`,
  amount: msg`Importe`,
  balance: msg`Saldo`,
  price: msg`Precio`,
  unitCost: msg`Costo unitario`,
  cost: msg`Costo`,
  creditLimit: msg`Límite de crédito`,
  openingFloat: msg`Fondo inicial`,
  counted: msg`Contado`,
  expected: msg`Esperado`,
  difference: msg`Diferencia`,
  cashThreshold: msg`Umbral de diferencia de caja`,
  total: msg`Total`,
  quantity: msg`Cantidad`,
  note: msg`Nota`,
  kind: msg`Tipo`,
  type: msg`Tipo`,
  method: msg`Medio de pago`,
  number: msg`Número`,
  holderName: msg`Titular`,
  holderDocument: msg`Documento`,
  holderPhone: msg`Teléfono del titular`,
  holderEmail: msg`Correo del titular`,
  cardTypeId: msg`Tipo de tarjeta`,
  accountId: msg`Cuenta`,
  toAccountId: msg`Cuenta de destino`,
  categoryId: msg`Categoría`,
  pointOfSaleId: msg`Punto de venta`,
  nightId: msg`Noche`,
  locationId: msg`Lugar`,
  fromLocationId: msg`Origen`,
  toLocationId: msg`Destino`,
  goodId: msg`Mercadería`,
  productId: msg`Producto`,
  priceListId: msg`Lista de precios`,
  userId: msg`Usuario`,
  witnessId: msg`Testigo`,
  staffMemberId: msg`Persona`,
  counterpart: msg`Contraparte`,
  eventName: msg`Evento`,
  businessDate: msg`Fecha de la noche`,
  opensAt: msg`Abre`,
  closesAt: msg`Cierra`,
  validFrom: msg`Vigente desde`,
  validTo: msg`Vigente hasta`,
  cutoffHour: msg`Hora de corte`,
  timezone: msg`Zona horaria`,
  staleBalanceMinutes: msg`Minutos hasta avisar saldo viejo`,
  tokenLifetimeHours: msg`Duración de la sesión (horas)`,
  passwordMinLength: msg`Largo mínimo de la contraseña`,
  title: msg`Título`,
  category: msg`Categoría`,
  sku: msg`SKU`,
  supplier: msg`Proveedor`,
};

/** Fields the log stores in cents. */
const MONEY = new Set([
  'amount',
  'balance',
  'price',
  'unitCost',
  'cost',
  'creditLimit',
  'openingFloat',
  'counted',
  'expected',
  'difference',
  'cashThreshold',
  'total',
  'due',
  'paid',
  'owed',
]);

/** Fields whose values are codes of a state or a kind. */
const CODED = new Set(['status', 'state', 'kind', 'type', 'method']);

const CODES: Record<string, MessageDescriptor> = {
  active: msg`activo`,
  inactive: msg`inactivo`,
  blocked: msg`bloqueada`,
  lost: msg`perdida`,
  open: msg`abierta`,
  closed: msg`cerrada`,
  planned: msg`planificada`,
  counting: msg`en arqueo`,
  pending: msg`pendiente`,
  approved: msg`aprobada`,
  rejected: msg`rechazada`,
  applied: msg`aplicado`,
  draft: msg`borrador`,
  sent: msg`enviado`,
  received: msg`recibido`,
  cancelled: msg`anulado`,
  income: msg`ingreso`,
  expense: msg`egreso`,
  transfer: msg`transferencia`,
  cash: msg`efectivo`,
  card: msg`tarjeta`,
  warehouse: msg`depósito`,
  bar: msg`barra`,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The field's name in the interface language, or the stored key. */
export function fieldLabel(i18n: I18n, key: string): string {
  const descriptor = FIELDS[key];
  return descriptor ? i18n._(descriptor) : key;
}

export function hasFieldLabel(key: string): boolean {
  return key in FIELDS;
}

/** An id as its name, or its last characters (those differ between ids written the same minute). */
export function idLabel(id: string, names: Readonly<Record<string, string>>): string {
  return names[id.toLowerCase()] ?? names[id] ?? `#${id.slice(-6)}`;
}

/** One stored value as a reader sees it. */
export function valueLabel(i18n: I18n, key: string, value: unknown, names: Readonly<Record<string, string>>): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? i18n._(msg`Sí`) : i18n._(msg`No`);
  if (typeof value === 'number') return MONEY.has(key) || key.endsWith('Cents') ? fMoney(value, undefined, i18n) : String(value);
  if (typeof value === 'string') {
    if (UUID.test(value)) return idLabel(value, names);
    if (CODED.has(key) && CODES[value]) return i18n._(CODES[value] as MessageDescriptor);
    if (DAY.test(value)) return fDate(`${value}T12:00:00`, i18n);
    if (INSTANT.test(value)) return fDateTime(value, i18n);
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => valueLabel(i18n, key, v, names)).join(', ');
  return JSON.stringify(value);
}

/** Where the changed row is seen in the app (the screen that lists or shows it), if anywhere. */
export function entityLink(entity: string, entityId: string | null): { to: string; search?: Record<string, string> } | null {
  switch (entity) {
    case 'vip_cards':
      return entityId ? { to: '/logged/servicioVIP/tarjvip', search: { card: entityId } } : { to: '/logged/servicioVIP/tarjvip' };
    case 'card_types':
      return { to: '/logged/servicioVIP/configuraciones' };
    case 'nights':
      return { to: '/logged/configuracion/noche' };
    case 'points_of_sale':
    case 'terminal':
      return { to: '/logged/configuracion/barras' };
    case 'users':
      return { to: '/logged/user/list' };
    case 'cash_accounts':
    case 'cash_categories':
      return { to: '/logged/cashFlow/configuraciones' };
    case 'cash_movements':
    case 'cash_movement_attachments':
      return { to: '/logged/cashFlow/movimientos' };
    case 'cash_sessions':
    case 'cash_extractions':
      return { to: '/logged/cashFlow/cajas' };
    case 'cash_payment_methods':
    case 'venues':
      return { to: '/logged/configuracion/finanzas' };
    case 'staff_members':
    case 'staff_shifts':
    case 'staff_payments':
      return { to: '/logged/cashFlow/personal' };
    case 'stock_locations':
      return { to: '/logged/inventarios/stockIdeal' };
    case 'transfer_notes':
      return { to: '/logged/inventarios/remitos/transferencias' };
    case 'cancellation_requests':
      return { to: '/logged/general/anulaciones' };
    case 'invoices':
    case 'einvoicing_settings':
      return { to: '/logged/general/facturaElectronica' };
    case 'blog_posts':
      return { to: '/logged/blog' };
    default:
      return null;
  }
}
