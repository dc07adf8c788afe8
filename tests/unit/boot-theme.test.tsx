// The boot theme (src/app/theme/system.ts, issue 20): Chakra starts with the recipes of what can
// show before sign-in; the rest load before any other screen. Everything the login page, the
// loading screen, the language menu, the toasts and the update banner render must find its recipe
// in the boot theme, or it would show unstyled until a reload.
import { ChakraProvider, Dialog, Table } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateBanner } from '../../src/app/pwa/update-banner';
import { ensureFullTheme, missingBootRecipes, system } from '../../src/app/theme/system';
import { Toaster } from '../../src/app/toaster';
import { AuthLayout } from '../../src/features/auth/components/auth-layout';
import { LoginForm } from '../../src/features/auth/components/login-form';
import { ReplicaProvider } from '../../src/lib/sync/use-replica';
import { toaster } from '../../src/lib/toaster';
import { LanguageMenu } from '../../src/lib/ui/language-menu';
import { LoadingScreen } from '../../src/lib/ui/loading-screen';
import { flush, type Rendered, readOnlyStore, render } from './helpers';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

const noReplica = readOnlyStore(null);

async function renderInApp(ui: ReactNode): Promise<Rendered> {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const rendered = await render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <ReplicaProvider store={noReplica}>
          <RouterProvider router={router} />
        </ReplicaProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  await flush();
  return rendered;
}

// Rendering the whole login page with Chakra in jsdom takes seconds on a busy 2-core machine.
describe('the boot theme', { timeout: 30_000 }, () => {
  it('styles everything that renders before sign-in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const getRecipeFn = vi.spyOn(system, 'getRecipeFn');
    const newVersion = vi.fn(async () => ({ ok: true, status: 200, text: async () => '99.0.0' }) as Response);
    view = await renderInApp(
      <>
        <LoadingScreen />
        <AuthLayout>
          <LoginForm onSubmit={vi.fn()} />
        </AuthLayout>
        <LanguageMenu defaultOpen />
        <UpdateBanner fetch={newVersion} worker={null} reload={vi.fn()} />
        <Toaster />
      </>,
    );
    await act(async () => {
      toaster.create({ type: 'error', title: 'Sin conexión', closable: true });
      toaster.create({ type: 'loading', title: 'Enviando' });
    });
    await flush(6);
    expect(document.body.textContent).toContain('Haga click para actualizar');
    expect(document.body.textContent).toContain('Sin conexión');
    expect(document.body.textContent).toContain('Deutsch');
    // The lookups went through the boot system, and none of them missed a recipe the full theme
    // has (Chakra's Text asks for a 'text' recipe no theme defines).
    expect(getRecipeFn.mock.calls.map(([key]) => key)).toContain('button');
    expect([...missingBootRecipes].filter((key) => key in recipes || key in slotRecipes)).toEqual([]);
    await act(async () => {
      toaster.remove();
    });
    await flush(6);
  });

  it('notes a recipe outside the boot theme until the full theme is installed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const table = (
      <Table.Root>
        <Table.Body>
          <Table.Row>
            <Table.Cell>1</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    );
    view = await renderInApp(table);
    expect(missingBootRecipes.has('table')).toBe(true);
    expect(system.getSlotRecipe('table')).toBeUndefined();
    await view.unmount();

    await ensureFullTheme();
    missingBootRecipes.clear();
    view = await renderInApp(
      <>
        {table}
        <Dialog.Root open>
          <Dialog.Content>x</Dialog.Content>
        </Dialog.Root>
      </>,
    );
    expect([...missingBootRecipes].filter((key) => key in recipes || key in slotRecipes)).toEqual([]);
    expect(system.getSlotRecipe('table')).toBeDefined();
    expect(system.getSlotRecipe('dialog')).toBeDefined();
  });
});
