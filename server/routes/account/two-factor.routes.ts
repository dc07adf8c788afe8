// /api/user/account/two-factor (issue 16 "Security"): the signed-in user's own TOTP enrolment.
// Reachable before a required enrolment is done (guard `allowTotpEnrolment`), never while the
// default password must still be changed. Shapes: src/contract/two-factor.ts.
import { Hono } from 'hono';
import type { RecoveryCodesDto } from '../../../src/contract/two-factor';
import {
  recoveryCodesSchema,
  totpCodeSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../src/contract/two-factor';
import type { ServerDeps } from '../../deps';
import { responds, respondsWithout } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthVariables } from '../../middleware/auth';
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  setupTwoFactor,
  TOTP_KEY_PURPOSE,
  twoFactorStatus,
} from './two-factor.service';

export function twoFactorRoutes(deps: ServerDeps) {
  const { db, tokens, guard } = deps;
  const key = tokens.deriveKey(TOTP_KEY_PURPOSE);
  const app = new Hono<{ Variables: AuthVariables }>();
  const signedIn = guard([], { allowTotpEnrolment: true });
  const code = validate('json', totpCodeSchema);

  app.get('/account/two-factor', responds(twoFactorStatusSchema), signedIn, async (c) =>
    c.json(await twoFactorStatus(db, c.var.user)),
  );

  app.post('/account/two-factor/setup', responds(twoFactorSetupSchema), signedIn, async (c) =>
    c.json(await setupTwoFactor(db, key, c.var.user)),
  );

  app.post(
    '/account/two-factor/confirm',
    responds(recoveryCodesSchema, { summary: 'Confirm the enrolment: recovery codes, shown once' }),
    signedIn,
    code,
    async (c) => {
      const body: RecoveryCodesDto = { recoveryCodes: await confirmTwoFactor(db, key, c.var.user, c.req.valid('json').code) };
      return c.json(body);
    },
  );

  app.post('/account/two-factor/recovery-codes', responds(recoveryCodesSchema), signedIn, code, async (c) => {
    const body: RecoveryCodesDto = {
      recoveryCodes: await regenerateRecoveryCodes(db, key, c.var.user, c.req.valid('json').code),
    };
    return c.json(body);
  });

  app.post('/account/two-factor/disable', respondsWithout({ status: 204 }), signedIn, code, async (c) => {
    await disableTwoFactor(db, key, c.var.user, c.req.valid('json').code);
    return c.body(null, 204);
  });

  return app;
}
