// What the report picker says about each report of INVENTORY_REPORTS, and which of them a user's
// privilege codes open (each report has its own code, SPEC §6).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { INVENTORY_REPORTS, REPORT_NAMES, type ReportName } from '../../../contract/inventory-nightly';
import { canAccess } from '../../../contract/privileges';

export interface ReportMeta {
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** Only bars have sales and consumption; the other reports take any location. */
  barsOnly: boolean;
  /** A stock at one date (no "from"). */
  atDate: boolean;
  /** Its figures are stock variances: the sign convention is said beside them. */
  variance?: boolean;
}

export const REPORT_META: Record<ReportName, ReportMeta> = {
  consumoBarras: {
    title: msg`Consumo por barra y noche`,
    description: msg`Lo que consumieron las ventas de cada barra, en unidades y al costo.`,
    barsOnly: true,
    atDate: false,
  },
  diferencias: {
    title: msg`Diferencias por barra y noche`,
    description: msg`Conteo de cierre menos lo esperado (inicial + cargas − roturas − consumo teórico de ventas y cortesías), en unidades y al costo.`,
    barsOnly: true,
    atDate: false,
    variance: true,
  },
  roturas: {
    title: msg`Roturas`,
    description: msg`Cada rotura con su motivo, valorizada al costo.`,
    barsOnly: false,
    atDate: false,
  },
  transferencias: {
    title: msg`Transferencias`,
    description: msg`Remitos entre depósitos y barras: lo enviado, lo recibido y las diferencias.`,
    barsOnly: false,
    atDate: false,
  },
  valorizado: {
    title: msg`Stock valorizado a una fecha`,
    description: msg`El stock de cada ubicación al final del día elegido, al costo de ese momento.`,
    barsOnly: false,
    atDate: true,
  },
  topMercaderias: {
    title: msg`Mercaderías más usadas`,
    description: msg`Ranking de las mercaderías que más consumieron las barras, al costo.`,
    barsOnly: true,
    atDate: false,
  },
  consumoProductos: {
    title: msg`Consumo por producto`,
    description: msg`Productos vendidos con receta: cantidad, facturación, costo y margen.`,
    barsOnly: true,
    atDate: false,
  },
};

/** The reports the user's codes open, in the order of their codes. */
export function allowedReports(privi: readonly string[]): ReportName[] {
  return REPORT_NAMES.filter((name) => canAccess(privi, [INVENTORY_REPORTS[name]]));
}

/** yyyy-MM-dd plus `days`. */
export function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
