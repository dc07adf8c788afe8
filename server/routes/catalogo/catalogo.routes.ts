// Inventory: configuration: warehouses and bars, goods and barcodes, products and recipes, price lists.
// /api/catalogo/* (SPEC §2 configuracion/stock and configuracion/barras: privilege 201). Everything
// is scoped to the user's venue: another venue's id answers 404, the same as an unknown one.
import { Hono } from 'hono';
import {
  barcodeAnswerSchema,
  barcodeCreateSchema,
  barcodeParamSchema,
  barcodeRemovedAnswerSchema,
  goodAnswerSchema,
  goodCreateSchema,
  goodSchema,
  goodsAnswerSchema,
  idParamSchema,
  locationActiveSchema,
  locationAnswerSchema,
  locationCreateSchema,
  locationRenameSchema,
  locationsAnswerSchema,
  locationsQuerySchema,
  priceListAnswerSchema,
  priceListItemsSchema,
  priceListSchema,
  priceListsAnswerSchema,
  productAnswerSchema,
  productSchema,
  productsAnswerSchema,
} from '../../../src/contract/inventory-catalogue';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
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
  app.get(
    '/ubicaciones',
    responds(locationsAnswerSchema, { summary: 'The venue’s warehouses and bars, with their stock on hand' }),
    g,
    validate('query', locationsQuerySchema),
    async (c) => {
      const { kind } = c.req.valid('query');
      return c.json(await listLocations(db, requireVenue(c).id, { kind }));
    },
  );
  app.post(
    '/ubicaciones',
    responds(locationAnswerSchema, { status: 201, summary: 'Creates a warehouse or a bar' }),
    g,
    validate('json', locationCreateSchema),
    async (c) => {
      return c.json(await createLocation(db, requireVenue(c).id, c.req.valid('json')), 201);
    },
  );
  app.put(
    '/ubicaciones/:id',
    responds(locationAnswerSchema, { summary: 'Renames a warehouse or a bar' }),
    g,
    validate('param', idParamSchema),
    validate('json', locationRenameSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await renameLocation(db, requireVenue(c).id, id, c.req.valid('json').name));
    },
  );
  app.put(
    '/ubicaciones/:id/activa',
    responds(locationAnswerSchema, {
      summary: 'Activates or deactivates a location (refused while it holds stock or a point of sale sells from it)',
    }),
    g,
    validate('param', idParamSchema),
    validate('json', locationActiveSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await setLocationActive(db, requireVenue(c).id, id, c.req.valid('json').active));
    },
  );

  // ── Goods and barcodes ──
  app.get(
    '/mercaderias',
    responds(goodsAnswerSchema, { summary: 'The venue’s goods with their barcodes and units on hand' }),
    g,
    async (c) => c.json(await listGoods(db, requireVenue(c).id)),
  );
  app.post(
    '/mercaderias',
    responds(goodAnswerSchema, { status: 201, summary: 'Creates a good, with its barcodes' }),
    g,
    validate('json', goodCreateSchema),
    async (c) => {
      return c.json(await createGood(db, requireVenue(c).id, c.req.valid('json')), 201);
    },
  );
  app.put(
    '/mercaderias/:id',
    responds(goodAnswerSchema, { summary: 'Updates a good' }),
    g,
    validate('param', idParamSchema),
    validate('json', goodSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await updateGood(db, requireVenue(c).id, c.var.user.id, id, c.req.valid('json')));
    },
  );
  app.post(
    '/mercaderias/:id/codigos',
    responds(barcodeAnswerSchema, { status: 201, summary: 'Adds a barcode to a good' }),
    g,
    validate('param', idParamSchema),
    validate('json', barcodeCreateSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await addBarcode(db, requireVenue(c).id, id, c.req.valid('json').barcode), 201);
    },
  );
  app.delete(
    '/mercaderias/:id/codigos/:barcodeId',
    responds(barcodeRemovedAnswerSchema, { summary: 'Removes a barcode from a good' }),
    g,
    validate('param', barcodeParamSchema),
    async (c) => {
      const { id, barcodeId } = c.req.valid('param');
      return c.json(await removeBarcode(db, requireVenue(c).id, id, barcodeId));
    },
  );

  // ── Products and recipes ──
  app.get(
    '/productos',
    responds(productsAnswerSchema, { summary: 'The venue’s products with their recipes and recipe costs' }),
    g,
    async (c) => c.json(await listProducts(db, requireVenue(c).id)),
  );
  app.post(
    '/productos',
    responds(productAnswerSchema, { status: 201, summary: 'Creates a product with its recipe' }),
    g,
    validate('json', productSchema),
    async (c) => {
      return c.json(await createProduct(db, requireVenue(c).id, c.req.valid('json')), 201);
    },
  );
  app.put(
    '/productos/:id',
    responds(productAnswerSchema, { summary: 'Updates a product and replaces its recipe' }),
    g,
    validate('param', idParamSchema),
    validate('json', productSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await updateProduct(db, requireVenue(c).id, id, c.req.valid('json')));
    },
  );

  // ── Price lists and their items ──
  app.get(
    '/listas-precios',
    responds(priceListsAnswerSchema, { summary: 'The venue’s price lists with their items' }),
    g,
    async (c) => c.json(await listPriceLists(db, requireVenue(c).id)),
  );
  app.post(
    '/listas-precios',
    responds(priceListAnswerSchema, { status: 201, summary: 'Creates a price list' }),
    g,
    validate('json', priceListSchema),
    async (c) => {
      return c.json(await createPriceList(db, requireVenue(c).id, c.req.valid('json')), 201);
    },
  );
  app.put(
    '/listas-precios/:id',
    responds(priceListAnswerSchema, { summary: 'Renames a price list or changes its validity' }),
    g,
    validate('param', idParamSchema),
    validate('json', priceListSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await updatePriceList(db, requireVenue(c).id, id, c.req.valid('json')));
    },
  );
  app.put(
    '/listas-precios/:id/items',
    responds(priceListAnswerSchema, { summary: 'Replaces the products and prices of a price list' }),
    g,
    validate('param', idParamSchema),
    validate('json', priceListItemsSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await setPriceListItems(db, requireVenue(c).id, c.var.user.id, id, c.req.valid('json')));
    },
  );

  return app;
}
