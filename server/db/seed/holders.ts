// Card holders: plausible Argentine names, documents, phones and e-mails for the VIP cards (cards.ts).
import { asciiSlug, EMAIL_DOMAINS, FEMALE_NAMES, MALE_NAMES, SURNAMES } from './data/names';
import type { Rng } from './random';

export interface Holder {
  name: string;
  document: string;
  phone: string;
  email: string;
}

/**
 * A plausible holder: 18–50, mostly in their twenties; DNI numbers grow with the birth year
 * (≈35 million for people born in 1990).
 */
export function randomHolder(rng: Rng, documents: Set<string>): Holder {
  const female = rng.chance(0.5);
  const first = rng.pick(female ? FEMALE_NAMES : MALE_NAMES);
  const last = rng.pick(SURNAMES);
  const age = Math.min(50, 18 + Math.floor(Math.abs(rng.normal(0, 9))));
  const born = 2026 - age;
  let document = '';
  do {
    document = String(Math.round(35_000_000 + (born - 1990) * 700_000 + rng.int(-350_000, 350_000)));
  } while (documents.has(document));
  documents.add(document);
  const suffix = rng.chance(0.4) ? String(rng.int(1, 99)) : '';
  return {
    name: `${first} ${last}`,
    document,
    phone: `+54 9 11 ${rng.int(2000, 6999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
    email: `${asciiSlug(first)}.${asciiSlug(last)}${suffix}@${rng.pick(EMAIL_DOMAINS)}`,
  };
}
