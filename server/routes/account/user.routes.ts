// /api/user (SPEC §7, issue 16 "My account"): the profile with this user's sessions and "sign out
// everywhere", the account form and photo, notification settings, push devices, the venue's
// address book and the invoices the user issued. Open to every signed-in user; the address-book
// writes need 300 or 201. Shapes: src/contract/account.ts (and the README's API section).
import path from 'node:path';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  type AddressBookDto,
  accountBodySchema,
  addressBookSchema,
  CONTACT_EDIT_CODES,
  contactBodySchema,
  contactSchema,
  myInvoicesSchema,
  notificationSettingsAnswerSchema,
  notificationSettingsSchema,
  type ProfileDto,
  profileSchema,
  pushDevicesSchema,
  signOutEverywhereResponseSchema,
} from '../../../src/contract/account';
import { sessionUserSchema } from '../../../src/contract/auth';
import { canAccess } from '../../../src/contract/privileges';
import type { ServerDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { imageResponse } from '../../lib/image-upload';
import { responds, respondsWithout } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, loadAuthUser, requireVenue } from '../../middleware/auth';
import { clientInfo } from './account.routes';
import { toSessionUser } from './account.service';
import { createContact, deleteContact, listContacts, updateContact } from './contacts.service';
import { PHOTO_KEY, uploadPhoto } from './photo.service';
import { endAllSessions, issueToken, listSessions } from './sessions.service';
import { twoFactorRoutes } from './two-factor.routes';
import {
  invoicesIssuedBy,
  notificationSettingsOf,
  pushDevicesOf,
  removePushDevice,
  setNotificationSettings,
  updateOwnAccount,
  venueName,
} from './user-account.service';

const idParam = validate('param', v.object({ id: v.pipe(v.string(), v.uuid('El valor no es válido')) }));

export function userRoutes(deps: ServerDeps) {
  const { db, env, tokens, guard } = deps;
  const app = new Hono<{ Variables: AuthVariables }>();
  const photoDir = path.join(env.dataDir, 'photos');
  app.route('/', twoFactorRoutes(deps));

  const profile = async (c: { var: AuthVariables }): Promise<ProfileDto> => ({
    user: toSessionUser(c.var.user),
    venueName: await venueName(db, c.var.user.defaultVenueId),
    sessions: await listSessions(db, c.var.user, c.var.sessionId),
  });

  app.get('/profile', responds(profileSchema, { summary: 'Own profile and signed-in devices' }), guard([]), async (c) =>
    c.json(await profile(c)),
  );

  // Every token of the user dies (token version bumped); this device gets a fresh one so the
  // person who asked stays signed in here.
  app.post('/profile/sign-out-everywhere', responds(signOutEverywhereResponseSchema), guard([]), async (c) => {
    const user = c.var.user;
    const { tokenVersion, ended } = await endAllSessions(db, user);
    const client = clientInfo(c, env.trustProxy);
    const accessToken = await issueToken(db, tokens, user, tokenVersion, client, env.tokenTtlSeconds, c.var.sessionId);
    return c.json({ accessToken, ended });
  });

  app.put(
    '/account',
    responds(v.object({ user: sessionUserSchema })),
    guard([]),
    validate('json', accountBodySchema),
    async (c) => {
      await updateOwnAccount(db, c.var.user, c.req.valid('json'));
      const user = await loadAuthUser(db, c.var.user.id);
      return c.json({ user: user ? toSessionUser(user) : toSessionUser(c.var.user) });
    },
  );

  app.post(
    '/account/photo',
    responds(v.object({ user: sessionUserSchema }), {
      status: 201,
      summary: 'Upload a profile photo (raw with X-File-Name, or multipart `file`)',
    }),
    guard([]),
    async (c) => {
      const url = `/${env.product}/api/user/photos/`;
      await uploadPhoto(db, photoDir, c.var.user, c.req.raw, url);
      const user = await loadAuthUser(db, c.var.user.id);
      return c.json({ user: user ? toSessionUser(user) : toSessionUser(c.var.user) }, 201);
    },
  );

  // Photos are <img> sources (no Authorization header): served by their random 128-bit key.
  app.get(
    '/photos/:key',
    respondsWithout({ media: 'image/*' }, { summary: 'A profile photo (no token: an <img> source)' }),
    validate('param', v.object({ key: PHOTO_KEY })),
    async (c) => {
      const res = await imageResponse(photoDir, c.req.valid('param').key);
      if (!res) throw new ApiError(404, 'No encontrado');
      return res;
    },
  );

  app.get('/account/notifications-settings', responds(notificationSettingsAnswerSchema), guard([]), async (c) =>
    c.json(await notificationSettingsOf(db, c.var.user.id)),
  );

  app.put(
    '/account/notifications-settings',
    responds(notificationSettingsAnswerSchema),
    guard([]),
    validate('json', notificationSettingsSchema),
    async (c) => {
      return c.json(await setNotificationSettings(db, c.var.user.id, c.req.valid('json')));
    },
  );

  app.get('/account/push-devices', responds(pushDevicesSchema), guard([]), async (c) =>
    c.json({ devices: await pushDevicesOf(db, c.var.user.id) }),
  );

  app.delete('/account/push-devices/:id', respondsWithout({ status: 204 }), guard([]), idParam, async (c) => {
    await removePushDevice(db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  app.get('/account/address-book', responds(addressBookSchema), guard([]), async (c) => {
    const body: AddressBookDto = {
      contacts: await listContacts(db, requireVenue(c).id),
      canEdit: canAccess(c.var.user.privi, CONTACT_EDIT_CODES),
    };
    return c.json(body);
  });

  const actor = (c: { var: AuthVariables }) => ({ venueId: requireVenue(c).id, userId: c.var.user.id });

  app.post(
    '/account/address-book',
    responds(contactSchema, { status: 201 }),
    guard(CONTACT_EDIT_CODES),
    validate('json', contactBodySchema),
    async (c) => {
      return c.json(await createContact(db, actor(c), c.req.valid('json')), 201);
    },
  );

  app.put(
    '/account/address-book/:id',
    responds(contactSchema),
    guard(CONTACT_EDIT_CODES),
    idParam,
    validate('json', contactBodySchema),
    async (c) => {
      return c.json(await updateContact(db, actor(c), c.req.valid('param').id, c.req.valid('json')));
    },
  );

  app.delete('/account/address-book/:id', respondsWithout({ status: 204 }), guard(CONTACT_EDIT_CODES), idParam, async (c) => {
    await deleteContact(db, actor(c), c.req.valid('param').id);
    return c.body(null, 204);
  });

  // The invoices they issued at their venue: another venue's books stay there (issue 32).
  app.get('/account/invoices', responds(myInvoicesSchema), guard([]), async (c) =>
    c.json({ invoices: await invoicesIssuedBy(db, requireVenue(c).id, c.var.user.id) }),
  );

  return app;
}
