// Translatable titles of the navigation table (src/contract/navigation.ts). The contract keeps
// ids only (it cannot depend on Lingui); the sidebar, search, user menu and home read the titles
// here. A unit test checks that every entry, section and group has one.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NavEntryId, NavGroupId, NavSection, PlannedIn } from '../../contract/navigation';

export const SECTION_LABELS: Record<NavSection, MessageDescriptor> = {
  gerencia: msg`Gerencia`,
  servicioVIP: msg`Servicio VIP`,
  general: msg`General`,
  configuracion: msg`Configuraciones`,
  cashFlow: msg`Cash flow`,
  inventarios: msg`Inventarios`,
  resto: msg`Resto`,
  user: msg`Usuario`,
};

export const GROUP_LABELS: Record<NavGroupId, MessageDescriptor> = {
  saldos: msg`Saldos`,
  remitos: msg`Remitos`,
  ajustes: msg`Ajustes`,
  compras: msg`Compras`,
};

export const ENTRY_LABELS: Record<NavEntryId, MessageDescriptor> = {
  home: msg`Inicio`,
  changePass: msg`Cambiar contraseña`,
  supportAutorizar: msg`Autorizaciones de soporte`,
  configuraciones: msg`Configuraciones`,
  'configuraciones.auditoria': msg`Registro de cambios`,
  ecommerce: msg`Inicio`,
  banking: msg`Inicio`,
  booking: msg`Inicio`,
  balanceVisualizar: msg`Inicio`,
  analytics: msg`Inicio`,
  'gerencia.balancesheet': msg`Balance`,
  'gerencia.userbilling': msg`Facturación de usuarios`,
  'gerencia.costos': msg`Costos`,
  'gerencia.satelite': msg`Satélite`,
  'gerencia.extraccion': msg`Extracción`,
  'servicioVIP.tarjvip': msg`Tarjetas VIP`,
  'servicioVIP.configuraciones': msg`Configuración VIP`,
  'servicioVIP.ordenesmoviles': msg`Órdenes móviles`,
  'general.descargarAplicativos': msg`Descargar aplicativos`,
  'general.entradagratis': msg`Entrada gratis`,
  'general.anulaciones': msg`Anulaciones`,
  'general.solicitarAnulacion': msg`Solicitar anulación`,
  'general.facturaElectronica': msg`Factura electrónica`,
  'general.tarjVip': msg`Tarjetas VIP`,
  'general.configuracion': msg`Configuración general`,
  'configuracion.noche': msg`Noche`,
  'configuracion.boleterias': msg`Boleterías`,
  'configuracion.barras': msg`Barras`,
  'configuracion.guardarropas': msg`Guardarropas`,
  'configuracion.stock': msg`Stock`,
  'configuracion.tarjetas': msg`Tarjetas`,
  'configuracion.finanzas': msg`Finanzas`,
  'configuracion.resto': msg`Resto`,
  'configuracion.sistema': msg`Sistema`,
  'cashFlow.configuraciones': msg`Configuración de cash flow`,
  'cashFlow.cajas': msg`Cajas`,
  'cashFlow.movimientos': msg`Movimientos`,
  'cashFlow.personal': msg`Personal`,
  'cashFlow.saldos': msg`Todos los saldos`,
  'cashFlow.saldos.resumen': msg`Resumen`,
  'cashFlow.saldos.tablero': msg`Tablero`,
  'cashFlow.reportes': msg`Reportes`,
  'inventarios.tableroStock': msg`Tablero de stock`,
  'inventarios.stockIdeal': msg`Stock ideal`,
  'inventarios.conteo': msg`Conteo de stock`,
  'inventarios.movimientos': msg`Movimientos`,
  'inventarios.remitos.transferencias': msg`Transferencias`,
  'inventarios.remitos.roto': msg`Roturas`,
  'inventarios.remitos.cortesias': msg`Cortesías`,
  'inventarios.compras.ordenes': msg`Órdenes de compra`,
  'inventarios.compras.recepcion': msg`Recepción`,
  'inventarios.compras.facturas': msg`Facturas y devoluciones`,
  'inventarios.compras.proveedores': msg`Proveedores`,
  'inventarios.ajustes.diferencias': msg`Diferencias`,
  'inventarios.ajustes.limpiar': msg`Limpiar barras`,
  'inventarios.precargas': msg`Precargas`,
  'inventarios.stockEnVivo': msg`Stock en vivo`,
  'inventarios.reportes': msg`Reportes`,
  'inventarios.historico': msg`Histórico`,
  'resto.reserva': msg`Reservas`,
  'resto.comandasmoviles': msg`Comandas móviles`,
  'resto.configuraciones': msg`Configuración del resto`,
  'user.profile': msg`Perfil`,
  'user.account': msg`Mi cuenta`,
  'user.twoFactor': msg`Verificación en dos pasos`,
  'user.cards': msg`Mis tarjetas`,
  'user.list': msg`Usuarios`,
  'user.new': msg`Nuevo usuario`,
  'user.edit': msg`Editar usuario`,
  blog: msg`Blog`,
  'blog.posts': msg`Publicaciones`,
  'blog.post': msg`Publicación`,
  'blog.newPost': msg`Nueva publicación`,
};

/** The area a planned screen belongs to, named after the release that builds it. */
export const PLANNED_LABELS: Record<PlannedIn, MessageDescriptor> = {
  'Inventory and stock': msg`Inventario y stock`,
  'VIP cards': msg`Tarjetas VIP`,
  'Night operations': msg`Operaciones de la noche`,
  'a later release': msg`una próxima versión`,
};

export function entryLabel(i18n: I18n, id: string): string {
  const descriptor = (ENTRY_LABELS as Record<string, MessageDescriptor | undefined>)[id];
  return descriptor ? i18n._(descriptor) : id;
}

export function sectionLabel(i18n: I18n, id: NavSection): string {
  return i18n._(SECTION_LABELS[id]);
}

export function groupLabel(i18n: I18n, id: NavGroupId): string {
  return i18n._(GROUP_LABELS[id]);
}
