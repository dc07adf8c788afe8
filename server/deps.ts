// What every route module receives: built once in app.ts, passed down explicitly (no globals).
import type { Db } from './db/client';
import type { CommandHandlers } from './domain/command-context';
import type { EInvoicing } from './einvoicing/runtime';
import type { Env } from './env';
import type { Jobs } from './lib/jobs';
import type { Logger } from './lib/logger';
import type { TokenService } from './lib/tokens';
import type { Guard } from './middleware/auth';

export interface ServerDeps {
  db: Db;
  env: Env;
  logger: Logger;
  tokens: TokenService;
  guard: Guard;
  /** Server jobs: work enqueued in a write's transaction (pushes), run by the workers. */
  jobs: Jobs;
  /** The offline commands' handlers: each resource registers its own (server/domain/command-context.ts). */
  commands: CommandHandlers;
  /** E-invoicing: the venues' providers and the sealed-key box (the same the jobs use). */
  einvoicing: EInvoicing;
}
