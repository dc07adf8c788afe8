// Password hashing: argon2id with the OWASP minimum (19 MiB, t=2, p=1), ≈14 ms a hash here.
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/** A valid hash of a random secret, verified against when the email is unknown so timing tells nothing. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomUUID());
  return decoy;
}

/** Letters and digits that cannot be mistaken for each other when read aloud or copied by hand. */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A one-time password for an account an admin creates or resets when the deployment sets no
 * NOCTUA_DEFAULT_PASSWORD: 15 readable characters in groups of five (≈ 74 bits), shown once.
 */
export function generatePassword(): string {
  const bytes = new Uint8Array(15);
  let out = '';
  // Rejection sampling: 31 symbols, bytes above the last full multiple are drawn again.
  const limit = 256 - (256 % READABLE.length);
  while (out.length < 15) {
    crypto.getRandomValues(bytes);
    for (const b of bytes) if (b < limit && out.length < 15) out += READABLE[b % READABLE.length];
  }
  return out.match(/.{5}/g)?.join('-') ?? out;
}
