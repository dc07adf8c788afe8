// Inventory: counts applied to the ledger, recounts, differences (ajustes/diferencias), reset (ajustes/limpiar), history (historico).
import { Hono } from 'hono';
import type { ServerDeps } from '../../deps';
import type { AuthVariables } from '../../middleware/auth';

export function countRoutes(_deps: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  return app;
}
