// The API's OpenAPI document without a database or a server: the app is built over an empty object
// for a database that is never queried (building the document only reads the mounted routes).
import { createApp } from '../server/app';
import type { Db } from '../server/db/client';
import { readEnv } from '../server/env';
import type { Jobs } from '../server/lib/jobs';
import { createLogger } from '../server/lib/logger';
import { createTokenService } from '../server/lib/tokens';

export async function apiDocumentText(): Promise<string> {
  const env = { ...readEnv({ NODE_ENV: 'test', NOCTUA_STATIC_DIR: '/nonexistent' }), logLevel: 'silent' };
  const unused = {};
  const app = createApp({
    db: unused as Db,
    env,
    logger: createLogger('silent'),
    tokens: createTokenService(new Uint8Array(32), 60),
    jobs: unused as Jobs,
  });
  const res = await app.request(`/${env.product}/api/openapi.json`);
  if (res.status !== 200) throw new Error(`openapi.json answered ${res.status}: ${await res.text()}`);
  return res.text();
}
