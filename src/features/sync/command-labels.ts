// What a queued command was, in words the user recognises: "Cargar una línea de conteo —
// Fernet 750 ml, cantidad 12". The "Requieren atención" inbox shows these for rejected commands;
// each command's title and details come from its feature's registration (lib/sync/command-registry.ts).
import type { I18n } from '@lingui/core';
import { type CommandNames, offlineCommand } from '../../lib/sync/command-registry';

export type { CommandNames };

export interface CommandDescription {
  title: string;
  details: string[];
}

export function describeCommand(
  i18n: I18n,
  command: { name: string; args: unknown },
  names: CommandNames = {},
): CommandDescription {
  const registered = offlineCommand(command.name);
  if (!registered) return { title: command.name, details: [JSON.stringify(command.args ?? null).slice(0, 200)] };
  const args = (command.args && typeof command.args === 'object' ? command.args : {}) as never;
  return { title: i18n._(registered.title), details: registered.details?.(i18n, args, names) ?? [] };
}
