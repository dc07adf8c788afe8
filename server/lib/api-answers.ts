// How the API's answers leave (issue 20, bench/api.ts profiles): the security headers, `cache-control:
// no-store` unless a route says otherwise, gzip for large bodies, and the request id.
//
// A small JSON answer (the session user, tonight, a one-row pull, every error) is built here as a
// Response with a plain header object that already holds all of that: @hono/node-server writes such
// a "light" answer straight to the socket. The middlewares that did the same after the route
// (secureHeaders, compress, a cache-control default) each read or set `c.res.headers`, which turns
// the light answer into a full fetch Response with undici Headers: header sets, their sorting and
// the garbage they left were over a third of a small read's CPU. Everything else (large JSON, text,
// files, streams, a route that set a header or a status itself) takes the general path, with the
// same headers as before.
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id (requestIdHeader), in the access log and the X-Request-Id answer header. */
    requestId: string;
  }
}

/** JSON answers under this many bytes are sent as they are (gzip would save a few hundred bytes). */
const SMALL_BYTES = 1024;

/** Answers built on the light path: they carry every header already. */
const light = new WeakSet<Response>();

/**
 * The headers of hono's `secureHeaders()` with its defaults (tests/api/api-answers.test.ts compares
 * them with what the middleware itself sets), HSTS only when configured.
 */
export function apiSecurityHeaders(hsts: string | false): Record<string, string> {
  return {
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'no-referrer',
    ...(hsts ? { 'Strict-Transport-Security': hsts } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
  };
}

/** What every API answer carries: the security headers and `cache-control: no-store`. */
export function apiAnswerHeaders(hsts: string | false): Record<string, string> {
  return { ...apiSecurityHeaders(hsts), 'Cache-Control': 'no-store' };
}

const noop = async () => undefined;

/**
 * JSON already rendered (the pull's rows come from the database as JSON text): `c.json(new
 * JsonText(text))` answers the text as it is, on the light path when it is small, like any JSON.
 */
export class JsonText {
  constructor(readonly text: string) {}
  /** Only apiAnswers may answer it: serialised by anything else it would become `{"text":…}`. */
  toJSON(): never {
    throw new Error('JsonText answered outside apiAnswers');
  }
}

type Json = (object: unknown, arg?: unknown, headers?: Record<string, string>) => Response;

/** The API's answers: the light path for small JSON, the general one (as before) for the rest. */
export function apiAnswers(opts: { hsts: string | false }): MiddlewareHandler {
  const fixed = apiAnswerHeaders(opts.hsts);
  const secure = secureHeaders({ strictTransportSecurity: opts.hsts });
  const gzip = compress();
  return async (c, next) => {
    // A route that sets a header or a status itself keeps them: its answer takes the general path.
    let plain = true;
    const { header, status, body } = c;
    c.header = ((...args: Parameters<typeof header>) => {
      plain = false;
      header(...args);
    }) as typeof header;
    c.status = (code) => {
      plain = false;
      status(code);
    };
    c.json = ((object, arg, headers) => {
      const text = object instanceof JsonText ? object.text : JSON.stringify(object);
      const bytes = Buffer.byteLength(text);
      if (plain && bytes < SMALL_BYTES && (arg === undefined || typeof arg === 'number')) {
        const res = new Response(text, {
          status: (arg as number | undefined) ?? 200,
          headers: {
            ...fixed,
            'X-Request-Id': c.get('requestId'),
            'Content-Type': 'application/json',
            'Content-Length': String(bytes),
            ...headers,
          },
        });
        light.add(res);
        return res;
      }
      return (body as (data: string, arg?: unknown, headers?: Record<string, string>) => Response)(text, arg, {
        'Content-Type': 'application/json',
        ...(bytes < SMALL_BYTES ? { 'Content-Length': String(bytes) } : {}),
        ...headers,
      });
    }) as Json as typeof c.json;
    await next();
    if (light.has(c.res)) return;
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
    await gzip(c, noop);
    await secure(c, noop);
  };
}

const VALID_ID = /^[\w\-=]{1,255}$/;

/**
 * The request id (the caller's X-Request-Id when it is a plain token, else a new uuid), kept as
 * `c.var.requestId` for the logs and sent back as X-Request-Id: the light answers hold it already,
 * the others get it here.
 */
export const requestIdHeader: MiddlewareHandler = async (c: Context, next) => {
  const given = c.req.header('x-request-id');
  const id = given && VALID_ID.test(given) ? given : randomUUID();
  c.set('requestId', id);
  await next();
  if (!light.has(c.res)) c.header('X-Request-Id', id);
};
