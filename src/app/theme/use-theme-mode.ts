// Keeps <html> in step with the stored theme: the `dark` class drives Chakra's dark tokens,
// data-theme-color swaps the accent palette and data-theme-stretch lifts the content width cap.
// index.html applies the same class before the first paint, so there is no light flash.
import { useEffect } from 'react';
import { type Settings, useSettings } from '../../lib/settings';

export function applyThemeToDocument({ themeMode, themeDirection, themeColor, themeStretch }: Settings): void {
  const root = document.documentElement;
  root.classList.toggle('dark', themeMode === 'dark');
  root.classList.toggle('light', themeMode !== 'dark');
  root.dir = themeDirection;
  root.dataset.themeColor = themeColor;
  root.dataset.themeStretch = String(themeStretch);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeMode === 'dark' ? '#0d0b12' : '#ffffff');
}

export function useThemeMode(): void {
  const settings = useSettings();
  useEffect(() => applyThemeToDocument(settings), [settings]);
}
