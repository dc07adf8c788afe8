// Words and colours of the e-invoicing screens for the contract's codes (src/contract/einvoicing.ts).
// Statuses, letters and environments are translated; the authority's own category names (the VAT
// conditions of RG 5616, CUIT/CUIL/DNI) are legal names that an invoice prints as they are, so they
// stay in Spanish in every language.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  EINVOICE_DOC_TYPES,
  EINVOICE_VAT_CONDITIONS,
  EInvoiceEnvironment,
  EInvoiceStatus,
  EInvoiceType,
  VENUE_VAT_CONDITIONS,
} from '../../contract/einvoicing';
import { fPercent } from '../../lib/format-number';
import { einvoiceTypeLabel } from '../../lib/i18n/einvoice-types';
import type { BadgeLook } from '../../lib/ui/state-badge';

export type DocType = (typeof EINVOICE_DOC_TYPES)[number];
export type VatConditionId = (typeof EINVOICE_VAT_CONDITIONS)[number];
export type VenueVatCondition = (typeof VENUE_VAT_CONDITIONS)[number];

export const STATUS_LOOKS: Record<EInvoiceStatus, BadgeLook> = {
  authorized: { palette: 'green', label: msg`Autorizado` },
  pending: { palette: 'blue', label: msg`Pendiente` },
  // Solid: an uncertain one waits for someone to ask the authority about it.
  uncertain: { palette: 'orange', label: msg`Incierto`, variant: 'solid' },
  rejected: { palette: 'red', label: msg`Rechazado` },
};

/** Waiting for the authority: the screens refresh themselves while one is shown. */
export function isBusy(status: EInvoiceStatus): boolean {
  return status === 'pending' || status === 'uncertain';
}

export function typeLabel(i18n: I18n, type: EInvoiceType): string {
  return einvoiceTypeLabel(i18n, type);
}

export function isCreditNote(type: EInvoiceType): boolean {
  return type.startsWith('NC');
}

/** AFIP's document types by their legal names (DocTipo 80, 86, 96, 99). */
export const DOC_TYPE_NAMES: Record<DocType, string> = { 80: 'CUIT', 86: 'CUIL', 96: 'DNI', 99: 'Consumidor final' };

export function docTypeName(docType: number): string {
  return DOC_TYPE_NAMES[docType as DocType] ?? String(docType);
}

/** The buyer's VAT conditions as FEParamGetCondicionIvaReceptor names them (RG 5616). */
export const VAT_CONDITION_NAMES: Record<VatConditionId, string> = {
  1: 'IVA Responsable Inscripto',
  4: 'IVA Sujeto Exento',
  5: 'Consumidor Final',
  6: 'Responsable Monotributo',
  7: 'Sujeto No Categorizado',
  8: 'Proveedor del Exterior',
  9: 'Cliente del Exterior',
  10: 'IVA Liberado – Ley N° 19.640',
  13: 'Monotributista Social',
  15: 'IVA No Alcanzado',
  16: 'Monotributo Trabajador Independiente Promovido',
};

export function vatConditionName(id: number): string {
  return VAT_CONDITION_NAMES[id as VatConditionId] ?? String(id);
}

export const VENUE_VAT_NAMES: Record<VenueVatCondition, string> = {
  responsable_inscripto: 'IVA Responsable Inscripto',
  monotributo: 'Responsable Monotributo',
  exento: 'IVA Sujeto Exento',
};

const ENVIRONMENTS: Record<EInvoiceEnvironment, MessageDescriptor> = {
  double: msg`Simulador local`,
  homologacion: msg`Homologación (pruebas de ARCA)`,
  produccion: msg`Producción`,
};

export function environmentLabel(i18n: I18n, environment: EInvoiceEnvironment): string {
  return i18n._(ENVIRONMENTS[environment]);
}

const CONCEPTS: Record<number, MessageDescriptor> = {
  1: msg`Productos`,
  2: msg`Servicios`,
  3: msg`Productos y servicios`,
};

export function conceptLabel(i18n: I18n, concept: number): string {
  const known = CONCEPTS[concept];
  return known ? i18n._(known) : String(concept);
}

/** "21 %" / "10,5 %" in the reader's language, from the rate as a percentage. */
export function vatRateLabel(i18n: I18n, rate: number): string {
  return fPercent(rate / 100, i18n);
}
