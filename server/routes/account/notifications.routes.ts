// /api/account/notifications*: the bell of the top bar (SPEC §7). Each user sees and marks only
// their own notifications; a foreign id answers 404, the same as an unknown one.
import { Hono } from 'hono';
import * as v from 'valibot';
import { notificationReadSchema, notificationSchema, notificationsQuerySchema } from '../../../src/contract/notifications';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthVariables } from '../../middleware/auth';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service';

export function notificationRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get(
    '/notifications',
    responds(v.array(notificationSchema), { summary: 'The bell: own notifications, newest first' }),
    guard([]),
    validate('query', notificationsQuerySchema),
    async (c) => {
      const { type } = c.req.valid('query');
      const list = await listNotifications(db, c.var.user.id, { type: type === undefined ? undefined : Number(type) });
      return c.json(list);
    },
  );

  app.post(
    '/notificationsRead',
    responds(v.object({ id: v.string(), isRead: v.literal('1') })),
    guard([]),
    validate('json', notificationReadSchema),
    async (c) => {
      const id = await markNotificationRead(db, c.var.user.id, c.req.valid('json').id);
      return c.json({ id, isRead: '1' });
    },
  );

  app.put('/notificationsReadAll', responds(v.object({ updated: v.number() })), guard([]), async (c) => {
    return c.json({ updated: await markAllNotificationsRead(db, c.var.user.id) });
  });

  return app;
}
