// JSON answers under 1 KiB (the session user, tonight, a one-row pull) leave as they are, with
// their Content-Length: without a length, compress() pushed each through a CompressionStream,
// about a fifth of such a request's CPU (bench/api.ts profile, issue 20) to save a few hundred
// bytes. Larger answers are still gzipped by compress(), which must be registered before this.
import type { MiddlewareHandler } from 'hono';

const SMALL_BYTES = 1024;

export const smallJsonAsIs: MiddlewareHandler = async (c, next) => {
  const body = c.body as (data: string, arg?: unknown, headers?: Record<string, string>) => Response;
  c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string>) => {
    const text = JSON.stringify(object);
    const bytes = Buffer.byteLength(text);
    return body(text, arg, {
      'Content-Type': 'application/json',
      ...(bytes < SMALL_BYTES ? { 'Content-Length': String(bytes) } : {}),
      ...headers,
    });
  }) as unknown as typeof c.json;
  await next();
};
