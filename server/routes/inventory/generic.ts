// SPEC §7 /api/generic/* lookups of the catalogue: consultarMercaderias (goods),
// consultarLPrecio (drink price list), consultarBarras, consultarBarrasyCanjeo.
import { Hono } from 'hono';
import type { ServerDeps } from '../../deps';
import type { AuthVariables } from '../../middleware/auth';

export function genericRoutes(_deps: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  return app;
}
