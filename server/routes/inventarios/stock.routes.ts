// Inventory: stock board (tableroStock), par levels and purchase suggestions (stockIdeal), costs and valued stock, SPEC §7 inventarios calls.
// Mounted at /api/inventarios. The codes of each call are STOCK_CODES (src/contract/inventory-stock.ts),
// the same the screens behind them check; every answer is the user's venue only.
import { Hono } from 'hono';
import {
  costsQuerySchema,
  locationsQuerySchema,
  parLevelsPutSchema,
  parLevelsQuerySchema,
  purchaseQuerySchema,
  STOCK_CODES,
  stockBoardQuerySchema,
  valuedStockQuerySchema,
} from '../../../src/contract/inventory-stock';
import type { ServerDeps } from '../../deps';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { parLevelsFor, purchaseSuggestions, saveParLevels } from './par-levels.service';
import { locationTotals, stockBoard } from './stock.service';
import { productCosts, valuedStock } from './stock-valuation.service';

export function stockRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get('/consultarGeneral', guard(STOCK_CODES.general), validate('query', stockBoardQuerySchema), async (c) =>
    c.json(await stockBoard(db, requireVenue(c).id, c.req.valid('query'))),
  );

  app.get('/consultarDepositos', guard(STOCK_CODES.depositos), validate('query', locationsQuerySchema), async (c) =>
    c.json(await locationTotals(db, requireVenue(c).id, c.req.valid('query').kind)),
  );

  app.get('/stockIdeal', guard(STOCK_CODES.stockIdeal), validate('query', parLevelsQuerySchema), async (c) =>
    c.json(await parLevelsFor(db, requireVenue(c).id, c.req.valid('query').locationId)),
  );

  app.put('/stockIdeal', guard(STOCK_CODES.stockIdeal), validate('json', parLevelsPutSchema), async (c) =>
    c.json(await saveParLevels(db, c.var.user, requireVenue(c).id, c.req.valid('json'))),
  );

  app.get('/stockIdealCompras', guard(STOCK_CODES.compras), validate('query', purchaseQuerySchema), async (c) =>
    c.json(await purchaseSuggestions(db, requireVenue(c).id, c.req.valid('query').locationId)),
  );

  app.get('/costos', guard(STOCK_CODES.costos), validate('query', costsQuerySchema), async (c) =>
    c.json(await productCosts(db, requireVenue(c).id, c.req.valid('query').priceListId)),
  );

  app.get('/valorizado', guard(STOCK_CODES.valorizado), validate('query', valuedStockQuerySchema), async (c) =>
    c.json(await valuedStock(db, requireVenue(c).id, c.req.valid('query').at)),
  );

  return app;
}
