// What an offline command handler gets, how it refuses, and the registry the push looks handlers
// up in. A command's contract (args, codes, lane, result, refusals) is defined by its feature
// (src/features/<area>/commands/<name>.contract.ts); its handler lives in its resource
// (server/routes/<prefix>/<name>.commands.ts, built with `commandHandler`) and the resource's routes
// register it (`deps.commands.register`). Nothing central names a command
// (docs/decisions/0006-offline-command-modules.md).
// Each handler runs inside the push's per-command transaction, after the command id was claimed in
// applied_commands, and throws CommandRejected for a business-rule failure: the transaction rolls
// back and the rejection is recorded instead, so a retry answers the same.
import type { AnyCommandContract, CommandArgs, CommandResult } from '../../src/contract/sync';
import type { Tx } from '../db/client';
import type { Jobs } from '../lib/jobs';
import type { AuthUser } from '../middleware/auth';

/** A business rule refused the command; `message` is the Spanish text (translated on the way out). */
export class CommandRejected extends Error {
  constructor(readonly spanishMessage: string) {
    super(spanishMessage);
  }
}

export interface CommandContext {
  tx: Tx;
  user: AuthUser;
  venueId: string;
  /** Server jobs (pushes) are enqueued with `tx`: they exist only if the command's transaction commits. */
  jobs: Jobs;
}

export interface CommandHandler<C extends AnyCommandContract = AnyCommandContract> {
  contract: C;
  handle(ctx: CommandContext, args: CommandArgs<C>): Promise<CommandResult<C>>;
  /**
   * Optional: applies many commands of this name at once, with the same outcome as `handle` on
   * each in turn, answering each one's result (a command of a busy kind — thousands of count lines
   * in a night — then costs a share of a few statements). On any refusal it throws: the push then
   * applies each command of its chunk on its own (server/routes/sync/push.ts).
   */
  handleMany?(ctx: CommandContext, args: CommandArgs<C>[]): Promise<CommandResult<C>[]>;
}

/** A command's server side: its contract and what applying it does (one, or optionally many at once). */
export function commandHandler<C extends AnyCommandContract>(
  contract: C,
  handle: (ctx: CommandContext, args: CommandArgs<C>) => Promise<CommandResult<C>>,
  handleMany?: (ctx: CommandContext, args: CommandArgs<C>[]) => Promise<CommandResult<C>[]>,
): CommandHandler<C> {
  return handleMany ? { contract, handle, handleMany } : { contract, handle };
}

/** The handlers the resources registered, by command name (one per name). */
export class CommandHandlers {
  readonly #byName = new Map<string, CommandHandler>();

  register(...handlers: CommandHandler[]): void {
    for (const handler of handlers) {
      const name = handler.contract.name;
      if (this.#byName.has(name)) throw new Error(`Offline command ${name} is registered twice`);
      this.#byName.set(name, handler);
    }
  }

  get(name: string): CommandHandler | undefined {
    return this.#byName.get(name);
  }

  names(): string[] {
    return [...this.#byName.keys()].sort();
  }
}

/**
 * When something happened on a device, as the command says (counted, broken, comped, opened while
 * offline), but never later than now: a device whose clock runs ahead must not put stock changes
 * or counts in the future.
 */
export function deviceTime(sent: string, now = new Date()): Date {
  const at = new Date(sent);
  return at.getTime() > now.getTime() ? now : at;
}
