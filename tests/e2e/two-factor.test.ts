import { crc32, deflateSync } from 'node:zlib';
import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BlogPostSummaryDto } from '../../src/contract/blog';
import type { StaffUserRow } from '../../src/contract/staff';
import { apiJson, apiLogin } from './api';
import {
  collectPageErrors,
  dialogSettled,
  LOOKS,
  newAppContext,
  screenshot,
  screensWithoutServiceWorker,
  VIEWPORTS,
} from './browser';
import { ownBrowserAndServer } from './own-server';
import { signInThroughUi } from './replica-page';

// Screens online: no service worker (browser.ts).
screensWithoutServiceWorker();

const PASSWORD = 'noctua2026';
const ADMIN = 'admin@noctua.test';
const SUPERVISOR = 'supervisor@noctua.test';

let browser: Browser;
let baseUrl: string;
let admin: string;

ownBrowserAndServer(async (b, s) => {
  browser = b;
  baseUrl = s.url;
  admin = await apiLogin(baseUrl, ADMIN, PASSWORD);
});

/** What an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
function codeFor(secret: string, stepsAhead = 0): string {
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });
}

/** The password step of the login page, without waiting for what comes next. */
async function passwordStep(page: Page, email: string) {
  await page.goto(`${baseUrl}/noctua/auth/login`);
  await page.getByLabel('Usuario').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** A small real PNG (a 320×180 gradient), for the cover upload. */
function gradientPng(width = 320, height = 180): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set([120 + (x * 135) / width, 40 + (y * 60) / height, 160], row + 1 + x * 3);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

describe('two-factor sign-in', () => {
  it('a 300 user required to use it enrols with a code from the secret and signs in with the code step', async () => {
    const [row] = await apiJson<StaffUserRow[]>(baseUrl, `/user/manage-users?q=${encodeURIComponent(SUPERVISOR)}`, admin);
    expect(row?.email).toBe(SUPERVISOR);
    const id = row?.id ?? '';
    await apiJson(baseUrl, `/user/manage-users/${id}/two-factor`, admin, { method: 'PUT', body: { required: true } });

    const context = await newAppContext(browser, VIEWPORTS.phone);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    let secret = '';
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403) refused.push(r.url());
    });
    try {
      await passwordStep(page, SUPERVISOR);
      // Required and not enrolled: every screen leads to the enrolment.
      await page.getByTestId('two-factor-required').waitFor();
      expect(page.url()).toContain('/logged/user/two-factor');
      // Nothing else asks the server while the enrolment is pending (it would be refused).
      await page.getByTestId('two-factor-start').click();
      await page.getByTestId('two-factor-qr').locator('svg').waitFor();
      secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await screenshot(page, 'two-factor-enrolment-phone-light');
      // A wrong code is refused and nothing is enabled.
      const wrong = String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, '0');
      await page.getByTestId('two-factor-code').fill(wrong);
      await page.getByTestId('two-factor-confirm').click();
      await page.getByTestId('two-factor-error').waitFor();
      await page.getByTestId('two-factor-code').fill(codeFor(secret));
      await page.getByTestId('two-factor-confirm').click();
      const codes = page.getByTestId('recovery-code');
      // Shown right away, before the card turns to "on" (the codes were lost here once).
      await codes.first().waitFor();
      expect(await codes.count()).toBe(10);
      // Activated: "Actívala para continuar" is no longer said (issue 37).
      await expect.poll(() => page.getByTestId('two-factor-required').count()).toBe(0);
      await screenshot(page, 'two-factor-recovery-codes-phone-light');
      await page.getByTestId('recovery-codes-done').click();
      await page.waitForURL(/\/logged\/home/);
      // Shown once: the status only counts them from now on.
      await page.goto(`${baseUrl}/noctua/logged/user/two-factor`);
      await page.getByTestId('two-factor-left').waitFor();
      expect(await page.getByTestId('recovery-code').count()).toBe(0);
      expect(refused).toEqual([]);
      // The one console error is the wrong code's 422.
      expect(errors).toEqual([expect.stringContaining('422')]);
    } finally {
      await context.close();
    }

    // The next sign-in: the password is not enough, the code step follows.
    const again = await newAppContext(browser, VIEWPORTS.desktop, true);
    const second = await again.newPage();
    const secondErrors = collectPageErrors(second);
    try {
      await passwordStep(second, SUPERVISOR);
      await second.getByTestId('totp-step').waitFor();
      await screenshot(second, 'two-factor-login-code-desktop-dark');
      // The enrolment's code was used: the next step's code, as the app shows it a moment later.
      await second.getByTestId('totp-code').fill(codeFor(secret, 1));
      await second.getByRole('button', { name: 'Verificar' }).click();
      await second.waitForURL(/\/logged\/home/);
      expect(secondErrors).toEqual([]);
    } finally {
      await again.close();
    }
    const supervisor = await fetch(`${baseUrl}/noctua/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: SUPERVISOR, password: PASSWORD }),
    }).then((r) => r.json() as Promise<{ twoFactorRequired?: boolean; accessToken?: string }>);
    expect(supervisor.twoFactorRequired).toBe(true);
    expect(supervisor.accessToken).toBeUndefined();

    // The admin's staff edit screen: required and enabled.
    const staff = await newAppContext(browser, VIEWPORTS.desktop);
    const page3 = await staff.newPage();
    try {
      await signInThroughUi(page3, baseUrl, ADMIN, PASSWORD);
      await page3.goto(`${baseUrl}/noctua/logged/user/${id}/edit`);
      const card = page3.getByTestId('staff-two-factor');
      await card.waitFor();
      await expect.poll(() => card.getByTestId('staff-two-factor-state').textContent()).toBe('Activada');
      await card.scrollIntoViewIfNeeded();
      await screenshot(page3, 'two-factor-staff-card-desktop-light');
    } finally {
      await staff.close();
    }
  });
});

describe('blog', () => {
  it('admin writes a post with a cover, previews it, publishes it and deletes it after a confirmation', async () => {
    const context = await newAppContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await signInThroughUi(page, baseUrl, ADMIN, PASSWORD);
      await page.goto(`${baseUrl}/noctua/logged/blog`);
      await page.getByTestId('blog-card').first().waitFor();
      await page.getByTestId('blog-new').click();
      await page.getByTestId('blog-editor').waitFor();
      // The form refuses an empty post before sending.
      await page.getByTestId('blog-publish').click();
      await page.getByText('El título es obligatorio').waitFor();
      await page.getByTestId('blog-title').fill('Apertura de la terraza');
      await page
        .getByTestId('blog-body')
        .fill(
          '## Desde el viernes\n\nLa terraza abre a las **23:00**.\n\n- Barra 3 con dos bartenders\n- Guardarropas en la entrada\n\n<script>alert(1)</script>',
        );
      // A file that is not an image is refused before anything is sent.
      await page
        .getByTestId('blog-cover-input')
        .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
      await page.getByTestId('blog-cover-refused').waitFor();
      await page
        .getByTestId('blog-cover-input')
        .setInputFiles({ name: 'terraza.png', mimeType: 'image/png', buffer: gradientPng() });
      await page.getByTestId('blog-cover-preview').waitFor();
      await page.getByTestId('blog-tab-preview').click();
      const preview = page.getByTestId('blog-preview');
      await preview.locator('strong').waitFor();
      expect(await preview.locator('script').count()).toBe(0);
      expect(await preview.textContent()).toContain('<script>alert(1)</script>');
      await screenshot(page, 'blog-editor-preview-desktop-light');
      await page.getByTestId('blog-publish').click();

      await page.waitForURL(/\/logged\/blog\/post\/apertura-de-la-terraza$/);
      const body = page.getByTestId('blog-post-body');
      await body.locator('h2').waitFor();
      expect(await body.locator('script').count()).toBe(0);
      expect(await body.textContent()).toContain('<script>alert(1)</script>');
      const cover = page.getByTestId('blog-post-page').locator('img').first();
      await expect.poll(() => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(320);

      const posts = await apiJson<{ posts: BlogPostSummaryDto[] }>(baseUrl, '/blog/posts', admin);
      const saved = posts.posts.find((p) => p.slug === 'apertura-de-la-terraza');
      expect(saved?.coverUrl).toMatch(/\/blog\/covers\/[a-f0-9]{32}\.png$/);

      // Deleted from the table, after the confirmation.
      await page.goto(`${baseUrl}/noctua/logged/blog/posts`);
      await page.getByTestId('blog-delete-apertura-de-la-terraza').click();
      const dialog = page.getByTestId('blog-delete-dialog');
      await dialogSettled(dialog);
      await page.getByTestId('blog-delete-confirm').click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('blog-row-apertura-de-la-terraza').waitFor({ state: 'detached' });
      const after = await apiJson<{ posts: BlogPostSummaryDto[] }>(baseUrl, '/blog/posts', admin);
      expect(after.posts.some((p) => p.slug === 'apertura-de-la-terraza')).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads the same at each size and theme of LOOKS, and in German and French', async () => {
    const { posts } = await apiJson<{ posts: BlogPostSummaryDto[] }>(baseUrl, '/blog/posts', admin);
    const slug = posts[0]?.slug ?? '';
    for (const { size, viewport, dark } of LOOKS) {
      const context = await newAppContext(browser, viewport, dark);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const tag = `${size}-${dark ? 'dark' : 'light'}`;
      try {
        await signInThroughUi(page, baseUrl, ADMIN, PASSWORD);
        await page.goto(`${baseUrl}/noctua/logged/blog`);
        await page.getByTestId('blog-card').first().waitFor();
        await screenshot(page, `blog-list-${tag}`);
        await page.getByTestId('blog-card').first().getByRole('link').click();
        await page.getByTestId('blog-post-body').waitFor();
        await screenshot(page, `blog-post-${tag}`);
        await page.goto(`${baseUrl}/noctua/logged/blog/new-post?post=${slug}`);
        await expect.poll(() => page.getByTestId('blog-title').inputValue()).not.toBe('');
        await screenshot(page, `blog-editor-${tag}`);
        // The phone has no room for a horizontal scroll.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }

    const context = await newAppContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    try {
      await signInThroughUi(page, baseUrl, ADMIN, PASSWORD);
      await page.evaluate(() => localStorage.setItem('lang', 'de'));
      await page.goto(`${baseUrl}/noctua/logged/blog/posts`);
      await page.getByText('Alle veröffentlichten Neuigkeiten', { exact: false }).waitFor();
      await screenshot(page, 'blog-posts-desktop-light-de');
      await page.evaluate(() => localStorage.setItem('lang', 'fr'));
      await page.goto(`${baseUrl}/noctua/logged/blog/new-post`);
      await page.getByText('Image de couverture', { exact: true }).waitFor();
      await screenshot(page, 'blog-editor-desktop-light-fr');
    } finally {
      await context.close();
    }
  });
});
