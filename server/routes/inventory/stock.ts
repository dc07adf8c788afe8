// Inventory: stock board (tableroStock), par levels and purchase suggestions (stockIdeal), costs and valued stock, SPEC §7 inventarios calls.
import { Hono } from 'hono';
import type { ServerDeps } from '../../deps';
import type { AuthVariables } from '../../middleware/auth';

export function stockRoutes(_deps: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  return app;
}
