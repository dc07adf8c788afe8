// Inventory: configuration: warehouses and bars, goods and barcodes, products and recipes, price lists.
import { Hono } from 'hono';
import type { ServerDeps } from '../../deps';
import type { AuthVariables } from '../../middleware/auth';

export function catalogueRoutes(_deps: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  return app;
}
