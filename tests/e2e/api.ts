// The server's API from the test process (to arrange data and to check what the screens did):
// one fetch with the bearer token, one JSON call that expects its status, one login.
import { expect } from 'vitest';

export interface ApiInit {
  method?: string;
  /** A JSON value (serialised here), or a raw body (text, FormData, bytes) passed as is. */
  body?: unknown;
  headers?: Record<string, string>;
}

const isRaw = (body: unknown): body is BodyInit =>
  typeof body === 'string' ||
  body instanceof FormData ||
  body instanceof Blob ||
  body instanceof ArrayBuffer ||
  ArrayBuffer.isView(body);

/** A request to `${baseUrl}/noctua/api${path}` as the token's user, in Spanish. */
export function apiFetch(baseUrl: string, path: string, token: string, init: ApiInit = {}): Promise<Response> {
  const json = init.body !== undefined && !isRaw(init.body);
  return fetch(`${baseUrl}/noctua/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'es',
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : json ? JSON.stringify(init.body) : (init.body as BodyInit),
  });
}

/** The answer's JSON, after asserting its status (200 unless told), with the body in the failure. */
export async function apiJson<T>(
  baseUrl: string,
  path: string,
  token: string,
  init: ApiInit & { status?: number } = {},
): Promise<T> {
  const res = await apiFetch(baseUrl, path, token, init);
  const text = await res.text();
  expect(res.status, `${init.method ?? 'GET'} ${path}: ${text}`).toBe(init.status ?? 200);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface LoginAnswer {
  accessToken: string;
  user: { id: string };
}

/** The API's login answer (token and user). */
export async function apiLoginAnswer(baseUrl: string, email: string, password: string): Promise<LoginAnswer> {
  const res = await fetch(`${baseUrl}/noctua/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as LoginAnswer;
}

/** A bearer token through the API's login. */
export async function apiLogin(baseUrl: string, email: string, password: string): Promise<string> {
  return (await apiLoginAnswer(baseUrl, email, password)).accessToken;
}

/** The answer's JSON when the call succeeded (any 2xx), else an error with the status and body. */
export async function apiOk<T>(baseUrl: string, path: string, token: string, init: ApiInit = {}): Promise<T> {
  const res = await apiFetch(baseUrl, path, token, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
