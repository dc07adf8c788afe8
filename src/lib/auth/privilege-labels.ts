// Privilege codes as people read them: each code's translated name (src/lib/i18n/privilege-labels.ts),
// the areas of SPEC §6 they are grouped under (PRIVILEGE_AREAS in the contract) and the role
// presets' names. The staff screens and "My account" show codes through this module only.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  PRIVILEGE_AREAS,
  type PrivilegeArea,
  type PrivilegeCode,
  ROLE_PRESETS,
  type RolePreset,
  roleOf,
} from '../../contract/privileges';
import { SECTION_LABELS } from '../i18n/navigation-labels';
import { privilegeLabel } from '../i18n/privilege-labels';

export { isPrivilegeCode, PRIVILEGE_LABELS, privilegeLabel } from '../i18n/privilege-labels';

const AREA_LABELS: Record<PrivilegeArea, MessageDescriptor> = {
  gerencia: SECTION_LABELS.gerencia,
  general: SECTION_LABELS.general,
  servicioVIP: SECTION_LABELS.servicioVIP,
  cashFlow: SECTION_LABELS.cashFlow,
  inventarios: SECTION_LABELS.inventarios,
  resto: SECTION_LABELS.resto,
  access: msg`Usuarios y acceso`,
};

const PRESET_LABELS: Record<RolePreset, MessageDescriptor> = {
  stockKeeper: msg`Encargado de stock`,
  cashier: msg`Cajero`,
  vipHost: msg`Anfitrión VIP`,
  supervisor: msg`Supervisor`,
  manager: msg`Gerente`,
};

const PRESET_DESCRIPTIONS: Record<RolePreset, MessageDescriptor> = {
  stockKeeper: msg`Cuenta y mueve el stock: conteos, remitos, precargas, stock en vivo y los reportes de inventario.`,
  cashier: msg`Abre y cuenta su caja a ciegas, hace extracciones y paga al personal. Pide anulaciones; no las decide.`,
  vipHost: msg`Tarjetas VIP y sus saldos, órdenes móviles y la configuración VIP.`,
  supervisor: msg`Decide anulaciones y confirma arqueos (ve lo que cada caja debería tener), entrada gratis, balance y usuarios.`,
  manager: msg`Todos los privilegios del local.`,
};

export const presetDescription = (i18n: I18n, preset: RolePreset) => i18n._(PRESET_DESCRIPTIONS[preset]);

/** "Cajero", or "Personalizado · 7 privilegios" for codes that match no role. */
export function roleLabel(i18n: I18n, codes: readonly string[]): string {
  const role = roleOf(codes);
  if (role) return presetLabel(i18n, role);
  if (codes.length === 0) return i18n._(msg`Sin privilegios`);
  const count = codes.length;
  return i18n._(msg`Personalizado · ${plural(count, { one: '# privilegio', other: '# privilegios' })}`);
}

export interface PrivilegeAreaGroup {
  area: PrivilegeArea;
  label: string;
  codes: { code: PrivilegeCode; label: string }[];
}

/** The codes grouped by area, with names in the active language (the privilege matrix). */
export function privilegeAreas(i18n: I18n): PrivilegeAreaGroup[] {
  return (Object.keys(PRIVILEGE_AREAS) as PrivilegeArea[]).map((area) => ({
    area,
    label: i18n._(AREA_LABELS[area]),
    codes: PRIVILEGE_AREAS[area].map((code) => ({ code, label: privilegeLabel(i18n, code) })),
  }));
}

export const ROLE_PRESET_IDS = Object.keys(ROLE_PRESETS) as RolePreset[];

export const presetLabel = (i18n: I18n, preset: RolePreset) => i18n._(PRESET_LABELS[preset]);

/** A user's codes as readable names, in code order. */
export function privilegeNames(i18n: I18n, codes: readonly string[]): string[] {
  return [...codes].sort().map((code) => privilegeLabel(i18n, code));
}
