// JWT access tokens (HS256, algorithm pinned on verify, `exp` enforced). The secret comes from
// NOCTUA_JWT_SECRET or, when unset, from a random one persisted in the data dir so tokens survive
// restarts of a single instance. Several instances behind a load balancer must share the variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  /** user id */
  sub: string;
  /** users.token_version at signing: a password change invalidates older tokens. */
  tv: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
}

export function loadSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return new Uint8Array(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48);
  writeFileSync(file, secret.toString('base64'), { mode: 0o600 });
  return new Uint8Array(secret);
}

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  const ISSUER = 'noctua';
  return {
    async sign({ sub, tv }) {
      return new SignJWT({ tv })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        return { sub: payload.sub, tv: payload.tv };
      } catch {
        return null;
      }
    },
  };
}
