// How a route describes itself in the OpenAPI document (server/openapi.ts builds it with
// hono-openapi from app.routes). A route's request schemas come from its validators
// (server/lib/validate.ts), its security and privilege codes from its guard
// (server/middleware/auth.ts), and its answer from `responds(schema)` placed before the guard:
// every description is the same valibot schema the code runs or returns.

import type { MiddlewareHandler } from 'hono';
import { describeRoute, resolver, uniqueSymbol } from 'hono-openapi';
import type { GenericSchema } from 'valibot';

/** The security scheme of a signed-in user: the access token of /account/login as a Bearer token. */
export const SIGNED_IN = 'accessToken';
/** The security scheme of a POS terminal (/ingest/sales): its API key as a Bearer token. */
export const TERMINAL_KEY = 'terminalKey';
/** The operation's extension listing the privilege codes its guard asks for (any one of them). */
export const PRIVILEGES = 'x-privileges';

type SuccessStatus = 200 | 201 | 202;

export interface RespondsOptions {
  /** 200 unless told; several when the route answers the same schema with either (e.g. 201 new, 200 found again). */
  status?: SuccessStatus | readonly SuccessStatus[];
  /** One line on what the route does, shown as the operation's title. */
  summary?: string;
  description?: string;
  /** An answer that is not JSON (an image, an app file, plain text): its media type. */
  media?: string;
}

/** The JSON `schema` answers with `status`; 4xx answers are `{ message }` (server/openapi.ts adds them). */
export function responds(schema: GenericSchema, opts: RespondsOptions = {}): MiddlewareHandler {
  const statuses = typeof opts.status === 'object' ? opts.status : [opts.status ?? 200];
  const answer = () => ({
    description: opts.description ?? opts.summary ?? 'OK',
    content: { [opts.media ?? 'application/json']: { schema: resolver(schema) } },
  });
  return describeRoute({
    ...(opts.summary ? { summary: opts.summary } : {}),
    ...(opts.description ? { description: opts.description } : {}),
    responses: Object.fromEntries(statuses.map((status) => [String(status), answer()])),
  });
}

/** A route that answers with no body (204) or with bytes of `media` (a file, an image, text). */
export function respondsWithout(
  answer: { status: 204 } | { media: string; status?: 200 },
  opts: Omit<RespondsOptions, 'media' | 'status'> = {},
): MiddlewareHandler {
  const status = String(answer.status ?? 200);
  const description = opts.description ?? opts.summary ?? (status === '204' ? 'Done, no content' : 'The file');
  return describeRoute({
    ...(opts.summary ? { summary: opts.summary } : {}),
    ...(opts.description ? { description: opts.description } : {}),
    responses: {
      [status]:
        'media' in answer
          ? { description, content: { [answer.media]: { schema: { type: 'string', format: 'binary' } } } }
          : { description },
    },
  });
}

/** Marks a middleware (a guard) with a part of the operation it guards, merged into the document. */
export function documentMiddleware<M extends object>(middleware: M, spec: Record<string, unknown>): M {
  Object.assign(middleware, { [uniqueSymbol]: { spec } });
  return middleware;
}

/** Marks a validator with the schema it checks (the document shows it as parameters or body). */
export function documentValidator<M extends object>(middleware: M, target: string, schema: GenericSchema): M {
  Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema), options: undefined } });
  return middleware;
}
