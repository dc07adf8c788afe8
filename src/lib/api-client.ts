// The one HTTP client of the app (SPEC §7, §8). Every call goes under `${BASE_URL}api` with the
// session's Bearer token; failures reject with an ApiError carrying the server's `{ message }`
// (or 'Something went wrong') and the HTTP status, so callers can react to 402 and friends.
// Requests carry the interface language as Accept-Language: the server answers its messages in it.
import { i18n } from '@lingui/core';
import { createFetch, FetchError, type FetchOptions } from 'ofetch';

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
