// The app downloads screen (general/descargarAplicativos; 421 reads, 300 manages) in the built app,
// each outcome checked against /api/aplicativos. admin@ adds an Android app through the dialog with
// a small .apk (a ZIP's first bytes) picked in the file input, sees it listed with its platform,
// version, notes, file name and size, downloads it and gets the same bytes (SHA-256) back, then
// deletes it (entry and file gone). A wrong file (a .txt, or an .apk that is not a ZIP) is refused
// in the dialog before anything is sent, in Spanish and in German; a file over the server's limit
// (this server runs with a 4 KB NOCTUA_DOWNLOAD_MAX_BYTES) gets the server's own message,
// translated; the retry with a smaller file and a corrected version saves that same entry and
// uploads to it (no second entry, the correction kept). stock@ (neither code) gets 'Permiso
// denegado' and 403. The screen is photographed at phone, tablet and desktop
// size in light and dark. No demo account holds 421 without 300 and the API has no route to grant
// codes, so the read-only view (list without manage buttons) is not driven here. This file runs
// its own server and data dir; nothing here depends on tonight's night.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDownloadDto } from '../../src/contract/downloads';
import { type ApiInit, apiFetch, apiJson } from './api';
import {
  collectPageErrors,
  contextOptions,
  dialogSettled,
  launchBrowser,
  screenshot,
  screensWithoutServiceWorker,
  sizesFor,
  VIEWPORTS,
} from './browser';
import { apiLogin, signInThroughUi, waitForFirstSync } from './replica-page';
import { type ServerProcess, startServer } from './server-process';

// Screens online: no service worker (browser.ts).
screensWithoutServiceWorker();

const PASSWORD = 'noctua2026';
const ADMIN = 'admin@noctua.test';
const MAX_BYTES = 4096;
const TYPE_REFUSED_ES = 'Tipo de archivo no permitido: se aceptan .apk, .aab, .ipa, .zip, .exe, .msi, .appimage';
const TYPE_REFUSED_DE = 'Dateityp nicht erlaubt: Erlaubt sind .apk, .aab, .ipa, .zip, .exe, .msi, .appimage';
const CONTENT_REFUSED_ES = 'El contenido del archivo no corresponde a su tipo';
const TOO_LARGE_ES = 'El archivo supera el tamaño máximo permitido';
const TOO_LARGE_DE = 'Die Datei überschreitet die maximal zulässige Größe';
/** What the browser logs for the 413 the oversized upload gets (expected, counted apart). */
const TOO_LARGE_LOG = /Failed to load resource.*status of 413/;

let browser: Browser;
let server: ServerProcess;
let baseUrl: string;

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({ env: { NOCTUA_DOWNLOAD_MAX_BYTES: String(MAX_BYTES) }, timeoutMs: 300_000 }),
  ]);
  baseUrl = server.url;
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

const token = (email: string): Promise<string> => apiLogin(baseUrl, email, PASSWORD);

const call = (path: string, accessToken: string, init: ApiInit = {}) => apiFetch(baseUrl, path, accessToken, init);
const apps = (accessToken: string) => apiJson<AppDownloadDto[]>(baseUrl, '/aplicativos', accessToken);

/** `size` bytes starting like a ZIP (what an .apk is), the rest varied so the hash means something. */
function apkBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 131 + 17 + Math.floor(Math.random() * 256)) & 0xff;
  bytes.set([0x50, 0x4b, 0x03, 0x04]);
  return bytes;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
  close(): Promise<void>;
}

async function session(
  email: string,
  opts: { viewport?: { width: number; height: number }; dark?: boolean; lang?: 'es' | 'de' } = {},
): Promise<Session> {
  const context = await browser.newContext(contextOptions({ viewport: opts.viewport ?? VIEWPORTS.desktop }));
  if (opts.dark) {
    await context.addInitScript(() => {
      if (!localStorage.getItem('settings')) localStorage.setItem('settings', JSON.stringify({ themeMode: 'dark' }));
    });
  }
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await signInThroughUi(page, baseUrl, email, PASSWORD);
  // The language the app keeps in localStorage (`lang`), read at the next page load.
  if (opts.lang && opts.lang !== 'es') await page.evaluate((l) => localStorage.setItem('lang', l), opts.lang);
  return { context, page, errors, close: () => context.close() };
}

async function openScreen(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/noctua/logged/general/descargarAplicativos`);
  await page.getByTestId('app-downloads-page').waitFor();
  await page.getByTestId('app-card').first().waitFor();
}

const cardOf = (page: Page, name: string) => page.getByTestId('app-card').filter({ hasText: name });

async function fillApp(dialog: Locator, f: { name: string; platform: string; version: string; notes: string }) {
  await dialog.locator('input[name="name"]').fill(f.name);
  await dialog.locator('select[name="platform"]').selectOption(f.platform);
  await dialog.locator('input[name="appVersion"]').fill(f.version);
  await dialog.locator('textarea[name="notes"]').fill(f.notes);
}

/** The file input's field: its error (or help) text sits in the same Field.Root. */
const fileField = (dialog: Locator) =>
  dialog.locator('[data-scope="field"][data-part="root"]', { has: dialog.page().getByTestId('app-file') });

describe('app downloads screen', () => {
  it('admin uploads an .apk, sees it listed, downloads the same bytes and deletes it', async () => {
    const admin = await token(ADMIN);
    const before = await apps(admin);
    const tag = suffix();
    const name = `Noctua POS e2e ${tag}`;
    const version = '3.1.4-e2e';
    const notes = 'Para las terminales SUNMI de las barras.\nInstalar sobre la versión anterior.';
    const fileName = `noctua-pos-e2e-${tag.toLowerCase()}.apk`;
    const bytes = apkBytes(3072);

    const { page, errors, close } = await session(ADMIN);
    try {
      await openScreen(page);
      // The seed's entries (links) are listed, grouped by platform.
      await expect.poll(() => page.getByTestId('app-card').count()).toBe(before.length);
      const androidBefore = before.filter((a) => a.platform === 'android').length;
      expect(await page.getByTestId('app-group-android').getByTestId('app-card').count()).toBe(androidBefore);

      await page.getByTestId('app-add').click();
      const dialog = page.getByTestId('app-form-dialog');
      await dialog.waitFor();
      await fillApp(dialog, { name, platform: 'android', version, notes });
      await dialog
        .getByTestId('app-file')
        .setInputFiles({ name: fileName, mimeType: 'application/vnd.android.package-archive', buffer: bytes });
      // The chosen file is named with its size under the input.
      await expect.poll(() => fileField(dialog).textContent()).toContain(`${fileName} · 3 KB`);
      await dialog.getByTestId('app-save').click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`Se agregó «${name}»`).waitFor();

      // The server has it, with the file's name, size and hash.
      await expect.poll(async () => (await apps(admin)).length).toBe(before.length + 1);
      const stored = (await apps(admin)).find((a) => a.name === name);
      expect(stored).toMatchObject({
        platform: 'android',
        appVersion: version,
        notes,
        url: '',
        hasFile: true,
        fileName,
        fileSize: bytes.length,
        contentType: 'application/vnd.android.package-archive',
        sha256: sha256(bytes),
      });
      if (!stored) return;

      // Listed under Android with its version, notes, file name and size.
      const card = page.getByTestId('app-group-android').getByTestId('app-card').filter({ hasText: name });
      await card.waitFor();
      await expect.poll(() => page.getByTestId('app-group-android').getByTestId('app-card').count()).toBe(androidBefore + 1);
      const text = (await card.textContent()) ?? '';
      expect(text).toContain(`v${version}`);
      expect(text).toContain('Para las terminales SUNMI de las barras.');
      expect(text).toContain('Instalar sobre la versión anterior.');
      expect(text).toContain(fileName);
      expect(text).toContain('3 KB · actualizado el');
      // A manager's card: download, edit, delete.
      expect(await card.getByTestId('app-download').count()).toBe(1);
      expect(await card.getByTestId('app-edit').count()).toBe(1);
      expect(await card.getByTestId('app-delete').count()).toBe(1);
      await screenshot(page, 'app-downloads-uploaded-desktop');

      // Downloaded through the screen: the same name and the same bytes.
      const [download] = await Promise.all([page.waitForEvent('download'), card.getByTestId('app-download').click()]);
      expect(download.suggestedFilename()).toBe(fileName);
      const downloaded = readFileSync(await download.path());
      expect(downloaded.length).toBe(bytes.length);
      expect(sha256(downloaded)).toBe(sha256(bytes));
      // And through the API: same bytes, the hash announced in a header.
      const res = await call(`/aplicativos/${stored.id}/descargar`, admin);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-checksum-sha256')).toBe(sha256(bytes));
      expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(sha256(bytes));

      // Deleted: gone from the screen and the API, and its file is no longer served.
      await card.getByTestId('app-delete').click();
      const confirm = page.getByTestId('delete-app-dialog');
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain(`${name} ${version}`);
      expect(await confirm.textContent()).toContain('se borra su archivo del servidor');
      await confirm.getByTestId('delete-app-confirm').click();
      await confirm.waitFor({ state: 'detached' });
      await card.waitFor({ state: 'detached' });
      expect(await page.getByTestId('app-card').count()).toBe(before.length);
      expect((await apps(admin)).map((a) => a.id)).toEqual(before.map((a) => a.id));
      const gone = await call(`/aplicativos/${stored.id}/descargar`, admin);
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ message: 'El aplicativo no existe' });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a wrong file is refused in the dialog before anything is sent; an oversized one gets the server message and the retry saves the same entry', async () => {
    const admin = await token(ADMIN);
    const before = await apps(admin);
    const name = `Noctua Kasse e2e ${suffix()}`;
    const { page, errors, close } = await session(ADMIN);
    try {
      await openScreen(page);
      await page.getByTestId('app-add').click();
      const dialog = page.getByTestId('app-form-dialog');
      await dialog.waitFor();
      await fillApp(dialog, { name, platform: 'windows', version: '1.0.0', notes: 'Caja de la oficina' });

      // A text file: not a type the server stores.
      await dialog
        .getByTestId('app-file')
        .setInputFiles({ name: 'instrucciones.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
      await expect.poll(() => fileField(dialog).textContent()).toContain(TYPE_REFUSED_ES);
      await dialog.getByTestId('app-save').click();
      await expect.poll(() => fileField(dialog).textContent()).toContain(TYPE_REFUSED_ES);
      await dialogSettled(dialog);
      await screenshot(page, 'app-downloads-wrong-type-desktop');
      // An .exe that is not a Windows program (no "MZ" at the start).
      await dialog.getByTestId('app-file').setInputFiles({
        name: 'caja.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('PK\u0003\u0004 no es un exe'),
      });
      await expect.poll(() => fileField(dialog).textContent()).toContain(CONTENT_REFUSED_ES);
      await dialog.getByTestId('app-save').click();
      await expect.poll(() => fileField(dialog).textContent()).toContain(CONTENT_REFUSED_ES);
      // Still open with what was typed; nothing reached the server.
      expect(await dialog.locator('input[name="name"]').inputValue()).toBe(name);
      expect(await dialog.locator('select[name="platform"]').inputValue()).toBe('windows');
      expect(await dialog.locator('input[name="appVersion"]').inputValue()).toBe('1.0.0');
      expect((await apps(admin)).length).toBe(before.length);

      // A real Windows program over this server's 4 KB limit: created, but the upload is refused
      // with the server's message; the dialog keeps everything.
      const big = Buffer.alloc(MAX_BYTES + 1024, 0x20);
      big.set([0x4d, 0x5a]);
      await dialog.getByTestId('app-file').setInputFiles({ name: 'caja.exe', mimeType: 'application/octet-stream', buffer: big });
      await expect.poll(() => fileField(dialog).textContent()).toContain('caja.exe · 5 KB');
      await dialog.getByTestId('app-save').click();
      const saveError = dialog.getByTestId('app-save-error');
      await saveError.waitFor();
      expect((await saveError.textContent())?.trim()).toBe(TOO_LARGE_ES);
      expect(await dialog.locator('input[name="name"]').inputValue()).toBe(name);
      // The entry exists without a file (managers see it; it waits for one).
      const waiting = (await apps(admin)).filter((a) => a.name === name);
      expect(waiting).toHaveLength(1);
      expect(waiting[0]).toMatchObject({ platform: 'windows', hasFile: false, url: '', fileName: null });
      await dialogSettled(dialog);
      await screenshot(page, 'app-downloads-too-large-desktop');

      // A smaller program and a corrected version: the retry saves to the same entry (what was
      // typed since included) and uploads there, no second entry.
      await dialog.locator('input[name="appVersion"]').fill('1.0.1');
      const small = Buffer.alloc(2048, 0x41);
      small.set([0x4d, 0x5a]);
      await dialog
        .getByTestId('app-file')
        .setInputFiles({ name: 'caja.exe', mimeType: 'application/octet-stream', buffer: small });
      await dialog.getByTestId('app-save').click();
      await dialog.waitFor({ state: 'detached' });
      const after = (await apps(admin)).filter((a) => a.name === name);
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({
        id: waiting[0]?.id,
        appVersion: '1.0.1',
        notes: 'Caja de la oficina',
        hasFile: true,
        fileName: 'caja.exe',
        fileSize: 2048,
        contentType: 'application/vnd.microsoft.portable-executable',
        sha256: sha256(small),
      });
      const card = page.getByTestId('app-group-windows').getByTestId('app-card').filter({ hasText: name });
      await card.waitFor();
      expect(await card.count()).toBe(1);
      await expect.poll(() => card.textContent()).toContain('v1.0.1');
      expect(await card.textContent()).toContain('2 KB · actualizado el');

      expect(errors.filter((e) => !TOO_LARGE_LOG.test(e))).toEqual([]);
      expect(errors.filter((e) => TOO_LARGE_LOG.test(e))).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('in German the refusals are translated: the type check in the dialog and the server message', async () => {
    const admin = await token(ADMIN);
    const name = `Noctua Lager e2e ${suffix()}`;
    const { page, errors, close } = await session(ADMIN, { lang: 'de' });
    try {
      await openScreen(page);
      await page.getByTestId('app-add').click();
      const dialog = page.getByTestId('app-form-dialog');
      await dialog.waitFor();
      expect(await dialog.getByRole('heading').first().textContent()).toBe('App hinzufügen');
      await fillApp(dialog, { name, platform: 'linux', version: '0.1.0', notes: '' });
      await dialog
        .getByTestId('app-file')
        .setInputFiles({ name: 'lager.txt', mimeType: 'text/plain', buffer: Buffer.from('hallo') });
      await expect.poll(() => fileField(dialog).textContent()).toContain(TYPE_REFUSED_DE);
      // An AppImage (ELF) over the limit: the server's 413 message, in German.
      const big = Buffer.alloc(MAX_BYTES * 2, 0);
      big.set([0x7f, 0x45, 0x4c, 0x46]);
      await dialog
        .getByTestId('app-file')
        .setInputFiles({ name: 'lager.AppImage', mimeType: 'application/octet-stream', buffer: big });
      await dialog.getByTestId('app-save').click();
      const saveError = dialog.getByTestId('app-save-error');
      await saveError.waitFor();
      expect((await saveError.textContent())?.trim()).toBe(TOO_LARGE_DE);
      await dialogSettled(dialog);
      await screenshot(page, 'app-downloads-too-large-de-desktop');
      expect(errors.filter((e) => !TOO_LARGE_LOG.test(e))).toEqual([]);
    } finally {
      await close();
    }
    // The server applies the same type and content checks to a raw upload, in the caller's language.
    const entry = (await apps(admin)).find((a) => a.name === name);
    if (!entry) throw new Error('the entry the dialog created is missing');
    const raw = (fileName: string, body: Uint8Array, lang: string) =>
      call(`/aplicativos/${entry.id}/archivo`, admin, {
        method: 'POST',
        body: new Blob([new Uint8Array(body)]),
        headers: {
          'content-type': 'application/octet-stream',
          'x-file-name': encodeURIComponent(fileName),
          'accept-language': lang,
        },
      });
    const wrongType = await raw('lager.txt', Buffer.from('hallo'), 'de');
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({
      message: 'Dateityp nicht erlaubt: akzeptiert werden .apk, .aab, .ipa, .zip, .exe, .msi und .AppImage',
    });
    const wrongContent = await raw('lager.AppImage', Buffer.from('MZ kein ELF'), 'fr');
    expect(wrongContent.status).toBe(415);
    expect(await wrongContent.json()).toEqual({ message: 'Le contenu du fichier ne correspond pas à son type' });
    expect((await apps(admin)).find((a) => a.id === entry.id)).toMatchObject({ hasFile: false, fileName: null });
  });

  it('stock@ (neither 421 nor 300) gets Permiso denegado and 403', async () => {
    const stock = await token('stock@noctua.test');
    const refused = await call('/aplicativos', stock);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'No tienes permiso para acceder a esta página' });
    const { page, errors, close } = await session('stock@noctua.test');
    try {
      await page.goto(`${baseUrl}/noctua/logged/general/descargarAplicativos`);
      const denied = page.getByTestId('permission-denied');
      await denied.waitFor();
      expect(await denied.textContent()).toContain('No tienes permiso para acceder a esta página');
      expect(await page.getByTestId('app-downloads-page').count()).toBe(0);
      expect(await page.getByTestId('app-add').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  describe('screenshots', () => {
    const name = 'Noctua POS Terminal';
    beforeAll(async () => {
      // One stored file among the seed's links, uploaded as a raw body (the app's own way).
      const admin = await token(ADMIN);
      if ((await apps(admin)).some((a) => a.name === name)) return;
      const res = await call('/aplicativos', admin, {
        method: 'POST',
        body: JSON.stringify({ name, platform: 'android', appVersion: '2.4.1', notes: 'Terminales de barra y boletería.' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(201);
      const created = (await res.json()) as AppDownloadDto;
      const bytes = apkBytes(3500);
      const up = await call(`/aplicativos/${created.id}/archivo`, admin, {
        method: 'POST',
        body: new Blob([new Uint8Array(bytes)]),
        headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'noctua-pos-2.4.1.apk' },
      });
      expect(up.status, await up.clone().text()).toBe(200);
      expect(((await up.json()) as AppDownloadDto).sha256).toBe(sha256(bytes));
    });

    // One signed-in session (and one first sync) per theme, resized to each screen size.
    for (const dark of [false, true]) {
      const theme = dark ? 'dark' : 'light';
      it(`the list and the add dialog render at ${sizesFor(dark)
        .map(([size]) => size)
        .join(' and ')} size (${theme})`, async () => {
        const admin = await token(ADMIN);
        const list = await apps(admin);
        const { page, errors, close } = await session(ADMIN, { dark });
        try {
          await waitForFirstSync(page, 90_000);
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
          for (const [size, viewport] of sizesFor(dark)) {
            await page.setViewportSize(viewport);
            await openScreen(page);
            await expect.poll(() => page.getByTestId('app-card').count()).toBe(list.length);
            const card = cardOf(page, name);
            expect(await card.textContent()).toContain('noctua-pos-2.4.1.apk');
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow, size).toBeLessThanOrEqual(0);
            await screenshot(page, `app-downloads-${size}-${theme}`);
            await page.getByTestId('app-add').click();
            const dialog = page.getByTestId('app-form-dialog');
            await dialog.waitFor();
            const box = await dialog.boundingBox();
            expect(box?.x).toBeGreaterThanOrEqual(0);
            expect((box?.x ?? 0) + (box?.width ?? 0), size).toBeLessThanOrEqual(viewport.width);
            await dialogSettled(dialog);
            await screenshot(page, `app-downloads-dialog-${size}-${theme}`);
            await page.keyboard.press('Escape');
            await dialog.waitFor({ state: 'detached' });
          }
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      });
    }
  });
});
