// /api/account: sign-in, registration, the signed-in account and password change (SPEC §7), plus
// the password reset, the notification calls and the user's own VIP cards, which live in their own
// modules. The checks and writes are in account.service.ts; the routes sign the tokens.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { okAnswerSchema } from '../../../src/contract/api-error';
import {
  changePasswordResponseSchema,
  changePasswordSchema,
  type LoginResponse,
  loginResponseSchema,
  loginSchema,
  registerSchema,
  sessionUserSchema,
  verifyRegistrationSchema,
} from '../../../src/contract/auth';
import {
  loginTotpSchema,
  TOTP_CHALLENGE_TTL_SECONDS,
  type TotpChallengeResponse,
  totpChallengeResponseSchema,
} from '../../../src/contract/two-factor';
import type { ServerDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { clientIp, createBackoff, NO_SOCKET } from '../../lib/ip-budget';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthVariables } from '../../middleware/auth';
import { type AuthUser, loadAuthUser } from '../../middleware/auth';
import { changePassword, checkPassword, completeSignIn, normaliseEmail, toSessionUser } from './account.service';
import { beginAttempt, failAttempt, SignInRefused } from './login-throttle';
import { myCardRoutes } from './my-cards.routes';
import { notificationRoutes } from './notifications.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { pushTokenRoutes } from './push-tokens.routes';
import { activateRegistration, INVALID_ACTIVATION, requestRegistration } from './registration.service';
import { type ClientInfo, issueToken } from './sessions.service';
import { challengeSpent, redeemChallenge, TOTP_KEY_PURPOSE, WRONG_CODE } from './two-factor.service';

const CHALLENGE_EXPIRED = 'La verificación expiró. Inicia sesión de nuevo.';
const CHALLENGE_USED = 'Esta verificación ya se usó. Inicia sesión de nuevo.';
const CODE_USED = 'Ese código ya se usó. Espera el siguiente código de tu aplicación.';

/** The device of a request, for its session row (informative: a user agent can say anything). */
export function clientInfo(c: Context, trustProxy: boolean): ClientInfo {
  return { userAgent: c.req.header('user-agent') ?? '', ip: clientIp(c, trustProxy).slice(0, 64) };
}

export function accountRoutes(deps: ServerDeps) {
  const { db, env, tokens, guard, logger } = deps;
  const app = new Hono<{ Variables: AuthVariables }>();
  /** 10 self-registrations an hour per client address (server/lib/ip-budget.ts). */
  const registrations = createBackoff(10, 60 * 60 * 1000, 60 * 60 * 1000);
  app.route('/', passwordResetRoutes(deps));
  app.route('/', notificationRoutes(deps));
  app.route('/', pushTokenRoutes(deps));
  app.route('/', myCardRoutes(deps));

  const totpKey = tokens.deriveKey(TOTP_KEY_PURPOSE);
  const signedIn = async (c: Context, user: AuthUser): Promise<LoginResponse> => ({
    accessToken: await issueToken(db, tokens, user, user.tokenVersion, clientInfo(c, env.trustProxy), env.tokenTtlSeconds),
    user: toSessionUser(user),
    mustChangePassword: user.mustChangePassword,
  });
  /** The caller's address for the sign-in limits (login-throttle.ts); null for an in-process call. */
  const address = (c: Context): string | null => {
    const ip = clientIp(c, env.trustProxy);
    return ip === NO_SOCKET ? null : ip;
  };
  /** Runs `step`; a refusal by the address back-off carries its Retry-After. */
  const limited = async <T>(c: Context, step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      if (error instanceof SignInRefused && error.retryAfterSeconds !== null) {
        c.header('retry-after', String(error.retryAfterSeconds));
      }
      throw error;
    }
  };

  // An account with two-factor sign-in gets a short-lived challenge instead of the token (the
  // SPEC shape is unchanged for everyone else); /login/totp answers the LoginResponse. The sign-in
  // limits count failures only (login-throttle.ts): a right password never uses them up.
  app.post(
    '/login',
    responds(v.union([loginResponseSchema, totpChallengeResponseSchema]), {
      summary: 'Sign in: the token, or a two-factor challenge',
    }),
    validate('json', loginSchema),
    async (c) => {
      const { email: typed, password } = c.req.valid('json');
      const email = normaliseEmail(typed);
      const { userId, usedDefault, attempt } = await limited(c, () =>
        checkPassword(db, email, password, env.defaultPassword, address(c)),
      );
      try {
        const found = await loadAuthUser(db, userId);
        if (found?.totpEnabled) {
          // Not a success yet: the code's guesses count in the same window.
          await attempt.release();
          const challenge = await tokens.signTotpChallenge(
            { sub: found.id, tv: found.tokenVersion, dp: usedDefault },
            TOTP_CHALLENGE_TTL_SECONDS,
          );
          const body: TotpChallengeResponse = { twoFactorRequired: true, challenge, expiresIn: TOTP_CHALLENGE_TTL_SECONDS };
          return c.json(body);
        }
        await attempt.succeeded();
        return c.json(await signedIn(c, await completeSignIn(db, userId, usedDefault)));
      } finally {
        await attempt.release();
      }
    },
  );

  // One challenge, one session: the challenge is redeemed together with its code (redeemChallenge).
  // A wrong code is a guess (counted); a spent challenge or a right code already used is a resend
  // (refused, not counted), so parallel copies of one answer never lock the account.
  app.post(
    '/login/totp',
    responds(loginResponseSchema, { summary: 'Second step of a two-factor sign-in' }),
    validate('json', loginTotpSchema),
    async (c) => {
      const input = c.req.valid('json');
      const claims = await tokens.verifyTotpChallenge(input.challenge);
      const found = claims ? await loadAuthUser(db, claims.sub) : null;
      if (!claims || !found || found.tokenVersion !== claims.tv || !found.totpEnabled) throw new ApiError(401, CHALLENGE_EXPIRED);
      if (await challengeSpent(db, claims.jti)) throw new ApiError(401, CHALLENGE_USED);
      const attempt = await limited(c, () => beginAttempt(db, normaliseEmail(found.email), address(c)));
      try {
        const expiresAt = new Date(Date.now() + TOTP_CHALLENGE_TTL_SECONDS * 1000);
        const outcome = await redeemChallenge(db, totpKey, { jti: claims.jti, userId: found.id, expiresAt }, input);
        if (outcome === 'wrong') return await failAttempt(attempt, 401, WRONG_CODE);
        if (outcome === 'spent') throw new ApiError(401, CHALLENGE_USED);
        if (outcome === 'used') throw new ApiError(401, CODE_USED);
        await attempt.succeeded();
        return c.json(await signedIn(c, await completeSignIn(db, found.id, claims.dp)));
      } finally {
        await attempt.release();
      }
    },
  );

  // Registration answers 202 whatever the email (issue 15 #12): the account is created when the
  // emailed link is opened (POST /verify below), which signs it in. With no mail server the link is
  // logged only when the operator opted in (NOCTUA_LOG_LINKS=1), as password-reset links are.
  app.post(
    '/register',
    responds(okAnswerSchema, { status: 202, summary: 'Ask for an account: a link is e-mailed (202 whatever the e-mail)' }),
    validate('json', registerSchema),
    async (c) => {
      const ip = clientIp(c, env.trustProxy);
      if (ip !== NO_SOCKET && registrations.claim(ip) !== null) {
        throw new ApiError(429, 'Demasiados registros desde esta conexión. Intenta más tarde.');
      }
      const input = c.req.valid('json');
      const outcome = await requestRegistration(db, { ...input, email: normaliseEmail(input.email) }, new Date());
      if (outcome.kind === 'link' && env.logLinks) {
        const link = `${env.publicUrl.replace(/\/$/, '')}/auth/verify?token=${outcome.token}`;
        logger.info({ activationLink: link }, 'registration activation link (no mail server configured)');
      } else if (outcome.kind === 'existing') {
        logger.info({ userId: outcome.userId }, 'registration attempted with the email of an existing account');
      } else {
        logger.info({ outcome: outcome.kind }, 'registration requested (no mail server; NOCTUA_LOG_LINKS=1 logs the link)');
      }
      return c.json({ ok: true }, 202);
    },
  );

  app.post(
    '/verify',
    responds(loginResponseSchema, { status: 201, summary: 'Open the e-mailed link: the account is created and signed in' }),
    validate('json', verifyRegistrationSchema),
    async (c) => {
      const userId = await activateRegistration(db, c.req.valid('json').token, new Date());
      const user = userId ? await loadAuthUser(db, userId) : undefined;
      if (!user) throw new ApiError(422, INVALID_ACTIVATION);
      return c.json(await signedIn(c, user), 201);
    },
  );

  app.get(
    '/my-account',
    responds(v.object({ user: sessionUserSchema }), { summary: 'The signed-in user' }),
    guard([], { allowPasswordChange: true }),
    (c) => c.json({ user: toSessionUser(c.var.user) }),
  );

  app.post(
    '/changePassword',
    responds(changePasswordResponseSchema, { summary: 'Change the password: a new token' }),
    guard([], { allowPasswordChange: true }),
    validate('json', changePasswordSchema),
    async (c) => {
      const user = c.var.user;
      const tv = await limited(c, () => changePassword(db, user, c.req.valid('json'), env.defaultPassword, address(c)));
      const client = clientInfo(c, env.trustProxy);
      // The device's push tokens stay with it: its new session takes them over (push-tokens.service.ts).
      return c.json({ accessToken: await issueToken(db, tokens, user, tv, client, env.tokenTtlSeconds, c.var.sessionId) });
    },
  );

  return app;
}
