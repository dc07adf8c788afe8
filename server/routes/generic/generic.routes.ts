// SPEC §7 /api/generic/* lookups of the catalogue: consultarMercaderias (goods),
// consultarLPrecio (drink price list), consultarBarras, consultarBarrasyCanjeo (generic.service.ts).
// Read-only, the user's venue only; the codes are GENERIC_CODES (src/contract/inventory-stock.ts).
import { Hono } from 'hono';
import {
  barsAndRedemptionResponseSchema,
  barsSchema,
  drinkPricesSchema,
  GENERIC_CODES,
  genericGoodsSchema,
} from '../../../src/contract/inventory-stock';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { cajasRoutes } from './cajas.routes';
import { barsAndRedemption, listBars, listDrinkPrices, listGoods } from './generic.service';
export function genericRoutes(deps: ServerDeps) {
  const { db, guard } = deps;
  const app = new Hono<{ Variables: AuthVariables }>();
  app.route('/', cajasRoutes(deps));

  app.get(
    '/consultarMercaderias',
    responds(genericGoodsSchema, { summary: "The venue's goods with their barcodes" }),
    guard(GENERIC_CODES.mercaderias),
    async (c) => c.json(await listGoods(db, requireVenue(c).id)),
  );
  app.get(
    '/consultarLPrecio',
    responds(drinkPricesSchema, { summary: 'The drink price list: each drink with its price on every list' }),
    guard(GENERIC_CODES.lPrecio),
    async (c) => c.json(await listDrinkPrices(db, requireVenue(c).id)),
  );
  app.get(
    '/consultarBarras',
    responds(barsSchema, { summary: 'The bars with the points of sale that sell from them' }),
    guard(GENERIC_CODES.barras),
    async (c) => c.json(await listBars(db, requireVenue(c).id)),
  );
  app.get(
    '/consultarBarrasyCanjeo',
    responds(barsAndRedemptionResponseSchema, { summary: 'The bars and the drinks a ticket can be exchanged for at each' }),
    guard(GENERIC_CODES.barrasCanjeo),
    async (c) => c.json(await barsAndRedemption(db, requireVenue(c).id)),
  );

  return app;
}
