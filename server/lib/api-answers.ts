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
//
// A large JSON answer (a snapshot page of 5,000 cards, a report) is compressed from its text in
// one call on zlib's thread pool: brotli at quality 4 where the client takes it (HTTPS), else gzip
// at level 4. hono's compress() (a CompressionStream at gzip's default level) spent 30–40 ms of the
// server's CPU on a 1.7 MB snapshot page; these take 17 and 15 ms, and brotli's answer is 7 %
// smaller than the old one (gzip's 6 % larger). Other large answers keep compress().
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip as gzipCallback, constants as zlibConstants } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { parseAccept } from 'hono/utils/accept';

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
/** Large JSON answers on the general path, with their text (compressed from it, not from a stream). */
const jsonTexts = new WeakMap<Response, string>();

const brotli = promisify(brotliCompress);
const gzipText = promisify(gzipCallback);
const BROTLI_OPTIONS = {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT },
};
const GZIP_OPTIONS = { level: 4 };
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** The encoding a large JSON answer goes out in: brotli, then gzip, as Accept-Encoding allows (q > 0). */
export function jsonEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepts = parseAccept(acceptEncoding);
  const q = (name: string) =>
    accepts.find((a) => a.type.toLowerCase() === name)?.q ?? accepts.find((a) => a.type === '*')?.q ?? 0;
  const br = q('br');
  const gzip = q('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/** The text in `encoding`, in one call on zlib's thread pool. */
function compressText(text: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br' ? brotli(text, BROTLI_OPTIONS) : gzipText(text, GZIP_OPTIONS);
}

/** Adds Accept-Encoding to the answer's Vary (as compress() does). */
function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/** A large JSON answer compressed from its text as the client allows (as compress() decides when). */
async function encodeJson(c: Context, text: string): Promise<void> {
  const { headers } = c.res;
  if (c.req.method === 'HEAD' || headers.has('content-encoding') || NO_TRANSFORM.test(headers.get('cache-control') ?? '')) return;
  const encoding = jsonEncoding(c.req.header('accept-encoding'));
  if (!encoding) {
    varyOnEncoding(headers);
    return;
  }
  const compressed = await compressText(text, encoding);
  // The same status and headers (hono's res setter keeps them), then the encoding's own.
  c.res = new Response(compressed as Uint8Array<ArrayBuffer>, c.res);
  c.res.headers.set('Content-Encoding', encoding);
  c.res.headers.set('Content-Length', String(compressed.length));
  varyOnEncoding(c.res.headers);
}

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
      const res = (body as (data: string, arg?: unknown, headers?: Record<string, string>) => Response)(text, arg, {
        'Content-Type': 'application/json',
        ...(bytes < SMALL_BYTES ? { 'Content-Length': String(bytes) } : {}),
        ...headers,
      });
      if (bytes >= SMALL_BYTES) jsonTexts.set(res, text);
      return res;
    }) as Json as typeof c.json;
    await next();
    if (light.has(c.res)) return;
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
    const text = jsonTexts.get(c.res);
    if (text === undefined) await gzip(c, noop);
    else await encodeJson(c, text);
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
