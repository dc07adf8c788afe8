// The navigation table: every route of SPEC §2 under /logged with the privilege codes that open
// it. One table drives the route guards, the sidebar, the user menu, the global search and the
// home shortcuts, and the server checks the same codes for the API behind each screen. Labels
// are not stored here (the contract has no Lingui): the client maps ids to translated titles.
//
// Codes follow the brackets of SPEC §2. Where §2 shows no guard, the menu codes of §6 are used
// so that a route never opens to everyone what its menu entry hides:
// - inventarios: tableroStock 418, movimientos 420, precargas 407, reportes 411–417;
//   remitos/transferencias and remitos/roto 420 (they are inventory movements);
//   ajustes/diferencias and ajustes/limpiar 418 or 420 (they change the stock board).
// - resto: each entry takes its §2 code (314 or 313) or 659, the resto menu code of §6.
// - user list/new/edit manage other people's accounts: 300 (general configuration).
// - configuracion/* need 201 as §2 says; §6 also names 101 for those menu items, but a menu
//   entry must not show a screen its route refuses, so 101 opens satelite only.
import { FOREIGN_KEYWORDS } from './navigation-keywords';
import { canAccess, type PrivilegeCode } from './privileges';

export const NAV_SECTIONS = ['gerencia', 'servicioVIP', 'general', 'configuracion', 'cashFlow', 'inventarios', 'resto'] as const;
/** The sidebar sections (SPEC §2 "Sidebar and search"), in menu order. */
export type NavSectionId = (typeof NAV_SECTIONS)[number];
/** 'user' holds profile and account screens: reached from the user menu and search only. */
export type NavSection = NavSectionId | 'user';

/** Sub-groups shown nested inside a section. */
export const NAV_GROUPS = {
  saldos: 'cashFlow',
  remitos: 'inventarios',
  ajustes: 'inventarios',
  compras: 'inventarios',
} as const satisfies Record<string, NavSectionId>;
export type NavGroupId = keyof typeof NAV_GROUPS;

/** Which issue builds a screen that is not ready yet (the README feature-status table). */
export type PlannedIn = 'Inventory and stock' | 'VIP cards' | 'Night operations' | 'a later release';
export const PLANNED_ISSUES: Record<PlannedIn, number | null> = {
  'Inventory and stock': 6,
  'VIP cards': 7,
  'Night operations': 8,
  'a later release': null,
};

export interface NavEntry {
  id: string;
  /** Path under the base path (/noctua), `$param` for dynamic segments. */
  path: string;
  section: NavSection | null;
  group?: NavGroupId;
  /** Any one of these opens the entry; empty = open to every signed-in user (SPEC §5). */
  codes: readonly PrivilegeCode[];
  /** Search words (Spanish first, a few de/en/fr synonyms), lower case. */
  keywords: readonly string[];
  /** Only in the user menu, never in the sidebar (SPEC §2: configuraciones, my account). */
  noShow?: boolean;
  /** Route only: not in the sidebar, the user menu or the search (leftovers, duplicates, params). */
  hidden?: boolean;
  /** Demo leftovers that SPEC says show the home screen. */
  showsHome?: boolean;
  /** A shortcut to another entry's screen under its own label and codes (the route keeps that entry's rule). */
  aliasOf?: string;
  /** The search params the entry opens with (a tab of its screen). */
  search?: Readonly<Record<string, string>>;
  status: 'ready' | 'planned';
  plannedIn?: PlannedIn;
}

const INVENTORY_REPORTS: PrivilegeCode[] = ['411', '412', '413', '414', '415', '416', '417'];

export const NAV_ENTRIES = [
  // ── outside the sections ──────────────────────────────────────────────────────────────
  {
    id: 'home',
    path: '/logged/home',
    section: null,
    codes: [],
    keywords: ['inicio', 'home', 'start', 'startseite', 'accueil', 'tablero principal'],
    status: 'ready',
  },
  {
    id: 'changePass',
    path: '/logged/changePass',
    section: null,
    codes: [],
    keywords: ['cambiar contraseña', 'clave', 'password', 'passwort', 'mot de passe'],
    status: 'ready',
  },
  {
    id: 'supportAutorizar',
    path: '/logged/support/autorizar',
    section: null,
    codes: [],
    keywords: ['autorizar', 'autorizaciones', 'soporte', 'support', 'genehmigen', 'autoriser'],
    status: 'ready',
  },
  {
    id: 'configuraciones',
    path: '/logged/configuraciones',
    section: 'user',
    codes: ['300'],
    keywords: ['configuraciones', 'configuración general', 'ajustes generales', 'settings', 'einstellungen', 'paramètres'],
    noShow: true,
    status: 'ready',
  },
  {
    // The audit log is a tab of configuraciones (issue 37, item 4): searching "auditoría" opens it there.
    id: 'configuraciones.auditoria',
    path: '/logged/configuraciones',
    search: { tab: 'auditoria' },
    aliasOf: 'configuraciones',
    section: 'user',
    codes: ['300'],
    keywords: ['auditoría', 'registro de cambios', 'historial de cambios', 'quién cambió', 'audit log'],
    noShow: true,
    status: 'ready',
  },
  {
    id: 'ecommerce',
    path: '/logged/ecommerce',
    section: null,
    codes: [],
    keywords: [],
    hidden: true,
    showsHome: true,
    status: 'ready',
  },
  {
    id: 'banking',
    path: '/logged/banking',
    section: null,
    codes: [],
    keywords: [],
    hidden: true,
    showsHome: true,
    status: 'ready',
  },
  {
    id: 'booking',
    path: '/logged/booking',
    section: null,
    codes: [],
    keywords: [],
    hidden: true,
    showsHome: true,
    status: 'ready',
  },
  {
    id: 'balanceVisualizar',
    path: '/logged/balance/visualizar',
    section: null,
    codes: [],
    keywords: [],
    hidden: true,
    showsHome: true,
    status: 'ready',
  },
  {
    id: 'analytics',
    path: '/logged/analytics',
    section: null,
    codes: [],
    keywords: [],
    hidden: true,
    showsHome: true,
    status: 'ready',
  },

  // ── gerencia ──────────────────────────────────────────────────────────────────────────
  {
    id: 'gerencia.balancesheet',
    path: '/logged/gerencia/balancesheet',
    section: 'gerencia',
    codes: ['302'],
    keywords: ['balance', 'tablero', 'dashboard', 'balance sheet', 'bilanz', 'bilan', 'gerencia', 'resultado', 'margen'],
    status: 'ready',
  },
  {
    id: 'gerencia.userbilling',
    path: '/logged/gerencia/userbilling',
    section: 'gerencia',
    codes: ['300'],
    keywords: ['facturación de usuarios', 'facturacion', 'billing', 'abrechnung', 'facturation', 'cajeros', 'anulaciones'],
    status: 'ready',
  },
  {
    id: 'gerencia.costos',
    path: '/logged/gerencia/costos',
    section: 'gerencia',
    codes: ['309'],
    keywords: ['costos', 'costes', 'valorización', 'margen', 'costs', 'kosten', 'coûts'],
    status: 'ready',
  },
  {
    id: 'gerencia.satelite',
    path: '/logged/gerencia/satelite',
    section: 'gerencia',
    codes: ['101'],
    keywords: ['satélite', 'terminales', 'pos', 'satellite', 'terminal'],
    status: 'ready',
  },
  {
    // SPEC §2's extraccion (141): extraction is an action on a register (issue 37, item 1), so the
    // entry opens cash flow → Cajas, and its old path redirects there (routes/logged/gerencia/extraccion.tsx).
    id: 'gerencia.extraccion',
    path: '/logged/cashFlow/cajas',
    aliasOf: 'cashFlow.cajas',
    section: 'gerencia',
    codes: ['141'],
    keywords: ['extracción', 'retiro de efectivo', 'caja', 'withdrawal', 'entnahme', 'retrait'],
    status: 'ready',
  },

  // ── servicio VIP ──────────────────────────────────────────────────────────────────────
  {
    id: 'servicioVIP.tarjvip',
    path: '/logged/servicioVIP/tarjvip',
    section: 'servicioVIP',
    codes: ['306'],
    keywords: ['tarjetas vip', 'tarjeta', 'saldo vip', 'vip cards', 'karten', 'cartes'],
    status: 'ready',
  },
  {
    id: 'servicioVIP.configuraciones',
    path: '/logged/servicioVIP/configuraciones',
    section: 'servicioVIP',
    codes: ['308'],
    keywords: ['configuración vip', 'tipos de tarjeta', 'vip settings', 'vip-einstellungen', 'paramètres vip'],
    status: 'ready',
  },
  {
    id: 'servicioVIP.ordenesmoviles',
    path: '/logged/servicioVIP/ordenesmoviles',
    section: 'servicioVIP',
    codes: ['307'],
    keywords: ['órdenes móviles', 'pedidos', 'mobile orders', 'bestellungen', 'commandes'],
    status: 'ready',
  },

  // ── general ───────────────────────────────────────────────────────────────────────────
  {
    id: 'general.descargarAplicativos',
    path: '/logged/general/descargarAplicativos',
    section: 'general',
    codes: ['421'],
    keywords: ['descargar aplicativos', 'aplicaciones', 'apps', 'download', 'herunterladen', 'télécharger'],
    status: 'ready',
  },
  {
    id: 'general.entradagratis',
    path: '/logged/general/entradagratis',
    section: 'general',
    codes: ['102'],
    keywords: ['entrada gratis', 'invitaciones', 'lista', 'free entry', 'freier eintritt', 'entrée gratuite'],
    status: 'ready',
  },
  {
    id: 'general.anulaciones',
    path: '/logged/general/anulaciones',
    section: 'general',
    codes: ['107'],
    keywords: ['anulaciones', 'anular', 'cancelaciones', 'cancellations', 'stornierungen', 'annulations'],
    status: 'ready',
  },
  {
    // The cashier's way in to asking for a cancellation (the same screen as supportAutorizar, which
    // is open to everyone but shown in no menu): in the sidebar and on home for 141 holders.
    id: 'general.solicitarAnulacion',
    path: '/logged/support/autorizar',
    aliasOf: 'supportAutorizar',
    section: 'general',
    codes: ['141'],
    keywords: [
      'solicitar anulación',
      'pedir anulación',
      'anulación',
      'anular',
      'cancelar',
      'cancelación',
      'cancel',
      'ticket',
      'venta',
    ],
    status: 'ready',
  },
  {
    id: 'general.facturaElectronica',
    path: '/logged/general/facturaElectronica',
    section: 'general',
    codes: ['312'],
    keywords: [
      'factura electrónica',
      'facturas',
      'facturar',
      'comprobantes',
      'cae',
      'nota de crédito',
      'notas de crédito',
      'libro iva',
      'iva ventas',
      'afip',
      'arca',
      'e-invoicing',
      'invoice',
      'credit note',
    ],
    status: 'ready',
  },
  {
    id: 'general.tarjVip',
    path: '/logged/general/tarjVip',
    section: 'general',
    codes: ['306'],
    keywords: [],
    hidden: true,
    status: 'ready',
  },
  {
    id: 'general.configuracion',
    path: '/logged/general/configuracion',
    section: 'general',
    codes: ['300'],
    keywords: [],
    hidden: true,
    status: 'ready',
  },

  // ── configuracion ─────────────────────────────────────────────────────────────────────
  {
    id: 'configuracion.noche',
    path: '/logged/configuracion/noche',
    section: 'configuracion',
    codes: ['201'],
    keywords: ['noche', 'noches', 'abrir noche', 'cerrar noche', 'night', 'nacht', 'soirée'],
    status: 'ready',
  },
  {
    id: 'configuracion.boleterias',
    path: '/logged/configuracion/boleterias',
    section: 'configuracion',
    codes: ['201'],
    keywords: ['boleterías', 'boletería', 'taquilla', 'ticket office', 'kasse', 'billetterie'],
    status: 'ready',
  },
  {
    id: 'configuracion.barras',
    path: '/logged/configuracion/barras',
    section: 'configuracion',
    codes: ['201'],
    keywords: ['barras', 'barra', 'bars', 'bar', 'theke'],
    status: 'ready',
  },
  {
    id: 'configuracion.guardarropas',
    path: '/logged/configuracion/guardarropas',
    section: 'configuracion',
    codes: ['201'],
    keywords: ['guardarropas', 'guardarropa', 'cloakroom', 'garderobe', 'vestiaire'],
    status: 'ready',
  },
  {
    id: 'configuracion.stock',
    path: '/logged/configuracion/stock',
    section: 'configuracion',
    codes: ['201'],
    keywords: [
      'configuración de stock',
      'depósitos',
      'mercaderías',
      'productos',
      'recetas',
      'listas de precios',
      'códigos de barras',
      'stock settings',
      'lager',
      'entrepôts',
    ],
    status: 'ready',
  },
  {
    id: 'configuracion.tarjetas',
    path: '/logged/configuracion/tarjetas',
    section: 'configuracion',
    codes: ['201'],
    keywords: ['configuración de tarjetas', 'tarjetas', 'cards', 'karten', 'cartes'],
    status: 'ready',
  },
  {
    id: 'configuracion.finanzas',
    path: '/logged/configuracion/finanzas',
    section: 'configuracion',
    codes: ['201'],
    keywords: ['finanzas', 'medios de pago', 'finance', 'finanzen', 'finances'],
    status: 'ready',
  },
  {
    id: 'configuracion.resto',
    path: '/logged/configuracion/resto',
    section: 'configuracion',
    codes: ['201'],
    keywords: ['configuración del resto', 'restaurante', 'restaurant'],
    status: 'ready',
  },
  {
    id: 'configuracion.sistema',
    path: '/logged/configuracion/sistema',
    section: 'configuracion',
    codes: ['201'],
    keywords: [
      'datos del local',
      'razón social',
      'cuit',
      'soporte',
      'sistema',
      'certificado',
      'facturación electrónica',
      'system',
      'système',
    ],
    status: 'ready',
  },

  // ── cash flow ─────────────────────────────────────────────────────────────────────────
  {
    id: 'cashFlow.configuraciones',
    path: '/logged/cashFlow/configuraciones',
    section: 'cashFlow',
    codes: ['201'],
    keywords: ['configuración de cash flow', 'cash flow', 'cuentas', 'kassenbuch', 'trésorerie'],
    status: 'ready',
  },
  {
    // The night's registers (issue 37, item 1): opened and counted by 141, confirmed by 207, with
    // extraction as an action on each; gerencia/extraccion redirects here.
    id: 'cashFlow.cajas',
    path: '/logged/cashFlow/cajas',
    section: 'cashFlow',
    codes: ['141', '207'],
    keywords: ['cajas', 'caja registradora', 'arqueo', 'abrir caja', 'cerrar caja', 'cierre de caja', 'cash drawer', 'registers'],
    status: 'ready',
  },
  {
    id: 'cashFlow.movimientos',
    path: '/logged/cashFlow/movimientos',
    section: 'cashFlow',
    codes: ['204'],
    keywords: ['movimientos de caja', 'ingresos', 'egresos', 'cash movements', 'kassenbewegungen', 'mouvements de caisse'],
    status: 'ready',
  },
  {
    id: 'cashFlow.personal',
    path: '/logged/cashFlow/personal',
    section: 'cashFlow',
    codes: ['209'],
    keywords: ['personal', 'sueldos', 'staff', 'personal', 'personnel'],
    status: 'ready',
  },
  {
    id: 'cashFlow.saldos',
    path: '/logged/cashFlow/saldos',
    section: 'cashFlow',
    group: 'saldos',
    codes: ['206', '207'],
    keywords: ['saldos', 'balances', 'salden', 'soldes'],
    status: 'ready',
  },
  {
    id: 'cashFlow.saldos.resumen',
    path: '/logged/cashFlow/saldos/resumen',
    section: 'cashFlow',
    group: 'saldos',
    codes: ['206'],
    keywords: ['resumen de saldos', 'saldos', 'balance summary', 'saldenübersicht', 'résumé des soldes'],
    status: 'ready',
  },
  {
    id: 'cashFlow.saldos.tablero',
    path: '/logged/cashFlow/saldos/tablero',
    section: 'cashFlow',
    group: 'saldos',
    codes: ['207'],
    keywords: ['tablero de saldos', 'saldos', 'balance board', 'saldentafel', 'tableau des soldes'],
    status: 'ready',
  },
  {
    id: 'cashFlow.reportes',
    path: '/logged/cashFlow/reportes',
    section: 'cashFlow',
    codes: ['211'],
    keywords: ['reportes de cash flow', 'informes de caja', 'cash reports', 'kassenberichte', 'rapports de caisse'],
    status: 'ready',
  },

  // ── inventarios ───────────────────────────────────────────────────────────────────────
  {
    id: 'inventarios.tableroStock',
    path: '/logged/inventarios/tableroStock',
    section: 'inventarios',
    codes: ['418'],
    keywords: ['tablero de stock', 'stock', 'existencias', 'stock board', 'bestand', 'tableau de stock'],
    status: 'ready',
  },
  {
    id: 'inventarios.stockIdeal',
    path: '/logged/inventarios/stockIdeal',
    section: 'inventarios',
    codes: ['103'],
    keywords: ['stock ideal', 'compras', 'par level', 'sollbestand', 'stock idéal'],
    status: 'ready',
  },
  {
    id: 'inventarios.conteo',
    path: '/logged/inventarios/conteo',
    section: 'inventarios',
    codes: ['103'],
    keywords: ['conteo de stock', 'conteo', 'toma de inventario', 'stock count', 'inventur', 'zählung', 'inventaire', 'comptage'],
    status: 'ready',
  },
  {
    id: 'inventarios.movimientos',
    path: '/logged/inventarios/movimientos',
    section: 'inventarios',
    codes: ['420'],
    keywords: ['movimientos de stock', 'movimientos', 'stock movements', 'lagerbewegungen', 'mouvements de stock'],
    status: 'ready',
  },
  {
    id: 'inventarios.remitos.transferencias',
    path: '/logged/inventarios/remitos/transferencias',
    section: 'inventarios',
    group: 'remitos',
    codes: ['420'],
    keywords: ['remitos', 'transferencias', 'transfer notes', 'umbuchungen', 'transferts'],
    status: 'ready',
  },
  {
    id: 'inventarios.remitos.roto',
    path: '/logged/inventarios/remitos/roto',
    section: 'inventarios',
    group: 'remitos',
    codes: ['420'],
    keywords: ['roturas', 'roto', 'rotura', 'breakage', 'bruch', 'casse'],
    status: 'ready',
  },
  {
    id: 'inventarios.remitos.cortesias',
    path: '/logged/inventarios/remitos/cortesias',
    section: 'inventarios',
    group: 'remitos',
    codes: ['420'],
    keywords: ['cortesías', 'cortesia', 'invitación', 'consumo interno', 'comps'],
    status: 'ready',
  },
  {
    id: 'inventarios.ajustes.diferencias',
    path: '/logged/inventarios/ajustes/diferencias',
    section: 'inventarios',
    group: 'ajustes',
    codes: ['418', '420'],
    keywords: ['ajustes', 'diferencias', 'conteo', 'differences', 'differenzen', 'écarts'],
    status: 'ready',
  },
  {
    id: 'inventarios.ajustes.limpiar',
    path: '/logged/inventarios/ajustes/limpiar',
    section: 'inventarios',
    group: 'ajustes',
    codes: ['418', '420'],
    keywords: ['ajustes', 'limpiar barra', 'reset', 'zurücksetzen', 'réinitialiser'],
    status: 'ready',
  },
  // Purchasing (issue 38): codes 422 and 423 are not in SPEC §6 (README, navigation table).
  {
    id: 'inventarios.compras.ordenes',
    path: '/logged/inventarios/compras/ordenes',
    section: 'inventarios',
    group: 'compras',
    codes: ['422', '423'],
    keywords: ['órdenes de compra', 'compras', 'pedidos', 'orden de compra', 'purchase orders'],
    status: 'ready',
  },
  {
    id: 'inventarios.compras.recepcion',
    path: '/logged/inventarios/compras/recepcion',
    section: 'inventarios',
    group: 'compras',
    codes: ['423', '422'],
    keywords: ['recepción de mercadería', 'recepción', 'entrega', 'goods receipt'],
    status: 'ready',
  },
  {
    id: 'inventarios.compras.facturas',
    path: '/logged/inventarios/compras/facturas',
    section: 'inventarios',
    group: 'compras',
    codes: ['422'],
    keywords: ['facturas de proveedores', 'devoluciones', 'historial de costos', 'supplier invoices'],
    status: 'ready',
  },
  {
    id: 'inventarios.compras.proveedores',
    path: '/logged/inventarios/compras/proveedores',
    section: 'inventarios',
    group: 'compras',
    codes: ['422'],
    keywords: ['proveedores', 'proveedor', 'suppliers'],
    status: 'ready',
  },
  {
    id: 'inventarios.precargas',
    path: '/logged/inventarios/precargas',
    section: 'inventarios',
    codes: ['407'],
    keywords: ['precargas', 'precarga', 'preloads', 'vorladungen', 'préchargements'],
    status: 'ready',
  },
  {
    id: 'inventarios.stockEnVivo',
    path: '/logged/inventarios/stockEnVivo',
    section: 'inventarios',
    codes: ['409'],
    keywords: ['stock en vivo', 'en vivo', 'live stock', 'live-bestand', 'stock en direct'],
    status: 'ready',
  },
  {
    id: 'inventarios.reportes',
    path: '/logged/inventarios/reportes',
    section: 'inventarios',
    codes: INVENTORY_REPORTS,
    keywords: ['reportes de inventario', 'informes', 'consumo', 'inventory reports', 'lagerberichte', 'rapports'],
    status: 'ready',
  },
  {
    id: 'inventarios.historico',
    path: '/logged/inventarios/historico',
    section: 'inventarios',
    codes: ['109'],
    keywords: ['histórico', 'historial', 'histórico de conteos', 'conteos', 'conteo', 'history', 'verlauf', 'historique'],
    status: 'ready',
  },

  // ── resto ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'resto.reserva',
    path: '/logged/resto/reserva',
    section: 'resto',
    codes: ['314', '659'],
    keywords: ['reservas', 'mesas', 'reservations', 'reservierungen', 'réservations'],
    status: 'ready',
  },
  {
    id: 'resto.comandasmoviles',
    path: '/logged/resto/comandasmoviles',
    section: 'resto',
    codes: ['313', '659'],
    keywords: [
      'comandas móviles',
      'comandas',
      'pedidos del resto',
      'mobile orders',
      'bestellungen',
      'commandes',
      'cocina',
      'kitchen',
    ],
    status: 'ready',
  },
  {
    id: 'resto.configuraciones',
    path: '/logged/resto/configuraciones',
    section: 'resto',
    codes: ['314', '659'],
    keywords: [
      'configuración del resto',
      'carta',
      'menú',
      'restaurant settings',
      'restauranteinstellungen',
      'paramètres du restaurant',
    ],
    status: 'ready',
  },

  // ── user ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'user.profile',
    path: '/logged/user/profile',
    section: 'user',
    codes: [],
    keywords: ['perfil', 'mi perfil', 'profile', 'profil', 'almacenamiento', 'dispositivo', 'sincronización'],
    status: 'ready',
  },
  {
    id: 'user.twoFactor',
    path: '/logged/user/two-factor',
    section: 'user',
    codes: [],
    keywords: [],
    hidden: true,
    status: 'ready',
  },
  {
    id: 'user.account',
    path: '/logged/user/account',
    section: 'user',
    codes: [],
    keywords: [
      'notificaciones',
      'avisos',
      'foto',
      'agenda',
      'contactos',
      'proveedores',
      'mi cuenta',
      'cuenta',
      'account',
      'konto',
      'compte',
    ],
    noShow: true,
    status: 'ready',
  },
  {
    id: 'user.cards',
    path: '/logged/user/cards',
    section: 'user',
    codes: [],
    keywords: ['mis tarjetas', 'my cards', 'meine karten', 'mes cartes'],
    status: 'ready',
  },
  {
    id: 'user.list',
    path: '/logged/user/list',
    section: 'user',
    codes: ['300'],
    keywords: ['usuarios', 'lista de usuarios', 'users', 'benutzer', 'utilisateurs'],
    status: 'ready',
  },
  {
    id: 'user.new',
    path: '/logged/user/new',
    section: 'user',
    codes: ['300'],
    keywords: ['nuevo usuario', 'alta de usuario', 'new user', 'neuer benutzer', 'nouvel utilisateur'],
    status: 'ready',
  },
  {
    id: 'user.edit',
    path: '/logged/user/$name/edit',
    section: 'user',
    codes: ['300'],
    keywords: [],
    hidden: true,
    status: 'ready',
  },

  // ── blog ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'blog',
    path: '/logged/blog',
    section: null,
    codes: [],
    keywords: ['blog', 'novedades', 'news', 'neuigkeiten', 'actualités'],
    status: 'ready',
  },
  {
    id: 'blog.posts',
    path: '/logged/blog/posts',
    section: null,
    codes: [],
    keywords: ['publicaciones', 'posts', 'artikel', 'articles'],
    status: 'ready',
  },
  {
    id: 'blog.post',
    path: '/logged/blog/post/$title',
    section: null,
    codes: [],
    keywords: [],
    hidden: true,
    status: 'ready',
  },
  {
    id: 'blog.newPost',
    path: '/logged/blog/new-post',
    section: null,
    codes: ['300'],
    keywords: ['nueva publicación', 'new post', 'neuer beitrag', 'nouvel article'],
    status: 'ready',
  },
] as const satisfies readonly NavEntry[];

export type NavEntryId = (typeof NAV_ENTRIES)[number]['id'];

const ENTRIES: readonly NavEntry[] = NAV_ENTRIES;
const BY_ID = new Map(ENTRIES.map((e) => [e.id, e]));

/** SPEC §2: where each section's index (and the user area's) goes. */
export const INDEX_REDIRECTS = {
  '/logged/gerencia': '/logged/gerencia/balancesheet',
  '/logged/general': '/logged/general/entradagratis',
  '/logged/configuracion': '/logged/configuracion/noche',
  '/logged/cashFlow': '/logged/cashFlow/configuraciones',
  '/logged/inventarios': '/logged/inventarios/stockIdeal',
  '/logged/user': '/logged/user/profile',
  '/logged': '/logged/home',
} as const;

/** Screens that moved: the old path stays as a route that redirects (issue 37, item 1). */
export const MOVED_PATHS = {
  '/logged/gerencia/extraccion': '/logged/cashFlow/cajas',
} as const;

export function getEntry(id: NavEntryId): NavEntry;
export function getEntry(id: string): NavEntry | undefined;
export function getEntry(id: string): NavEntry | undefined {
  return BY_ID.get(id);
}

export function allEntries(): readonly NavEntry[] {
  return ENTRIES;
}

export function canSeeEntry(privi: readonly string[], entry: NavEntry): boolean {
  return canAccess(privi, entry.codes);
}

/** Entries the user may open and that appear somewhere (sidebar, user menu, search). */
export function visibleEntries(privi: readonly string[]): NavEntry[] {
  return ENTRIES.filter((e) => !e.hidden && canSeeEntry(privi, e));
}

export interface NavGroupItem {
  kind: 'group';
  id: NavGroupId;
  entries: NavEntry[];
}
export interface NavEntryItem {
  kind: 'entry';
  entry: NavEntry;
}
export type NavItem = NavEntryItem | NavGroupItem;
export interface VisibleSection {
  id: NavSectionId;
  items: NavItem[];
}

/**
 * The sidebar tree for a user (SPEC §5): sections in menu order holding the entries that pass,
 * grouped entries nested under their group; a group or section with nothing passing is left out.
 */
export function visibleSections(privi: readonly string[]): VisibleSection[] {
  const sections: VisibleSection[] = [];
  for (const id of NAV_SECTIONS) {
    const items: NavItem[] = [];
    for (const entry of visibleEntries(privi)) {
      if (entry.section !== id || entry.noShow) continue;
      if (!entry.group) {
        items.push({ kind: 'entry', entry });
        continue;
      }
      const existing = items.find((i): i is NavGroupItem => i.kind === 'group' && i.id === entry.group);
      if (existing) existing.entries.push(entry);
      else items.push({ kind: 'group', id: entry.group, entries: [entry] });
    }
    if (items.length > 0) sections.push({ id, items });
  }
  return sections;
}

/** The entries flagged noShow the user may open: they live in the user menu. */
export function userMenuEntries(privi: readonly string[]): NavEntry[] {
  // A tab of a menu entry's screen (`search`) is found by the search, not listed again in the menu.
  return visibleEntries(privi).filter((e) => e.noShow && !e.search);
}

/** Lower case without accents, so 'Histórico' matches 'historico'. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * The global search (SPEC §2, §5): every word typed must occur in the entry's keywords,
 * ignoring case and accents; only entries the user may see; empty text finds nothing.
 */
export function searchEntries(privi: readonly string[], text: string): NavEntry[] {
  const words = normalizeSearchText(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return visibleEntries(privi).filter((entry) => {
    const foreign = FOREIGN_KEYWORDS[entry.id];
    const haystack = normalizeSearchText([...entry.keywords, ...(foreign?.de ?? []), ...(foreign?.fr ?? [])].join(' | '));
    return haystack.length > 0 && words.every((w) => haystack.includes(w));
  });
}

function trimPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((seg, i) => (seg.startsWith('$') ? (b[i] ?? '') !== '' : seg === b[i]));
}

/**
 * The entry a path shows: query, hash and a trailing slash are ignored, `$param` segments match
 * any value, and a section index or a moved screen's old path resolves to the entry it redirects to.
 */
export function entryForPath(path: string): NavEntry | undefined {
  const clean = trimPath(path);
  const target = (INDEX_REDIRECTS as Record<string, string>)[clean] ?? (MOVED_PATHS as Record<string, string>)[clean] ?? clean;
  const screens = ENTRIES.filter((e) => !e.aliasOf);
  return screens.find((e) => e.path === target) ?? screens.find((e) => e.path.includes('$') && matches(e.path, target));
}
