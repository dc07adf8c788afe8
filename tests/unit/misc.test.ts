import { readFileSync } from 'node:fs';
import { i18n } from '@lingui/core';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/contract/auth';
import { PRIVILEGES } from '../../src/contract/privileges';
import { APP_VERSION } from '../../src/contract/version';
import { logoTopCss, logoTopOffset } from '../../src/features/auth/components/logo-offset';
import {
  pendingStep,
  redirectIfAuthenticated,
  requireSession,
  safeRedirectPath,
  TWO_FACTOR_PATH,
} from '../../src/lib/auth/redirects';
import { translateKnownMessage } from '../../src/lib/i18n/known-messages';
import { PRIVILEGE_LABELS, privilegeLabel } from '../../src/lib/i18n/privilege-labels';
import { DEFAULT_SETTINGS, parseSettings } from '../../src/lib/settings';
import { messages as deMessages } from '../../src/locales/de/messages.po';
import { messages as frMessages } from '../../src/locales/fr/messages.po';

describe('login logo offset (SPEC §2)', () => {
  it('is 10px up to 600 px, 4vh up to 680 px, 9vh above', () => {
    expect(logoTopOffset(480)).toBe('10px');
    expect(logoTopOffset(600)).toBe('10px');
    expect(logoTopOffset(601)).toBe('4vh');
    expect(logoTopOffset(680)).toBe('4vh');
    expect(logoTopOffset(681)).toBe('9vh');
    expect(logoTopOffset(1180)).toBe('9vh');
    // The same steps as CSS, the narrower query last so it wins where both match.
    expect(Object.entries(logoTopCss)).toEqual([
      ['paddingTop', '9vh'],
      ['@media (max-height: 680px)', { paddingTop: '4vh' }],
      ['@media (max-height: 600px)', { paddingTop: '10px' }],
    ]);
  });
});

describe('redirects around the login', () => {
  it('goes back only to in-app paths', () => {
    expect(safeRedirectPath('/logged/home?x=1')).toBe('/logged/home?x=1');
    expect(safeRedirectPath(undefined)).toBe('/logged/home');
    expect(safeRedirectPath('https://evil.test/')).toBe('/logged/home');
    expect(safeRedirectPath('//evil.test/')).toBe('/logged/home');
    expect(safeRedirectPath('/auth/login')).toBe('/logged/home');
  });

  it('the guard sends visitors to the login with the requested path', () => {
    const signedOut = { isAuthenticated: false, mustChangePassword: false };
    let thrown: unknown;
    try {
      requireSession(signedOut, { href: '/logged/home?x=1', pathname: '/logged/home' });
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/auth/login',
      search: { redirect: '/logged/home?x=1' },
    });
  });

  it('keeps a default-password session on changePass, and lets it stay there', () => {
    const mustChange = { isAuthenticated: true, mustChangePassword: true };
    expect(() => requireSession(mustChange, { href: '/logged/home', pathname: '/logged/home' })).toThrow();
    expect(() => requireSession(mustChange, { href: '/logged/changePass', pathname: '/logged/changePass' })).not.toThrow();
    expect(() =>
      requireSession({ isAuthenticated: true, mustChangePassword: false }, { href: '/logged/home', pathname: '/logged/home' }),
    ).not.toThrow();
  });

  it('sends signed-in visitors of the login to the app', () => {
    expect(() => redirectIfAuthenticated({ isAuthenticated: true, mustChangePassword: false })).toThrow();
    expect(() => redirectIfAuthenticated({ isAuthenticated: false, mustChangePassword: false })).not.toThrow();
  });
});

describe('translations', () => {
  it('privilege names keep the Spanish of the contract', () => {
    expect(Object.keys(PRIVILEGE_LABELS).sort()).toEqual(Object.keys(PRIVILEGES).sort());
    for (const [code, text] of Object.entries(PRIVILEGES)) expect(privilegeLabel(i18n, code)).toBe(text);
    expect(privilegeLabel(i18n, '999')).toBe('999');
  });

  it('contract messages are shown in the active language', () => {
    expect(translateKnownMessage(i18n, 'El usuario es obligatorio')).toBe('El usuario es obligatorio');
    i18n.loadAndActivate({ locale: 'de', messages: deMessages });
    expect(translateKnownMessage(i18n, 'El usuario es obligatorio')).toBe('Der Benutzername ist erforderlich');
    expect(translateKnownMessage(i18n, 'Something went wrong')).toBe('Etwas ist schiefgelaufen');
    expect(translateKnownMessage(i18n, 'Texto del servidor')).toBe('Texto del servidor');
    expect(privilegeLabel(i18n, '306')).toBe('VIP-Karten');
    i18n.loadAndActivate({ locale: 'fr', messages: frMessages });
    expect(translateKnownMessage(i18n, 'La contraseña es obligatoria')).toBe('Le mot de passe est obligatoire');
  });
});

describe('local settings (SPEC §3)', () => {
  it('falls back field by field', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings({ themeMode: 'dark', themeColor: 'pink', themeStretch: 'yes' })).toEqual({
      ...DEFAULT_SETTINGS,
      themeMode: 'dark',
    });
    expect(DEFAULT_SETTINGS).toMatchObject({ drinkFilter: 'incremental', themeColor: 'orange', themeDirection: 'ltr' });
  });
});

describe('version', () => {
  it('is the SPEC §9 app version', () => {
    expect(APP_VERSION).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
  });
});

describe('two-factor enrolment redirect', () => {
  const user = (twoFactor?: { enabled: boolean; required: boolean }) =>
    ({ id: 'u', privi: [], mustChangePassword: false, twoFactor }) as unknown as SessionUser;

  it('sends a session whose required two-factor is not enrolled to the enrolment, after the password change', () => {
    expect(pendingStep({ mustChangePassword: false, user: user({ enabled: false, required: true }) })).toBe(TWO_FACTOR_PATH);
    expect(pendingStep({ mustChangePassword: true, user: user({ enabled: false, required: true }) })).toBe('/logged/changePass');
    expect(pendingStep({ mustChangePassword: false, user: user({ enabled: true, required: true }) })).toBeNull();
    expect(pendingStep({ mustChangePassword: false, user: user({ enabled: false, required: false }) })).toBeNull();
    expect(pendingStep({ mustChangePassword: false, user: user() })).toBeNull();
    let thrown: unknown;
    try {
      requireSession(
        { isAuthenticated: true, mustChangePassword: false, user: user({ enabled: false, required: true }) },
        { href: '/logged/home', pathname: '/logged/home' },
      );
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { options: unknown }).options).toMatchObject({ to: TWO_FACTOR_PATH });
    expect(() =>
      requireSession(
        { isAuthenticated: true, mustChangePassword: false, user: user({ enabled: false, required: true }) },
        { href: TWO_FACTOR_PATH, pathname: TWO_FACTOR_PATH },
      ),
    ).not.toThrow();
  });
});
