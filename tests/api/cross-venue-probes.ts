// The probes of the cross-venue test (cross-venue.test.ts): for every route of the app that takes
// an id in its path, the request venue 2's admin sends with one of venue 1's ids (and a body good
// enough to pass validation, so the answer comes from the ownership check), run in this order.
// Each must be refused (404 unless `refused` says otherwise) and leave the database as it was; then
// venue 1's admin sends the same request, which must find the row (anything but 404 or 5xx), so the
// refusal is proven to come from the venue, not from a wrong id or body. Routes whose path
// parameter is not a venue's row are listed in NOT_VENUE_ROWS with the reason.
import { randomUUID } from 'node:crypto';

/** Venue 1's rows the probes aim at (cross-venue.test.ts finds or makes them). */
export interface Fixture {
  venue: string;
  nightOpen: string;
  nightClosed: string;
  nightSpare: string;
  bar: string;
  warehouse: string;
  good: string;
  barcode: string;
  product: string;
  priceList: string;
  transferDraft: string;
  transferSent: string;
  transferSentLine: string;
  countSubmitted: string;
  countApplied: string;
  recount: string;
  card: string;
  cardType: string;
  order: string;
  /** A served kitchen order of venue 1 and its line. */
  kitchenOrder: string;
  kitchenLine: string;
  pos: string;
  terminal: string;
  cancellation: string;
  freeEntry: string;
  download: string;
  session: string;
  account: string;
  register: string;
  category: string;
  movement: string;
  attachment: string;
  staffMember: string;
  shift: string;
  sale: string;
  user: string;
  post: string;
  postSlug: string;
  contact: string;
  pushDevice: string;
  /** A failed (dead) server job of venue 1: a push to its admin. */
  failedJob: string;
  /** An authorised invoice of venue 1 (seeded). */
  invoice: string;
  /** A pending invoice of venue 1 (its PDF is refused as not authorised yet, so the probe needs no renderer). */
  invoicePending: string;
  /** The restaurant's configuration (issue 35): an area, one of its tables, a station, a menu item with a modifier. */
  restoArea: string;
  restoTable: string;
  restoStation: string;
  restoMenuItem: string;
  restoModifier: string;
  /** The product of restoMenuItem. */
  restoProduct: string;
  /** An active (requested or confirmed) reservation of venue 1 (seeded). */
  reservation: string;
  /** A completed reservation with its table, and its night (its bill). */
  billedReservation: string;
  billedNight: string;
  /** Purchasing (issue 38): a supplier and a spare one (deleted by its probe), a draft and a sent order, a receipt, an invoice. */
  supplier: string;
  supplierSpare: string;
  orderDraft: string;
  orderDraftSupplier: string;
  orderSent: string;
  receipt: string;
  supplierInvoice: string;
}

export interface Probe {
  /** The concrete path under /noctua/api. */
  path(f: Fixture): string;
  body?(f: Fixture): unknown;
  /** A file upload (raw body, named by X-File-Name) instead of JSON. */
  upload?: { name: string; bytes: Uint8Array };
  /** What venue 2's admin may be answered; default [404]. */
  refused?: number[];
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]);
const reason = { reason: 'Prueba entre locales' };
const staff = (f: Fixture) => ({
  firstName: 'Intruso',
  lastName: 'Ajeno',
  position: '',
  photoUrl: '',
  ticketingActive: false,
  ticketingUrl: '',
  venueIds: [f.venue],
});

/** Route (method and path as the app lists it) → its probe. */
export const PROBES: Record<string, Probe> = {
  // ── my account: the address book is the venue's, a push device its owner's ──
  'PUT /user/account/address-book/:id': {
    path: (f) => `/user/account/address-book/${f.contact}`,
    body: () => ({ kind: 'supplier', name: 'Cambiado', phone: '', email: '', notes: '' }),
  },
  'DELETE /user/account/address-book/:id': { path: (f) => `/user/account/address-book/${f.contact}` },
  'DELETE /user/account/push-devices/:id': { path: (f) => `/user/account/push-devices/${f.pushDevice}` },
  // ── server jobs (configuraciones → Trabajos) ──
  'POST /jobs/:id/retry': { path: (f) => `/jobs/${f.failedJob}/retry` },

  // ── e-invoicing ──
  'GET /facturacion/comprobantes/:id': { path: (f) => `/facturacion/comprobantes/${f.invoice}` },
  'GET /facturacion/comprobantes/:id/pdf': { path: (f) => `/facturacion/comprobantes/${f.invoicePending}/pdf` },
  'POST /facturacion/comprobantes/:id/resolver': { path: (f) => `/facturacion/comprobantes/${f.invoicePending}/resolver` },
  'POST /facturacion/comprobantes/:id/nota-de-credito': {
    path: (f) => `/facturacion/comprobantes/${f.invoice}/nota-de-credito`,
    body: () => ({ id: randomUUID(), reason: 'Prueba entre locales' }),
  },

  // ── stock ──
  'POST /inventarios/recuentos/:id/resolver': {
    path: (f) => `/inventarios/recuentos/${f.recount}/resolver`,
    body: () => ({ quantity: 3 }),
  },
  'GET /inventarios/limpiar/:locationId': { path: (f) => `/inventarios/limpiar/${f.bar}` },
  'GET /inventarios/conteos/:id': { path: (f) => `/inventarios/conteos/${f.countApplied}` },
  'POST /inventarios/conteos/:id/aplicar': { path: (f) => `/inventarios/conteos/${f.countSubmitted}/aplicar` },
  'GET /inventarios/remitos/:id': { path: (f) => `/inventarios/remitos/${f.transferDraft}` },
  'PUT /inventarios/remitos/:id': {
    path: (f) => `/inventarios/remitos/${f.transferDraft}`,
    body: (f) => ({ fromLocationId: f.warehouse, toLocationId: f.bar, lines: [{ goodId: f.good, quantity: 1 }] }),
  },
  'POST /inventarios/remitos/:id/enviar': { path: (f) => `/inventarios/remitos/${f.transferDraft}/enviar`, body: () => ({}) },
  'POST /inventarios/remitos/:id/recibir': {
    path: (f) => `/inventarios/remitos/${f.transferSent}/recibir`,
    body: (f) => ({ lines: [{ lineId: f.transferSentLine, quantityReceived: 1 }] }),
  },

  // ── purchasing ──
  'PUT /compras/proveedores/:id': {
    path: (f) => `/compras/proveedores/${f.supplier}`,
    body: () => ({ name: 'Proveedor tomado' }),
  },
  'GET /compras/ordenes/:id': { path: (f) => `/compras/ordenes/${f.orderDraft}` },
  'PUT /compras/ordenes/:id': {
    path: (f) => `/compras/ordenes/${f.orderDraft}`,
    body: (f) => ({
      supplierId: f.orderDraftSupplier,
      locationId: f.warehouse,
      lines: [{ goodId: f.good, quantity: 6, unitPrice: 1000 }],
    }),
  },
  'POST /compras/ordenes/:id/enviar': { path: (f) => `/compras/ordenes/${f.orderDraft}/enviar` },
  'POST /compras/ordenes/:id/cancelar': { path: (f) => `/compras/ordenes/${f.orderSent}/cancelar` },
  'GET /compras/recepciones/:id': { path: (f) => `/compras/recepciones/${f.receipt}` },
  'POST /compras/facturas/:id/anular': { path: (f) => `/compras/facturas/${f.supplierInvoice}/anular` },
  'DELETE /compras/proveedores/:id': { path: (f) => `/compras/proveedores/${f.supplierSpare}` },

  // ── catalogue ──
  'PUT /catalogo/ubicaciones/:id': { path: (f) => `/catalogo/ubicaciones/${f.bar}`, body: () => ({ name: 'Barra tomada' }) },
  'PUT /catalogo/ubicaciones/:id/activa': {
    path: (f) => `/catalogo/ubicaciones/${f.bar}/activa`,
    body: () => ({ active: true }),
  },
  'PUT /catalogo/mercaderias/:id': {
    path: (f) => `/catalogo/mercaderias/${f.good}`,
    body: () => ({ sku: 'AJENO-1', name: 'Tomada', category: 'Otros', unit: 'bottle', content: 750, unitCost: 100 }),
  },
  'POST /catalogo/mercaderias/:id/codigos': {
    path: (f) => `/catalogo/mercaderias/${f.good}/codigos`,
    body: () => ({ barcode: '7790000999990' }),
  },
  'DELETE /catalogo/mercaderias/:id/codigos/:barcodeId': {
    path: (f) => `/catalogo/mercaderias/${f.good}/codigos/${f.barcode}`,
  },
  'PUT /catalogo/productos/:id': {
    path: (f) => `/catalogo/productos/${f.product}`,
    body: () => ({ name: 'Tomado', kind: 'drink', category: 'Tragos' }),
  },
  'PUT /catalogo/listas-precios/:id': {
    path: (f) => `/catalogo/listas-precios/${f.priceList}`,
    body: () => ({ name: 'Tomada' }),
  },
  'PUT /catalogo/listas-precios/:id/items': {
    path: (f) => `/catalogo/listas-precios/${f.priceList}/items`,
    body: (f) => ({ items: [{ productId: f.product, price: 100 }] }),
  },

  // ── VIP ──
  'GET /cards/:id': { path: (f) => `/cards/${f.card}` },
  'PUT /cards/:id': { path: (f) => `/cards/${f.card}`, body: () => ({ holderName: 'Tomada', creditLimit: 0 }) },
  'POST /cards/:id/carga': { path: (f) => `/cards/${f.card}/carga`, body: () => ({ amount: 100, method: 'cash' }) },
  'POST /cards/:id/pago': { path: (f) => `/cards/${f.card}/pago`, body: () => ({ amount: 100, method: 'cash' }) },
  'POST /cards/:id/devolucion': {
    path: (f) => `/cards/${f.card}/devolucion`,
    body: () => ({ amount: 100, method: 'cash', ...reason }),
  },
  'POST /cards/:id/ajuste': { path: (f) => `/cards/${f.card}/ajuste`, body: () => ({ amount: 100, ...reason }) },
  'POST /cards/:id/consumo': { path: (f) => `/cards/${f.card}/consumo`, body: () => ({ amount: 100 }) },
  'POST /cards/:id/estado': { path: (f) => `/cards/${f.card}/estado`, body: () => ({ status: 'blocked', ...reason }) },
  'POST /cards/:id/reemplazo': { path: (f) => `/cards/${f.card}/reemplazo`, body: () => ({ ...reason }) },
  'PUT /vip/tipos/:id': {
    path: (f) => `/vip/tipos/${f.cardType}`,
    body: () => ({ name: 'Tomado', discountPercent: 0, creditAllowed: false, defaultCreditLimit: 0, color: '#000000' }),
  },
  'DELETE /vip/tipos/:id': { path: (f) => `/vip/tipos/${f.cardType}` },
  'PUT /resto-config/areas/:id': {
    path: (f) => `/resto-config/areas/${f.restoArea}`,
    body: () => ({ name: 'Tomada', vip: true, pointOfSaleId: null, stockLocationId: null, priceListId: null }),
  },
  'POST /resto-config/areas/:id/mesas': {
    path: (f) => `/resto-config/areas/${f.restoArea}/mesas`,
    body: () => ({ name: 'Mesa intrusa', seats: 2, shape: 'round', x: 0, y: 0, width: 50, height: 50 }),
  },
  'PUT /resto-config/mesas/:id': {
    path: (f) => `/resto-config/mesas/${f.restoTable}`,
    body: () => ({ name: 'Tomada', seats: 2, shape: 'round', x: 0, y: 0, width: 50, height: 50 }),
  },
  'PUT /resto-config/mesas/:id/posicion': {
    path: (f) => `/resto-config/mesas/${f.restoTable}/posicion`,
    body: () => ({ x: 1, y: 1 }),
  },
  'DELETE /resto-config/mesas/:id': { path: (f) => `/resto-config/mesas/${f.restoTable}` },
  'DELETE /resto-config/areas/:id': { path: (f) => `/resto-config/areas/${f.restoArea}` },
  'PUT /resto-config/estaciones/:id': {
    path: (f) => `/resto-config/estaciones/${f.restoStation}`,
    body: () => ({ name: 'Tomada' }),
  },
  'PUT /resto-config/menu/:id': {
    path: (f) => `/resto-config/menu/${f.restoMenuItem}`,
    body: (f) => ({ productId: f.restoProduct, category: 'Tomada', stationId: null }),
  },
  'PUT /resto-config/menu/:id/disponible': {
    path: (f) => `/resto-config/menu/${f.restoMenuItem}/disponible`,
    body: () => ({ available: true }),
  },
  'POST /resto-config/menu/:id/modificadores': {
    path: (f) => `/resto-config/menu/${f.restoMenuItem}/modificadores`,
    body: () => ({ name: 'Intruso', priceDelta: 0 }),
  },
  'PUT /resto-config/modificadores/:id': {
    path: (f) => `/resto-config/modificadores/${f.restoModifier}`,
    body: () => ({ name: 'Tomado', priceDelta: 0 }),
  },
  'DELETE /resto-config/modificadores/:id': { path: (f) => `/resto-config/modificadores/${f.restoModifier}` },
  'DELETE /resto-config/menu/:id': { path: (f) => `/resto-config/menu/${f.restoMenuItem}` },
  'PUT /resto/reservas/:id': {
    path: (f) => `/resto/reservas/${f.reservation}`,
    body: () => ({ date: '2031-01-01', time: '21:00', partySize: 2, name: 'Intruso', waitlisted: true, tableIds: [] }),
  },
  'POST /resto/reservas/:id/sentar': { path: (f) => `/resto/reservas/${f.reservation}/sentar`, body: () => ({}) },
  'POST /resto/reservas/:id/estado': {
    path: (f) => `/resto/reservas/${f.reservation}/estado`,
    body: () => ({ status: 'cancelled' }),
  },
  'POST /vip/ordenes/:id/aceptar': { path: (f) => `/vip/ordenes/${f.order}/aceptar` },
  'POST /vip/ordenes/:id/rechazar': { path: (f) => `/vip/ordenes/${f.order}/rechazar`, body: () => ({ ...reason }) },
  'POST /vip/ordenes/:id/entregar': { path: (f) => `/vip/ordenes/${f.order}/entregar`, body: () => ({}) },

  // ── restaurant orders ──
  'POST /resto/comandas/lineas/:id/estado': {
    path: (f) => `/resto/comandas/lineas/${f.kitchenLine}/estado`,
    body: () => ({ status: 'ready' }),
  },
  'POST /resto/comandas/:id/estaciones/:stationId/estado': {
    path: (f) => `/resto/comandas/${f.kitchenOrder}/estaciones/${f.kitchenOrder}/estado`,
    body: () => ({ status: 'ready' }),
  },
  'POST /resto/comandas/:id/servir': { path: (f) => `/resto/comandas/${f.kitchenOrder}/servir` },

  // ── night operations ──
  'PUT /puntos-de-venta/:id': { path: (f) => `/puntos-de-venta/${f.pos}`, body: () => ({ name: 'Tomado' }) },
  'POST /puntos-de-venta/:id/activo': { path: (f) => `/puntos-de-venta/${f.pos}/activo`, body: () => ({ active: true }) },
  'DELETE /puntos-de-venta/:id': { path: (f) => `/puntos-de-venta/${f.pos}` },
  'POST /satelite/terminales/:id/clave': { path: (f) => `/satelite/terminales/${f.terminal}/clave` },
  'POST /satelite/terminales/:id/revocar': { path: (f) => `/satelite/terminales/${f.terminal}/revocar` },
  'GET /tickets/anulaciones/:id': { path: (f) => `/tickets/anulaciones/${f.cancellation}` },
  'POST /tickets/anulaciones/:id/rechazar': {
    path: (f) => `/tickets/anulaciones/${f.cancellation}/rechazar`,
    body: () => ({ note: 'No' }),
  },
  'POST /tickets/anulaciones/:id/aprobar': { path: (f) => `/tickets/anulaciones/${f.cancellation}/aprobar`, body: () => ({}) },
  'PUT /entradas/:id': {
    path: (f) => `/entradas/${f.freeEntry}`,
    body: () => ({ guestName: 'Tomada', document: '', promoter: 'Nadie', people: 1 }),
  },
  'POST /entradas/:id/anular': { path: (f) => `/entradas/${f.freeEntry}/anular` },

  // ── app downloads: the link, the installer and its download ──
  'GET /aplicativos/:id/descargar': { path: (f) => `/aplicativos/${f.download}/descargar` },
  'PUT /aplicativos/:id': {
    path: (f) => `/aplicativos/${f.download}`,
    body: () => ({ name: 'Noctua POS', platform: 'android', appVersion: '9.9.9', url: 'https://malo.example/pos.apk' }),
  },
  'POST /aplicativos/:id/archivo': { path: (f) => `/aplicativos/${f.download}/archivo`, upload: { name: 'pos.zip', bytes: ZIP } },
  'DELETE /aplicativos/:id': { path: (f) => `/aplicativos/${f.download}` },

  // ── cash registers and cash flow ──
  'POST /cashflow/cajas/:id/contar': { path: (f) => `/cashflow/cajas/${f.session}/contar`, body: () => ({ amount: 100 }) },
  'POST /cashflow/cajas/:id/motivo': { path: (f) => `/cashflow/cajas/${f.session}/motivo`, body: () => ({ ...reason }) },
  'POST /cashflow/cajas/:id/confirmar': { path: (f) => `/cashflow/cajas/${f.session}/confirmar`, body: () => ({}) },
  'POST /cashflow/cajas/:id/recontar': { path: (f) => `/cashflow/cajas/${f.session}/recontar` },
  'GET /cashflow/saldos/:id/movimientos': { path: (f) => `/cashflow/saldos/${f.account}/movimientos` },
  'PUT /cashflow/cuentas/:id': { path: (f) => `/cashflow/cuentas/${f.account}`, body: () => ({ name: 'Tomada' }) },
  'POST /cashflow/cuentas/:id/activo': { path: (f) => `/cashflow/cuentas/${f.account}/activo`, body: () => ({ active: true }) },
  'DELETE /cashflow/cuentas/:id': { path: (f) => `/cashflow/cuentas/${f.account}` },
  'PUT /cashflow/categorias/:id': { path: (f) => `/cashflow/categorias/${f.category}`, body: () => ({ name: 'Tomada' }) },
  'DELETE /cashflow/categorias/:id': { path: (f) => `/cashflow/categorias/${f.category}` },
  'GET /cashflow/movimientos/:id/adjuntos': { path: (f) => `/cashflow/movimientos/${f.movement}/adjuntos` },
  'GET /cashflow/adjuntos/:id': { path: (f) => `/cashflow/adjuntos/${f.attachment}` },
  'POST /cashflow/movimientos/:id/adjuntos': {
    path: (f) => `/cashflow/movimientos/${f.movement}/adjuntos`,
    upload: { name: 'recibo.png', bytes: PNG },
  },
  'POST /cashflow/movimientos/:id/revertir': {
    path: (f) => `/cashflow/movimientos/${f.movement}/revertir`,
    body: () => ({ note: 'Prueba' }),
  },
  'GET /cashflow/personal/noches/:nightId': { path: (f) => `/cashflow/personal/noches/${f.nightClosed}` },
  'PUT /cashflow/personal/:id': {
    path: (f) => `/cashflow/personal/${f.staffMember}`,
    body: () => ({ name: 'Tomado', role: 'Barra', ratePerNight: 100 }),
  },
  'DELETE /cashflow/personal/turnos/:id': { path: (f) => `/cashflow/personal/turnos/${f.shift}` },
  'GET /gerencia/ventas/:id': { path: (f) => `/gerencia/ventas/${f.sale}` },

  // ── staff administration ──
  'GET /user/manage-users/:id': { path: (f) => `/user/manage-users/${f.user}` },
  'PUT /user/manage-users/:id': { path: (f) => `/user/manage-users/${f.user}`, body: staff },
  'PUT /user/manage-users/:id/privileges': {
    path: (f) => `/user/manage-users/${f.user}/privileges`,
    body: () => ({ codes: [] }),
  },
  'PUT /user/manage-users/:id/two-factor': {
    path: (f) => `/user/manage-users/${f.user}/two-factor`,
    body: () => ({ required: true }),
  },
  'POST /user/manage-users/:id/two-factor/reset': { path: (f) => `/user/manage-users/${f.user}/two-factor/reset` },
  'POST /user/manage-users/:id/two-factor/reset/confirm': {
    path: (f) => `/user/manage-users/${f.user}/two-factor/reset/confirm`,
  },
  'POST /user/manage-users/:id/unlock': { path: (f) => `/user/manage-users/${f.user}/unlock` },
  'POST /user/manage-users/:id/reset-password': { path: (f) => `/user/manage-users/${f.user}/reset-password` },
  'POST /user/manage-users/:id/invitation': { path: (f) => `/user/manage-users/${f.user}/invitation` },
  'POST /user/manage-users/:id/deactivate': { path: (f) => `/user/manage-users/${f.user}/deactivate` },
  'POST /user/manage-users/:id/activate': { path: (f) => `/user/manage-users/${f.user}/activate` },

  // ── blog: read, deface, cover, delete ──
  'GET /blog/post/:slug': { path: (f) => `/blog/post/${f.postSlug}` },
  'PUT /blog/posts/:id': { path: (f) => `/blog/posts/${f.post}`, body: () => ({ title: 'Tomado', body: 'Defaced' }) },
  'POST /blog/posts/:id/cover': { path: (f) => `/blog/posts/${f.post}/cover`, upload: { name: 'tapa.png', bytes: PNG } },
  'DELETE /blog/posts/:id': { path: (f) => `/blog/posts/${f.post}` },

  // ── nights last: closing and deleting change what the others need ──
  'PUT /nights/:id': {
    path: (f) => `/nights/${f.nightSpare}`,
    body: () => ({ businessDate: '2030-01-06', eventName: 'Tomada', opensAt: '23:00', closesAt: '06:00' }),
  },
  'POST /nights/:id/abrir': { path: (f) => `/nights/${f.nightSpare}/abrir` },
  'POST /nights/:id/reabrir': { path: (f) => `/nights/${f.nightClosed}/reabrir`, body: () => ({ ...reason }) },
  'POST /nights/:id/cerrar': { path: (f) => `/nights/${f.nightOpen}/cerrar` },
  'DELETE /nights/:id': { path: (f) => `/nights/${f.nightSpare}` },
};

/** Routes with a path parameter that is not a venue's row, and why. */
export const NOT_VENUE_ROWS: Record<string, string> = {
  'GET /user/photos/:key': 'a profile photo for <img>, by an unguessable 128-bit key (no token can be sent)',
  'GET /reference/:file': 'the API reference page’s static files (Swagger UI), the same for everyone',
  'GET /blog/covers/:key': 'a blog cover for <img>, by an unguessable 128-bit key only ever shown in its venue’s posts',
  'GET /public/mesa/:token': 'the guest page of a VIP table: its signed token names the venue (public-orders tests)',
  'POST /public/mesa/:token/orden': 'a guest order by the table’s signed token (public-orders tests)',
  'GET /inventarios/reportes/:name': 'a report name; the report reads the caller’s venue',
  'GET /cashflow/reportes/:name': 'a report name; the report reads the caller’s venue',
  'PUT /cashflow/medios-de-pago/:method': 'a payment method name; it edits the caller’s venue’s own row',
};

/**
 * Lists that need a night, a location or a register in their query (they answer 422 without one):
 * the query naming venue 1's rows. Venue 2's admin must get exactly what a query naming rows that
 * exist nowhere gets; venue 1's admin gets its data (200).
 */
export const QUERY_PROBES: Record<string, (f: Fixture) => string> = {
  // A day's reservations (any day: venue 2 sees its own, none) and a reservation's bill.
  'GET /resto/reservas': () => `date=${new Date().toISOString().slice(0, 10)}`,
  'GET /resto/cuentas': (f) => `reservationId=${f.billedReservation}&nightId=${f.billedNight}`,
  'GET /inventarios/stockIdeal': (f) => `locationId=${f.bar}`,
  'GET /inventarios/stockIdeal/sugerido': (f) => `locationId=${f.bar}`,
  'GET /compras/costos/historial': (f) => `goodId=${f.good}`,
  'GET /inventarios/cortesias': (f) => `nightId=${f.nightClosed}`,
  'GET /entradas': (f) => `nightId=${f.nightClosed}`,
  'GET /extracciones': (f) => `nightId=${f.nightClosed}`,
  'GET /extracciones/resumen': (f) => `nightId=${f.nightClosed}`,
  'GET /cashflow/cajas': (f) => `nightId=${f.nightClosed}`,
  'GET /cashflow/cajas/partes': (f) => `nightId=${f.nightClosed}&accountId=${f.register}&part=float`,
  'GET /gerencia/balance': (f) => `nightId=${f.nightClosed}`,
  'GET /gerencia/balance/ventas': (f) => `nightId=${f.nightClosed}`,
  'GET /gerencia/balance/anulaciones': (f) => `nightId=${f.nightClosed}`,
  'GET /gerencia/balance/caja': (f) => `nightId=${f.nightClosed}&kind=income`,
  'GET /gerencia/balance/cortesias': (f) => `nightId=${f.nightClosed}`,
  'GET /gerencia/facturacion': (f) => `nightId=${f.nightClosed}`,
  'GET /gerencia/facturacion/ventas': (f) => `nightId=${f.nightClosed}`,
  'GET /gerencia/facturacion/cortesias': (f) => `nightId=${f.nightClosed}`,
  // Dates and a format, no ids: venue 2 gets its own (empty) book either way.
  'GET /facturacion/libro-iva': () => 'desde=2020-01-01&hasta=2100-12-31&formato=csv',
};
