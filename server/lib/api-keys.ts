// Terminal API keys for the ingestion endpoint: `nt_<prefix>_<secret>`. The prefix (public, kept in
// clear) finds the terminal; the secret is 32 random bytes, shown once and stored only as a hash.
// A key is high-entropy, so a fast SHA-256 is the right hash here: nobody can brute-force 256 bits,
// and a slow password hash (argon2) would cost ~14 ms per request and cap ingestion throughput.
// The comparison is constant-time so the answer's timing says nothing about the stored hash.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PATTERN } from '../../src/contract/ingest';

export interface NewApiKey {
  /** The whole key, to show once. */
  key: string;
  prefix: string;
  hash: string;
}

const HASH_SCHEME = 'sha256';

function digest(prefix: string, secret: string): Buffer {
  // The prefix is part of the hashed text so a stored hash only matches its own terminal's key.
  return createHash('sha256').update(`${prefix}.${secret}`).digest();
}

export function generateApiKey(): NewApiKey {
  const prefix = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { key: `nt_${prefix}_${secret}`, prefix, hash: `${HASH_SCHEME}:${digest(prefix, secret).toString('hex')}` };
}

/** The prefix and secret of a well-formed key, else null. */
export function parseApiKey(key: string): { prefix: string; secret: string } | null {
  const match = API_KEY_PATTERN.exec(key);
  if (!match?.[1] || !match[2]) return null;
  return { prefix: match[1], secret: match[2] };
}

/** The key from an `Authorization: Bearer …` header value, else null. */
export function apiKeyFromHeader(header: string | undefined): { prefix: string; secret: string } | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ? parseApiKey(match[1]) : null;
}

export function verifyApiKey(prefix: string, secret: string, stored: string | null | undefined): boolean {
  if (!stored?.startsWith(`${HASH_SCHEME}:`)) return false;
  const expected = Buffer.from(stored.slice(HASH_SCHEME.length + 1), 'hex');
  const actual = digest(prefix, secret);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
