// Sign-in sessions (issue 16, user/profile): one user_sessions row per token handed out (login,
// registration, password change, "sign out everywhere"), whose id the token carries as `sid`.
// A session is alive while its token version is the user's and it has not expired, so bumping
// users.token_version ends every session at once (the guard refuses their tokens on the next
// request). The token lifetime is the venue's setting (1–24 h), else NOCTUA_TOKEN_TTL_SECONDS.
import { and, desc, eq, gt } from 'drizzle-orm';
import type { SessionDto } from '../../../src/contract/account';
import type { Db, Tx } from '../../db/client';
import { userSessions, users, venues } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import type { TokenService } from '../../lib/tokens';
import type { AuthUser } from '../../middleware/auth';
import { carryPushTokens } from './push-tokens.service';
import { deviceLabel } from './user-agent';

export interface ClientInfo {
  userAgent: string;
  ip: string | null;
}

/** The lifetime of a new token of a user: their venue's setting, else the server default. */
export async function tokenLifetimeSeconds(db: Db | Tx, venueId: string | null, fallback: number): Promise<number> {
  if (!venueId) return fallback;
  const [row] = await db.select({ hours: venues.tokenLifetimeHours }).from(venues).where(eq(venues.id, venueId));
  return row ? row.hours * 3600 : fallback;
}

/**
 * Records a sign-in and signs its token (carrying the session id). `replaces`: the session of the
 * same device this one follows (a password change, "sign out everywhere"), whose push tokens move
 * to the new session so the device keeps them (push-tokens.service.ts).
 */
export async function issueToken(
  db: Db,
  tokens: TokenService,
  user: { id: string; defaultVenueId: string | null },
  tokenVersion: number,
  client: ClientInfo,
  fallbackTtl: number,
  replaces: string | null = null,
): Promise<string> {
  const ttl = await tokenLifetimeSeconds(db, user.defaultVenueId, fallbackTtl);
  const [row] = await db
    .insert(userSessions)
    .values({
      userId: user.id,
      tokenVersion,
      deviceLabel: deviceLabel(client.userAgent),
      ip: client.ip,
      expiresAt: new Date(Date.now() + ttl * 1000),
    })
    .returning({ id: userSessions.id });
  if (!row) throw new Error('insert returned nothing');
  if (replaces) await carryPushTokens(db, user.id, replaces, row.id);
  return tokens.sign({ sub: user.id, tv: tokenVersion, sid: row.id }, ttl);
}

/** The user's live sessions, most recently seen first; `current` marks the asking token's. */
export async function listSessions(db: Db, user: AuthUser, currentSid: string | null): Promise<SessionDto[]> {
  const rows = await db
    .select()
    .from(userSessions)
    .where(
      and(
        eq(userSessions.userId, user.id),
        eq(userSessions.tokenVersion, user.tokenVersion),
        gt(userSessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(userSessions.lastSeenAt))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    device: r.deviceLabel,
    ip: r.ip,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    current: r.id === currentSid,
  }));
}

/**
 * Ends every session of the user: bumps the token version (all tokens die on their next request)
 * with its audit row in one transaction. How many live sessions ended and the new version; the
 * caller hands this device a fresh token so the user stays signed in where they asked.
 */
export async function endAllSessions(db: Db, user: AuthUser): Promise<{ tokenVersion: number; ended: number }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ tv: users.tokenVersion }).from(users).where(eq(users.id, user.id)).for('update');
    const before = locked?.tv ?? user.tokenVersion;
    const live = await tx
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(
        and(eq(userSessions.userId, user.id), eq(userSessions.tokenVersion, before), gt(userSessions.expiresAt, new Date())),
      );
    const tokenVersion = before + 1;
    await tx.update(users).set({ tokenVersion }).where(eq(users.id, user.id));
    await writeAudit(
      tx,
      user.id,
      'sign_out_everywhere',
      'users',
      user.id,
      { tokenVersion: before, sessions: live.length },
      { tokenVersion },
    );
    return { tokenVersion, ended: live.length };
  });
}
