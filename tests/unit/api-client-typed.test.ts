// The typed calls of src/lib/api-client.ts (issue 33 item 4): the path literal picks the operation
// of the generated src/contract/api.gen.ts; placeholders are filled and encoded, query and body
// go out as given, and the answer's type is the server's schema.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AuditPageDto } from '../../src/contract/audit';
import { createApiClient, fillPath, typedApi } from '../../src/lib/api-client';

function recordingClient(answer: unknown) {
  const calls: { url: string; method: string; body: string | null }[] = [];
  const client = createApiClient({
    baseURL: 'http://test/noctua/api',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push({ url: request.url, method: request.method, body: init?.body ? String(init.body) : null });
      return Response.json(answer);
    },
  });
  return { api: typedApi(client), calls };
}

describe('typed API calls', () => {
  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(fillPath('/cards/{id}/carga', { id: 'a b/c' })).toBe('/cards/a%20b%2Fc/carga');
    expect(() => fillPath('/cards/{id}', {})).toThrow(/id/);
  });

  it('sends the method, params, query and body, and types the answer', async () => {
    const { api, calls } = recordingClient({ ok: true });
    const page = api.get('/audit', { query: { page: '2', entity: 'nights' } });
    expectTypeOf(page).resolves.toEqualTypeOf<AuditPageDto>();
    await page;
    await api.put('/user/account/address-book/{id}', {
      params: { id: '0193' },
      body: { kind: 'supplier', name: 'Bodega', phone: '', email: '', notes: '' },
    });
    await api.delete('/user/account/push-devices/{id}', { params: { id: 'x' } });
    expect(calls).toEqual([
      { url: 'http://test/noctua/api/audit?page=2&entity=nights', method: 'GET', body: null },
      {
        url: 'http://test/noctua/api/user/account/address-book/0193',
        method: 'PUT',
        body: JSON.stringify({ kind: 'supplier', name: 'Bodega', phone: '', email: '', notes: '' }),
      },
      { url: 'http://test/noctua/api/user/account/push-devices/x', method: 'DELETE', body: null },
    ]);
  });

  it('rejects a call the document does not have, at compile time', () => {
    const { api } = recordingClient({});
    // @ts-expect-error: no such path
    expect(() => api.get('/no/such/path').catch(() => undefined)).not.toThrow();
    // @ts-expect-error: the body of a login is { email, password }
    void api.post('/account/login', { body: { email: 'a@b.c' } }).catch(() => undefined);
  });
});
