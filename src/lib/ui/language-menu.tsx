// The language menu itself (Zag's menu and its positioning): a lazy chunk, loaded by
// ./language-switcher.tsx when the page is idle or the visitor reaches for the button.
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { activateLocale, isLocale, LOCALE_NAMES, LOCALES } from '../i18n/i18n';
import { GlobeIcon } from './icons';

/** The languages as radio items of a Chakra menu; choosing one activates and stores it. */
export function LanguageRadioItems() {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es';
  return (
    <Menu.RadioItemGroup
      value={locale}
      onValueChange={({ value }) => {
        if (isLocale(value)) void activateLocale(value);
      }}
    >
      {LOCALES.map((code) => (
        <Menu.RadioItem key={code} value={code} lang={code}>
          {LOCALE_NAMES[code]}
          <Menu.ItemIndicator />
        </Menu.RadioItem>
      ))}
    </Menu.RadioItemGroup>
  );
}

export interface LanguageMenuProps {
  size?: 'xs' | 'sm' | 'md';
  /** Opens at once (the visitor clicked the placeholder button before this chunk arrived). */
  defaultOpen?: boolean;
  /** Takes the focus (the placeholder button had it). */
  focusTrigger?: boolean;
}

/** A compact language menu; the choice is stored in localStorage `lang`. */
export function LanguageMenu({ size = 'sm', defaultOpen = false, focusTrigger = false }: LanguageMenuProps) {
  const { i18n, t } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es';
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Button ref={trigger} variant="ghost" size={size} aria-label={`${t`Idioma`} ${locale.toUpperCase()}`} gap="1.5" px="2">
          <GlobeIcon boxSize="4" />
          {locale.toUpperCase()}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <LanguageRadioItems />
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
