import { Button, Menu, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
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

/** A compact language menu; the choice is stored in localStorage `lang`. */
export function LanguageSwitcher({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { i18n, t } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size={size} aria-label={t`Idioma`} gap="1.5" px="2">
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
