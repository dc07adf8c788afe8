// Readable, translated names of the audit log's action codes and entities (the server writes
// codes such as `venue_settings.update`). A code without a name here shows as it is: a new
// action written by a later release is never hidden. Bare verbs (`create`, `update`…) are
// named by entity first (`blog_posts/create`), then as a plain verb.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const ACTIONS: Record<string, MessageDescriptor> = {
  // People and access (users-admin, account, two-factor)
  'users/create': msg`Usuario creado`,
  'users/update': msg`Datos del usuario cambiados`,
  invite: msg`Invitación generada`,
  set_privileges: msg`Privilegios cambiados`,
  activate: msg`Cuenta activada`,
  deactivate: msg`Cuenta desactivada`,
  reset_password_default: msg`Contraseña restablecida a la predeterminada`,
  unlock: msg`Cuenta desbloqueada`,
  totp_required: msg`Exigencia de verificación en dos pasos cambiada`,
  totp_reset: msg`Verificación en dos pasos restablecida`,
  totp_reset_requested: msg`Restablecimiento de verificación en dos pasos pedido (espera confirmación)`,
  totp_enable: msg`Verificación en dos pasos activada`,
  totp_disable: msg`Verificación en dos pasos desactivada`,
  totp_recovery_codes: msg`Códigos de recuperación nuevos`,
  totp_recovery_code_used: msg`Código de recuperación usado`,
  register: msg`Cuenta registrada`,
  change_password: msg`Contraseña cambiada`,
  reset_password: msg`Contraseña recuperada`,
  sign_out_everywhere: msg`Sesión cerrada en todos los dispositivos`,
  'account.update': msg`Datos propios cambiados`,
  'account.photo': msg`Foto cambiada`,
  'account.photo_remove': msg`Foto quitada`,
  'notification_settings.update': msg`Avisos configurados`,
  'push_device.delete': msg`Dispositivo de avisos quitado`,
  'contact.create': msg`Contacto agregado`,
  'contact.update': msg`Contacto cambiado`,
  'contact.delete': msg`Contacto borrado`,
  // Venue settings and nights
  'venue_settings.update': msg`Configuración del local cambiada`,
  'venue_system.update': msg`Datos del local cambiados`,
  'venue_alerts.update': msg`Umbrales de alertas cambiados`,
  'venue.cutoff': msg`Hora de corte cambiada`,
  'venue.cash_threshold': msg`Umbral de diferencia de caja cambiado`,
  'night.create': msg`Noche creada`,
  'night.update': msg`Noche cambiada`,
  'night.delete': msg`Noche borrada`,
  'night.open': msg`Noche abierta`,
  'night.close': msg`Noche cerrada`,
  'night.reopen': msg`Noche reabierta`,
  // Points of sale, terminals, apps
  'pos.create': msg`Punto de venta creado`,
  'pos.update': msg`Punto de venta cambiado`,
  'pos.activate': msg`Punto de venta activado`,
  'pos.deactivate': msg`Punto de venta desactivado`,
  'pos.delete': msg`Punto de venta borrado`,
  'terminal.create': msg`Terminal registrada`,
  'terminal.key.create': msg`Clave de terminal creada`,
  'terminal.key.rotate': msg`Clave de terminal renovada`,
  'terminal.key.revoke': msg`Clave de terminal revocada`,
  'app_download.create': msg`Aplicativo agregado`,
  'app_download.update': msg`Aplicativo cambiado`,
  'app_download.upload': msg`Archivo de aplicativo subido`,
  'app_download.delete': msg`Aplicativo borrado`,
  // VIP
  'card.issue': msg`Tarjeta VIP emitida`,
  'card.update': msg`Tarjeta VIP cambiada`,
  'card.status': msg`Estado de tarjeta VIP cambiado`,
  'card.replace': msg`Tarjeta VIP reemplazada`,
  'card_type.create': msg`Tipo de tarjeta creado`,
  // Restaurant reservations (resto/reserva)
  'reservation.create': msg`Reserva creada`,
  'reservation.update': msg`Reserva cambiada`,
  'reservation.status': msg`Estado de reserva cambiado`,
  'reservation.seat': msg`Reserva sentada en su mesa`,
  'card_type.update': msg`Tipo de tarjeta cambiado`,
  'card_type.delete': msg`Tipo de tarjeta borrado`,
  'vip_settings.update': msg`Configuración VIP cambiada`,
  // Restaurant configuration
  'resto_area.create': msg`Área del resto creada`,
  'resto_area.update': msg`Área del resto cambiada`,
  'resto_area.delete': msg`Área del resto borrada`,
  'resto_table.create': msg`Mesa creada`,
  'resto_table.update': msg`Mesa cambiada`,
  'resto_table.move': msg`Mesa movida en el plano`,
  'resto_table.delete': msg`Mesa borrada`,
  'resto_station.create': msg`Estación creada`,
  'resto_station.update': msg`Estación cambiada`,
  'resto_menu_item.create': msg`Plato agregado al menú`,
  'resto_menu_item.update': msg`Plato del menú cambiado`,
  'resto_menu_item.delete': msg`Plato quitado del menú`,
  'resto_modifier.create': msg`Modificador creado`,
  'resto_modifier.update': msg`Modificador cambiado`,
  'resto_modifier.delete': msg`Modificador borrado`,
  'resto_settings.update': msg`Reglas de reservas cambiadas`,
  'free_entry.create': msg`Entrada gratis agregada`,
  'free_entry.update': msg`Entrada gratis cambiada`,
  'free_entry.void': msg`Entrada gratis anulada`,
  'cancellation.approve': msg`Anulación aprobada`,
  'cancellation.reject': msg`Anulación rechazada`,
  // Cash
  'cash_session.open': msg`Caja abierta`,
  'cash_session.count': msg`Caja contada`,
  'cash_session.close': msg`Caja cerrada`,
  'cash_session.recount': msg`Caja recontada`,
  'cash_session.reason': msg`Motivo de diferencia de caja`,
  'cash_extraction.create': msg`Extracción de efectivo`,
  'cash_movement.income': msg`Ingreso de dinero`,
  'cash_movement.expense': msg`Egreso de dinero`,
  'cash_movement.transfer': msg`Transferencia entre cuentas`,
  'cash_movement.reverse': msg`Movimiento revertido`,
  'cash_movement.attach': msg`Comprobante adjuntado`,
  'cash_account.create': msg`Cuenta de caja creada`,
  'cash_account.update': msg`Cuenta de caja cambiada`,
  'cash_account.activate': msg`Cuenta de caja activada`,
  'cash_account.deactivate': msg`Cuenta de caja desactivada`,
  'cash_account.delete': msg`Cuenta de caja borrada`,
  'cash_category.create': msg`Categoría creada`,
  'cash_category.update': msg`Categoría cambiada`,
  'cash_category.retire': msg`Categoría retirada`,
  'cash_payment_method.save': msg`Medio de pago configurado`,
  'staff_member.create': msg`Persona del personal agregada`,
  'staff_member.update': msg`Persona del personal cambiada`,
  'staff_shift.save': msg`Turno guardado`,
  'staff_shift.delete': msg`Turno borrado`,
  'staff_payment.create': msg`Pago al personal`,
  // Stock
  'par_levels.save': msg`Stock ideal guardado`,
  'transfer_note.create': msg`Remito creado`,
  'transfer_note.update': msg`Remito cambiado`,
  'transfer_note.send': msg`Remito enviado`,
  'transfer_note.receive': msg`Remito recibido`,
  // E-invoicing
  'invoice.issue': msg`Factura emitida`,
  'invoice.credit_note': msg`Nota de crédito emitida`,
  'invoice.authorize': msg`Comprobante autorizado por ARCA`,
  'invoice.reject': msg`Comprobante rechazado por ARCA`,
  'einvoicing_settings.update': msg`Facturación electrónica configurada`,
  // Blog
  'blog_posts/create': msg`Publicación creada`,
  'blog_posts/update': msg`Publicación editada`,
  'blog_posts/delete': msg`Publicación borrada`,
  'blog_posts/cover': msg`Portada de publicación cambiada`,
  'resto_bills/close': msg`Cuenta de mesa cerrada`,
  // Plain verbs, for an entity without its own names
  create: msg`Alta`,
  update: msg`Cambio`,
  delete: msg`Baja`,
};

const ENTITIES: Record<string, MessageDescriptor> = {
  resto_bills: msg`Cuentas de mesa`,
  users: msg`Usuarios`,
  invoices: msg`Comprobantes`,
  einvoicing_settings: msg`Facturación electrónica`,
  contacts: msg`Contactos`,
  notification_settings: msg`Avisos`,
  push_tokens: msg`Dispositivos de avisos`,
  venues: msg`Local`,
  nights: msg`Noches`,
  points_of_sale: msg`Puntos de venta`,
  terminal: msg`Terminales`,
  app_downloads: msg`Aplicativos`,
  vip_cards: msg`Tarjetas VIP`,
  card_types: msg`Tipos de tarjeta`,
  resto_areas: msg`Áreas del resto`,
  resto_tables: msg`Mesas`,
  resto_stations: msg`Estaciones`,
  resto_menu_items: msg`Menú del resto`,
  resto_modifiers: msg`Modificadores`,
  resto_settings: msg`Reglas de reservas`,
  reservations: msg`Reservas`,
  free_entries: msg`Entradas gratis`,
  cancellation_requests: msg`Anulaciones`,
  cash_sessions: msg`Cajas`,
  cash_extractions: msg`Extracciones`,
  cash_movements: msg`Movimientos de caja`,
  cash_movement_attachments: msg`Comprobantes`,
  cash_accounts: msg`Cuentas de caja`,
  cash_categories: msg`Categorías de caja`,
  cash_payment_methods: msg`Medios de pago`,
  staff_members: msg`Personal`,
  staff_shifts: msg`Turnos del personal`,
  staff_payments: msg`Pagos al personal`,
  stock_locations: msg`Stock ideal`,
  transfer_notes: msg`Remitos`,
  blog_posts: msg`Blog`,
};

/** Whether `action` (of `entity`) has a readable name. */
export function hasActionLabel(action: string, entity: string): boolean {
  return Boolean(ACTIONS[`${entity}/${action}`] ?? ACTIONS[action]);
}

/** The action's readable name in the interface language, or the raw code. */
export function actionLabel(i18n: I18n, action: string, entity: string): string {
  const descriptor = ACTIONS[`${entity}/${action}`] ?? ACTIONS[action];
  return descriptor ? i18n._(descriptor) : action;
}

/** The entity's readable name in the interface language, or the raw table name. */
export function entityLabel(i18n: I18n, entity: string): string {
  const descriptor = ENTITIES[entity];
  return descriptor ? i18n._(descriptor) : entity;
}
