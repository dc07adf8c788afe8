// The push tokens of push-tokens.routes.ts (issue 32 #9). A token names one browser install and
// belongs to the account whose session saved it there. It moves to another account only once that
// session is over: its owner signed out on the device (sign-out deletes the token), or the session
// expired or was ended (token version bumped, account deactivated). Until then another account
// saving it is refused (409), so knowing a token is not enough to take someone's notifications.
// The owner's own sessions save it again freely (a language change, a fresh sign-in), and a
// password change or "sign out everywhere" from the device hands it to the device's new session.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushTokens, userSessions, users } from '../../db/schema';
import type { Lang } from '../../lib/messages';

export const TOKEN_TAKEN = 'Este dispositivo recibe los avisos de otra cuenta: esa cuenta debe cerrar sesión en él primero.';

/**
 * The stored token's owner is still signed in where it was saved: the session that saved it (or,
 * for a token saved before sessions were kept, any session of the owner) is alive.
 */
const ownerSignedIn = sql`exists (
  select 1 from ${userSessions} s join ${users} u on u.id = s.user_id
  where s.user_id = ${pushTokens.userId}
    and (${pushTokens.sessionId} is null or s.id = ${pushTokens.sessionId})
    and s.token_version = u.token_version and s.expires_at > now()
    and u.active and u.deleted_at is null)`;

/**
 * Saves the token for the session `sessionId` of `userId` with the device's current app language
 * (its pushes use it), in one statement: a token of the same account is updated, one of another
 * account only when its owner is no longer signed in there. False when refused.
 */
export async function savePushToken(
  db: Db,
  userId: string,
  sessionId: string | null,
  token: string,
  deviceLabel = '',
  lang: Lang = 'es',
): Promise<boolean> {
  const saved = await db
    .insert(pushTokens)
    .values({ userId, sessionId, token, deviceLabel, lang })
    .onConflictDoUpdate({
      target: pushTokens.token,
      set: { userId, sessionId, deviceLabel, lang, updatedAt: sql`now()` },
      setWhere: sql`${pushTokens.userId} = ${userId} or not ${ownerSignedIn}`,
    })
    .returning({ id: pushTokens.id });
  return saved.length === 1;
}

/** Deletes the user's own token; how many rows went (0 when it did not exist or is another's). */
export async function deletePushToken(db: Db, userId: string, token: string): Promise<number> {
  const rows = await db
    .delete(pushTokens)
    .where(and(eq(pushTokens.token, token), eq(pushTokens.userId, userId)))
    .returning({ id: pushTokens.id });
  return rows.length;
}

/** The tokens saved by the device's session `from` now belong to its new session `to`. */
export async function carryPushTokens(db: Db, userId: string, from: string, to: string): Promise<void> {
  await db
    .update(pushTokens)
    .set({ sessionId: to })
    .where(and(eq(pushTokens.userId, userId), eq(pushTokens.sessionId, from)));
}
