// Structured JSON logs (pino). Credentials never reach a log line: request bodies are not logged,
// the redact list covers the header and fields where they could appear, token-like path segments
// are masked in the access log (accessLogPath), and errors are logged without their SQL parameters
// (safeError). Lines are written asynchronously (batched while a write is in flight): a synchronous write per request
// cost 14 % of an API request's CPU (bench/api.ts profile); pino flushes what is buffered on exit.
import pino from 'pino';
import { pgCode } from './errors';

export type Logger = pino.Logger;

export function createLogger(level: string, destination: pino.DestinationStream = pino.destination({ sync: false })): Logger {
  return pino(
    {
      level,
      base: { service: 'noctua' },
      serializers: { err: safeError },
      redact: {
        paths: [
          'password',
          '*.password',
          'oldPassword',
          '*.oldPassword',
          'token',
          '*.token',
          'accessToken',
          '*.accessToken',
          'authorization',
          '*.authorization',
          'headers.authorization',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/**
 * An error as a log line may show it: its class, PostgreSQL code, the SQL text (placeholders, never
 * the parameters) and the stack's frames. Drizzle's messages embed the parameters ("params: …")
 * and PostgreSQL's quote the offending value, so neither message is logged for a database error.
 */
export function safeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err).slice(0, 200) };
  const code = pgCode(err);
  const query = (err as { query?: unknown }).query;
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((l) => l.trimStart().startsWith('at '))
    .slice(0, 8);
  const isDatabase = code !== undefined || typeof query === 'string';
  return {
    type: err.name,
    ...(isDatabase ? { code, query: typeof query === 'string' ? query : undefined } : { message: err.message }),
    stack: frames.join('\n'),
  };
}

// A segment that is long and made of token characters (a JWT has dots; a reset or table token is
// base64url or hex) is a credential, not a name; uuids (ids) are kept.
const TOKEN_SEGMENT = /^(?:[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+|[A-Za-z0-9_-]{32,})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request path for the access log, token-like segments replaced by `[token]` (no query string). */
export function accessLogPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) && !UUID.test(segment) ? '[token]' : segment))
    .join('/');
}

/** What one access log line says: no credential (the path is masked, no headers, no body). */
export interface AccessLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  started: number;
}

/**
 * Writes one access log line per request. The line holds no credential, so it skips the redaction
 * pass, a sixth of a small read's CPU (issue 20 profile).
 */
export function createAccessLog(logger: Logger): (line: AccessLine) => void {
  const log = logger.child({}, { redact: [] });
  return ({ reqId, method, path, status, started }) =>
    log.info({ reqId, method, path: accessLogPath(path), status, ms: Math.round(performance.now() - started) }, 'request');
}
