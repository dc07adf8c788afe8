// Inventory: configuration: warehouses and bars, goods and barcodes, products and recipes, price lists.
// /api/catalogo/* (SPEC §2 configuracion/stock and configuracion/barras: privilege 201). Everything
// is scoped to the user's venue: another venue's id answers 404, the same as an unknown one.
import { Hono } from 'hono';
import {
  barcodeCreateSchema,
  barcodeParamSchema,
  goodCreateSchema,
  goodSchema,
  idParamSchema,
  locationActiveSchema,
  locationCreateSchema,
  locationRenameSchema,
  locationsQuerySchema,
  priceListItemsSchema,
  priceListSchema,
  productSchema,
} from '../../../src/contract/inventory-catalogue';
import type { ServerDeps } from '../../deps';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { createLocation, listLocations, renameLocation, setLocationActive } from './catalogo.service';
import { addBarcode, createGood, listGoods, removeBarcode, updateGood } from './goods.service';
import { createPriceList, listPriceLists, setPriceListItems, updatePriceList } from './price-lists.service';
import { createProduct, listProducts, updateProduct } from './products.service';

/** SPEC §2: every configuracion/* screen needs 201. */
const CONFIG = ['201'] as const;

export function catalogueRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const g = guard(CONFIG);

  // ── Stock locations (warehouses and bars) ──
  app.get('/ubicaciones', g, validate('query', locationsQuerySchema), async (c) => {
    const { kind } = c.req.valid('query');
    return c.json(await listLocations(db, requireVenue(c).id, { kind }));
  });
  app.post('/ubicaciones', g, validate('json', locationCreateSchema), async (c) => {
    return c.json(await createLocation(db, requireVenue(c).id, c.req.valid('json')), 201);
  });
  app.put('/ubicaciones/:id', g, validate('param', idParamSchema), validate('json', locationRenameSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await renameLocation(db, requireVenue(c).id, id, c.req.valid('json').name));
  });
  app.put('/ubicaciones/:id/activa', g, validate('param', idParamSchema), validate('json', locationActiveSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await setLocationActive(db, requireVenue(c).id, id, c.req.valid('json').active));
  });

  // ── Goods and barcodes ──
  app.get('/mercaderias', g, async (c) => c.json(await listGoods(db, requireVenue(c).id)));
  app.post('/mercaderias', g, validate('json', goodCreateSchema), async (c) => {
    return c.json(await createGood(db, requireVenue(c).id, c.req.valid('json')), 201);
  });
  app.put('/mercaderias/:id', g, validate('param', idParamSchema), validate('json', goodSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateGood(db, requireVenue(c).id, id, c.req.valid('json')));
  });
  app.post('/mercaderias/:id/codigos', g, validate('param', idParamSchema), validate('json', barcodeCreateSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await addBarcode(db, requireVenue(c).id, id, c.req.valid('json').barcode), 201);
  });
  app.delete('/mercaderias/:id/codigos/:barcodeId', g, validate('param', barcodeParamSchema), async (c) => {
    const { id, barcodeId } = c.req.valid('param');
    return c.json(await removeBarcode(db, requireVenue(c).id, id, barcodeId));
  });

  // ── Products and recipes ──
  app.get('/productos', g, async (c) => c.json(await listProducts(db, requireVenue(c).id)));
  app.post('/productos', g, validate('json', productSchema), async (c) => {
    return c.json(await createProduct(db, requireVenue(c).id, c.req.valid('json')), 201);
  });
  app.put('/productos/:id', g, validate('param', idParamSchema), validate('json', productSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateProduct(db, requireVenue(c).id, id, c.req.valid('json')));
  });

  // ── Price lists and their items ──
  app.get('/listas-precios', g, async (c) => c.json(await listPriceLists(db, requireVenue(c).id)));
  app.post('/listas-precios', g, validate('json', priceListSchema), async (c) => {
    return c.json(await createPriceList(db, requireVenue(c).id, c.req.valid('json')), 201);
  });
  app.put('/listas-precios/:id', g, validate('param', idParamSchema), validate('json', priceListSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updatePriceList(db, requireVenue(c).id, id, c.req.valid('json')));
  });
  app.put('/listas-precios/:id/items', g, validate('param', idParamSchema), validate('json', priceListItemsSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await setPriceListItems(db, requireVenue(c).id, id, c.req.valid('json')));
  });

  return app;
}
