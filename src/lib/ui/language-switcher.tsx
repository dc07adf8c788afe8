// The language button of the login page, the top bar and the public pages. The menu behind it
// (./language-menu.tsx) is a lazy chunk: until it arrives, the same button stands in its place
// and a click on it opens the menu as soon as it is there.
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isLocale } from '../i18n/i18n';
import { GlobeIcon } from './icons';

const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/** Runs `task` when the browser is idle (a timeout where requestIdleCallback is missing). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1500);
  return () => window.clearTimeout(id);
}

/** A compact language menu; the choice is stored in localStorage `lang`. */
export function LanguageSwitcher({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { i18n, t } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es';
  const [load, setLoad] = useState(false);
  const [open, setOpen] = useState(false);
  const focused = useRef(false);
  useEffect(() => whenIdle(() => setLoad(true)), []);

  const placeholder = (
    <Button
      variant="ghost"
      size={size}
      aria-label={`${t`Idioma`} ${locale.toUpperCase()}`}
      aria-haspopup="menu"
      gap="1.5"
      px="2"
      onPointerEnter={() => setLoad(true)}
      onFocus={() => {
        focused.current = true;
        setLoad(true);
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onClick={() => {
        setOpen(true);
        setLoad(true);
      }}
    >
      <GlobeIcon boxSize="4" />
      {locale.toUpperCase()}
    </Button>
  );
  if (!load) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu size={size} defaultOpen={open} focusTrigger={focused.current} />
    </Suspense>
  );
}
