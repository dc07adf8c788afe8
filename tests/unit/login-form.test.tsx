import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { within } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/app/theme/system';
import type { LoginResponse } from '../../src/contract/auth';
import { LoginForm } from '../../src/features/auth/components/login-form';
import type { LoginFormOutput } from '../../src/features/auth/schemas';
import { ApiError } from '../../src/lib/api-client';
import { messages as deMessages } from '../../src/locales/de/messages.po';
import { blur, byText, click, flush, type Rendered, render, typeInto } from './helpers';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

/** Renders with the app's real providers and a memory router (the form links to reset-password). */
async function renderWithProviders(ui: ReactNode): Promise<Rendered> {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const rendered = await render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </ChakraProvider>,
  );
  await flush();
  return rendered;
}

/** The form's controls as a person finds them: by their role and visible name. */
function fields(container: HTMLElement, names = { email: 'Usuario', password: 'Contraseña', submit: 'Ingresar' }) {
  const form = within(container);
  return {
    email: form.getByRole<HTMLInputElement>('textbox', { name: names.email }),
    password: form.getByLabelText<HTMLInputElement>(names.password),
    remember: form.getByRole<HTMLInputElement>('checkbox', { name: 'Recordarme' }),
    submit: form.getByRole<HTMLButtonElement>('button', { name: names.submit }),
  };
}

async function submitForm(submit: HTMLButtonElement) {
  await click(submit);
  await flush();
}

describe('login form (SPEC §2, §5)', () => {
  it("shows the fields, 'Recordarme' checked, the reset link and no errors yet", async () => {
    view = await renderWithProviders(<LoginForm onSubmit={vi.fn()} />);
    const { container } = view;
    const { remember } = fields(container);
    expect(remember.checked).toBe(true);
    const link = within(container).getByRole('link', { name: '¿Olvidaste tu clave?' });
    expect(link.getAttribute('href')).toBe('/auth/reset-password');
    expect(container.textContent).not.toContain('obligatori');
  });

  it('shows a required message only once the field is touched', async () => {
    view = await renderWithProviders(<LoginForm onSubmit={vi.fn()} />);
    const { container } = view;
    const { email } = fields(container);
    expect(byText(container, 'El usuario es obligatorio')).toBeNull();
    await blur(email);
    await flush();
    expect(byText(container, 'El usuario es obligatorio')).not.toBeNull();
    expect(byText(container, 'La contraseña es obligatoria')).toBeNull();
  });

  it('is not touched when the theme or language toggle beside it takes the focus (issue 19)', async () => {
    view = await renderWithProviders(
      <>
        <button type="button">Tema</button>
        <LoginForm onSubmit={vi.fn()} />
      </>,
    );
    const { container } = view;
    const { email, password } = fields(container);
    const toggle = within(container).getByRole('button', { name: 'Tema' });
    await act(async () => {
      email.focus();
      toggle.focus();
    });
    await flush();
    expect(byText(container, 'El usuario es obligatorio')).toBeNull();
    // Leaving it for the next field of the form is a touch.
    await act(async () => {
      email.focus();
      password.focus();
    });
    await flush();
    expect(byText(container, 'El usuario es obligatorio')).not.toBeNull();
  });

  it('does not submit an empty form and shows both messages', async () => {
    const onSubmit = vi.fn();
    view = await renderWithProviders(<LoginForm onSubmit={onSubmit} />);
    await submitForm(fields(view.container).submit);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(byText(view.container, 'El usuario es obligatorio')).not.toBeNull();
    expect(byText(view.container, 'La contraseña es obligatoria')).not.toBeNull();
  });

  it('submits the user (as email), password and the remember choice', async () => {
    const response = { accessToken: 't', mustChangePassword: false } as LoginResponse;
    const onSubmit = vi.fn(async (_: LoginFormOutput) => response);
    const onSignedIn = vi.fn();
    view = await renderWithProviders(<LoginForm onSubmit={onSubmit} onSignedIn={onSignedIn} />);
    const { email, password, remember, submit } = fields(view.container);
    await typeInto(email, '  sofia@noctua.test ');
    await typeInto(password, 'secret');
    await click(remember.closest('label') ?? remember);
    await submitForm(submit);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'sofia@noctua.test', password: 'secret', remember: false });
    expect(onSignedIn).toHaveBeenCalledWith(response, { email: 'sofia@noctua.test', password: 'secret', remember: false });
  });

  it("a failed login resets the form and shows the server's message above the fields", async () => {
    const onSubmit = vi.fn(async () => Promise.reject(new ApiError('Usuario o contraseña incorrectos', 401, null)));
    view = await renderWithProviders(<LoginForm onSubmit={onSubmit} />);
    const { email, password, submit } = fields(view.container);
    await typeInto(email, 'sofia');
    await typeInto(password, 'mala');
    await submitForm(submit);
    const alert = byText(view.container, 'Usuario o contraseña incorrectos');
    expect(alert).not.toBeNull();
    expect(alert?.compareDocumentPosition(email) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // Announced to screen readers as soon as it appears.
    expect(alert?.closest('[role="alert"]')).not.toBeNull();
    expect(fields(view.container).email.value).toBe('');
    expect(fields(view.container).password.value).toBe('');
    // Typing again starts at the user field, not at an empty password under an empty user.
    expect(document.activeElement).toBe(fields(view.container).email);
    // A reset form is untouched again: no required messages.
    expect(byText(view.container, 'El usuario es obligatorio')).toBeNull();
  });

  it('shows the contract messages in German when German is active', async () => {
    await act(async () => i18n.loadAndActivate({ locale: 'de', messages: deMessages }));
    view = await renderWithProviders(<LoginForm onSubmit={vi.fn()} />);
    await submitForm(within(view.container).getByRole('button', { name: 'Anmelden' }));
    expect(byText(view.container, 'Der Benutzername ist erforderlich')).not.toBeNull();
    expect(byText(view.container, 'Das Passwort ist erforderlich')).not.toBeNull();
    expect(byText(view.container, 'Anmelden')).not.toBeNull();
  });
});
