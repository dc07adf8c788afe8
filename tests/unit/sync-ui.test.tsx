// The sync UI over a real replica (fake-indexeddb): the top bar's indicator counts the outbox,
// the "Requieren atención" inbox lists and discards a rejected command, the first sync shows its
// progress, sign-out with changes waiting asks first and never deletes them, and quota errors
// are recognised.
// The features' offline commands, registered as the app's replica runtime loads them.
import '../../src/lib/sync/known-commands';
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import Dexie from 'dexie';
import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '../../src/app/navigation/user-menu';
import { system } from '../../src/app/theme/system';
import type { SessionUser } from '../../src/contract/auth';
import type { PullResponse, SnapshotResponse, SyncTable } from '../../src/contract/sync';
import { uuidv7 } from '../../src/contract/uuid';
import { setAttentionInboxOpen } from '../../src/features/sync/attention-inbox-state';
import { FirstSyncBanner } from '../../src/features/sync/components/first-sync-banner';
import { SyncIndicator } from '../../src/features/sync/components/sync-indicator';
import type { ApiClient } from '../../src/lib/api-client';
import type { Auth, AuthState } from '../../src/lib/auth/auth-store';
import { AuthProvider } from '../../src/lib/auth/use-auth';
import { NoctuaDb, noctuaDbName } from '../../src/lib/db/noctua-db';
import { SyncEngine } from '../../src/lib/sync/engine';
import type { SyncTransport } from '../../src/lib/sync/engine-options';
import { queueCommand } from '../../src/lib/sync/local-effects';
import { recordResults } from '../../src/lib/sync/outbox';
import { describeQuotaError, isQuotaError } from '../../src/lib/sync/quota';
import { createReplicaStore, type Replica, type ReplicaStore } from '../../src/lib/sync/replica-store';
import { OFFLINE_MESSAGE, PUSH_UNSUPPORTED_MESSAGE } from '../../src/lib/sync/sync-status';
import { SYNC_MESSAGES, translateSyncMessage } from '../../src/lib/sync/sync-text';
import { ReplicaProvider } from '../../src/lib/sync/use-replica';
import { toaster } from '../../src/lib/toaster';
import { byText, click, flush, type Rendered, render, screen, within } from './helpers';

const DEVICE = 'device-ui';
let counter = 0;
let view: Rendered | undefined;
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  await act(async () => setAttentionInboxOpen(false));
  await view?.unmount();
  view = undefined;
  for (const c of cleanups.splice(0).reverse()) await c();
});

function user(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: `user-${Date.now()}-${counter++}`,
    email: 'stock@noctua.test',
    name: 'Sofía',
    lastname: 'Stock',
    displayName: 'Sofía Stock',
    position: 'Encargada de stock',
    photoURL: null,
    privi: ['103', '420'],
    ticketero: { active: false, url: null },
    venueId: 'venue-1',
    mustChangePassword: false,
    ...overrides,
  };
}

/** A session store that is signed in until `logout()`. */
function fakeAuth(account: SessionUser): Auth & { logout: ReturnType<typeof vi.fn> } {
  let state: AuthState = { isInitialized: true, isAuthenticated: true, user: account, mustChangePassword: false };
  const listeners = new Set<() => void>();
  const auth = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    initialize: async () => 'authenticated' as const,
    login: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(async () => {
      state = { isInitialized: true, isAuthenticated: false, user: null, mustChangePassword: false };
      for (const l of listeners) l();
    }),
    sessionExpired: vi.fn(),
    refresh: vi.fn(async () => {}),
    changePassword: vi.fn(),
  };
  return auth as unknown as Auth & { logout: ReturnType<typeof vi.fn> };
}

/** A replica store by hand around a real database and engine (the engine is not started). */
function handStore(replica: Replica): ReplicaStore {
  return {
    get: () => replica,
    subscribe: () => () => {},
    queue: (name, args) => queueCommand(replica.db, replica.deviceId, name, args),
    logout: async () => ({ status: 'signed-out', wiped: false }),
  };
}

const never = <T,>() => new Promise<T>(() => {});

async function replicaWith(transport: Partial<SyncTransport> = {}, tables: SyncTable[] = []): Promise<Replica> {
  const db = new NoctuaDb(`noctua-test-ui-${Date.now()}-${counter++}`);
  await db.open();
  const engine = new SyncEngine({
    db,
    deviceId: DEVICE,
    transport: { push: never, pull: never, legacy: never, ...transport },
    tables,
    events: null,
    locks: null,
    isOnline: () => true,
    log: () => {},
  });
  cleanups.push(async () => {
    engine.stop();
    await db.delete();
  });
  return { db, engine, deviceId: DEVICE, userId: 'u', venueId: 'v' };
}

async function renderApp(ui: ReactNode, store: ReplicaStore, auth: Auth = fakeAuth(user())) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <>{ui}</> });
  const login = createRoute({
    getParentRoute: () => rootRoute,
    path: '/auth/login',
    component: () => <p>Pantalla de ingreso</p>,
  });
  const profile = createRoute({ getParentRoute: () => rootRoute, path: '/logged/user/profile', component: () => <p>Perfil</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, login, profile]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  view = await render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <AuthProvider auth={auth}>
          <ReplicaProvider store={store}>
            <RouterProvider router={router} />
          </ReplicaProvider>
        </AuthProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  await flush(5);
  return router;
}

/** Polls inside act(): live queries and the engine update React between the checks. */
async function until(check: () => boolean | Promise<boolean>, what: string, tries = 200): Promise<void> {
  for (let i = 0; i < tries; i++) {
    let ok = false;
    await act(async () => {
      ok = await check();
      if (!ok) await new Promise((resolve) => setTimeout(resolve, 5));
    });
    if (ok) return;
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Runs a database write (or anything React will hear about) inside act(). */
async function inAct<T>(run: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  await act(async () => {
    result = await run();
  });
  return result as T;
}

/** The top bar's cloud: a button named "Sincronización · <state>[ · counts]". */
const INDICATOR_NAME = /^Sincronización · /;

/** `hidden: true`: it is also checked behind the open inbox, which hides the page from assistive tech. */
function indicator(): HTMLElement {
  return screen.getByRole('button', { name: INDICATOR_NAME, hidden: true });
}

/** The red dot on the cloud is purely visual (the button's name says "Requieren atención: n"): by test id. */
const attentionDot = () => document.querySelector('[data-testid="sync-attention-dot"]');

function buttonIn(root: HTMLElement, name: string): HTMLButtonElement {
  return within(root).getByRole<HTMLButtonElement>('button', { name });
}

/**
 * The indicator's panel: the one dialog open then. By role only: the popover names itself after its
 * title once it has seen it rendered, which in jsdom happens after these checks.
 */
const syncPanel = () => screen.getByRole('dialog');
const attentionInbox = () => screen.getByRole('dialog', { name: 'Requieren atención' });
/** The rejected commands: the items of the inbox's "Cambios rechazados" list. */
const rejectedCommands = () => screen.queryAllByRole('listitem');

const openArgs = () => ({ countId: uuidv7(), locationId: uuidv7() });

describe('sync indicator', () => {
  it('shows the pending count of the outbox and, open, the state and the last sync', async () => {
    const replica = await replicaWith();
    await queueCommand(replica.db, DEVICE, 'stockCount.open', openArgs());
    await queueCommand(replica.db, DEVICE, 'stockCount.open', openArgs());
    await renderApp(<SyncIndicator />, handStore(replica));
    await until(() => indicator().dataset.pending === '2', 'two pending');
    expect(indicator().textContent).toContain('2');
    expect(indicator().getAttribute('aria-label')).toContain('Cambios sin enviar: 2');
    expect(attentionDot()).toBeNull();

    await inAct(() => queueCommand(replica.db, DEVICE, 'stockCount.open', openArgs()));
    await until(() => indicator().dataset.pending === '3', 'a third one, live');

    await click(indicator());
    await flush();
    const panel = syncPanel();
    expect(panel.textContent).toContain('En línea');
    // The count stands beside its label.
    expect(within(panel).getByText('Cambios sin enviar').nextElementSibling?.textContent).toBe('3');
    expect(byText(panel, 'Última sincronización: Nunca')).not.toBeNull();
    expect(buttonIn(panel, 'Sincronizar ahora').disabled).toBe(false);
  });

  it('renders nothing without a replica', async () => {
    const store: ReplicaStore = { ...handStore(await replicaWith()), get: () => null };
    await renderApp(<SyncIndicator />, store);
    expect(screen.queryByRole('button', { name: INDICATOR_NAME, hidden: true })).toBeNull();
  });
});

describe('"Requieren atención" inbox', () => {
  it('lists a rejected command with its good and reason; Descartar removes it and its local change', async () => {
    const replica = await replicaWith();
    const { db } = replica;
    const goodId = uuidv7();
    await db.goods.put({ id: goodId, version: 1, venueId: 'v', sku: 'FER-750', name: 'Fernet 750 ml', category: 'Bebidas' });
    const entry = await queueCommand(db, DEVICE, 'stockCount.upsertLine', {
      countId: uuidv7(),
      goodId,
      quantity: 12,
      countedAt: new Date().toISOString(),
    });
    await recordResults(db, [{ id: entry.id, status: 'rejected', message: 'El conteo ya fue enviado' }]);
    expect(await db.stockCountLines.count()).toBe(1);

    await renderApp(<SyncIndicator />, handStore(replica));
    await until(() => indicator().dataset.rejected === '1', 'one rejected');
    expect(attentionDot()).not.toBeNull();

    await click(indicator());
    await flush();
    await click(buttonIn(syncPanel(), 'Requieren atención (1)'));
    await until(() => rejectedCommands().length > 0, 'the inbox');
    const inbox = attentionInbox();
    expect(inbox.textContent).toContain('Cargar una línea de conteo');
    expect(inbox.textContent).toContain('Mercadería: Fernet 750 ml');
    expect(inbox.textContent).toContain('Cantidad: 12');
    expect(inbox.textContent).toContain('El conteo ya fue enviado');

    await click(buttonIn(inbox, 'Descartar'));
    // Reads inside act(): the live queries may answer the discard's writes at any moment.
    expect(await inAct(() => db.outbox.count())).toBe(1);
    await click(buttonIn(inbox, 'Sí, descartar'));
    await until(async () => (await db.outbox.count()) === 0, 'the command discarded');
    expect(await inAct(() => db.stockCountLines.count())).toBe(0);
    await until(() => !!byText(inbox, 'Nada requiere atención'), 'the empty state');
    await until(() => indicator().dataset.rejected === '0', 'no rejected left');
    await flush();
  });

  it('a new rejection says so in a toast (what, why, where) and the badge shows the count; old ones do not toast', async () => {
    const toast = vi.spyOn(toaster, 'create');
    cleanups.push(() => toast.mockRestore());
    const replica = await replicaWith();
    const { db } = replica;
    const old = await queueCommand(db, DEVICE, 'stockCount.open', openArgs());
    await recordResults(db, [{ id: old.id, status: 'rejected', message: 'El conteo ya fue enviado' }]);
    await renderApp(<SyncIndicator />, handStore(replica));
    await until(() => indicator().dataset.rejected === '1', 'one rejected');
    await flush();
    expect(toast).not.toHaveBeenCalled();
    expect(attentionDot()?.textContent).toBe('1');

    const goodId = uuidv7();
    await inAct(() =>
      db.goods.put({ id: goodId, version: 1, venueId: 'v', sku: 'FER-750', name: 'Fernet 750 ml', category: 'Bebidas' }),
    );
    const fresh = await inAct(() =>
      queueCommand(db, DEVICE, 'stockCount.upsertLine', {
        countId: uuidv7(),
        goodId,
        quantity: 3,
        countedAt: new Date().toISOString(),
      }),
    );
    await inAct(() => recordResults(db, [{ id: fresh.id, status: 'rejected', message: 'El conteo ya fue enviado' }]));
    await until(() => toast.mock.calls.length > 0, 'the toast');
    expect(toast).toHaveBeenCalledTimes(1);
    const shown = toast.mock.calls[0]?.[0] as { type: string; title: string; description: string };
    expect(shown.type).toBe('error');
    expect(shown.title).toBe('No se pudo aplicar: Cargar una línea de conteo');
    expect(shown.description).toBe('El conteo ya fue enviado. Revísalo en «Requieren atención».');
    await until(() => attentionDot()?.textContent === '2', 'the badge counts two');
    // The words from a desktop on; on a tablet the count, with the words for a screen reader.
    expect(screen.getByTestId('sync-attention-button').textContent).toBe('Requieren atención (2)Requieren atención2');
  });

  it('Reintentar queues a new attempt of the command and asks for a sync', async () => {
    const replica = await replicaWith();
    const sync = vi.spyOn(replica.engine, 'sync');
    const entry = await queueCommand(replica.db, DEVICE, 'cancellation.request', {
      requestId: uuidv7(),
      saleId: uuidv7(),
      reason: 'Cobro duplicado',
    });
    await recordResults(replica.db, [{ id: entry.id, status: 'rejected', message: 'La venta ya fue anulada' }]);
    await renderApp(<SyncIndicator />, handStore(replica));
    await act(async () => setAttentionInboxOpen(true));
    await until(() => rejectedCommands().length > 0, 'the inbox');
    const inbox = attentionInbox();
    expect(inbox.textContent).toContain('Pedir una anulación');
    expect(inbox.textContent).toContain('Motivo: Cobro duplicado');
    await click(buttonIn(inbox, 'Reintentar'));
    // Under a new command id (the old one's rejection would be replayed), with the same arguments.
    await until(async () => {
      const queued = await replica.db.outbox.toArray();
      return queued.length === 1 && queued[0]?.id !== entry.id && queued[0]?.status === 'pending';
    }, 'pending again under a new id');
    const args = await act(async () => (await replica.db.outbox.toArray())[0]?.args);
    expect(args).toEqual(entry.args);
    await until(() => sync.mock.calls.length > 0, 'a sync asked for');
    await until(() => indicator().dataset.pending === '1', 'counted as pending');
  });
});

describe('first sync banner', () => {
  it('shows an indeterminate bar and the rows received so far', async () => {
    let release: (page: PullResponse) => void = () => {};
    const rows = 1500;
    const pull = vi
      .fn()
      .mockResolvedValueOnce({
        changes: Array.from({ length: rows }, (_, n) => ({
          table: 'nights',
          op: 'put',
          id: `night-${n}`,
          version: n + 1,
          row: { id: `night-${n}`, venueId: 'v', businessDate: '2026-11-21', status: 'planned' },
        })),
        cursor: String(rows),
        hasMore: true,
      })
      .mockImplementationOnce(() => new Promise<PullResponse>((resolve) => (release = resolve)));
    const replica = await replicaWith({ pull }, ['nights']);
    await renderApp(<FirstSyncBanner />, handStore(replica));
    // The banner is a live status region, the only one on this screen.
    const firstSyncBanner = () => screen.queryByRole('status');
    expect(firstSyncBanner()).toBeNull();

    await act(async () => replica.engine.start());
    await until(() => firstSyncBanner()?.dataset.received === '1500', 'progress');
    const banner = firstSyncBanner() as HTMLElement;
    expect(banner.textContent).toContain('Preparando los datos para trabajar sin conexión…');
    expect(banner.textContent).toContain(`${new Intl.NumberFormat('es-AR').format(rows)} registros recibidos`);
    const bar = within(banner).getByRole('progressbar', { name: 'Preparando los datos para trabajar sin conexión…' });
    expect(bar.dataset.state).toBe('indeterminate');

    await act(async () => release({ changes: [], cursor: 'end', hasMore: false }));
    await until(() => !firstSyncBanner(), 'the banner gone');
  });

  it('fills a still bar out of the total once the snapshot has said how many rows it sends', async () => {
    let release: (page: SnapshotResponse) => void = () => {};
    const rows = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => [`night-${String(from + i).padStart(5, '0')}`, from + i + 1]);
    const snapshot = vi
      .fn()
      .mockResolvedValueOnce({
        tables: [{ table: 'nights', columns: ['id', 'version'], rows: rows(0, 1500) }],
        cursor: 'next',
        done: false,
        pullCursor: 'delta',
        total: 4000,
      } satisfies SnapshotResponse)
      .mockImplementationOnce(() => new Promise<SnapshotResponse>((resolve) => (release = resolve)));
    const pull = vi.fn().mockResolvedValue({ changes: [], cursor: 'delta-2', hasMore: false } satisfies PullResponse);
    const replica = await replicaWith({ pull, snapshot }, ['nights']);
    await renderApp(
      <>
        <SyncIndicator />
        <FirstSyncBanner />
      </>,
      handStore(replica),
    );
    const firstSyncBanner = () => screen.queryByTestId('first-sync-banner');

    await act(async () => replica.engine.start());
    await until(() => firstSyncBanner()?.dataset.received === '1500', 'progress');
    const banner = firstSyncBanner() as HTMLElement;
    expect(banner.dataset.expected).toBe('4000');
    const format = (n: number) => new Intl.NumberFormat('es-AR').format(n);
    expect(banner.textContent).toContain(`${format(1500)} de ${format(4000)} registros`);
    const bar = within(banner).getByRole('progressbar', { name: 'Preparando los datos para trabajar sin conexión…' });
    expect(bar.dataset.state).not.toBe('indeterminate');
    expect(bar.getAttribute('aria-valuenow')).toBe('37');
    // The top bar says it is syncing with a still icon: the banner shows the progress.
    const indicator = screen.getByTestId('sync-indicator');
    expect(indicator.dataset.tone).toBe('running');
    expect(indicator.querySelector('.chakra-spinner')).toBeNull();

    await act(async () =>
      release({
        tables: [{ table: 'nights', columns: ['id', 'version'], rows: rows(1500, 4000) }],
        cursor: '',
        done: true,
        pullCursor: 'delta',
        total: 4000,
      }),
    );
    await until(() => !firstSyncBanner(), 'the banner gone');
    expect(await replica.db.nights.count()).toBe(4000);
  });
});

describe('sign-out with changes not yet sent', () => {
  /** The real replica store over a server that cannot be reached: changes stay queued. */
  async function signedIn() {
    const account = user();
    const auth = fakeAuth(account);
    const offlineError = () => Promise.reject(new Error('Failed to fetch'));
    const client = { setAccessToken: () => {}, request: offlineError, get: offlineError, post: offlineError, put: offlineError };
    const store = createReplicaStore({ auth, client: client as unknown as ApiClient, log: () => {} });
    const name = noctuaDbName(account.id, account.venueId as string);
    cleanups.push(async () => {
      if (auth.getState().isAuthenticated) await store.logout({ keepPending: true });
      await Dexie.delete(name);
    });
    await until(() => store.get() !== null, 'the replica open');
    return { auth, store, name };
  }

  /** "Hay cambios sin enviar" asks before signing out (an alert dialog); `hidden: true` as the old lookup. */
  const pendingDialog = () => screen.queryByRole('alertdialog', { name: 'Hay cambios sin enviar', hidden: true });
  const stillPendingNote = () => screen.queryByText('Se sincronizó, pero todavía quedan cambios sin enviar.');

  async function chooseSignOut() {
    await click(screen.getByRole('button', { name: 'Menú de usuario' }));
    await flush();
    await click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    await flush(5);
  }

  it('asks first; "Cerrar sesión igualmente" signs out and keeps the database and its outbox', async () => {
    const { auth, store, name } = await signedIn();
    await store.queue('stockCount.open', openArgs());
    const router = await renderApp(<UserMenu />, store, auth);
    await chooseSignOut();

    const dialog = await (async () => {
      await until(() => !!pendingDialog(), 'the dialog');
      return pendingDialog() as HTMLElement;
    })();
    expect(dialog.textContent).toContain('Hay cambios sin enviar');
    expect(dialog.textContent).toContain(
      '1 cambio guardado en este dispositivo todavía no llegó al servidor. Si cierras sesión ahora, queda guardado aquí y se enviará cuando vuelvas a iniciar sesión.',
    );
    expect(auth.logout).not.toHaveBeenCalled();

    await click(buttonIn(dialog, 'Cerrar sesión igualmente'));
    await until(() => router.state.location.pathname === '/auth/login', 'the login screen');
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(store.get()).toBeNull();
    expect(await Dexie.exists(name)).toBe(true);
    const reopened = new NoctuaDb(name);
    expect(await reopened.outbox.count()).toBe(1);
    reopened.close();
  });

  it('"Sincronizar ahora" that cannot send keeps the dialog open and says so', async () => {
    const { auth, store } = await signedIn();
    await store.queue('stockCount.open', openArgs());
    await renderApp(<UserMenu />, store, auth);
    await chooseSignOut();
    await until(() => !!pendingDialog(), 'the dialog');
    const dialog = pendingDialog() as HTMLElement;
    await click(buttonIn(dialog, 'Sincronizar ahora'));
    await until(() => !!stillPendingNote(), 'the still-pending note');
    expect(auth.logout).not.toHaveBeenCalled();
    expect(pendingDialog()).not.toBeNull();
  });

  it('with nothing pending signs out at once and deletes the replica', async () => {
    const { auth, store, name } = await signedIn();
    const router = await renderApp(<UserMenu />, store, auth);
    await chooseSignOut();
    await until(() => router.state.location.pathname === '/auth/login', 'the login screen');
    expect(pendingDialog()).toBeNull();
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(await Dexie.exists(name)).toBe(false);
  });
});

describe('quota errors and sync messages', () => {
  it('recognises a DOMException QuotaExceededError, also wrapped by Dexie', () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(isQuotaError(quota)).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted', quota))).toBe(true);
    expect(isQuotaError({ name: Dexie.errnames.QuotaExceeded })).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted'))).toBe(false);
    expect(isQuotaError(new DOMException('Aborted', 'AbortError'))).toBe(false);
    expect(isQuotaError(new Error('boom'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
    expect(i18n._(describeQuotaError(quota))).toBe(
      'No queda espacio en este dispositivo: libera espacio o sincroniza antes de seguir. Lo que escribiste no se perdió.',
    );
    expect(i18n._(describeQuotaError(new Error('boom')))).not.toContain('No queda espacio');
  });

  it("maps the engine's Spanish constants to messages with the same source text", () => {
    for (const [spanish, descriptor] of Object.entries(SYNC_MESSAGES)) expect(i18n._(descriptor)).toBe(spanish);
    expect(SYNC_MESSAGES[OFFLINE_MESSAGE]).toBeDefined();
    expect(SYNC_MESSAGES[PUSH_UNSUPPORTED_MESSAGE]).toBeDefined();
    expect(translateSyncMessage(i18n, 'La venta ya fue anulada')).toBe('La venta ya fue anulada');
  });
});
