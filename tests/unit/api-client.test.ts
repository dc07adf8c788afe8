import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, FALLBACK_ERROR_MESSAGE, toApiError } from '../../src/lib/api-client';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function clientWith(respond: (request: Request) => Response | Promise<Response>, language?: string) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    calls.push(request);
    return respond(request);
  });
  const client = createApiClient({ baseURL: '/noctua/api', fetch, getLanguage: () => language });
  return { client, calls };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('api client', () => {
  it('calls under the base path and returns the parsed body', async () => {
    const { client, calls } = clientWith(() => json(200, { user: { id: 'u1' } }));
    await expect(client.get('/account/my-account')).resolves.toEqual({ user: { id: 'u1' } });
    expect(new URL(calls[0]?.url ?? '').pathname).toBe('/noctua/api/account/my-account');
  });

  it('sends the Bearer token only while one is set, and the interface language', async () => {
    const { client, calls } = clientWith(() => json(200, {}), 'de');
    await client.post('/account/login', { email: 'a', password: 'b' });
    client.setAccessToken('tok');
    await client.get('/account/my-account');
    client.setAccessToken(null);
    await client.get('/account/my-account');
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual([null, 'Bearer tok', null]);
    expect(calls[0]?.headers.get('accept-language')).toBe('de');
    expect(await calls[0]?.json()).toEqual({ email: 'a', password: 'b' });
  });

  it("rejects with the server's { message } and exposes the status", async () => {
    const { client } = clientWith(() => json(401, { message: 'Usuario o contraseña incorrectos' }));
    const error = await rejection(client.post('/account/login', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Usuario o contraseña incorrectos');
    expect(error.status).toBe(401);
    expect(error.data).toEqual({ message: 'Usuario o contraseña incorrectos' });
  });

  it("says 'Something went wrong' when the body has no message", async () => {
    const { client } = clientWith(() => new Response('', { status: 500 }));
    const error = await rejection(client.get('/x'));
    expect(error.message).toBe(FALLBACK_ERROR_MESSAGE);
    expect(error.message).toBe('Something went wrong');
    expect(error.status).toBe(500);
  });

  it('keeps 402 visible to callers', async () => {
    const { client } = clientWith(() => json(402, {}));
    const error = await rejection(client.get('/account/my-account'));
    expect(error.status).toBe(402);
    expect(error.message).toBe('Something went wrong');
  });

  it('maps a failed request (offline) to the fallback with no status', async () => {
    const { client } = clientWith(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await rejection(client.get('/x'));
    expect(error.message).toBe('Something went wrong');
    expect(error.status).toBeUndefined();
  });

  it('maps anything else to an ApiError', () => {
    expect(toApiError(new Error('boom')).message).toBe('Something went wrong');
    const existing = new ApiError('x', 400, null);
    expect(toApiError(existing)).toBe(existing);
  });
});
