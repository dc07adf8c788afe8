// The only reader of process.env. Everything configurable about the server is named here, with
// its default, and documented in the README.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type AnalyticsConfig, analyticsSrc, parseAnalyticsData } from '../src/contract/analytics';

/** The fields of a Google service-account key file that the FCM sender needs. */
export interface FcmServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  tokenUri: string;
}

export interface Env {
  port: number;
  /** URL slug the app and API live under (SPEC "{product}"). */
  product: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * The password an admin gives a new or reset account, which forces a change at first sign-in
   * (SPEC "{secret}") and expires 24 h after it is set. Unset: each such account gets a generated
   * one, shown once to the admin (the demo seed then gives nuevo@ `cambiame`).
   */
  defaultPassword: string | undefined;
  /** NOCTUA_LOG_LINKS=1: with no mail server, write password-reset and invitation links to the log. */
  logLinks: boolean;
  /** NOCTUA_TRUST_PROXY=1: a trusted proxy sets X-Forwarded-For, whose first address is the client's. */
  trustProxy: boolean;
  /** NOCTUA_HSTS=1: served behind TLS; the app sends Strict-Transport-Security. */
  hsts: boolean;
  /**
   * NOCTUA_ANALYTICS_SRC (an https script address) and NOCTUA_ANALYTICS_DATA (its data-* attributes,
   * `data-domain=…,data-api=…`): the opt-in analytics loader of SPEC §7; unset, nothing loads.
   */
  analytics: AnalyticsConfig;
  /** NOCTUA_SERVE_SOURCEMAPS=1: the built source maps are served (they are not by default). */
  serveSourceMaps: boolean;
  /** JWT signing secret; when unset a generated one is persisted in the data dir. */
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  /** 'demo' (default), 'large' or 'none': what to load into an empty database. */
  seed: 'demo' | 'large' | 'none';
  logLevel: string;
  bodyLimitBytes: number;
  /** The largest app file /api/aplicativos accepts (its upload route is exempt from bodyLimitBytes). */
  downloadMaxBytes: number;
  staticDir: string;
  /** Public URL of the app, used in reset-password links. */
  publicUrl: string;
  /** FCM HTTP v1 credentials (NOCTUA_FCM_SERVICE_ACCOUNT: the key file's JSON or its path); unset sends no push. */
  fcmServiceAccount: FcmServiceAccount | undefined;
  /**
   * NOCTUA_JOB_WORKERS: whether this process runs the server jobs (pushes, night alerts,
   * housekeeping; server/lib/jobs.ts) and fires their schedules. On by default; `0` leaves them to
   * the other instances (the jobs are still enqueued, in the database).
   */
  jobWorkers: boolean;
  /**
   * NOCTUA_SECRET_KEY (at least 32 characters): the key the venues' e-invoicing private keys are
   * sealed with at rest (server/einvoicing/secret-key.ts). Unset, only keys for the local double of
   * AFIP can be stored (under a demo key); homologation and production keys are refused.
   */
  secretKey: string | undefined;
  /**
   * NOCTUA_AFIP_DOUBLE_URL: the base URL the local double of AFIP is served at (it answers WSAA and
   * WSFEv1 under the authority's own paths), for venues in environment 'double'; unset, such a venue
   * cannot authorise.
   */
  afipDoubleUrl: string | undefined;
  /**
   * NOCTUA_AFIP_DOUBLE (on/off): whether this server serves the local double of AFIP itself, at
   * /<product>/afip-double (server/einvoicing/demo-double.ts), and points 'double' venues at it when
   * NOCTUA_AFIP_DOUBLE_URL is unset. Default on, off with NODE_ENV=production.
   */
  afipDouble: boolean;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number.parseInt(value, 10);
  if (!Number.isFinite(n)) throw new Error(`Not a number: ${value}`);
  return n;
}

function serviceAccount(value: string | undefined): FcmServiceAccount | undefined {
  if (!value?.trim()) return undefined;
  const text = value.trim().startsWith('{') ? value : readFileSync(path.resolve(value), 'utf8');
  const json = JSON.parse(text) as Record<string, unknown>;
  const { project_id, client_email, private_key, token_uri } = json;
  if (typeof project_id !== 'string' || typeof client_email !== 'string' || typeof private_key !== 'string') {
    throw new Error('NOCTUA_FCM_SERVICE_ACCOUNT needs project_id, client_email and private_key');
  }
  return {
    projectId: project_id,
    clientEmail: client_email,
    privateKey: private_key,
    tokenUri: typeof token_uri === 'string' ? token_uri : 'https://oauth2.googleapis.com/token',
  };
}

function secretKey(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('NOCTUA_SECRET_KEY must be at least 32 characters (e.g. openssl rand -base64 32)');
  return value;
}

/** The analytics loader's script and attributes, or null when the address is missing or not https. */
function analyticsOf(src: string | undefined, data: string | undefined): AnalyticsConfig {
  const url = analyticsSrc(src);
  return url ? { src: url, data: parseAnalyticsData(data) } : null;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const port = int(source.PORT, 8080);
  const product = source.NOCTUA_PRODUCT || 'noctua';
  const seed = source.NOCTUA_SEED || 'demo';
  if (seed !== 'demo' && seed !== 'large' && seed !== 'none') {
    throw new Error(`NOCTUA_SEED must be demo, large or none, not ${seed}`);
  }
  const doubleFlag = (source.NOCTUA_AFIP_DOUBLE ?? '').trim().toLowerCase();
  const afipDouble = doubleFlag ? ['1', 'on', 'true'].includes(doubleFlag) : source.NODE_ENV !== 'production';
  return {
    port,
    product,
    databaseUrl: source.DATABASE_URL || undefined,
    dataDir: path.resolve(source.NOCTUA_DATA_DIR || './data'),
    defaultPassword: source.NOCTUA_DEFAULT_PASSWORD || undefined,
    jwtSecret: source.NOCTUA_JWT_SECRET || undefined,
    tokenTtlSeconds: int(source.NOCTUA_TOKEN_TTL_SECONDS, 12 * 60 * 60),
    seed,
    logLevel: source.LOG_LEVEL || (source.NODE_ENV === 'test' ? 'silent' : 'info'),
    bodyLimitBytes: int(source.NOCTUA_BODY_LIMIT_BYTES, 1024 * 1024),
    downloadMaxBytes: int(source.NOCTUA_DOWNLOAD_MAX_BYTES, 100 * 1024 * 1024),
    staticDir: path.resolve(source.NOCTUA_STATIC_DIR || './dist'),
    publicUrl: source.NOCTUA_PUBLIC_URL || `http://localhost:${port}/${product}`,
    fcmServiceAccount: serviceAccount(source.NOCTUA_FCM_SERVICE_ACCOUNT),
    logLinks: source.NOCTUA_LOG_LINKS === '1',
    trustProxy: source.NOCTUA_TRUST_PROXY === '1',
    hsts: source.NOCTUA_HSTS === '1',
    serveSourceMaps: source.NOCTUA_SERVE_SOURCEMAPS === '1',
    analytics: analyticsOf(source.NOCTUA_ANALYTICS_SRC, source.NOCTUA_ANALYTICS_DATA),
    jobWorkers: !['0', 'false', 'off'].includes((source.NOCTUA_JOB_WORKERS ?? '').trim().toLowerCase()),
    secretKey: secretKey(source.NOCTUA_SECRET_KEY),
    afipDoubleUrl:
      source.NOCTUA_AFIP_DOUBLE_URL?.trim() || (afipDouble ? `http://127.0.0.1:${port}/${product}/afip-double` : undefined),
    afipDouble,
  };
}
