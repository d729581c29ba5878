import { productSearchQuerySchema } from '@chalan/core';
import { productSearchReplySchema } from '@chalan/core/products/replies';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../router.ts';
import { searchProducts } from './products-search.service.ts';

const searchQuerySchema = productSearchQuerySchema.extend({
  q: productSearchQuerySchema.shape.q.describe('Part of the product name'),
});

/** The product search of Start Order and the order edit form (both roles work orders). */
export function productsSearchRoutes() {
  const app = createRouter();
  app.openapi(
    guardedRoute(
      { capability: 'workOrders' },
      {
        method: 'get',
        path: '/products/search',
        tags: ['Products'],
        summary: 'Products whose name contains q (at most 10), out-of-stock ones included',
        request: { query: searchQuerySchema },
        responses: {
          200: jsonResponse(productSearchReplySchema, 'Matching products on sale'),
        },
      },
    ),
    async (c) => {
      const items = await searchProducts(
        c.var.deps.database.db,
        c.var.actor.sellerId,
        c.req.valid('query').q,
      );
      return c.json({ items }, 200);
    },
  );
  return app;
}
