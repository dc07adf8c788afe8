// Issue 8 end to end, at the door on a phone: a supervisor opens "Entrada gratis", the guest list
// reaches the replica, the network drops, the page reloads offline, she finds a guest of tonight's
// list and lets in 2 of 3; a reload (still offline) shows 2 of 3; back online the server has
// arrived = 2, once. Then two doors let the same single guest in: the one that syncs second sees
// "Ya ingresó" and the refusal in its card.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FreeEntriesAnswer, FreeEntryDto } from '../../src/contract/free-entry';
import { apiOk } from './api';
import { collectPageErrors, launchBrowser, screenshot, VIEWPORTS, waitUntil } from './browser';
import { apiLogin, DEMO_PASSWORD, submitLogin, unsentCommands } from './replica-page';

let browser: Browser;
const baseUrl = inject('baseUrl');
const PAGE_PATH = '/noctua/logged/general/entradagratis';
const tag = Date.now().toString(36).slice(-5);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const api = <T>(token: string, method: string, path: string, body?: unknown) => apiOk<T>(baseUrl, path, token, { method, body });

async function signIn(page: Page, email: string): Promise<void> {
  await submitLogin(page, `${baseUrl}/noctua/auth/login`, email);
  await page.waitForURL(/\/noctua\/logged\//);
}

/** Commands waiting to be sent or being sent. */
const unsent = (page: Page) => unsentCommands(page, ['pending', 'sending']);

async function phone(): Promise<BrowserContext> {
  return browser.newContext({ viewport: VIEWPORTS.phone, locale: 'es-AR', hasTouch: true, isMobile: true });
}

/** Searches the door's list and opens the guest's card. */
async function openGuest(page: Page, name: string): Promise<void> {
  await page.getByTestId('door-search').fill(name);
  await page.getByTestId('door-result').filter({ hasText: name }).first().click();
  await page.getByTestId('guest-card').waitFor();
}

let nightId = '';
let token = '';
let party: FreeEntryDto;
let single: FreeEntryDto;

async function serverEntry(id: string): Promise<FreeEntryDto | undefined> {
  const answer = await api<FreeEntriesAnswer>(token, 'GET', `/entradas?nightId=${nightId}`);
  return answer.lists.flatMap((l) => l.entries).find((e) => e.id === id);
}

describe('door check-in offline (phone)', () => {
  beforeAll(async () => {
    token = await apiLogin(baseUrl, 'supervisor@noctua.test', DEMO_PASSWORD);
    const { night } = await api<{ night: { id: string } | null }>(token, 'GET', '/nights/current');
    expect(night).not.toBeNull();
    nightId = night?.id as string;
    party = await api<FreeEntryDto>(token, 'POST', '/entradas', {
      nightId,
      guestName: `Grupo Puerta ${tag}`,
      promoter: 'Prueba e2e',
      people: 3,
    });
    single = await api<FreeEntryDto>(token, 'POST', '/entradas', {
      nightId,
      guestName: `Único Puerta ${tag}`,
      promoter: 'Prueba e2e',
      people: 1,
    });
  });

  it('checks in 2 of 3 offline, keeps it across an offline reload and sends it once', async () => {
    const context = await phone();
    const page = await context.newPage();
    const errors = collectPageErrors(page, { ignoreNetworkFailures: true });
    await signIn(page, 'supervisor@noctua.test');
    await page.goto(`${baseUrl}${PAGE_PATH}?tab=puerta&night=${nightId}`);
    await page.getByTestId('door-tab').waitFor();
    // The replica has tonight's list (the first sync of this device brought it).
    await page.getByTestId('door-search').fill(party.guestName);
    await page.getByTestId('door-result').filter({ hasText: party.guestName }).waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 });

    // ── offline, and a reload: the worker serves the app, the replica the list ──
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('door-tab').waitFor({ timeout: 30_000 });
    await openGuest(page, party.guestName);
    expect(await page.getByTestId('guest-arrived').textContent()).toBe('0 de 3');
    // The stepper starts at one person (issue 37); the whole party is its own choice. Two came.
    expect(await page.getByTestId('people-value').textContent()).toBe('1');
    await page.getByTestId('people-all').click();
    expect(await page.getByTestId('people-value').textContent()).toBe('3');
    await screenshot(page, 'door-party-stepper-phone');
    await page.getByTestId('people-minus').click();
    expect(await page.getByTestId('people-value').textContent()).toBe('2');
    await page.getByTestId('guest-checkin').click();
    await page.getByText('2 de 3', { exact: true }).waitFor();
    await page.getByTestId('guest-pending').waitFor();
    expect(await unsent(page)).toBe(1);
    await screenshot(page, 'door-checkin-offline-phone');

    // ── reload, still offline: the check-in is still there ──
    await page.reload();
    await page.getByTestId('door-tab').waitFor({ timeout: 30_000 });
    await openGuest(page, party.guestName);
    expect(await page.getByTestId('guest-arrived').textContent()).toBe('2 de 3');
    // One left: no stepper, the button lets in one.
    expect(await page.getByTestId('people-stepper').count()).toBe(0);
    // "Ingresar", or "Ingresar igual" when the demo's open night is past its hours (the next test).
    expect(await page.getByTestId('guest-checkin').textContent()).toMatch(/^Ingresar( igual)?$/);

    // ── back online: sent once, and the server has 2 of 3 ──
    await context.setOffline(false);
    await waitUntil(async () => (await unsent(page)) === 0, 'the outbox to drain');
    await page.getByTestId('guest-pending').waitFor({ state: 'detached' });
    expect(await serverEntry(party.id)).toMatchObject({ arrived: 2, people: 3, status: 'issued' });
    await page.waitForTimeout(1500);
    expect((await serverEntry(party.id))?.arrived).toBe(2);
    expect(await page.getByTestId('guest-arrived').textContent()).toBe('2 de 3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('two doors let the same single guest in: the second to sync sees "Ya ingresó"', async () => {
    // Door B has the list and loses the network before the guest arrives.
    const contextB = await phone();
    const pageB = await contextB.newPage();
    const errorsB = collectPageErrors(pageB, { ignoreNetworkFailures: true });
    await signIn(pageB, 'admin@noctua.test');
    await pageB.goto(`${baseUrl}${PAGE_PATH}?tab=puerta&night=${nightId}`);
    await pageB.getByTestId('door-search').fill(single.guestName);
    await pageB.getByTestId('door-result').filter({ hasText: single.guestName }).waitFor({ timeout: 60_000 });
    await contextB.setOffline(true);

    // Door A, online, lets her in first.
    const contextA = await phone();
    const pageA = await contextA.newPage();
    const errorsA = collectPageErrors(pageA, { ignoreNetworkFailures: true });
    await signIn(pageA, 'supervisor@noctua.test');
    await pageA.goto(`${baseUrl}${PAGE_PATH}?tab=puerta&night=${nightId}`);
    await pageA.getByTestId('door-search').fill(single.guestName);
    await pageA.getByTestId('door-result').filter({ hasText: single.guestName }).first().click();
    await pageA.getByTestId('guest-checkin').click();
    await pageA.getByTestId('guest-refusal').filter({ hasText: 'Ya ingresó' }).waitFor();
    await waitUntil(async () => (await unsent(pageA)) === 0, 'door A to send');
    expect((await serverEntry(single.id))?.arrived).toBe(1);

    // Door B (offline, stale list) lets her in too: locally it looks fine…
    await pageB.getByTestId('door-result').filter({ hasText: single.guestName }).first().click();
    expect(await pageB.getByTestId('guest-arrived').textContent()).toBe('0 de 1');
    await pageB.getByTestId('guest-checkin').click();
    await pageB.getByTestId('guest-pending').waitFor();
    // …until it syncs: the server refuses it, the pulled row shows her in, in red.
    await contextB.setOffline(false);
    await pageB.getByTestId('guest-rejected').waitFor({ timeout: 30_000 });
    expect(await pageB.getByTestId('guest-rejected').textContent()).toContain('Ya ingresó');
    // Told at once (issue 19 item 5): a toast with what and why, and a red count on the cloud.
    await pageB.getByText('No se pudo aplicar: Registrar un ingreso en la puerta').waitFor();
    expect(await pageB.getByTestId('sync-attention-dot').textContent()).toBe('1');
    await pageB.getByTestId('guest-refusal').filter({ hasText: 'Ya ingresó' }).waitFor();
    await screenshot(pageB, 'door-second-device-ya-ingreso-phone');
    expect(await serverEntry(single.id)).toMatchObject({ arrived: 1, status: 'used' });
    expect(errorsA).toEqual([]);
    expect(errorsB).toEqual([]);
    await contextA.close();
    await contextB.close();
  });

  it('a list of a night still days away warns and asks to confirm (issue 19 item 3)', async () => {
    const admin = await apiLogin(baseUrl, 'admin@noctua.test', DEMO_PASSWORD);
    const { nights } = await api<{ nights: { businessDate: string }[] }>(admin, 'GET', '/nights');
    const taken = new Set(nights.map((n) => n.businessDate));
    const date = Array.from({ length: 20 }, (_, i) => `2027-04-${String(10 + i).padStart(2, '0')}`).find((d) => !taken.has(d));
    if (!date) throw new Error('no free date in April 2027');
    const later = await api<{ id: string }>(admin, 'POST', '/nights', {
      businessDate: date,
      opensAt: '23:30',
      closesAt: '06:00',
    });
    const early = await api<FreeEntryDto>(admin, 'POST', '/entradas', {
      nightId: later.id,
      guestName: `Temprano Puerta ${tag}`,
      promoter: 'Prueba e2e',
      people: 1,
    });
    const context = await phone();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, 'supervisor@noctua.test');
    await page.goto(`${baseUrl}${PAGE_PATH}?tab=puerta&night=${later.id}`);
    await page.getByTestId('door-search').fill(early.guestName);
    await page.getByTestId('door-result').filter({ hasText: early.guestName }).first().click({ timeout: 60_000 });
    await page.getByTestId('guest-timing').filter({ hasText: 'todavía no empezó' }).waitFor();
    expect(await page.getByTestId('guest-checkin').textContent()).toBe('Ingresar igual');
    await screenshot(page, 'door-night-not-started-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
