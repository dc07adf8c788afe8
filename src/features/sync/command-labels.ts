// What a queued command was, in words the user recognises: "Cargar una línea de conteo —
// Fernet 750 ml, cantidad 12". The "Requieren atención" inbox shows these for rejected commands.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isCommandName } from '../../contract/sync';
import { fDateTime } from '../../lib/format-date';
import { compReasonLabel } from '../../lib/i18n/comp-reasons';
import { formatCount } from '../../lib/sync/sync-text';

export interface CommandNames {
  /** Name of the good of a stock count line, when the replica has it. */
  goodName?: string;
  /** Name of the warehouse or bar a stock count is opened at. */
  locationName?: string;
  /** The guest of a door check-in, when the replica has the entry. */
  guestName?: string;
}

export interface CommandDescription {
  title: string;
  details: string[];
}

const TITLES = {
  'stockCount.open': msg`Abrir un conteo de stock`,
  'stockCount.upsertLine': msg`Cargar una línea de conteo`,
  'stockCount.submit': msg`Enviar un conteo de stock`,
  'cancellation.request': msg`Pedir una anulación`,
  'breakage.record': msg`Registrar una rotura`,
  'comp.record': msg`Registrar una cortesía`,
  'freeEntry.checkIn': msg`Registrar un ingreso en la puerta`,
};

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** A short id for a row the replica cannot name (the first block of its uuid). */
function shortId(id: string | undefined): string {
  return id ? id.slice(0, 8) : '-';
}

export function describeCommand(
  i18n: I18n,
  command: { name: string; args: unknown },
  names: CommandNames = {},
): CommandDescription {
  const args = (command.args && typeof command.args === 'object' ? command.args : {}) as Record<string, unknown>;
  if (!isCommandName(command.name)) {
    return { title: command.name, details: [JSON.stringify(command.args ?? null).slice(0, 200)] };
  }
  const title = i18n._(TITLES[command.name]);
  const details: string[] = [];
  switch (command.name) {
    case 'stockCount.open': {
      const location = names.locationName ?? shortId(str(args.locationId));
      details.push(i18n._(msg`Lugar: ${location}`));
      break;
    }
    case 'stockCount.upsertLine': {
      const good = names.goodName ?? shortId(str(args.goodId));
      const quantity = typeof args.quantity === 'number' ? formatCount(i18n, args.quantity) : '-';
      const countedAt = fDateTime(str(args.countedAt), i18n);
      details.push(i18n._(msg`Mercadería: ${good}`), i18n._(msg`Cantidad: ${quantity}`), i18n._(msg`Contado el ${countedAt}`));
      break;
    }
    case 'stockCount.submit':
      break;
    case 'cancellation.request': {
      const reason = str(args.reason) ?? '-';
      details.push(i18n._(msg`Motivo: ${reason}`));
      break;
    }
    case 'breakage.record': {
      const good = names.goodName ?? shortId(str(args.goodId));
      const location = names.locationName ?? shortId(str(args.locationId));
      const quantity = typeof args.quantity === 'number' ? formatCount(i18n, args.quantity) : '-';
      const reason = str(args.reason) ?? '-';
      details.push(
        i18n._(msg`Mercadería: ${good}`),
        i18n._(msg`Lugar: ${location}`),
        i18n._(msg`Cantidad: ${quantity}`),
        i18n._(msg`Motivo: ${reason}`),
      );
      break;
    }
    case 'comp.record': {
      const location = names.locationName ?? shortId(str(args.locationId));
      const quantity = typeof args.quantity === 'number' ? formatCount(i18n, args.quantity) : '-';
      const reason = compReasonLabel(i18n, str(args.reason) ?? '-');
      details.push(i18n._(msg`Lugar: ${location}`), i18n._(msg`Cantidad: ${quantity}`), i18n._(msg`Motivo: ${reason}`));
      break;
    }
    case 'freeEntry.checkIn': {
      const guest = names.guestName ?? shortId(str(args.entryId));
      const people = typeof args.people === 'number' ? formatCount(i18n, args.people) : '-';
      const at = fDateTime(str(args.at), i18n);
      details.push(i18n._(msg`Invitado: ${guest}`), i18n._(msg`Personas: ${people}`), i18n._(msg`Ingresó el ${at}`));
      break;
    }
  }
  return { title, details };
}
