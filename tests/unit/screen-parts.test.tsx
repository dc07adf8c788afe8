// The screen parts that several screens share (src/lib/ui): the tabs of a screen, listed as data,
// and the card that saves one setting on its own (cutoff hour, stale-balance minutes, VIP bar).
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureFullTheme, system } from '../../src/app/theme/system';
import { ScreenTabs } from '../../src/lib/ui/screen-tabs';
import { SettingCard } from '../../src/lib/ui/setting-card';
import { click, flush, type Rendered, render } from './helpers';

let view: Rendered | undefined;
beforeAll(() => ensureFullTheme());
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

const wrap = (ui: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <ChakraProvider value={system}>{ui}</ChakraProvider>
  </I18nProvider>
);
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('ScreenTabs', () => {
  const tabs = [
    { value: 'a', label: 'Primera', testId: 'tab-a', content: <p data-testid="panel-a">A</p> },
    { value: 'b', label: 'Segunda', testId: 'tab-b', content: <p data-testid="panel-b">B</p> },
  ] as const;

  it('shows the open tab, mounts a panel when first opened and tells the screen the tab chosen', async () => {
    const onChange = vi.fn();
    view = await render(wrap(<ScreenTabs value="a" onChange={onChange} tabs={tabs} />));
    expect(byTestId('panel-a')).not.toBeNull();
    expect(byTestId('panel-b')).toBeNull();
    await click(byTestId('tab-b') as HTMLElement);
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('keeps the open tab itself without a value', async () => {
    view = await render(wrap(<ScreenTabs defaultValue="a" tabs={tabs} />));
    await click(byTestId('tab-b') as HTMLElement);
    await flush();
    expect(byTestId('panel-b')).not.toBeNull();
  });
});

describe('SettingCard', () => {
  const card = (query: Parameters<typeof SettingCard>[0]['query'], saveError: string | null = null) =>
    wrap(
      <SettingCard
        title="Cambio de jornada"
        description="Lo que se vende antes de esta hora es de la noche anterior."
        query={query}
        onSubmit={(e) => e.preventDefault()}
        saveError={saveError}
        testId="card"
        loadErrorTestId="card-load-error"
        saveErrorTestId="card-save-error"
      >
        <button type="submit" data-testid="card-save">
          Guardar
        </button>
      </SettingCard>,
    );
  const refetch = vi.fn();
  const base = { data: undefined, error: null, isError: false, isPending: false, refetch };

  it('shows its fields once the setting loaded, with a failed save above them', async () => {
    view = await render(card({ ...base, data: { cutoffHour: 9 } }, 'No se pudo guardar'));
    expect(byTestId('card')?.textContent).toContain('Cambio de jornada');
    expect(byTestId('card-save')).not.toBeNull();
    expect(byTestId('card-save-error')?.textContent).toContain('No se pudo guardar');
  });

  it('shows no fields while loading, and the load error with a retry when the first load failed', async () => {
    view = await render(card({ ...base, isPending: true }));
    expect(byTestId('card-save')).toBeNull();
    await view.unmount();
    view = await render(card({ ...base, isError: true, error: new Error('boom') }));
    expect(byTestId('card-save')).toBeNull();
    expect(byTestId('card-load-error')).not.toBeNull();
  });
});
