// Inventory: transfer notes (remitos/transferencias), breakage (remitos/roto), the movements ledger (movimientos).
import { Hono } from 'hono';
import type { ServerDeps } from '../../deps';
import type { AuthVariables } from '../../middleware/auth';

export function transferRoutes(_deps: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  return app;
}
