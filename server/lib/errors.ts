// Every failure leaves the server as `{ message }` with a 4xx status when the request was at fault.
// Handlers throw ApiError with a Spanish message; the error handler translates it to the request's
// language and maps library and database errors that bad input can cause (malformed JSON, invalid
// uuid text, unique or foreign-key violations) to 4xx, so a malformed request never yields a 5xx.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from './logger';
import { requestLang, translate } from './messages';

/** The answer for a signed-in user without a venue (server/middleware/auth.ts `requireVenue`). */
export const NO_VENUE = 'Tu usuario no tiene un local asignado';

/** The 503 while the database cannot be reached (isDatabaseUnavailable); readiness says it too. */
export const DATABASE_DOWN = 'La base de datos no está disponible. Vuelve a intentarlo en unos segundos.';
/** Seconds a client is told to wait (Retry-After) before trying again while the database is down. */
export const DATABASE_RETRY_SECONDS = 5;

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly spanishMessage: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(status, { message: spanishMessage });
  }
}

/** `row`, or a 404 `notFound` when there is none (the one row a service was asked for). */
export function found<T>(row: T | undefined, notFound: string): T {
  if (row === undefined) throw new ApiError(404, notFound);
  return row;
}

interface PgLikeError {
  code?: string;
  cause?: unknown;
}

/** The SQLSTATE of a database error, looked for through wrapped causes (Drizzle wraps the driver's error). */
export function pgCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as PgLikeError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as PgLikeError).cause;
  }
  return undefined;
}

// A database that cannot be reached, as node-postgres and PGlite report it: the socket's errors
// (PostgreSQL stopped, a network cut), SQLSTATE class 08 (connection exception), 57P01–57P03 (the
// server shutting down, crashed, or still starting), 53300 (no connection slot left), the pool's
// own connect timeout and a connection dropped under a query, and a closed PGlite (the server
// shutting down). The pool replaces broken connections on the next query, so these pass by
// themselves when the database is back.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'ECONNABORTED',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNREACHABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is clos(ed|ing)|Cannot use a pool after calling end)/;

/** Whether `err` (or an error it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [err];
  while (pending.length > 0 && seen.size < 16) {
    const e = pending.pop();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

export function errorResponse(c: Context, status: ContentfulStatusCode, spanish: string, extra?: Record<string, unknown>) {
  return c.json({ message: translate(requestLang(c), spanish), ...extra }, status);
}

export function makeErrorHandler(logger: Logger) {
  // While the database is down every request fails the same way: one log line per 10 s, not one each.
  let downLoggedAt = 0;
  return (err: Error, c: Context) => {
    if (isDatabaseUnavailable(err)) {
      if (Date.now() - downLoggedAt > 10_000) {
        downLoggedAt = Date.now();
        logger.warn(
          { err: err.message, cause: String((err.cause as Error | undefined)?.message ?? '') },
          'database unavailable: answering 503',
        );
      }
      c.header('retry-after', String(DATABASE_RETRY_SECONDS));
      return errorResponse(c, 503, DATABASE_DOWN);
    }
    if (err instanceof ApiError) return errorResponse(c, err.status, err.spanishMessage, err.extra);
    if (err instanceof HTTPException) {
      if (err.status === 400 && /json/i.test(err.message)) {
        return errorResponse(c, 400, 'El cuerpo de la solicitud no es JSON válido');
      }
      if (err.status === 413) return errorResponse(c, 413, 'La solicitud es demasiado grande');
      if (err.status === 401) return errorResponse(c, 401, 'Debes iniciar sesión');
      return c.json({ message: err.message || 'Error' }, err.status);
    }
    if (err instanceof SyntaxError) return errorResponse(c, 400, 'El cuerpo de la solicitud no es JSON válido');
    switch (pgCode(err)) {
      case '22P02': // invalid text representation (e.g. a malformed uuid)
      case '22003': // numeric out of range
      case '22007': // invalid datetime format
      case '22008': // datetime out of range
      case '22001': // string too long
      case '22021': // invalid byte sequence (e.g. \u0000 in text)
      case '23502': // not null violation
      case '23514': // check violation
        return errorResponse(c, 422, 'El valor no es válido');
      case '23505':
        return errorResponse(c, 409, 'Ese valor ya existe');
      case '23503':
        return errorResponse(c, 409, 'Hace referencia a un registro que no existe');
    }
    logger.error({ err, reqId: c.get('requestId') }, 'unhandled error');
    return errorResponse(c, 500, 'Error interno del servidor');
  };
}
