// Unit test setup: an IndexedDB for Dexie (fake-indexeddb), Lingui with Spanish (the source
// language: macros keep their Spanish text outside production builds, so no catalog is needed),
// React's act() environment and the few browser APIs jsdom lacks that Chakra/Ark UI touch.
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { afterEach } from 'vitest';

i18n.loadAndActivate({ locale: 'es', messages: {} });

// Tests fail on unexpected console.error output (as the API suite does): React reports act()
// misuse, failed renders and bad props there, and a silent error is a bug we would miss. A plain
// wrapper rather than a spy, so a test that expects an error owns it with its own
// `vi.spyOn(console, 'error').mockImplementation(...)` and `vi.restoreAllMocks()` puts this back.
const consoleError = console.error;
const errorsLogged: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errorsLogged.push(args);
  consoleError(...args);
};
afterEach(() => {
  const calls = errorsLogged.splice(0);
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
  }
  window.scrollTo = () => {};
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    if (i18n.locale !== 'es') i18n.loadAndActivate({ locale: 'es', messages: {} });
  });
}
