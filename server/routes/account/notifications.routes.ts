// /api/account/notifications*: the bell of the top bar (SPEC §7). Each user sees and marks only
// their own notifications; a foreign id answers 404, the same as an unknown one.
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { notificationReadSchema, notificationsQuerySchema } from '../../../src/contract/notifications';
import { notifications } from '../../db/schema';
import type { ServerDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import type { AuthVariables } from '../../middleware/auth';
import { listNotifications } from './notifications.service';

export function notificationRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get('/notifications', guard([]), validate('query', notificationsQuerySchema), async (c) => {
    const { type } = c.req.valid('query');
    const list = await listNotifications(db, c.var.user.id, { type: type === undefined ? undefined : Number(type) });
    return c.json(list);
  });

  app.post('/notificationsRead', guard([]), validate('json', notificationReadSchema), async (c) => {
    const { id } = c.req.valid('json');
    const [row] = await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, c.var.user.id), isNull(notifications.deletedAt)))
      .returning({ id: notifications.id });
    if (!row) throw new ApiError(404, 'Notificación no encontrada');
    return c.json({ id: row.id, isRead: '1' });
  });

  app.put('/notificationsReadAll', guard([]), async (c) => {
    const rows = await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, c.var.user.id), eq(notifications.isRead, false), isNull(notifications.deletedAt)))
      .returning({ id: notifications.id });
    return c.json({ updated: rows.length });
  });

  return app;
}
