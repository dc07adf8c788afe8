// The one way to read and write online data (src/lib/online-api.ts, decision 0007): what a read and
// a write do offline with 'fail' and with 'wait', what a write refreshes and when, and how a failed
// write reads on screen (errorMessage through ErrorText and the FormDialog).
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { onlineManager, QueryClient, QueryClientProvider, type UseMutationResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ensureFullTheme, system } from '../../src/app/theme/system';
import type { BlogPostDto } from '../../src/contract/blog';
import { ApiError, api } from '../../src/lib/api-client';
import { NoctuaDb } from '../../src/lib/db/noctua-db';
import { loadCopy, saveCopy, updateCopy } from '../../src/lib/offline-copy';
import {
  compactQuery,
  type OfflineBehaviour,
  offlineError,
  onlineGet,
  onlineQuery,
  type Refresh,
  useOnlineMutation,
} from '../../src/lib/online-api';
import { FormDialog } from '../../src/lib/ui/form-dialog';
import { ErrorText } from '../../src/lib/ui/status-alerts';
import { flush, type Rendered, render } from './helpers';

const LIST = ['things', 'list'] as const;
const OTHER = ['other'] as const;

let view: Rendered | undefined;
let client: QueryClient;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  onlineManager.setOnline(online);
}

beforeAll(() => ensureFullTheme());
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setOnline(true);
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  client.clear();
  setOnline(true);
});

const wrap = (ui: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </ChakraProvider>
  </I18nProvider>
);

type Mutation = UseMutationResult<string, Error, string, unknown>;

/** Mounts a write and hands back its live result (read it after each flush). */
async function mountWrite(
  offline: OfflineBehaviour,
  mutationFn: (input: string) => Promise<string>,
  extra: { refresh?: Refresh<string, string>; answerTo?: readonly unknown[] } = {},
) {
  const seen: { current?: Mutation } = {};
  function Probe() {
    seen.current = useOnlineMutation({ offline, mutationFn, ...extra });
    return seen.current.error ? <p data-testid="error">{<ErrorText error={seen.current.error} />}</p> : null;
  }
  view = await render(wrap(<Probe />));
  return () => seen.current as Mutation;
}

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe("a write with offline 'fail'", () => {
  it('offline, is refused at once without a request and says there is no connection', async () => {
    const send = vi.fn(async (input: string) => `saved ${input}`);
    const write = await mountWrite('fail', send, { refresh: [LIST] });
    client.setQueryData(LIST, ['kept']);
    setOnline(false);
    write().mutate('a');
    await flush();
    expect(send).not.toHaveBeenCalled();
    expect(write().isPaused).toBe(false);
    expect(write().status).toBe('error');
    expect(write().error).toBeInstanceOf(ApiError);
    expect((write().error as ApiError).status).toBeUndefined();
    expect(byTestId('error')?.textContent).toBe('No tienes conexión a internet');
    // Nothing answered: nothing on screen is stale, nothing is refetched.
    expect(client.getQueryState(LIST)?.isInvalidated).toBe(false);
  });

  it('online, sends once and refreshes what it names, not the rest', async () => {
    const send = vi.fn(async (input: string) => `saved ${input}`);
    const write = await mountWrite('fail', send, { refresh: [['things']] });
    client.setQueryData(LIST, ['kept']);
    client.setQueryData(OTHER, 1);
    write().mutate('a');
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(write().data).toBe('saved a');
    expect(client.getQueryState(LIST)?.isInvalidated).toBe(true);
    expect(client.getQueryState(OTHER)?.isInvalidated).toBe(false);
  });

  it('refused by the server, shows its message and refreshes (what is shown may be stale)', async () => {
    const send = vi.fn(async () => {
      throw new ApiError('La noche ya está cerrada', 409, { message: 'La noche ya está cerrada' });
    });
    const write = await mountWrite('fail', send, { refresh: (input) => [[...LIST, input]] });
    client.setQueryData([...LIST, 'n1'], ['kept']);
    write().mutate('n1');
    await flush();
    expect(byTestId('error')?.textContent).toBe('La noche ya está cerrada');
    expect(client.getQueryState([...LIST, 'n1'])?.isInvalidated).toBe(true);
  });

  it('puts its answer under answerTo before the refresh', async () => {
    const write = await mountWrite('fail', async (input) => `settings ${input}`, { answerTo: ['settings'] });
    write().mutate('v2');
    await flush();
    expect(client.getQueryData(['settings'])).toBe('settings v2');
  });
});

describe("a write with offline 'wait'", () => {
  it('offline, waits paused without a request and is sent once when the connection is back', async () => {
    const send = vi.fn(async (input: string) => `saved ${input}`);
    const write = await mountWrite('wait', send, { refresh: [LIST] });
    client.setQueryData(LIST, ['kept']);
    setOnline(false);
    write().mutate('a');
    await flush();
    expect(send).not.toHaveBeenCalled();
    expect(write().isPaused).toBe(true);
    expect(write().isPending).toBe(true);
    expect(byTestId('error')).toBeNull();

    setOnline(true);
    await flush(5);
    expect(send).toHaveBeenCalledTimes(1);
    expect(write().data).toBe('saved a');
    expect(client.getQueryState(LIST)?.isInvalidated).toBe(true);
  });
});

describe('a read', () => {
  async function mountRead(offline: OfflineBehaviour, fetcher: () => Promise<string>) {
    const seen: { current?: ReturnType<typeof useQuery<string>> } = {};
    function Probe() {
      seen.current = useQuery(onlineQuery({ offline, queryKey: ['read', offline], queryFn: fetcher }));
      return null;
    }
    view = await render(wrap(<Probe />));
    return () => seen.current as ReturnType<typeof useQuery<string>>;
  }

  it("with 'fail', offline, asks anyway and fails at once", async () => {
    setOnline(false);
    const fetcher = vi.fn(async (): Promise<string> => {
      throw new ApiError('Something went wrong', undefined, undefined);
    });
    const read = await mountRead('fail', fetcher);
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(read().status).toBe('error');
    expect(read().fetchStatus).toBe('idle');
  });

  it("with 'wait', offline, waits paused and asks when the connection is back", async () => {
    setOnline(false);
    const fetcher = vi.fn(async () => 'answer');
    const read = await mountRead('wait', fetcher);
    await flush();
    expect(fetcher).not.toHaveBeenCalled();
    expect(read().fetchStatus).toBe('paused');
    setOnline(true);
    await flush(5);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(read().data).toBe('answer');
  });

  it('of a plain GET reads its path with its params and query, under its key and offline behaviour', async () => {
    const post = { id: 'p1', title: 'Hola', slug: 'hola', excerpt: '', coverUrl: null, authorName: null, publishedAt: '' };
    const get = vi.spyOn(api, 'get').mockResolvedValue({ ...post, body: '', html: '' });
    const options = onlineGet(['post', 'hola'], '/blog/post/{slug}', { offline: 'fail', params: { slug: 'hola' }, staleTime: 5 });
    expect(options.queryKey).toEqual(['post', 'hola']);
    expect(options.networkMode).toBe('always');
    expect(options.staleTime).toBe(5);
    expectTypeOf(await client.fetchQuery(options)).toEqualTypeOf<BlogPostDto>();
    expect(get).toHaveBeenCalledWith('/blog/post/{slug}', { params: { slug: 'hola' }, query: undefined });
    get.mockRestore();
  });
});

describe('the form dialog', () => {
  const dialog = (error: unknown) =>
    wrap(
      <FormDialog
        title="Noche"
        submitLabel="Guardar"
        pending={false}
        error={error}
        onClose={() => {}}
        onSubmit={() => {}}
        testId="f"
      >
        <input />
      </FormDialog>,
    );

  it("shows the server's message as sent, and the offline notice for a write refused offline", async () => {
    view = await render(dialog(new ApiError('El nombre ya existe', 409, { message: 'El nombre ya existe' })));
    await flush();
    expect(document.body.querySelector('[data-testid="f-error"]')?.textContent).toContain('El nombre ya existe');
    await view.unmount();

    setOnline(false);
    view = await render(dialog(offlineError()));
    await flush();
    expect(document.body.querySelector('[data-testid="f-error"]')?.textContent).toContain('No tienes conexión a internet');
  });
});

describe('compactQuery', () => {
  it('drops empty filters and writes the rest as text', () => {
    expect(compactQuery({ a: '', b: undefined, c: null, d: 'x', e: 2, f: false })).toEqual({ d: 'x', e: '2', f: 'false' });
  });
});

describe('the offline copy', () => {
  it('keeps the last answer with its time, changes it in place, and ignores what is not a copy', async () => {
    const db = new NoctuaDb(`copy-${Math.random()}`);
    expect(await loadCopy(db, 'k')).toBeNull();
    await saveCopy(db, 'k', ['a', 'b'], '2026-11-21T02:05:00.000Z');
    await updateCopy<string[]>(db, 'k', (rows) => [...rows, 'c']);
    expect(await loadCopy(db, 'k')).toEqual({ at: '2026-11-21T02:05:00.000Z', value: ['a', 'b', 'c'] });
    await db.uiState.put({ key: 'old', value: { at: 'x', rows: [] } });
    expect(await loadCopy(db, 'old')).toBeNull();
    await updateCopy<string[]>(db, 'none', (rows) => rows);
    expect(await loadCopy(db, 'none')).toBeNull();
    db.close();
  });
});
