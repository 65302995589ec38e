import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseId } from '@electrohub/shared/ids';
import { TOTAL_COUNT_HEADER } from '@electrohub/shared/paging';
import { schemaOf, sendNextLink, sendPage } from '../../lib/contract.ts';
import * as service from './service.ts';

/** Path ids are taken as text (pathIdParamsSchema) so that a malformed id is "not found" (404) like an unknown one (ids.ts `parseId`). */

/** The public catalog: categories, product lists and detail, related products, sellers, home carousels. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  /** How long a public answer is reused (CATALOG_CACHE_SECONDS; lib/memo.ts). */
  const cacheMs = () => app.config.CATALOG_CACHE_SECONDS * 1000;
  app.get('/api/categories/6', { schema: schemaOf('GET /api/categories/6') }, async () =>
    service.getCategories(app.db, 6),
  );

  app.get('/api/categories/all', { schema: schemaOf('GET /api/categories/all') }, async () =>
    service.getCategories(app.db),
  );

  app.get('/api/user/products', { schema: schemaOf('GET /api/user/products') }, async (request, reply) => {
    const list = await service.listProducts(app.db, request.query, cacheMs());
    sendNextLink(request, reply, list.nextCursor, list.limit, list);
    // The count of the (filtered) list, as on the bare-array lists (decision 024), beside the body's `total`.
    void reply.header(TOTAL_COUNT_HEADER, String(list.total));
    return list;
  });

  app.get(
    '/api/user/products/relatedproducts/:category',
    { schema: schemaOf('GET /api/user/products/relatedproducts/:category') },
    // `{ products }` with the paging headers of a bare list.
    async (request, reply) => ({
      products: sendPage(
        request,
        reply,
        await service.getRelated(app.db, request.params.category, request.query, cacheMs()),
      ),
    }),
  );

  app.get('/api/user/products/:id', { schema: schemaOf('GET /api/user/products/:id') }, async (request) => {
    const id = parseId(request.params.id);
    if (id === null) throw service.productNotFound();
    return service.getProduct(app.db, id, cacheMs());
  });

  app.get('/api/user/sellers', { schema: schemaOf('GET /api/user/sellers') }, async (request) => ({
    sellers: await service.getTopSellers(app.db, request.query.limit),
  }));

  app.get('/api/user/sellers/:id', { schema: schemaOf('GET /api/user/sellers/:id') }, async (request) => {
    const id = parseId(request.params.id);
    if (id === null) throw service.sellerNotFound();
    return service.getPublicSeller(app.db, id, request.query, cacheMs());
  });

  app.get('/api/banner-carousels', { schema: schemaOf('GET /api/banner-carousels') }, async () =>
    service.getBanners(app.db),
  );

  app.get('/api/product-carousels', { schema: schemaOf('GET /api/product-carousels') }, async () =>
    service.getFeatured(app.db),
  );
};
