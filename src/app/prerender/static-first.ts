// The one script of dist/login.html (inlined there by scripts/prerender-login.mjs): the login page
// is prerendered HTML that paints before any JavaScript runs, and the app — its entry and the
// login screen's chunks, listed on the page — is fetched and started on the first touch, key
// press, focus or submit, so a phone's first seconds are not spent fetching and running code for a form
// nobody has touched yet. It starts at once when the static page is hidden (a stored session or another
// language than the prerendered Spanish: index.html's head script decides). Whatever the user
// does before the app is there is kept for the live form (src/features/auth/static-login.ts):
// typed values are read from the fields, a submit or a button press is noted here.
import { STATIC_PAGE_ID, type StaticLoginIntent } from '../../features/auth/static-login';

const page = document.getElementById(STATIC_PAGE_ID);
const entry = page?.dataset.entry;
const intent: StaticLoginIntent = {};
(window as { noctuaStaticLogin?: StaticLoginIntent }).noctuaStaticLogin = intent;
// A field taking focus counts (tabbing in); the page itself focuses nothing (no autofocus).
const STARTERS = ['pointerdown', 'keydown', 'touchstart', 'input', 'focusin'] as const;

let started = false;
function start(): void {
  if (started || !entry) return;
  started = true;
  for (const type of STARTERS) page?.removeEventListener(type, start, true);
  // Everything the live form needs, requested at once rather than level by level of imports.
  for (const url of page?.dataset.preload?.split(' ') ?? []) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: url, crossOrigin: '' });
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

const html = document.documentElement;

/** The theme button's label says what it does in the theme shown (the page is prerendered light). */
function labelThemeButtons(): void {
  const dark = html.classList.contains('dark');
  for (const button of page?.querySelectorAll<HTMLElement>('[data-label-dark]') ?? []) {
    const label = (dark ? button.dataset.labelDark : button.dataset.labelLight) ?? '';
    button.setAttribute('aria-label', label);
    button.title = label;
  }
}

/**
 * The theme button works before the app is there, as index.html's head script applies a stored
 * theme: the class on <html>, the browser's theme colour, the stored setting (which the app reads
 * when it starts; the live form also applies it: static-login.ts).
 */
function toggleTheme(): void {
  const dark = !html.classList.contains('dark');
  html.classList.toggle('dark', dark);
  html.classList.toggle('light', !dark);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', dark ? '#0d0b12' : '#ffffff');
  intent.theme = dark ? 'dark' : 'light';
  try {
    const settings = JSON.parse(localStorage.getItem('settings') || '{}') || {};
    localStorage.setItem('settings', JSON.stringify({ ...settings, themeMode: intent.theme }));
  } catch {}
  labelThemeButtons();
}

/** The eye button shows or hides the password at once, as the live one does (password-input.tsx). */
function togglePassword(button: HTMLElement): void {
  const input = page?.querySelector<HTMLInputElement>('input[name="password"]');
  if (!input) return;
  const shown = input.type === 'password';
  input.type = shown ? 'text' : 'password';
  button.setAttribute('aria-pressed', String(shown));
  const label = (shown ? button.dataset.labelHide : button.dataset.labelShow) ?? '';
  button.setAttribute('aria-label', label);
  button.title = label;
  intent.passwordShown = shown;
}

labelThemeButtons();

if (!page || 'bootNow' in document.documentElement.dataset) start();
else {
  for (const type of STARTERS) page.addEventListener(type, start, { capture: true, passive: true });
  // The static form must never submit itself (a GET with the password in the address).
  page.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      intent.submit = true;
      // Pressed before the app is there: say it is on its way (the live button's own busy text).
      const button = (event.target as HTMLFormElement).querySelector('button[type="submit"]');
      if (button && page?.dataset.busy) {
        button.textContent = page.dataset.busy;
        button.setAttribute('aria-busy', 'true');
      }
      start();
    },
    true,
  );
  // The live form's rule for "touched" (login-form.tsx): leaving a field for the page's own chrome
  // (the theme or language button) does not count.
  page.addEventListener(
    'focusout',
    (event) => {
      const field = event.target as HTMLInputElement;
      const next = event.relatedTarget;
      if (!field.form || !field.name || (next instanceof Node && !field.form.contains(next))) return;
      intent.touched = [...new Set([...(intent.touched ?? []), field.name])];
    },
    true,
  );
  page.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest('button[type="button"][aria-label]');
      if (button?.hasAttribute('data-label-dark')) toggleTheme();
      else if (button?.hasAttribute('data-label-hide')) togglePassword(button as HTMLElement);
      else if (button) intent.pressed = button.getAttribute('aria-label') ?? undefined;
      start();
    },
    true,
  );
}
