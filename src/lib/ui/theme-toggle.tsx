import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { updateSettings, useSettings } from '../settings';
import { MoonIcon, SunIcon } from './icons';

/** Switches between the light and the dark theme (stored in the `settings` object). */
export function ThemeToggle({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useLingui();
  const { themeMode } = useSettings();
  const dark = themeMode === 'dark';
  const label = dark ? t`Usar tema claro` : t`Usar tema oscuro`;
  return (
    <IconButton
      variant="ghost"
      size={size}
      aria-label={label}
      title={label}
      onClick={() => updateSettings({ themeMode: dark ? 'light' : 'dark' })}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
