// Unit test setup: an IndexedDB for Dexie (fake-indexeddb), Lingui with Spanish (the source
// language: macros keep their Spanish text outside production builds, so no catalog is needed),
// React's act() environment and the few browser APIs jsdom lacks that Chakra/Ark UI touch.
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { afterEach } from 'vitest';

i18n.loadAndActivate({ locale: 'es', messages: {} });

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
