// The one HTTP client of the app (SPEC §7, §8). Every call goes under `${BASE_URL}api` with the
// session's Bearer token; failures reject with an ApiError carrying the server's `{ message }`
// (or 'Something went wrong') and the HTTP status, so callers can react to 402 and friends.
// Requests carry the interface language as Accept-Language: the server answers its messages in it.
import { i18n } from '@lingui/core';
import { createFetch, FetchError, type FetchOptions } from 'ofetch';
import type { paths } from '../../generated/api.gen';

/** SPEC §8: what a failed call says when the server gave no message. */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

export class ApiError extends Error {
  /** HTTP status of the answer; undefined when no answer came (offline, DNS, CORS, abort). */
  readonly status: number | undefined;
  /** The parsed response body, as the server sent it. */
  readonly data: unknown;

  constructor(message: string, status: number | undefined, data: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

function messageOf(data: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/** Maps anything a request can throw to an ApiError (SPEC §8 error mapping). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.status ?? error.response?.status;
    return new ApiError(messageOf(error.data) ?? FALLBACK_ERROR_MESSAGE, status, error.data);
  }
  return new ApiError(FALLBACK_ERROR_MESSAGE, undefined, undefined);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type ApiRequestOptions = Omit<FetchOptions<'json'>, 'baseURL' | 'responseType'>;

export interface ApiClient {
  /** The token sent as `Authorization: Bearer`; null sends none. Set by the session only. */
  setAccessToken(token: string | null): void;
  /** The token in use (for the pull worker, which makes its own requests). */
  getAccessToken?(): string | null;
  request<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  get<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  post<T>(path: string, body?: ApiRequestOptions['body'], options?: ApiRequestOptions): Promise<T>;
  put<T>(path: string, body?: ApiRequestOptions['body'], options?: ApiRequestOptions): Promise<T>;
}

export interface ApiClientConfig {
  baseURL: string;
  /** Injected in tests; defaults to the global fetch, looked up at call time. */
  fetch?: typeof globalThis.fetch;
  /** The language the server should answer in; none sent when it returns nothing. */
  getLanguage?: () => string | undefined;
}

export function createApiClient({ baseURL, fetch: fetchImpl, getLanguage }: ApiClientConfig): ApiClient {
  let accessToken: string | null = null;
  const $fetch = createFetch({
    fetch: fetchImpl ?? ((input, init) => globalThis.fetch(input, init)),
    defaults: {
      baseURL,
      // Retries belong to the sync layer (outbox with backoff), not to single calls.
      retry: 0,
      onRequest({ options }) {
        if (accessToken) options.headers.set('Authorization', `Bearer ${accessToken}`);
        const language = getLanguage?.();
        if (language && !options.headers.has('Accept-Language')) options.headers.set('Accept-Language', language);
      },
    },
  });

  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    try {
      return (await $fetch<T>(path, options as FetchOptions<'json'>)) as T;
    } catch (error) {
      throw toApiError(error);
    }
  }

  return {
    setAccessToken(token) {
      accessToken = token;
    },
    getAccessToken: () => accessToken,
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
  };
}

/** The app's client: /noctua/api in every environment (dev proxies it to the server). */
export const apiClient = createApiClient({
  baseURL: `${import.meta.env.BASE_URL}api`,
  getLanguage: () => i18n.locale || undefined,
});

// ───────────────────────────── Typed calls ─────────────────────────────
// The request and answer types of every route, generated from the server's OpenAPI document
// (`npm run api:types` → generated/api.gen.ts, from the routes' own valibot schemas): the path
// literal picks the operation, and its path parameters, query, body and answer follow, with no
// type written at the call site. `api.get('/audit', { query: { page: '2' } })`.

type Method = 'get' | 'post' | 'put' | 'delete';
/** The paths that have `method`. */
export type ApiPath<M extends Method> = { [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never }[keyof paths];
type Operation<P extends keyof paths, M extends Method> = paths[P] extends { [K in M]: infer O } ? O : never;
type Defined<T> = Exclude<T, undefined>;
type PathParams<O> = O extends { parameters: { path: infer X } } ? Defined<X> : never;
type Query<O> = O extends { parameters: { query?: infer X } } ? Defined<X> : never;
type JsonBody<R> = [Defined<R>] extends [never]
  ? never
  : Defined<R> extends { content: { 'application/json': infer B } }
    ? B
    : never;
type Body<O> = O extends { requestBody: infer R }
  ? JsonBody<R>
  : O extends { requestBody?: infer R }
    ? [JsonBody<R>] extends [never]
      ? never
      : JsonBody<R> | undefined
    : never;
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
/** The JSON of the operation's success (200, 201 or 202); void for a 204. */
export type ApiAnswer<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R }
    ? R extends { 200: infer A }
      ? JsonOf<A>
      : R extends { 201: infer A }
        ? JsonOf<A>
        : R extends { 202: infer A }
          ? JsonOf<A>
          : undefined
    : never;
/** What a call passes: `params` for {placeholders}, an optional `query`, the `body`. */
export type ApiInit<P extends keyof paths, M extends Method> = ([PathParams<Operation<P, M>>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<Operation<P, M>> }) &
  ([Query<Operation<P, M>>] extends [never] ? { query?: undefined } : { query?: Query<Operation<P, M>> }) &
  ([Body<Operation<P, M>>] extends [never] ? { body?: undefined } : { body: Body<Operation<P, M>> }) &
  Omit<ApiRequestOptions, 'method' | 'body' | 'query' | 'params'>;
type Args<P extends keyof paths, M extends Method> =
  Record<never, never> extends ApiInit<P, M> ? [init?: ApiInit<P, M>] : [init: ApiInit<P, M>];

/** `/cards/{id}` with its params filled in (each one URL-encoded). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

export interface TypedApi {
  get<P extends ApiPath<'get'>>(path: P, ...init: Args<P, 'get'>): Promise<ApiAnswer<P, 'get'>>;
  post<P extends ApiPath<'post'>>(path: P, ...init: Args<P, 'post'>): Promise<ApiAnswer<P, 'post'>>;
  put<P extends ApiPath<'put'>>(path: P, ...init: Args<P, 'put'>): Promise<ApiAnswer<P, 'put'>>;
  delete<P extends ApiPath<'delete'>>(path: P, ...init: Args<P, 'delete'>): Promise<ApiAnswer<P, 'delete'>>;
}

/** The typed calls over `client` (its token, language and error mapping). */
export function typedApi(client: Pick<ApiClient, 'request'>): TypedApi {
  const call =
    (method: 'GET' | 'POST' | 'PUT' | 'DELETE') =>
    (path: string, init: { params?: Record<string, string | number>; query?: object; body?: unknown } = {}) => {
      const { params, query, body, ...options } = init;
      return client.request(fillPath(path, params), {
        ...options,
        method,
        ...(query ? { query: query as Record<string, unknown> } : {}),
        ...(body !== undefined ? { body: body as ApiRequestOptions['body'] } : {}),
      });
    };
  return { get: call('GET'), post: call('POST'), put: call('PUT'), delete: call('DELETE') } as TypedApi;
}

/** The app's typed calls (the same client as apiClient). */
export const api = typedApi(apiClient);
