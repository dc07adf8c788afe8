// The venues' e-invoicing private keys at rest: AES-256-GCM (server/lib/secret-box.ts) under a key
// derived (HKDF-SHA256) from NOCTUA_SECRET_KEY — an operator's secret kept outside the database and
// its backups. Each sealed key records which key sealed it (`keyId`).
//
// Without NOCTUA_SECRET_KEY there is only the DEMO key, derived from a constant written here: it
// protects nothing, so it is accepted for the local double of AFIP only (the demo venue, tests).
// A homologation or production key is refused until the operator sets the variable, and a key
// sealed with the demo key never opens for those environments.
import { createHash, hkdfSync } from 'node:crypto';
import type { EInvoiceEnvironment } from '../../src/contract/einvoicing';
import { open, seal } from '../lib/secret-box';

/** The key id of the demo key (the only key id that is not a digest). */
export const DEMO_KEY_ID = 'demo';
// Public on purpose: whatever it seals is as good as plain text, hence the double only.
const DEMO_SECRET = 'noctua-demo-einvoicing-key/local-double-only';

export class SecretKeyMissing extends Error {
  constructor() {
    super('NOCTUA_SECRET_KEY is not set: only keys for the local double can be stored');
  }
}

export interface PrivateKeyBox {
  /** Whether NOCTUA_SECRET_KEY is set (homologation and production keys need it). */
  readonly configured: boolean;
  /** Seals a PEM for a venue in `environment`; throws SecretKeyMissing when that needs the operator's key. */
  seal(pem: string, environment: EInvoiceEnvironment): { sealed: string; keyId: string };
  /** The PEM, or null when the key that sealed it is not this server's or may not serve `environment`. */
  open(sealed: string, keyId: string, environment: EInvoiceEnvironment): string | null;
}

function derive(secret: string): { key: Buffer; id: string } {
  const key = Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), 'noctua:einvoicing-private-key', 32));
  // A digest of the derived key names it without revealing it.
  const id = createHash('sha256').update(key).update('noctua:key-id').digest('hex').slice(0, 16);
  return { key, id };
}

export function createPrivateKeyBox(secretKey: string | undefined): PrivateKeyBox {
  const operator = secretKey ? derive(secretKey) : null;
  const demo = { key: derive(DEMO_SECRET).key, id: DEMO_KEY_ID };
  return {
    configured: operator !== null,
    seal(pem, environment) {
      const with_ = operator ?? (environment === 'double' ? demo : null);
      if (!with_) throw new SecretKeyMissing();
      return { sealed: seal(with_.key, pem), keyId: with_.id };
    },
    open(sealed, keyId, environment) {
      if (operator && keyId === operator.id) return open(operator.key, sealed);
      if (keyId === DEMO_KEY_ID && environment === 'double') return open(demo.key, sealed);
      return null;
    },
  };
}
