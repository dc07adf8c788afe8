// SPEC §9's breakpoints, in pixels: phones below `sm`, tablets from `sm`, small desktops from
// `md`, the large breakpoint (where the side menu stays open) at `lg`. The Chakra theme's
// breakpoints (src/app/theme/system.ts) and every media query written in script come from here,
// so a `md` in a style object and a `matchMedia` mean the same width.
export const BREAKPOINTS_PX = { sm: 600, md: 900, lg: 1200, xl: 1536, '2xl': 1920 } as const;

export type BreakpointName = keyof typeof BREAKPOINTS_PX;

/** `(min-width: …)` for a breakpoint, in em like Chakra's own conditions (1em = 16px). */
export function minWidthMedia(name: BreakpointName): string {
  return `(min-width: ${BREAKPOINTS_PX[name] / 16}em)`;
}

/** A default-size control's height: 44 px on a phone (a thumb's target, issue 37), 40 px from `sm` up. */
export const PHONE_TARGET_HEIGHT = { base: '11', sm: '10' } as const;
