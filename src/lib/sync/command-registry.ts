// The app's side of the offline commands, one registration per command: each feature registers
// its own (src/features/<area>/commands/<name>.ts) with its contract (args, codes, lane, result,
// refusals: <name>.contract.ts, shared with the server), what it does to the local replica before
// the server has heard of it, and how the "Requieren atención" inbox names it. The generic
// machinery — queue, rebase, resend, discard (local-effects.ts), lanes (outbox.ts) — looks commands
// up here and names none (docs/decisions/0006-offline-command-modules.md). The modules are loaded
// by known-commands.ts wherever commands are queued or pulls applied.
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Table } from 'dexie';
import type { AnyCommandContract, CommandArgs } from '../../contract/sync';
import type { NoctuaDb, OutboxEntry } from '../db/noctua-db';

/** Names of what a command refers to, read from the replica (a good, a place, a guest…). */
export type CommandNames = Readonly<Partial<Record<string, string>>>;

/**
 * The replica change that goes with a command, applied in the transaction that queues it and
 * again on top of every pull page while it is queued ("rebase"). It must be idempotent and mirror
 * the server's handler closely enough that, once applied and pulled back, both rows agree.
 */
export interface CommandEffect<A> {
  /** Every table `apply` writes (a Dexie transaction must name them up front). */
  tables(db: NoctuaDb): Table[];
  apply(db: NoctuaDb, args: A, entry: Pick<OutboxEntry, 'createdAt'>): Promise<void>;
}

export interface CommandSpec<A> {
  /** What the command is, in words the user recognises ("Registrar una rotura"). */
  title: MessageDescriptor;
  /** The lines under the title (the good, the place, the quantity…). */
  details?(i18n: I18n, args: A, names: CommandNames): string[];
  /** Looks up in the replica the names `details` shows (a rejected command's good, place…). */
  names?(db: NoctuaDb, args: A): Promise<CommandNames>;
  /** Absent when the command changes no replicated table (its screen reads the outbox). */
  effect?: CommandEffect<A>;
}

export interface OfflineCommand<C extends AnyCommandContract = AnyCommandContract> extends CommandSpec<CommandArgs<C>> {
  contract: C;
}

const registered = new Map<string, OfflineCommand>();

/** Registers a feature's command (a module re-evaluated by hot reload replaces its registration). */
export function registerCommand<C extends AnyCommandContract>(contract: C, spec: CommandSpec<CommandArgs<C>>): OfflineCommand<C> {
  const command: OfflineCommand<C> = { ...spec, contract };
  registered.set(contract.name, command as unknown as OfflineCommand);
  return command;
}

export function offlineCommand(name: string): OfflineCommand | undefined {
  return registered.get(name);
}

export function offlineCommands(): OfflineCommand[] {
  return [...registered.values()];
}

/** A string argument of a command, when it is one and not empty. */
export function argText(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** A short id for a row the replica cannot name (the first block of its uuid). */
export function shortId(id: unknown): string {
  const text = argText(id);
  return text ? text.slice(0, 8) : '-';
}
