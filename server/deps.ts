// What every route module receives: built once in app.ts, passed down explicitly (no globals).
import type { Db } from './db/client';
import type { CommandHandlers } from './domain/command-context';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import type { PushSender } from './lib/push';
import type { TokenService } from './lib/tokens';
import type { Guard } from './middleware/auth';

export interface ServerDeps {
  db: Db;
  env: Env;
  logger: Logger;
  tokens: TokenService;
  guard: Guard;
  push: PushSender;
  /** The offline commands' handlers: each resource registers its own (server/domain/command-context.ts). */
  commands: CommandHandlers;
}
