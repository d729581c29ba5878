import {
  dhakaDate,
  exportColumnsQuerySchema,
  exportHeader,
  kgText,
  listQuerySchema,
  PRODUCT_EXPORT_COLUMNS,
  productBodySchema,
  stockInBodySchema,
  takaCell,
} from '@chalan/core';
import {
  type Product,
  productChangeReplySchema,
  productDeleteReplySchema,
  productPageSchema,
  productSummarySchema,
} from '@chalan/core/products/replies';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { notFound } from '../../errors.ts';
import { csvReply, csvResponse, inKeysetBatches } from '../../lib/csv-response.ts';
import { imageStore } from '../../lib/image-store.ts';
import { idParams, jsonResponse } from '../../lib/openapi.ts';
import { imageRoute, uploadUrl } from '../../lib/uploads.ts';
import { reply } from '../../messages.ts';
import { createRouter } from '../../router.ts';
import {
  createProduct,
  deleteProduct,
  replaceProductImage,
  stockIn,
  updateProduct,
} from './products.service.ts';
import {
  exportPage,
  getProduct,
  listProducts,
  type ProductExportKey,
  type ProductRow,
  productSummary,
} from './products-read.service.ts';

const toJson = (p: ProductRow): Product => ({
  id: p.id,
  name: p.name,
  description: p.description,
  brand: p.brand,
  country: p.country,
  imageUrl: uploadUrl(p.imagePath),
  store: { id: p.storeId, name: p.storeName },
  supplier: p.supplierId && p.supplierName !== null ? { id: p.supplierId, name: p.supplierName } : null,
  liftPrice: p.liftPrice,
  salePrice: p.salePrice,
  qty: p.qty,
  availableQty: p.availableQty,
  weightGrams: p.weightGrams,
  createdAt: p.createdAt.toISOString(),
});

const productReply = (description: string) => jsonResponse(productChangeReplySchema, description);

/** The list's search, so Export gives what the list shows; without it, every product on sale. */
const exportQuerySchema = exportColumnsQuerySchema.extend({
  search: listQuerySchema.shape.search.describe(
    'As on the list: part of the name, brand or supplier, any case; empty or left out: all',
  ),
});

export function productsRoutes() {
  const app = createRouter();
  const tags = ['Products'];
  const access = { capability: 'manageProducts' } as const;

  /** The product as it is now, for a reply after a change. */
  const current = async (db: Parameters<typeof getProduct>[0], sellerId: string, id: string) => {
    const product = await getProduct(db, sellerId, id);
    if (!product) throw notFound();
    return toJson(product);
  };
  /** The reply to an edit: the "updated" message and the product as it is now. */
  const updated = async (db: Parameters<typeof getProduct>[0], sellerId: string, id: string) => {
    const product = await current(db, sellerId, id);
    return { ...reply('productUpdated', { name: product.name }), product };
  };

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/products',
      tags,
      summary: 'Products on sale, newest first; search by name, brand or supplier',
      request: { query: listQuerySchema },
      responses: {
        200: jsonResponse(productPageSchema, 'A page of products'),
      },
    }),
    async (c) => {
      const page = await listProducts(c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(toJson) }, 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/products/summary',
      tags,
      summary: 'Product Stock Info, This Month Stock In and Last Month Stock In (months in Asia/Dhaka)',
      responses: {
        200: jsonResponse(productSummarySchema, 'The three cards'),
      },
    }),
    async (c) => c.json(await productSummary(c.var.deps.database.db, c.var.actor.sellerId), 200),
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/products/export',
      tags,
      summary: 'The products on sale the list shows for `search` (or all of them) as CSV (exported_data.csv)',
      request: { query: exportQuerySchema },
      responses: { 200: csvReply },
    }),
    (c) => {
      const { database } = c.var.deps;
      const { sellerId } = c.var.actor;
      const { search, columns } = c.req.valid('query');
      const rows = inKeysetBatches(
        (after: ProductExportKey | null, limit) => exportPage(database.db, sellerId, after, limit, search),
        (p) => [
          p.name,
          p.description,
          p.brand,
          p.country,
          p.storeName,
          p.supplierName,
          takaCell(p.salePrice),
          takaCell(p.liftPrice),
          p.qty,
          p.availableQty,
          dhakaDate(p.createdAt),
          kgText(p.weightGrams),
        ],
      );
      // biome-ignore lint/suspicious/noExplicitAny: a streamed body is outside the JSON typing of openapi()
      return csvResponse(c, exportHeader(PRODUCT_EXPORT_COLUMNS, columns), rows) as any;
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/products',
      tags,
      summary: 'Add a product with its opening stock (prices in poisha)',
      request: {
        body: { content: { 'application/json': { schema: productBodySchema } }, required: true },
      },
      responses: { 201: productReply('Added') },
    }),
    async (c) => {
      const { database } = c.var.deps;
      const { actor } = c.var;
      const id = await createProduct(database.db, actor, c.req.valid('json'));
      const product = await current(database.db, actor.sellerId, id);
      return c.json({ ...reply('productAdded', { name: product.name }), product }, 201);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'put',
      path: '/products/{id}',
      tags,
      summary: 'Edit a product; a changed quantity is recorded as a stock adjustment',
      request: {
        params: idParams,
        body: { content: { 'application/json': { schema: productBodySchema } }, required: true },
      },
      responses: { 200: productReply('Updated') },
    }),
    async (c) => {
      const { database } = c.var.deps;
      const { actor } = c.var;
      const { id } = c.req.valid('param');
      await updateProduct(database.db, actor, id, c.req.valid('json'));
      return c.json(await updated(database.db, actor.sellerId, id), 200);
    },
  );

  app.openapi(
    imageRoute(access, '/products/{id}/image', tags, 'product', productReply('Image replaced')),
    async (c) => {
      const { database } = c.var.deps;
      const { sellerId } = c.var.actor;
      const { id } = c.req.valid('param');
      const images = imageStore(c.var.deps);
      await replaceProductImage(database.db, images, sellerId, id, c.req.valid('form').file);
      return c.json(await updated(database.db, sellerId, id), 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/products/{id}/stock-in',
      tags,
      summary: 'Receive more stock: adds to both quantities',
      request: {
        params: idParams,
        body: { content: { 'application/json': { schema: stockInBodySchema } }, required: true },
      },
      responses: { 200: productReply('Stock updated') },
    }),
    async (c) => {
      const { database } = c.var.deps;
      const { actor } = c.var;
      const { id } = c.req.valid('param');
      await stockIn(database.db, actor, id, c.req.valid('json').qty);
      const product = await current(database.db, actor.sellerId, id);
      return c.json({ ...reply('stockUpdated'), product }, 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'delete',
      path: '/products/{id}',
      tags,
      summary: 'Delete a product, or archive it when orders refer to it',
      request: { params: idParams },
      responses: {
        200: jsonResponse(productDeleteReplySchema, 'Deleted, or archived (`archived: true`)'),
      },
    }),
    async (c) => {
      const { database } = c.var.deps;
      const { id } = c.req.valid('param');
      const result = await deleteProduct(database.db, imageStore(c.var.deps), c.var.actor.sellerId, id);
      const message = result.archived
        ? reply('productArchived', { name: result.name })
        : reply('productDeleted', { name: result.name });
      return c.json({ ...message, archived: result.archived }, 200);
    },
  );
  return app;
}
