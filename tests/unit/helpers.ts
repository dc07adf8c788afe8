// Shared helpers of the unit tests: JWTs with a chosen expiry, a tiny DOM renderer over
// react-dom/client + act (no testing-library on the design card) and input helpers.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { SessionUser } from '../../src/contract/auth';
import type { NoctuaDb } from '../../src/lib/db/noctua-db';
import type { SyncEngine } from '../../src/lib/sync/engine';
import type { Replica, ReplicaStore } from '../../src/lib/sync/replica-store';

export function makeJwt(payload: Record<string, unknown>): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(payload)}.signature`;
}

/** A token expiring `seconds` from now (negative: already expired). */
export function tokenExpiringIn(seconds: number, now = Date.now()): string {
  return makeJwt({ sub: 'u1', exp: Math.floor(now / 1000) + seconds });
}

export interface Rendered {
  container: HTMLElement;
  root: Root;
  unmount(): Promise<void>;
}

export async function render(ui: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(ui);
  });
  return {
    container,
    root,
    async unmount() {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Lets pending promises, timers of 0 ms and React updates settle. */
export async function flush(times = 3): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Types into a React-controlled or RHF-registered input the way a browser does. */
export async function typeInto(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    input.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function blur(input: HTMLElement): Promise<void> {
  await act(async () => {
    input.focus();
    input.blur();
  });
}

export async function click(element: HTMLElement): Promise<void> {
  await act(async () => {
    element.click();
  });
}

export function byText(root: ParentNode, text: string): HTMLElement | null {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  let found: HTMLElement | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node as HTMLElement;
    if (el.textContent?.trim() === text && [...el.children].every((c) => c.textContent?.trim() !== text)) found = el;
  }
  return found;
}

// Component tests find what a person finds: by role and accessible name, label or visible text.
// `screen` queries the whole document (menus, dialogs and popovers render in portals).
export { screen, within } from '@testing-library/react';

/** A replica around `db` for screens that only read it (user u1, venue v1, device d1). */
export function replicaOf(db: NoctuaDb, engine = {} as SyncEngine): Replica {
  return { db, engine, deviceId: 'd1', userId: 'u1', venueId: 'v1' };
}

/** A replica store that hands out `replica` (none: signed out, or not open yet) and queues nothing. */
export function readOnlyStore(replica: Replica | null): ReplicaStore {
  return {
    get: () => replica,
    subscribe: () => () => {},
    queue: () => Promise.reject(new Error('this store queues nothing')),
    logout: async () => ({ status: 'signed-out', wiped: false }),
  };
}

/** A signed-in stock taker (code 103) of venue-1, for the replica store's tests. */
export function stockUser(id: string): SessionUser {
  return {
    id,
    email: `${id}@noctua.test`,
    name: 'Ana',
    lastname: 'Gil',
    displayName: 'Ana Gil',
    position: 'Stock',
    photoURL: null,
    privi: ['103'],
    ticketero: { active: false, url: null },
    venueId: 'venue-1',
    mustChangePassword: false,
  };
}

/** The store's replica once it has opened (after a sign-in), within a second. */
export async function waitForReplica(store: ReplicaStore): Promise<Replica> {
  for (let i = 0; i < 100 && !store.get(); i++) await new Promise((r) => setTimeout(r, 10));
  const replica = store.get();
  if (!replica) throw new Error('replica did not open');
  return replica;
}
