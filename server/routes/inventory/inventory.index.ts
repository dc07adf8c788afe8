// The inventory API (issue 6). /api/inventarios/* holds the SPEC §7 inventory calls and the REST
// endpoints of the inventory screens, /api/generic/* the SPEC §7 catalogue lookups, and
// /api/catalogo/* the stock configuration. Each slice checks its own privileges per route.
import { Hono } from 'hono';
import type { ServerDeps } from '../../deps';
import type { AuthVariables } from '../../middleware/auth';
import { catalogueRoutes } from './catalogue';
import { countRoutes } from './counts';
import { nightlyRoutes } from './nightly';
import { stockRoutes } from './stock';
import { transferRoutes } from './transfers';

export function inventoryRoutes(deps: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  app.route('/', countRoutes(deps));
  app.route('/', transferRoutes(deps));
  app.route('/', stockRoutes(deps));
  app.route('/', nightlyRoutes(deps));
  return app;
}

export { catalogueRoutes };
