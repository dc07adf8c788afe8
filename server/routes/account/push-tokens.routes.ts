// /api/account/pushToken and /api/account/deletePushToken (SPEC §7). A token names one browser
// install and belongs to the account whose session saved it; another account saving it is refused
// with 409 until that session is over (push-tokens.service.ts). Deleting only touches the caller's
// own token and answers the same whether or not it existed, so sign-out never fails on it.
import { Hono } from 'hono';
import * as v from 'valibot';
import { pushTokenSchema } from '../../../src/contract/push';
import type { ServerDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { requestLang } from '../../lib/messages';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthVariables } from '../../middleware/auth';
import { deletePushToken, savePushToken, TOKEN_TAKEN } from './push-tokens.service';
import { deviceLabel } from './user-agent';

export function pushTokenRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.post(
    '/pushToken',
    responds(v.object({ saved: v.literal(true) }), { status: 201, summary: 'Save this device’s push token' }),
    guard([]),
    validate('json', pushTokenSchema),
    async (c) => {
      const token = c.req.valid('json').token;
      // The app sends its language as Accept-Language, and saves the token again when it changes.
      const label = deviceLabel(c.req.header('user-agent'));
      if (!(await savePushToken(db, c.var.user.id, c.var.sessionId, token, label, requestLang(c)))) {
        throw new ApiError(409, TOKEN_TAKEN);
      }
      return c.json({ saved: true }, 201);
    },
  );

  // A user still owing a password change can sign out, so this call is allowed for them too.
  app.post(
    '/deletePushToken',
    responds(v.object({ deleted: v.number() })),
    guard([], { allowPasswordChange: true }),
    validate('json', pushTokenSchema),
    async (c) => {
      return c.json({ deleted: await deletePushToken(db, c.var.user.id, c.req.valid('json').token) });
    },
  );

  return app;
}
