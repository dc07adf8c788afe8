// The only reader of process.env. Everything configurable about the server is named here, with
// its default, and documented in the README.
import path from 'node:path';

export interface Env {
  port: number;
  /** URL slug the app and API live under (SPEC "{product}"). */
  product: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The password that forces a change on first login (SPEC "{secret}"). */
  defaultPassword: string;
  /** JWT signing secret; when unset a generated one is persisted in the data dir. */
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  /** 'demo' (default), 'large' or 'none': what to load into an empty database. */
  seed: 'demo' | 'large' | 'none';
  logLevel: string;
  bodyLimitBytes: number;
  staticDir: string;
  /** Public URL of the app, used in reset-password links. */
  publicUrl: string;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number.parseInt(value, 10);
  if (!Number.isFinite(n)) throw new Error(`Not a number: ${value}`);
  return n;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const port = int(source.PORT, 8080);
  const product = source.NOCTUA_PRODUCT || 'noctua';
  const seed = source.NOCTUA_SEED || 'demo';
  if (seed !== 'demo' && seed !== 'large' && seed !== 'none') {
    throw new Error(`NOCTUA_SEED must be demo, large or none, not ${seed}`);
  }
  return {
    port,
    product,
    databaseUrl: source.DATABASE_URL || undefined,
    dataDir: path.resolve(source.NOCTUA_DATA_DIR || './data'),
    defaultPassword: source.NOCTUA_DEFAULT_PASSWORD || 'cambiame',
    jwtSecret: source.NOCTUA_JWT_SECRET || undefined,
    tokenTtlSeconds: int(source.NOCTUA_TOKEN_TTL_SECONDS, 12 * 60 * 60),
    seed,
    logLevel: source.LOG_LEVEL || (source.NODE_ENV === 'test' ? 'silent' : 'info'),
    bodyLimitBytes: int(source.NOCTUA_BODY_LIMIT_BYTES, 1024 * 1024),
    staticDir: path.resolve(source.NOCTUA_STATIC_DIR || './dist'),
    publicUrl: source.NOCTUA_PUBLIC_URL || `http://localhost:${port}/${product}`,
  };
}
