// /api/account/reset-password: '¿Olvidaste tu clave?'. The request answers the same whether or not
// the email belongs to an account (no enumeration). For a real account it keeps a one-time token
// (password-reset.service.ts) and sends the link; with no mail server configured the link goes to
// the server log. The confirmation consumes the token, sets the password and ends older sessions.
import { Hono } from 'hono';
import { okAnswerSchema } from '../../../src/contract/api-error';
import { resetPasswordConfirmSchema, resetPasswordSchema } from '../../../src/contract/auth';
import { PASSWORD_TOO_SHORT } from '../../../src/contract/venue-settings';
import type { ServerDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { responds } from '../../lib/openapi';
import { hashPassword } from '../../lib/password';
import { validate } from '../../lib/validate';
import { normaliseEmail } from './account.service';
import { confirmReset, issueResetToken, resetPolicyMinLength } from './password-reset.service';

export { hashResetToken } from './password-reset.service';

const INVALID_LINK = 'El enlace para recuperar la clave no es válido o ya venció. Pide uno nuevo.';

export function passwordResetRoutes({ db, env, logger }: ServerDeps) {
  const app = new Hono();

  app.post(
    '/reset-password',
    responds(okAnswerSchema, { summary: 'E-mail a reset link (200 whatever the e-mail)' }),
    validate('json', resetPasswordSchema),
    async (c) => {
      const issued = await issueResetToken(db, normaliseEmail(c.req.valid('json').email), new Date());
      if (issued) {
        // No mail server is configured. A live link in the log is a credential, so it is written only
        // when the operator opted in (NOCTUA_LOG_LINKS=1) to hand links over from the log; otherwise
        // the log says who asked, and an admin resets the password from the staff screens.
        if (env.logLinks) {
          const link = `${env.publicUrl.replace(/\/$/, '')}/auth/reset-password?token=${issued.token}`;
          logger.info({ userId: issued.userId, resetLink: link }, 'password reset link (no mail server configured)');
        } else {
          logger.info({ userId: issued.userId }, 'password reset requested (no mail server; NOCTUA_LOG_LINKS=1 logs the link)');
        }
      }
      return c.json({ ok: true });
    },
  );

  app.post(
    '/reset-password/confirm',
    responds(okAnswerSchema, { summary: 'Set a new password with the link’s token' }),
    validate('json', resetPasswordConfirmSchema),
    async (c) => {
      const { token, password } = c.req.valid('json');
      if (env.defaultPassword !== undefined && password === env.defaultPassword)
        throw new ApiError(422, 'La nueva contraseña no puede ser la contraseña por defecto');
      if ([...password].length < (await resetPolicyMinLength(db, token, new Date()))) throw new ApiError(422, PASSWORD_TOO_SHORT);
      if (!(await confirmReset(db, token, await hashPassword(password), new Date()))) throw new ApiError(422, INVALID_LINK);
      return c.json({ ok: true });
    },
  );

  return app;
}
