// The inventory ledger screens: breakage (remitos/roto) and the movements ledger (movimientos,
// with its user filter). Read-only, code 420, scoped to the user's venue (ledger.service.ts).
import { Hono } from 'hono';
import {
  breakageListQuerySchema,
  breakagesSchema,
  ledgerUsersSchema,
  movementsPageSchema,
  movementsQuerySchema,
} from '../../../src/contract/inventory-transfers';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { ledgerUsers, listBreakage, listMovements } from './ledger.service';

const CODES = ['420'] as const;

export function ledgerRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get(
    '/roturas',
    responds(breakagesSchema, { summary: 'Breakage recorded, newest first' }),
    guard(CODES),
    validate('query', breakageListQuerySchema),
    async (c) => {
      return c.json(await listBreakage(db, requireVenue(c).id, c.req.valid('query')));
    },
  );

  app.get(
    '/movimientos',
    responds(movementsPageSchema, { summary: 'A page of the stock movements ledger, newest first' }),
    guard(CODES),
    validate('query', movementsQuerySchema),
    async (c) => {
      return c.json(await listMovements(db, requireVenue(c).id, c.req.valid('query')));
    },
  );

  app.get(
    '/movimientos/usuarios',
    responds(ledgerUsersSchema, { summary: "The users of the ledger's filter" }),
    guard(CODES),
    async (c) => c.json(await ledgerUsers(db, requireVenue(c).id)),
  );

  return app;
}
