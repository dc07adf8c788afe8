// The accent presets of SPEC §3 `themeColor`. The app paints its accents with the `brand` colour
// palette; a preset swaps the palette's CSS variables on <html data-theme-color="…">, so every
// `colorPalette="brand"` follows without re-rendering. Orange is Noctua's own and the default.
import type { ThemeColor } from '../../lib/settings';

type Shades = readonly [string, string, string, string, string, string, string, string, string, string, string];
const STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

export interface ThemePreset {
  shades: Shades;
  /** `brand.subtle` in the dark theme: a tint dark enough for the night background. */
  darkSubtle: string;
}

export const THEME_PRESETS: Record<ThemeColor, ThemePreset> = {
  default: {
    shades: [
      '#ecfdf5',
      '#d1fae5',
      '#a7f3d0',
      '#6ee7b7',
      '#34d399',
      '#10b981',
      '#059669',
      '#047857',
      '#065f46',
      '#064e3b',
      '#022c22',
    ],
    darkSubtle: '#06241b',
  },
  purple: {
    shades: [
      '#f5f3ff',
      '#ede9fe',
      '#ddd6fe',
      '#c4b5fd',
      '#a78bfa',
      '#8b5cf6',
      '#7c3aed',
      '#6d28d9',
      '#5b21b6',
      '#4c1d95',
      '#2e1065',
    ],
    darkSubtle: '#1c1233',
  },
  cyan: {
    shades: [
      '#ecfeff',
      '#cffafe',
      '#a5f3fc',
      '#67e8f9',
      '#22d3ee',
      '#06b6d4',
      '#0891b2',
      '#0e7490',
      '#155e75',
      '#164e63',
      '#083344',
    ],
    darkSubtle: '#07262e',
  },
  blue: {
    shades: [
      '#eff6ff',
      '#dbeafe',
      '#bfdbfe',
      '#93c5fd',
      '#60a5fa',
      '#3b82f6',
      '#2563eb',
      '#1d4ed8',
      '#1e40af',
      '#1e3a8a',
      '#172554',
    ],
    darkSubtle: '#0f1a38',
  },
  orange: {
    shades: [
      '#fff7ed',
      '#ffedd5',
      '#fed7aa',
      '#fdba74',
      '#fb923c',
      '#f97316',
      '#ea580c',
      '#c2410c',
      '#9a3412',
      '#7c2d12',
      '#431407',
    ],
    darkSubtle: '#2a1608',
  },
  red: {
    shades: [
      '#fef2f2',
      '#fee2e2',
      '#fecaca',
      '#fca5a5',
      '#f87171',
      '#ef4444',
      '#dc2626',
      '#b91c1c',
      '#991b1b',
      '#7f1d1d',
      '#450a0a',
    ],
    darkSubtle: '#2c0d0d',
  },
  noctua: {
    shades: [
      '#fdf4ff',
      '#fae8ff',
      '#f5d0fe',
      '#f0abfc',
      '#e879f9',
      '#d946ef',
      '#c026d3',
      '#a21caf',
      '#86198f',
      '#701a75',
      '#4a044e',
    ],
    darkSubtle: '#2a0a2e',
  },
};

/** The swatch colour a settings panel shows for a preset. */
export function presetSwatch(color: ThemeColor): string {
  return THEME_PRESETS[color].shades[5];
}

/**
 * Global CSS for <html>: one rule per preset overriding the brand palette variables. Nested
 * under `html` with `&`, since Chakra's globalCss treats a top-level key holding `[…]` as a
 * condition and would emit a selector that never matches. `!important` because global CSS sits
 * in the `base` cascade layer, before the `tokens` layer that defines the palette.
 */
export function themeColorCss(): Record<string, Record<string, string>> {
  const css: Record<string, Record<string, string>> = {};
  for (const [name, preset] of Object.entries(THEME_PRESETS)) {
    if (name === 'orange') continue; // the palette in system.ts already is orange
    const vars: Record<string, string> = {};
    STEPS.forEach((step, i) => {
      vars[`--chakra-colors-brand-${step}`] = `${preset.shades[i]} !important`;
    });
    css[`&[data-theme-color="${name}"]`] = vars;
    css[`&.dark[data-theme-color="${name}"]`] = { '--chakra-colors-brand-subtle': `${preset.darkSubtle} !important` };
  }
  return css;
}
