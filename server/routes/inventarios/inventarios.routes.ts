// /api/inventarios (issue 6): the SPEC §7 inventory calls and the REST endpoints of the inventory
// screens (counts, transfers, stock, nightly). The SPEC §7 catalogue lookups are under
// /api/generic and the stock configuration under /api/catalogo. Each slice checks its own
// privileges per route.
import { Hono } from 'hono';
import type { ServerDeps } from '../../deps';
import type { AuthVariables } from '../../middleware/auth';
import { compRoutes } from './comps.routes';
import { countRoutes } from './counts.routes';
import { ledgerRoutes } from './ledger.routes';
import { nightlyRoutes } from './nightly.routes';
import { stockRoutes } from './stock.routes';
import { transferRoutes } from './transfers.routes';

export function inventoryRoutes(deps: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  app.route('/', countRoutes(deps));
  app.route('/', transferRoutes(deps));
  app.route('/', ledgerRoutes(deps));
  app.route('/', stockRoutes(deps));
  app.route('/', nightlyRoutes(deps));
  app.route('/', compRoutes(deps));
  return app;
}
