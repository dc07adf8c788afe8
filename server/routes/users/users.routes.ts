// Staff administration (300): /api/user/manage-users (list, one user, create, edit, privileges,
// activate/deactivate, unlock, reset to the default password, invitation, two-factor) and
// /api/user/all, plus the SPEC §7 calls under /api/settings (users, privilegiosUsuarios). The
// checks and writes are in users.service.ts, users-admin.service.ts and two-factor-admin.service.ts. An invitation link goes to the server log, like a
// password-reset link (no mail server is configured); the invitee sets their password at
// /auth/reset-password with the same one-time token.
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  type StaffCreateResult,
  staffCreateResultSchema,
  staffCreateSchema,
  staffIdParamSchema,
  staffListQuerySchema,
  staffPasswordResetResultSchema,
  staffPrivilegesSchema,
  staffUpdateSchema,
  staffUserDetailSchema,
  staffUserOptionSchema,
  staffUserRowSchema,
  userPrivilegesSchema,
} from '../../../src/contract/staff';
import { twoFactorRequirementSchema } from '../../../src/contract/two-factor';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { confirmTwoFactorReset, resetTwoFactor, setTwoFactorRequired } from './two-factor-admin.service';
import { listStaff, staffDetail, staffOptions, userPrivilegeTable } from './users.service';
import {
  type Actor,
  type Created,
  createStaff,
  reinvite,
  resetToDefault,
  setActive,
  setPrivileges,
  unlock,
  updateStaff,
} from './users-admin.service';

export const STAFF_ADMIN = ['300'] as const;

const actorOf = (c: { var: AuthVariables }): Actor => ({ id: c.var.user.id, venueId: requireVenue(c).id });

/** Mounted at /api/user. */
export function userAdminRoutes({ db, env, logger, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const admin = guard(STAFF_ADMIN);
  const id = validate('param', staffIdParamSchema);

  // The answer of every write on one user: the user as the edit screen shows them.
  const answersUser = (summary: string) => responds(staffUserDetailSchema, { summary });

  const answerCreated = (created: Created): StaffCreateResult => {
    if (created.invitationToken) {
      const link = `${env.publicUrl.replace(/\/$/, '')}/auth/reset-password?token=${created.invitationToken}&invite=1`;
      // No mail server is configured: the admin gets the link in the answer (shown once) and hands
      // it over; the log names the user, and holds the link only if the operator opted in.
      if (env.logLinks) logger.info({ userId: created.user.id, inviteLink: link }, 'invitation link (no mail server configured)');
      else logger.info({ userId: created.user.id }, 'invitation issued');
      return {
        user: created.user,
        invitationExpiresAt: created.invitationExpiresAt,
        invitationLink: link,
        temporaryPassword: null,
      };
    }
    const { user, invitationExpiresAt, temporaryPassword } = created;
    return { user, invitationExpiresAt, invitationLink: null, temporaryPassword };
  };

  app.get(
    '/all',
    responds(v.array(staffUserOptionSchema), { summary: 'Every user of the venue, short (pickers)' }),
    admin,
    async (c) => c.json(await staffOptions(db, requireVenue(c).id)),
  );
  app.get(
    '/manage-users',
    responds(v.array(staffUserRowSchema), { summary: 'The venue’s staff, by name, filtered' }),
    admin,
    validate('query', staffListQuerySchema),
    async (c) => c.json(await listStaff(db, requireVenue(c).id, c.req.valid('query'))),
  );
  app.post(
    '/manage-users',
    responds(staffCreateResultSchema, { status: 201, summary: 'A new account at the admin’s venue (password or invitation)' }),
    admin,
    validate('json', staffCreateSchema),
    async (c) => c.json(answerCreated(await createStaff(db, actorOf(c), c.req.valid('json'), env.defaultPassword)), 201),
  );
  app.get('/manage-users/:id', answersUser('One user to edit'), admin, id, async (c) => {
    const actor = actorOf(c);
    return c.json(await staffDetail(db, actor.venueId, actor.id, c.req.valid('param').id));
  });
  app.put(
    '/manage-users/:id',
    answersUser('Profile, ticketing and venues'),
    admin,
    id,
    validate('json', staffUpdateSchema),
    async (c) => c.json(await updateStaff(db, actorOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );
  app.put(
    '/manage-users/:id/privileges',
    answersUser('The whole set of codes the user holds'),
    admin,
    id,
    validate('json', staffPrivilegesSchema),
    async (c) => c.json(await setPrivileges(db, actorOf(c), c.req.valid('param').id, c.req.valid('json').codes)),
  );
  app.post('/manage-users/:id/deactivate', answersUser('Deactivate: the user’s sessions end'), admin, id, async (c) =>
    c.json(await setActive(db, actorOf(c), c.req.valid('param').id, false)),
  );
  app.post('/manage-users/:id/activate', answersUser('Activate again'), admin, id, async (c) =>
    c.json(await setActive(db, actorOf(c), c.req.valid('param').id, true)),
  );
  app.post('/manage-users/:id/unlock', answersUser('Lift a sign-in lock-out'), admin, id, async (c) =>
    c.json(await unlock(db, actorOf(c), c.req.valid('param').id)),
  );
  app.post(
    '/manage-users/:id/reset-password',
    responds(staffPasswordResetResultSchema, { summary: 'Back to the default (or a generated) password, valid 24 h' }),
    admin,
    id,
    async (c) => c.json(await resetToDefault(db, actorOf(c), c.req.valid('param').id, env.defaultPassword)),
  );
  app.post(
    '/manage-users/:id/invitation',
    responds(staffCreateResultSchema, { summary: 'A new invitation link (older ones die)' }),
    admin,
    id,
    async (c) => c.json(answerCreated(await reinvite(db, actorOf(c), c.req.valid('param').id))),
  );
  app.put(
    '/manage-users/:id/two-factor',
    answersUser('Require (or stop requiring) two-factor sign-in'),
    admin,
    id,
    validate('json', twoFactorRequirementSchema),
    async (c) => c.json(await setTwoFactorRequired(db, actorOf(c), c.req.valid('param').id, c.req.valid('json').required)),
  );
  // 202: stored as a request that another admin confirms (a money/access role, not the owner).
  app.post(
    '/manage-users/:id/two-factor/reset',
    responds(staffUserDetailSchema, {
      status: [200, 202],
      summary: 'Reset a lost authenticator: done (200), or a request another admin confirms (202)',
    }),
    admin,
    id,
    async (c) => {
      const { detail, requested } = await resetTwoFactor(db, actorOf(c), c.req.valid('param').id);
      return c.json(detail, requested ? 202 : 200);
    },
  );
  app.post(
    '/manage-users/:id/two-factor/reset/confirm',
    answersUser('Confirm another admin’s reset request'),
    admin,
    id,
    async (c) => c.json(await confirmTwoFactorReset(db, actorOf(c), c.req.valid('param').id)),
  );
  return app;
}

/** Mounted at /api/settings: the SPEC §7 calls (POST, no body). */
export function settingsRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const admin = guard(STAFF_ADMIN);
  app.post('/users', responds(v.array(staffUserRowSchema), { summary: 'The venue’s staff, by name' }), admin, async (c) =>
    c.json(await listStaff(db, requireVenue(c).id, { q: '', status: 'all' })),
  );
  app.post(
    '/privilegiosUsuarios',
    responds(userPrivilegesSchema, { summary: 'The privilege table and the codes the venue’s users hold' }),
    admin,
    async (c) => c.json(await userPrivilegeTable(db, requireVenue(c).id)),
  );
  return app;
}
