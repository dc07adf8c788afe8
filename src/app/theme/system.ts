// The Chakra UI system: the default theme plus Noctua's orange brand palette and a night-time
// dark palette (dark mode is the `dark` class on <html>, matching Chakra's `_dark` condition).
//
// Speed (issue 20): the default theme's ~90 component recipes weigh ~30 KiB gzip, and the login
// page uses a dozen. The system starts with the tokens and the recipes of what can show before
// sign-in (the login screen, the loading screen, toasts, the update banner, the language menu);
// every other recipe is added by `ensureFullTheme()` (./full-theme.ts, a lazy chunk) which the
// root route awaits before any other screen renders.
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { BREAKPOINTS_PX, PHONE_TARGET_HEIGHT } from '../../lib/breakpoints';
import { themeColorCss } from './theme-colors';

/** SPEC §9: 600, 900, 1200, 1536 px (Chakra's own are 480, 768, 1024, 1280, 1536). */
const breakpoints = Object.fromEntries(Object.entries(BREAKPOINTS_PX).map(([name, px]) => [name, `${px / 16}em`])) as Record<
  keyof typeof BREAKPOINTS_PX,
  string
>;

/** Chakra's default theme without its component recipes (those come below and in full-theme.ts). */
const defaultTokensConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    // An indeterminate bar that moves by transform (the compositor's work), where Chakra's own
    // `position` keyframes move `left` and lay the page out again on every frame: measured during
    // the large venue's first sync, that layout took 6 of the main thread's 18 s.
    keyframes: {
      ...keyframes,
      'noctua-indeterminate': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
    },
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** The recipes of everything that can render before sign-in (tests/unit/boot-theme.test.tsx). */
const bootRecipes = defineConfig({
  theme: {
    recipes: {
      // Issue 37: on a phone (below sm, 600 px) a default-size button — the primary action of a
      // screen or a dialog — is 44 px high, a thumb's target; from sm up Chakra's 40 px.
      button: {
        ...buttonRecipe,
        variants: {
          ...buttonRecipe.variants,
          size: {
            ...buttonRecipe.variants?.size,
            md: { ...buttonRecipe.variants?.size?.md, h: PHONE_TARGET_HEIGHT, minW: PHONE_TARGET_HEIGHT },
          },
        },
      },
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

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
          // 700 in the light theme: white text on 600 (orange #ea580c) is 3.5:1, below WCAG AA's
          // 4.5:1 that axe-core asks of buttons and avatars (issue 19 item 13).
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.500}' } },
          contrast: { value: { _light: '{colors.white}', _dark: '{colors.brand.950}' } },
          // 300 in the dark theme: 400 on brand.muted (the avatar's tint) is 4.1:1.
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
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
        fg: {
          // Chakra's gray.400 on white is 2.6:1: hints and small print must stay readable (AA).
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
          // Chakra's red.500 / green.600 text on white is 3.8:1 / 3.3:1 (axe color-contrast, AA 4.5:1);
          // red.700 also stays readable on red.subtle (a refused row).
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.400}' } },
        },
        // White on green.600 / orange.600 badges is 3.3:1 / 3.5:1, orange.600 on orange.100 3.1:1:
        // one shade darker in the light theme (issue 19 item 13).
        green: {
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
          fg: { value: { _light: '{colors.green.800}', _dark: '{colors.green.300}' } },
        },
        orange: {
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.600}' } },
          fg: { value: { _light: '{colors.orange.800}', _dark: '{colors.orange.300}' } },
        },
        red: {
          fg: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
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

export const system = createSystem(defaultBaseConfig, defaultTokensConfig, bootRecipes, config);

/** Recipe keys asked for before the full theme was there (they rendered unstyled): tests read it. */
export const missingBootRecipes = new Set<string>();
let fullThemeInstalled = false;

// A recipe asked for before the full theme is installed is not cached empty by Chakra (it would
// stay unstyled for good): it is served unstyled once, noted, and looked up again next time.
const { getRecipeFn, getSlotRecipeFn } = system;
function missing(key: string): boolean {
  if (fullThemeInstalled || system.isRecipe(key) || system.isSlotRecipe(key)) return false;
  if (!missingBootRecipes.has(key) && import.meta.env.DEV && key !== 'text')
    console.warn(`Chakra recipe "${key}" used before the full theme was loaded`);
  missingBootRecipes.add(key);
  return true;
}
system.getRecipeFn = (key, fallback) => (!fallback && missing(key) ? system.cva({}) : getRecipeFn(key, fallback));
system.getSlotRecipeFn = (key, fallback) =>
  !fallback && missing(key) ? system.sva({ slots: [] }) : getSlotRecipeFn(key, fallback);

/** Adds every default recipe the boot system lacks (idempotent). */
export function installRecipes(sys: SystemContext, all: { recipes: object; slotRecipes: object }): void {
  const theme = sys._config.theme ?? {};
  theme.recipes = Object.assign({ ...all.recipes }, theme.recipes);
  theme.slotRecipes = Object.assign({ ...all.slotRecipes }, theme.slotRecipes);
  if (sys === system) fullThemeInstalled = true;
}

let fullTheme: Promise<void> | null = null;
/** Loads the rest of Chakra's recipes (one lazy chunk, precached) and installs them. */
export function ensureFullTheme(): Promise<void> {
  fullTheme ??= import('./full-theme')
    .then(({ recipes, slotRecipes }) => installRecipes(system, { recipes, slotRecipes }))
    .catch((error: unknown) => {
      fullTheme = null;
      throw error;
    });
  return fullTheme;
}
