// The login page painted from prerendered HTML (dist/login.html, scripts/prerender-login.mjs):
// the form shows before any JavaScript runs, and the app starts on the first touch, key or submit
// (src/app/prerender/static-first.ts). Until the live form mounts, the user types into the static
// one; the live form takes over what is there — the typed values, the focused field and its
// caret, a submit or a button press waiting — in its layout effect, the same task as the commit
// that shows it, so nothing typed in between is lost. On any other screen the static page goes.

/** What the static page tells the live form (set by static-first.ts). */
export interface StaticLoginIntent {
  /** The form was submitted before the app was there. */
  submit?: boolean;
  /** The accessible name of a button pressed before the app was there (pressed again once live). */
  pressed?: string;
  /** Fields left for another part of the form (or for nowhere): validated as touched once live. */
  touched?: string[];
  /** The theme chosen with the page's theme button (applied there at once, kept once live). */
  theme?: 'light' | 'dark';
  /** The password shown with the page's eye button (shown there at once, kept once live). */
  passwordShown?: boolean;
}

export interface StaticLoginHandoff {
  email: string;
  password: string;
  remember: boolean;
  focus: 'email' | 'password' | null;
  caret: number | null;
  submit: boolean;
  pressed: string | null;
  touched: string[];
  theme: 'light' | 'dark' | null;
  passwordShown: boolean;
}

declare global {
  interface Window {
    noctuaStaticLogin?: StaticLoginIntent;
  }
}

export const STATIC_PAGE_ID = 'prerendered';

function staticPage(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(STATIC_PAGE_ID);
}

/** What the static login form holds now, or null when the page was not served prerendered. */
export function readStaticLogin(): StaticLoginHandoff | null {
  const form = staticPage()?.querySelector('form');
  if (!form) return null;
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const active = document.activeElement;
  const focus = active === input('email') ? 'email' : active === input('password') ? 'password' : null;
  const intent = window.noctuaStaticLogin ?? {};
  return {
    email: input('email')?.value ?? '',
    password: input('password')?.value ?? '',
    remember: input('remember')?.checked ?? true,
    focus,
    caret: focus ? ((active as HTMLInputElement).selectionStart ?? null) : null,
    submit: intent.submit === true,
    pressed: intent.pressed ?? null,
    touched: intent.touched ?? [],
    theme: intent.theme ?? null,
    passwordShown: intent.passwordShown === true,
  };
}

/** Removes the static page (the live app is shown from here on). */
export function releaseStaticLogin(): void {
  staticPage()?.remove();
}
