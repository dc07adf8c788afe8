// /api/gerencia: the night's balance sheet (302) with the rows behind each figure, and user
// billing (300), tonight live for the home screen (302). Reads only: every answer is computed from the ledgers on the request.
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  balanceSheetSchema,
  billingQuerySchema,
  billingSchema,
  cancellationRowSchema,
  cancellationsDrillSchema,
  cashDrillSchema,
  cashRowSchema,
  compDrillRowSchema,
  compsDrillSchema,
  saleDetailSchema,
  saleListSchema,
  saleParamSchema,
  salesDrillSchema,
  scopeQuerySchema,
} from '../../../src/contract/gerencia';
import { liveTonightSchema } from '../../../src/contract/gerencia-live';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { balanceSheet } from './balance.service';
import { userBilling } from './billing.service';
import { drillCancellations, drillCash, drillComps, drillSales, saleDetail } from './drill.service';
import { liveTonight } from './live.service';

const BALANCE = ['302'] as const;
const BILLING = ['300'] as const;

export function gerenciaRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get(
    '/balance',
    responds(balanceSheetSchema, { summary: 'The balance sheet of a night or a date range' }),
    guard(BALANCE),
    validate('query', scopeQuerySchema),
    async (c) => c.json(await balanceSheet(db, requireVenue(c), c.req.valid('query'))),
  );
  // Tonight live for the home screen: the night in course against the same time on its weekday.
  app.get(
    '/en-vivo',
    responds(liveTonightSchema, { summary: 'Tonight live: the night in course against the same time on its weekday' }),
    guard(BALANCE),
    async (c) => c.json(await liveTonight(db, requireVenue(c))),
  );
  app.get(
    '/balance/ventas',
    responds(saleListSchema, { summary: 'The sales behind a balance-sheet figure' }),
    guard(BALANCE),
    validate('query', salesDrillSchema),
    async (c) => c.json(await drillSales(db, requireVenue(c), c.req.valid('query'))),
  );
  app.get(
    '/balance/anulaciones',
    responds(v.array(cancellationRowSchema), { summary: 'The cancellation requests of the scope, oldest first' }),
    guard(BALANCE),
    validate('query', cancellationsDrillSchema),
    async (c) => c.json(await drillCancellations(db, requireVenue(c), c.req.valid('query'))),
  );
  app.get(
    '/balance/caja',
    responds(v.array(cashRowSchema), {
      summary: 'The cash movements behind other income, expenses, staff payments or extractions',
    }),
    guard(BALANCE),
    validate('query', cashDrillSchema),
    async (c) => c.json(await drillCash(db, requireVenue(c), c.req.valid('query'))),
  );
  app.get(
    '/balance/cortesias',
    responds(v.array(compDrillRowSchema), { summary: 'The comps behind the balance sheet’s comps figure' }),
    guard(BALANCE),
    validate('query', compsDrillSchema),
    async (c) => c.json(await drillComps(db, requireVenue(c), c.req.valid('query'))),
  );
  app.get(
    '/facturacion/cortesias',
    responds(v.array(compDrillRowSchema), { summary: 'The comps behind a user billing row' }),
    guard(BILLING),
    validate('query', compsDrillSchema),
    async (c) => c.json(await drillComps(db, requireVenue(c), c.req.valid('query'))),
  );
  // A sale behind a figure: the balance sheet's and billing's drill-downs both open it.
  app.get(
    '/ventas/:id',
    responds(saleDetailSchema, { summary: 'One sale with its lines and cancellation requests' }),
    guard([...BALANCE, ...BILLING]),
    validate('param', saleParamSchema),
    async (c) => c.json(await saleDetail(db, requireVenue(c).id, c.req.valid('param').id)),
  );
  app.get(
    '/facturacion',
    responds(billingSchema, { summary: 'User billing: sales, cancellations and comps per user or terminal' }),
    guard(BILLING),
    validate('query', billingQuerySchema),
    async (c) => c.json(await userBilling(db, requireVenue(c), c.req.valid('query'))),
  );
  app.get(
    '/facturacion/ventas',
    responds(saleListSchema, { summary: 'The sales behind a user billing row' }),
    guard(BILLING),
    validate('query', salesDrillSchema),
    async (c) => c.json(await drillSales(db, requireVenue(c), c.req.valid('query'))),
  );

  return app;
}
