// /api/resto/cuentas: the table's bill (issue 35) for the waiters' and hosts' screens (313, 314):
// what a reservation or table consumed tonight against its minimum spend, the deposit credited and
// what is due (GET), and its close — the shortfall and what was collected into the books, the tips
// recorded apart (POST /cerrar; server/domain/resto-bill.ts). Every id received is checked to be
// the caller's venue's (another venue's reservation, table or night answers 404).
import { Hono } from 'hono';
import { billQuerySchema, billSchema, closeBillSchema } from '../../../src/contract/resto-bill';
import type { ServerDeps } from '../../deps';
import { closeBill, loadBill } from '../../domain/resto-bill';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';

// The waiter's screen (313) and the host's (314); 659, the resto menu, opens both.
const CODES = ['313', '314', '659'] as const;

export function restoBillRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const g = guard(CODES);

  app.get(
    '/',
    responds(billSchema, { summary: "A reservation's or table's bill tonight: consumed, minimum spend, deposit, due" }),
    g,
    validate('query', billQuerySchema),
    async (c) => c.json(await loadBill(db, requireVenue(c).id, c.req.valid('query'))),
  );

  app.post(
    '/cerrar',
    responds(billSchema, {
      summary: 'Closes the bill: books the minimum-spend shortfall and what was collected, records the tips',
    }),
    g,
    validate('json', closeBillSchema),
    async (c) => {
      const venueId = requireVenue(c).id;
      const body = c.req.valid('json');
      return c.json(await db.transaction((tx) => closeBill(tx, venueId, c.var.user.id, body, new Date())));
    },
  );
  return app;
}
