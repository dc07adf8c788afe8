// /api/account: sign-in, registration, the signed-in account and password change (SPEC §7), plus
// the password reset, the notification calls and the user's own VIP cards, which live in their own
// modules.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { changePasswordSchema, type LoginResponse, loginSchema, registerSchema } from '../../../src/contract/auth';
import { users } from '../../db/schema';
import type { ServerDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password';
import { validate } from '../../lib/validate';
import { type AuthVariables, loadAuthUser } from '../../middleware/auth';
import { createUser, findUserByEmail, normaliseEmail, setPassword, toSessionUser } from './account.service';
import { clearFailures, isLocked, recordFailure } from './login-throttle';
import { myCardRoutes } from './my-cards.routes';
import { notificationRoutes } from './notifications.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { pushTokenRoutes } from './push-tokens.routes';

const LOCKED = 'Demasiados intentos fallidos. Vuelve a intentarlo en 15 minutos.';
const BAD_CREDENTIALS = 'Usuario o contraseña incorrectos';

export function accountRoutes(deps: ServerDeps) {
  const { db, env, tokens, guard } = deps;
  const app = new Hono<{ Variables: AuthVariables }>();
  app.route('/', passwordResetRoutes(deps));
  app.route('/', notificationRoutes(deps));
  app.route('/', pushTokenRoutes(deps));
  app.route('/', myCardRoutes(deps));

  app.post('/login', validate('json', loginSchema), async (c) => {
    const { password } = c.req.valid('json');
    const email = normaliseEmail(c.req.valid('json').email);
    if (await isLocked(db, email)) throw new ApiError(429, LOCKED);
    const row = await findUserByEmail(db, email);
    const ok = await verifyPassword(row?.passwordHash ?? (await decoyHash()), password);
    if (!row || !ok) {
      const lockedNow = await recordFailure(db, email);
      throw new ApiError(lockedNow ? 429 : 401, lockedNow ? LOCKED : BAD_CREDENTIALS);
    }
    await clearFailures(db, email);
    if (password === env.defaultPassword && !row.mustChangePassword) {
      await db.update(users).set({ mustChangePassword: true }).where(eq(users.id, row.id));
    }
    const user = await loadAuthUser(db, row.id);
    if (!user) throw new ApiError(401, BAD_CREDENTIALS);
    const accessToken = await tokens.sign({ sub: user.id, tv: user.tokenVersion });
    const body: LoginResponse = { accessToken, user: toSessionUser(user), mustChangePassword: user.mustChangePassword };
    return c.json(body);
  });

  app.post('/register', validate('json', registerSchema), async (c) => {
    const input = c.req.valid('json');
    const email = normaliseEmail(input.email);
    if (await findUserByEmail(db, email)) throw new ApiError(409, 'Ya existe un usuario con ese correo');
    const id = await createUser(db, { ...input, email, passwordHash: await hashPassword(input.password) });
    const user = await loadAuthUser(db, id);
    if (!user) throw new Error('registered user not found');
    const accessToken = await tokens.sign({ sub: user.id, tv: user.tokenVersion });
    const body: LoginResponse = { accessToken, user: toSessionUser(user), mustChangePassword: false };
    return c.json(body, 201);
  });

  app.get('/my-account', guard([], { allowPasswordChange: true }), (c) => c.json({ user: toSessionUser(c.var.user) }));

  app.post('/changePassword', guard([], { allowPasswordChange: true }), validate('json', changePasswordSchema), async (c) => {
    const { oldPassword, password } = c.req.valid('json');
    const user = c.var.user;
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
    if (!row || !(await verifyPassword(row.passwordHash, oldPassword))) {
      throw new ApiError(422, 'La contraseña actual es incorrecta');
    }
    if (password === env.defaultPassword) throw new ApiError(422, 'La nueva contraseña no puede ser la contraseña por defecto');
    if (password === oldPassword) throw new ApiError(422, 'La nueva contraseña debe ser distinta de la actual');
    const tv = await setPassword(db, user, await hashPassword(password));
    return c.json({ accessToken: await tokens.sign({ sub: user.id, tv }) });
  });

  return app;
}
