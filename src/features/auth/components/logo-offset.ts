import type { SystemStyleObject } from '@chakra-ui/react';

/** SPEC §2: the login logo's top offset by window height — ≤600 px: 10px, ≤680 px: 4vh, else 9vh. */
const STEPS = [
  [600, '10px'],
  [680, '4vh'],
] as const;
const TALL = '9vh';

export function logoTopOffset(windowHeight: number): string {
  for (const [maxHeight, offset] of STEPS) if (windowHeight <= maxHeight) return offset;
  return TALL;
}

/**
 * The same rule as media queries on the viewport's height, so the page prerendered at build time
 * (dist/login.html) and the live one put the logo at the same place on every screen.
 */
export const logoTopCss: SystemStyleObject = Object.fromEntries([
  ['paddingTop', TALL],
  // The wider step first: the narrower one, later in the sheet, wins where both match.
  ...[...STEPS].reverse().map(([maxHeight, offset]) => [`@media (max-height: ${maxHeight}px)`, { paddingTop: offset }]),
]);
