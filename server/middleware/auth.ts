// The privilege guard every route uses: `guard([...codes])`. 401 without a valid token (missing,
// malformed, expired, or issued before a password change), 403 with a valid token whose user holds
// none of the codes. The user and their codes are kept in memory per process and forgotten as soon
// as the database announces a change to them (triggers → LISTEN/NOTIFY, server/db/auth-changes.ts;
// docs/decisions/0003-auth-user-cache.md), checked before each request, so a revoked privilege or a
// deactivated account takes effect on the next request on every instance. An account that must change its
// password may only reach the routes flagged `allowPasswordChange`. The user's venue (id, timezone,
// cutoff hour) is read in the same query and set as `c.var.venue`; routes that work on a venue
// take it with `requireVenue(c)`, the one "no venue" answer.
import { and, eq, lt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { canAccess } from '../../src/contract/privileges';
import { type AuthChanges, feedCache } from '../db/auth-changes';
import { authChangesOf, type Db } from '../db/client';
import { userPrivileges, userSessions, users, userTotp, venues } from '../db/schema';
import { ApiError, NO_VENUE } from '../lib/errors';
import { documentMiddleware, PRIVILEGES, SIGNED_IN } from '../lib/openapi';
import type { TokenService } from '../lib/tokens';

export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  position: string;
  photoUrl: string | null;
  mustChangePassword: boolean;
  ticketingActive: boolean;
  ticketingUrl: string | null;
  tokenVersion: number;
  defaultVenueId: string | null;
  /** The user's default venue, read with the user; null when they have none. */
  venue: RequestVenue | null;
  privi: string[];
  /** An admin requires two-factor sign-in of this user. */
  totpRequired: boolean;
  /** The user has a confirmed TOTP authenticator. */
  totpEnabled: boolean;
}

/** The venue a request works on: the signed-in user's default venue. */
export interface RequestVenue {
  id: string;
  timezone: string;
  cutoffHour: number;
}

export type AuthVariables = {
  user: AuthUser;
  venue: RequestVenue | null;
  /** The user_sessions row of the request's token (null for tokens older than sessions). */
  sessionId: string | null;
  /**
   * The change feed was in step when the request passed the guard: every change committed before it
   * arrived had reached the in-memory caches, which may then answer (server/db/auth-changes.ts).
   */
  feedFresh: boolean;
};

/** The caller's venue, or the one 403 answer for a user without one. */
export function requireVenue(c: { var: Pick<AuthVariables, 'venue'> }): RequestVenue {
  const venue = c.var.venue;
  if (!venue) throw new ApiError(403, NO_VENUE);
  return venue;
}

// One statement, prepared once per database: the user, their venue and their codes (aggregated in
// a subquery). The guard runs it when its cache has no valid entry (createAuthUserCache); the
// account routes that must see the row as it is now call loadAuthUser directly.
const authQueries = new WeakMap<Db, ReturnType<typeof prepareAuthQuery>>();

function prepareAuthQuery(db: Db) {
  return db
    .select({
      user: users,
      venue: { id: venues.id, timezone: venues.timezone, cutoffHour: venues.businessDayCutoffHour },
      codes: sql<
        string[] | null
      >`(select array_agg(${userPrivileges.code} order by ${userPrivileges.code}) from ${userPrivileges} where ${userPrivileges.userId} = ${users.id})`,
      totpEnabled: sql<boolean>`exists(select 1 from ${userTotp} where ${userTotp.userId} = ${users.id} and ${userTotp.confirmedAt} is not null)`,
    })
    .from(users)
    .leftJoin(venues, eq(venues.id, users.defaultVenueId))
    .where(and(eq(users.id, sql.placeholder('id')), eq(users.active, true)))
    .limit(1)
    .prepare('noctua_auth_user');
}

export async function loadAuthUser(db: Db, id: string): Promise<AuthUser | null> {
  let query = authQueries.get(db);
  if (!query) {
    query = prepareAuthQuery(db);
    authQueries.set(db, query);
  }
  const [found] = await query.execute({ id });
  const row = found?.user;
  if (!row || row.deletedAt) return null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    position: row.position,
    photoUrl: row.photoUrl,
    mustChangePassword: row.mustChangePassword,
    ticketingActive: row.ticketingActive,
    ticketingUrl: row.ticketingUrl,
    tokenVersion: row.tokenVersion,
    defaultVenueId: row.defaultVenueId,
    venue: found.venue,
    privi: found.codes ?? [],
    totpRequired: row.totpRequired,
    totpEnabled: found.totpEnabled === true,
  };
}

export interface GuardDeps {
  db: Db;
  tokens: TokenService;
  /** The database's change feed; defaults to the one openDatabase attached to `db` (none: no cache). */
  authChanges?: AuthChanges;
}

/** More signed-in users than this in one process: the cache starts over (a venue group has hundreds). */
const CACHE_MAX_USERS = 10_000;

function frozen(user: AuthUser): AuthUser {
  Object.freeze(user.privi);
  if (user.venue) Object.freeze(user.venue);
  return Object.freeze(user);
}

/**
 * The users the guard has read, by id, valid while the change feed says nothing about them. A read
 * that a change overtook is answered but not kept (feedCache, server/db/auth-changes.ts).
 */
export function createAuthUserCache(db: Db, feed: AuthChanges | undefined) {
  const users = feedCache<AuthUser>(
    feed,
    (change, entries) => {
      if (change.kind === 'user') entries.delete(change.id);
      else if (change.kind === 'venue') {
        for (const [id, user] of entries)
          if (user.defaultVenueId === change.id || user.venue?.id === change.id) entries.delete(id);
      } else return false; // a venue's nights: the current-night cache's
      return true;
    },
    CACHE_MAX_USERS,
  );
  /**
   * The user (null: gone or inactive) and whether the feed is in step: every change committed before
   * the call has been handed to the caches (false while the feed is down, or without one).
   */
  return async function currentUser(id: string): Promise<{ user: AuthUser | null; fresh: boolean }> {
    if (!feed) return { user: await loadAuthUser(db, id), fresh: false };
    let fresh = feed.sync();
    if (fresh !== true) fresh = await fresh;
    if (fresh) {
      const hit = users.get(id);
      if (hit) return { user: hit, fresh };
    }
    const since = users.since();
    const user = await loadAuthUser(db, id);
    if (!user) return { user: null, fresh };
    if (fresh) users.keep(id, frozen(user), since);
    return { user, fresh };
  };
}

/** How often a session's last_seen_at is written (a sessions list needs minutes, not every request). */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export function createGuard({ db, tokens, authChanges = authChangesOf(db) }: GuardDeps) {
  const currentUser = createAuthUserCache(db, authChanges);
  // Per process: when each session was last touched, so most requests write nothing.
  const touched = new Map<string, number>();
  async function touch(sid: string, userId: string): Promise<void> {
    const now = Date.now();
    if ((touched.get(sid) ?? 0) > now - TOUCH_EVERY_MS) return;
    if (touched.size > 10_000) touched.clear();
    touched.set(sid, now);
    const at = new Date(now);
    await db
      .update(userSessions)
      .set({ lastSeenAt: at })
      .where(
        and(
          eq(userSessions.id, sid),
          eq(userSessions.userId, userId),
          lt(userSessions.lastSeenAt, new Date(now - TOUCH_EVERY_MS)),
        ),
      );
  }
  /**
   * `allowPasswordChange`: reachable while the password must be changed (and before a required
   * two-factor enrolment, which comes after the new password); `allowTotpEnrolment`: reachable
   * while an admin-required two-factor sign-in is not enrolled yet.
   */
  return (codes: readonly string[] = [], opts: { allowPasswordChange?: boolean; allowTotpEnrolment?: boolean } = {}) =>
    documentMiddleware(guardMiddleware(codes, opts), {
      security: [{ [SIGNED_IN]: [] }],
      [PRIVILEGES]: [...codes],
    });

  function guardMiddleware(codes: readonly string[], opts: { allowPasswordChange?: boolean; allowTotpEnrolment?: boolean }) {
    return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
      const header = c.req.header('authorization') ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) throw new ApiError(401, 'Debes iniciar sesión');
      const claims = await tokens.verify(match[1]);
      if (!claims) throw new ApiError(401, 'Tu sesión expiró. Inicia sesión de nuevo.');
      const { user, fresh } = await currentUser(claims.sub);
      if (!user || user.tokenVersion !== claims.tv) throw new ApiError(401, 'Tu sesión expiró. Inicia sesión de nuevo.');
      if (user.mustChangePassword && !opts.allowPasswordChange) {
        throw new ApiError(403, 'Debes cambiar tu contraseña antes de continuar', { mustChangePassword: true });
      }
      if (user.totpRequired && !user.totpEnabled && !opts.allowTotpEnrolment && !opts.allowPasswordChange) {
        throw new ApiError(403, 'Debes activar la verificación en dos pasos antes de continuar', { mustEnrolTotp: true });
      }
      if (!canAccess(user.privi, codes)) throw new ApiError(403, 'No tienes permiso para acceder a esta página');
      if (claims.sid) await touch(claims.sid, user.id);
      c.set('user', user);
      c.set('venue', user.venue);
      c.set('sessionId', claims.sid ?? null);
      c.set('feedFresh', fresh);
      await next();
    });
  }
}

export type Guard = ReturnType<typeof createGuard>;
