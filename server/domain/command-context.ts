// What an offline command handler gets and how it refuses (src/contract/sync.ts has the commands'
// args, codes and lanes). Each handler runs inside the push's per-command transaction, after the
// command id was claimed in applied_commands, and throws CommandRejected for a business-rule
// failure: the transaction rolls back and the rejection is recorded instead, so a retry answers
// the same. Kept apart from the registry so the resources' *.commands.ts and the registry that
// lists them do not import each other.
import type { CommandArgs, CommandName } from '../../src/contract/sync';
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
  /** Runs `fn` once the command's transaction committed (never after a rollback). */
  afterCommit: (fn: () => void) => void;
  /** Server jobs (pushes) are enqueued with `tx`: they exist only if the command's transaction commits. */
  jobs: Jobs;
}

export type CommandHandler<N extends CommandName> = (ctx: CommandContext, args: CommandArgs<N>) => Promise<unknown>;
