import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { updateSettings, useSettings } from '../settings';
import { MoonIcon, SunIcon } from './icons';

/**
 * Switches between the light and the dark theme (stored in the `settings` object). The icon follows
 * the `dark` class on <html> through CSS, and both labels ride along as data attributes, so the
 * login page prerendered in the light theme (dist/login.html) shows a dark visitor the right button
 * before any script runs (src/app/prerender/static-first.ts sets the label).
 */
export function ThemeToggle({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useLingui();
  const { themeMode } = useSettings();
  const dark = themeMode === 'dark';
  const labels = { light: t`Usar tema oscuro`, dark: t`Usar tema claro` };
  const label = dark ? labels.dark : labels.light;
  return (
    <IconButton
      variant="ghost"
      size={size}
      aria-label={label}
      title={label}
      data-label-light={labels.light}
      data-label-dark={labels.dark}
      onClick={() => updateSettings({ themeMode: dark ? 'light' : 'dark' })}
    >
      <SunIcon display="none" _dark={{ display: 'inline-block' }} />
      <MoonIcon _dark={{ display: 'none' }} />
    </IconButton>
  );
}
