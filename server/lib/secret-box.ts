// Secrets kept at rest (e.g. TOTP seeds): AES-256-GCM with a random 96-bit IV per value, the key
// derived from the JWT secret (TokenService.deriveKey). Stored as "v1.<iv>.<tag>.<ciphertext>"
// in base64url; a tampered value or a different key fails to open (null).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

export function seal(key: Buffer, plain: string, iv = randomBytes(12)): string {
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
  return `v1.${parts.join('.')}`;
}

/**
 * `seal` with an IV derived from the value (HMAC-SHA256 under a key of its own, as in SIV): the
 * same value sealed twice gives the same text, which still reveals nothing of the value. For
 * tokens handed out and compared as text (sync cursors); `open` opens them.
 */
export function sealStable(key: Buffer, plain: string): string {
  const ivKey = createHmac('sha256', key).update('noctua:stable-iv').digest();
  return seal(key, plain, createHmac('sha256', ivKey).update(plain).digest().subarray(0, 12));
}

export function open(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
