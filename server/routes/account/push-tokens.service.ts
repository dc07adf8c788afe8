// The push tokens of push-tokens.routes.ts. A token names one browser install, so it belongs to
// whoever enabled push there last: saving it again (another user on the same device) moves it.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushTokens } from '../../db/schema';
import type { Lang } from '../../lib/messages';

/** Saves (or moves) the token with the device's current app language, which its pushes use. */
export async function savePushToken(db: Db, userId: string, token: string, deviceLabel = '', lang: Lang = 'es'): Promise<void> {
  await db
    .insert(pushTokens)
    .values({ userId, token, deviceLabel, lang })
    .onConflictDoUpdate({ target: pushTokens.token, set: { userId, deviceLabel, lang, updatedAt: sql`now()` } });
}

/** Deletes the user's own token; how many rows went (0 when it did not exist or is another's). */
export async function deletePushToken(db: Db, userId: string, token: string): Promise<number> {
  const rows = await db
    .delete(pushTokens)
    .where(and(eq(pushTokens.token, token), eq(pushTokens.userId, userId)))
    .returning({ id: pushTokens.id });
  return rows.length;
}
