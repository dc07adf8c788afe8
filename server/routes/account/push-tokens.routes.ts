// /api/account/pushToken and /api/account/deletePushToken (SPEC §7). A token names one browser
// install, so it belongs to whoever enabled push there last: saving it again (another user on the
// same device) moves it. Deleting only touches the caller's own token and answers the same whether
// or not it existed, so sign-out never fails on it.
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { pushTokenSchema } from '../../../src/contract/push';
import { pushTokens } from '../../db/schema';
import type { ServerDeps } from '../../deps';
import { validate } from '../../lib/validate';
import type { AuthVariables } from '../../middleware/auth';

export function pushTokenRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.post('/pushToken', guard([]), validate('json', pushTokenSchema), async (c) => {
    const { token } = c.req.valid('json');
    await db
      .insert(pushTokens)
      .values({ userId: c.var.user.id, token })
      .onConflictDoUpdate({ target: pushTokens.token, set: { userId: c.var.user.id, updatedAt: sql`now()` } });
    return c.json({ saved: true }, 201);
  });

  // A user still owing a password change can sign out, so this call is allowed for them too.
  app.post('/deletePushToken', guard([], { allowPasswordChange: true }), validate('json', pushTokenSchema), async (c) => {
    const { token } = c.req.valid('json');
    const rows = await db
      .delete(pushTokens)
      .where(and(eq(pushTokens.token, token), eq(pushTokens.userId, c.var.user.id)))
      .returning({ id: pushTokens.id });
    return c.json({ deleted: rows.length });
  });

  return app;
}
