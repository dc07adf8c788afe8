// /api/gerencia: the night's balance sheet (302) with the rows behind each figure, and user
// billing (300), tonight live for the home screen (302). Reads only: every answer is computed from the ledgers on the request.
import { Hono } from 'hono';
import {
  billingQuerySchema,
  cancellationsDrillSchema,
  cashDrillSchema,
  compsDrillSchema,
  saleParamSchema,
  salesDrillSchema,
  scopeQuerySchema,
} from '../../../src/contract/gerencia';
import type { ServerDeps } from '../../deps';
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

  app.get('/balance', guard(BALANCE), validate('query', scopeQuerySchema), async (c) =>
    c.json(await balanceSheet(db, requireVenue(c), c.req.valid('query'))),
  );
  // Tonight live for the home screen: the night in course against the same time on its weekday.
  app.get('/en-vivo', guard(BALANCE), async (c) => c.json(await liveTonight(db, requireVenue(c))));
  app.get('/balance/ventas', guard(BALANCE), validate('query', salesDrillSchema), async (c) =>
    c.json(await drillSales(db, requireVenue(c), c.req.valid('query'))),
  );
  app.get('/balance/anulaciones', guard(BALANCE), validate('query', cancellationsDrillSchema), async (c) =>
    c.json(await drillCancellations(db, requireVenue(c), c.req.valid('query'))),
  );
  app.get('/balance/caja', guard(BALANCE), validate('query', cashDrillSchema), async (c) =>
    c.json(await drillCash(db, requireVenue(c), c.req.valid('query'))),
  );
  app.get('/balance/cortesias', guard(BALANCE), validate('query', compsDrillSchema), async (c) =>
    c.json(await drillComps(db, requireVenue(c), c.req.valid('query'))),
  );
  app.get('/facturacion/cortesias', guard(BILLING), validate('query', compsDrillSchema), async (c) =>
    c.json(await drillComps(db, requireVenue(c), c.req.valid('query'))),
  );
  // A sale behind a figure: the balance sheet's and billing's drill-downs both open it.
  app.get('/ventas/:id', guard([...BALANCE, ...BILLING]), validate('param', saleParamSchema), async (c) =>
    c.json(await saleDetail(db, requireVenue(c).id, c.req.valid('param').id)),
  );
  app.get('/facturacion', guard(BILLING), validate('query', billingQuerySchema), async (c) =>
    c.json(await userBilling(db, requireVenue(c), c.req.valid('query'))),
  );
  app.get('/facturacion/ventas', guard(BILLING), validate('query', salesDrillSchema), async (c) =>
    c.json(await drillSales(db, requireVenue(c), c.req.valid('query'))),
  );

  return app;
}
