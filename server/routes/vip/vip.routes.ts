// /api/vip: the VIP configuration (308/201) and the mobile orders (307). The cards themselves are
// under /api/cards, the caller's own cards under /api/account/cards and the guest's order page
// under /api/public.
import { Hono } from 'hono';
import type { ServerDeps } from '../../deps';
import type { AuthVariables } from '../../middleware/auth';
import { vipConfigRoutes } from './config.routes';
import { mobileOrderRoutes } from './orders.routes';

export function vipRoutes(deps: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  app.route('/', vipConfigRoutes(deps));
  app.route('/', mobileOrderRoutes(deps));
  return app;
}
