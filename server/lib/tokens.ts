// JWT access tokens (HS256, algorithm pinned on verify, `exp` enforced). The secret comes from
// NOCTUA_JWT_SECRET or, when unset, from a random one persisted in the data dir so tokens survive
// restarts of a single instance. Several instances behind a load balancer must share the variable.
import { hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type JWTPayload, type JWTVerifyOptions, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  /** user id */
  sub: string;
  /** users.token_version at signing: a password change invalidates older tokens. */
  tv: number;
  /** The user_sessions row of this sign-in (absent in tokens signed before sessions existed). */
  sid?: string;
}

/** What a per-table QR link of the mobile orders (issue "VIP cards") carries. */
export interface TableLinkClaims {
  venueId: string;
  /** The table's label as the staff typed it (e.g. "VIP 4"). */
  table: string;
  /** The VIP card the table's orders are charged to. */
  cardId: string;
}

/** The second sign-in step of an account with two-factor sign-in: who passed the password step. */
export interface TotpChallengeClaims {
  sub: string;
  tv: number;
  /** The password step used the default password: the session must change it. */
  dp: boolean;
  /** The challenge's own id: it gives one session (used_totp_challenges). */
  jti: string;
}

/** Ids are uuids: a token naming anything else names no user (401), never a malformed query. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenService {
  /** Signs a sign-in token; `ttlSeconds` (the venue's token lifetime) overrides the default. */
  sign(claims: TokenClaims, ttlSeconds?: number): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
  /** A signed, expiring guest link for one table; never accepted as a sign-in token (own audience). */
  signTableLink(claims: TableLinkClaims, ttlSeconds: number): Promise<string>;
  verifyTableLink(token: string): Promise<TableLinkClaims | null>;
  /** A short-lived second-step challenge; never accepted as a sign-in token (own audience). */
  signTotpChallenge(claims: Omit<TotpChallengeClaims, 'jti'>, ttlSeconds: number): Promise<string>;
  verifyTotpChallenge(token: string): Promise<TotpChallengeClaims | null>;
  /** A 32-byte key for `purpose` derived from the secret (HKDF-SHA256), e.g. to encrypt at rest. */
  deriveKey(purpose: string): Buffer;
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

/** Sign-in tokens remembered as verified (one per open session of the process); beyond, start over. */
const VERIFIED_MAX = 10_000;

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  const ISSUER = 'noctua';
  // A sign-in token is checked (HMAC, claims) once per process and then remembered by its exact
  // text until its `exp`: the same bytes verify the same way, and the guard still checks the
  // user and token_version on every request. 10 % of an API request's CPU went to jose (bench/api.ts).
  const checked = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  const TABLE_AUDIENCE = 'noctua-table-order';
  const TOTP_AUDIENCE = 'noctua-totp-challenge';
  /** Signs `payload` (HS256, our issuer, issued now, expiring in `ttl` s); `more` sets the subject or audience. */
  const signed = (payload: JWTPayload, ttl: number, more: (jwt: SignJWT) => SignJWT) =>
    more(
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttl),
    ).sign(secret);
  /** The payload of a valid token (HS256 only, our issuer, plus `options`), or null. */
  const verified = async (token: string, options: JWTVerifyOptions): Promise<JWTPayload | null> => {
    try {
      return (await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, ...options })).payload;
    } catch {
      return null;
    }
  };
  return {
    async signTableLink({ venueId, table, cardId }, linkTtlSeconds) {
      return signed({ v: venueId, t: table, c: cardId }, linkTtlSeconds, (jwt) => jwt.setAudience(TABLE_AUDIENCE));
    },
    async verifyTableLink(token) {
      const payload = await verified(token, { audience: TABLE_AUDIENCE, requiredClaims: ['exp'] });
      const { v, t, c } = (payload ?? {}) as Record<string, unknown>;
      if (typeof v !== 'string' || typeof t !== 'string' || typeof c !== 'string' || !UUID.test(v) || !UUID.test(c)) return null;
      return { venueId: v, table: t, cardId: c };
    },
    async signTotpChallenge({ sub, tv, dp }, challengeTtl) {
      return signed({ tv, dp }, challengeTtl, (jwt) => jwt.setSubject(sub).setAudience(TOTP_AUDIENCE).setJti(randomUUID()));
    },
    async verifyTotpChallenge(token) {
      const payload = await verified(token, { audience: TOTP_AUDIENCE, requiredClaims: ['exp', 'sub', 'jti'] });
      if (typeof payload?.sub !== 'string' || !UUID.test(payload.sub) || typeof payload.tv !== 'number') return null;
      if (typeof payload.jti !== 'string' || !UUID.test(payload.jti)) return null;
      return { sub: payload.sub, tv: payload.tv, dp: payload.dp === true, jti: payload.jti };
    },
    deriveKey(purpose) {
      return Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), `noctua:${purpose}`, 32));
    },
    async sign({ sub, tv, sid }, ttl) {
      return signed(sid ? { tv, sid } : { tv }, ttl ?? ttlSeconds, (jwt) => jwt.setSubject(sub));
    },
    async verify(token) {
      const known = checked.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        checked.delete(token);
      }
      const payload = await verified(token, { requiredClaims: ['exp', 'sub'] });
      // Sign-in tokens carry no audience: a challenge or a table link is never a session.
      if (payload?.aud !== undefined) return null;
      if (typeof payload?.sub !== 'string' || !UUID.test(payload.sub) || typeof payload.tv !== 'number') return null;
      const sid = typeof payload.sid === 'string' && UUID.test(payload.sid) ? payload.sid : undefined;
      const claims: TokenClaims = Object.freeze(
        sid ? { sub: payload.sub, tv: payload.tv, sid } : { sub: payload.sub, tv: payload.tv },
      );
      if (checked.size >= VERIFIED_MAX) checked.clear();
      checked.set(token, { claims, expiresAt: (payload.exp as number) * 1000 });
      return claims;
    },
  };
}
