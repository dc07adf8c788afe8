// Inventory: stock board (tableroStock), par levels and purchase suggestions (stockIdeal), costs and valued stock, SPEC §7 inventarios calls.
// Mounted at /api/inventarios. The codes of each call are STOCK_CODES (src/contract/inventory-stock.ts),
// the same the screens behind them check; every answer is the user's venue only.
import { Hono } from 'hono';
import {
  costsQuerySchema,
  costsResponseSchema,
  locationsQuerySchema,
  locationsResponseSchema,
  parLevelsPutSchema,
  parLevelsQuerySchema,
  parLevelsResponseSchema,
  parLevelsSaveResponseSchema,
  parSuggestionsQuerySchema,
  parSuggestionsSchema,
  purchaseQuerySchema,
  purchaseSuggestionsResponseSchema,
  STOCK_CODES,
  stockBoardQuerySchema,
  stockBoardResponseSchema,
  valuedStockQuerySchema,
  valuedStockResponseSchema,
} from '../../../src/contract/inventory-stock';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { parLevelsFor, parSuggestions, purchaseSuggestions, saveParLevels } from './par-levels.service';
import { locationTotals, stockBoard } from './stock.service';
import { productCosts, valuedStock } from './stock-valuation.service';

export function stockRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get(
    '/consultarGeneral',
    responds(stockBoardResponseSchema, { summary: 'The stock board: on hand per location and good, valued at cost' }),
    guard(STOCK_CODES.general),
    validate('query', stockBoardQuerySchema),
    async (c) => c.json(await stockBoard(db, requireVenue(c).id, c.req.valid('query'))),
  );

  app.get(
    '/consultarDepositos',
    responds(locationsResponseSchema, { summary: 'Stock locations with their valued totals' }),
    guard(STOCK_CODES.depositos),
    validate('query', locationsQuerySchema),
    async (c) => c.json(await locationTotals(db, requireVenue(c).id, c.req.valid('query').kind)),
  );

  app.get(
    '/stockIdeal',
    responds(parLevelsResponseSchema, { summary: "A location's par levels beside what it holds" }),
    guard(STOCK_CODES.stockIdeal),
    validate('query', parLevelsQuerySchema),
    async (c) => c.json(await parLevelsFor(db, requireVenue(c).id, c.req.valid('query').locationId)),
  );

  app.get(
    '/stockIdeal/sugerido',
    responds(parSuggestionsSchema, { summary: 'Par levels suggested from the last 6 weeks of consumption' }),
    guard(STOCK_CODES.stockIdeal),
    validate('query', parSuggestionsQuerySchema),
    async (c) => {
      const { locationId, days } = c.req.valid('query');
      return c.json(await parSuggestions(db, requireVenue(c).id, locationId, days));
    },
  );

  app.put(
    '/stockIdeal',
    responds(parLevelsSaveResponseSchema, { summary: "Save a location's par levels" }),
    guard(STOCK_CODES.stockIdeal),
    validate('json', parLevelsPutSchema),
    async (c) => c.json(await saveParLevels(db, c.var.user, requireVenue(c).id, c.req.valid('json'))),
  );

  app.get(
    '/stockIdealCompras',
    responds(purchaseSuggestionsResponseSchema, { summary: 'What to buy to reach the par levels, by supplier' }),
    guard(STOCK_CODES.compras),
    validate('query', purchaseQuerySchema),
    async (c) => c.json(await purchaseSuggestions(db, requireVenue(c).id, c.req.valid('query').locationId)),
  );

  app.get(
    '/costos',
    responds(costsResponseSchema, { summary: 'Product costs from their recipes, and margins per price list' }),
    guard(STOCK_CODES.costos),
    validate('query', costsQuerySchema),
    async (c) => c.json(await productCosts(db, requireVenue(c).id, c.req.valid('query').priceListId)),
  );

  app.get(
    '/valorizado',
    responds(valuedStockResponseSchema, { summary: 'Valued stock per location, now or at the end of a business date' }),
    guard(STOCK_CODES.valorizado),
    validate('query', valuedStockQuerySchema),
    async (c) => c.json(await valuedStock(db, requireVenue(c).id, c.req.valid('query').at)),
  );

  return app;
}
