// The Chakra UI system: the default theme plus Noctua's orange brand palette and a night-time
// dark palette (dark mode is the `dark` class on <html>, matching Chakra's `_dark` condition).
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { themeColorCss } from './theme-colors';

const config = defineConfig({
  globalCss: {
    // Printing a list, a transfer note or purchase suggestions: only the page content, no app chrome.
    '.no-print, [data-print-hide]': { '@media print': { display: 'none !important' } },
    'html, body': { bg: 'bg', color: 'fg' },
    'html.dark': { colorScheme: 'dark' },
    body: { minHeight: '100dvh' },
    '#root': { minHeight: '100dvh' },
    // SPEC §3 themeColor presets: swap the brand palette (see theme-colors.ts).
    html: {
      ...themeColorCss(),
      // SPEC §3 themeStretch: the main column drops its max width and uses the whole screen.
      '&[data-theme-stretch="true"] main': { maxWidth: 'none !important' },
    },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fff7ed' },
          100: { value: '#ffedd5' },
          200: { value: '#fed7aa' },
          300: { value: '#fdba74' },
          400: { value: '#fb923c' },
          500: { value: '#f97316' },
          600: { value: '#ea580c' },
          700: { value: '#c2410c' },
          800: { value: '#9a3412' },
          900: { value: '#7c2d12' },
          950: { value: '#431407' },
        },
        night: {
          700: { value: '#2e2838' },
          800: { value: '#221d2b' },
          850: { value: '#1a1622' },
          900: { value: '#14111b' },
          950: { value: '#0d0b12' },
        },
      },
      fonts: {
        heading: {
          value:
            "'Inter Variable', Inter, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif",
        },
        body: {
          value:
            "'Inter Variable', Inter, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif",
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
          contrast: { value: { _light: '{colors.white}', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.400}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '#2a1608' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        bg: {
          DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.night.950}' } },
          subtle: { value: { _light: '#f7f6f9', _dark: '{colors.night.900}' } },
          muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.night.850}' } },
          emphasized: { value: { _light: '{colors.gray.200}', _dark: '{colors.night.800}' } },
          panel: { value: { _light: '{colors.white}', _dark: '{colors.night.900}' } },
        },
        border: {
          DEFAULT: { value: { _light: '{colors.gray.200}', _dark: '{colors.night.700}' } },
          muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.night.800}' } },
          subtle: { value: { _light: '{colors.gray.50}', _dark: '{colors.night.850}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
