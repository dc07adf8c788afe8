// Avatar fallbacks of SPEC §9: a user without a photo gets one of 21 drawn avatars
// (public/avatars/avatar-1.svg … avatar-21.svg), always the same for the same user id, and
// initials are coloured by the first letter of the name.

export const AVATAR_COUNT = 21;

/** 0–20: the sum of the id's character codes modulo 21. */
export function avatarIndex(userId: string): number {
  let sum = 0;
  for (let i = 0; i < userId.length; i++) sum += userId.charCodeAt(i);
  return sum % AVATAR_COUNT;
}

/** URL of the fallback avatar image for this user id. */
export function fallbackAvatarUrl(userId: string, base: string = import.meta.env.BASE_URL): string {
  return `${base}avatars/avatar-${avatarIndex(userId) + 1}.svg`;
}

/** The Chakra colour palette for the initials, grouped by first letter (or digit). */
export type InitialsPalette = 'brand' | 'cyan' | 'green' | 'yellow' | 'red' | 'gray';

const GROUPS: [InitialsPalette, string][] = [
  ['brand', 'ANHLQ98'],
  ['cyan', 'FGTIJ123'],
  ['green', 'KDYBO45'],
  ['yellow', 'PERSCU67'],
  ['red', 'VWXMZ'],
];

export function initialsPalette(name: string | null | undefined): InitialsPalette {
  const first = (name ?? '')
    .trim()
    .charAt(0)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  if (!first) return 'gray';
  return GROUPS.find(([, letters]) => letters.includes(first))?.[0] ?? 'gray';
}

/** Up to two initials: first letters of the first and last word. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase();
}
