import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseId } from '@electrohub/shared/ids';
import {
  productDetailAnswerSchema,
  productListQuerySchema,
  productListSchema,
  productsAnswerSchema,
  publicSellerAnswerSchema,
  relatedParamsSchema,
  relatedQuerySchema,
  sellerListQuerySchema,
  sellerListSchema,
  sellerProductsQuerySchema,
} from '@electrohub/shared/catalog';
import { schemaOf } from '../../lib/contract.ts';
import * as service from './service.ts';

const errorSchema = z.object({ flag: z.string(), error: z.string() });
/** Path ids are taken as text so that a malformed id is simply "not found" (404), like an unknown one. */
const idParams = z.object({ id: z.string().max(32) });

/** The public catalog: categories, product lists and detail, related products, sellers, home carousels. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  /** How long a public answer is reused (CATALOG_CACHE_SECONDS; lib/memo.ts). */
  const cacheMs = () => app.config.CATALOG_CACHE_SECONDS * 1000;
  app.get(
    '/api/categories/6',
    { schema: schemaOf('GET /api/categories/6') },
    async () => service.getCategories(app.db, 6),
  );

  app.get(
    '/api/categories/all',
    { schema: schemaOf('GET /api/categories/all') },
    async () => service.getCategories(app.db),
  );

  app.get(
    '/api/user/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A page of public products (filter by category, sort)',
        querystring: productListQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (request) => service.listProducts(app.db, request.query, cacheMs()),
  );

  app.get(
    '/api/user/products/relatedproducts/:category',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Up to 8 public products of the same category, the current one excluded',
        params: relatedParamsSchema,
        querystring: relatedQuerySchema,
        response: { 200: productsAnswerSchema },
      },
    },
    async (request) => ({ products: await service.getRelated(app.db, request.params.category, request.query.exclude, cacheMs()) }),
  );

  app.get(
    '/api/user/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A public product with specifications, seller and reviews',
        params: idParams,
        response: { 200: productDetailAnswerSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const id = parseId(request.params.id);
      if (id === null) throw service.productNotFound();
      return { product: await service.getProduct(app.db, id, cacheMs()) };
    },
  );

  app.get(
    '/api/user/sellers',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Top sellers: units sold in the last 90 days, then product count',
        querystring: sellerListQuerySchema,
        response: { 200: sellerListSchema },
      },
    },
    async (request) => ({ sellers: await service.getTopSellers(app.db, request.query.limit) }),
  );

  app.get(
    '/api/user/sellers/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: "A seller's public page: profile, statistics and one page of products",
        params: idParams,
        querystring: sellerProductsQuerySchema,
        response: { 200: publicSellerAnswerSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const id = parseId(request.params.id);
      if (id === null) throw service.sellerNotFound();
      return service.getPublicSeller(app.db, id, request.query, cacheMs());
    },
  );

  app.get(
    '/api/banner-carousels',
    { schema: schemaOf('GET /api/banner-carousels') },
    async () => service.getBanners(app.db),
  );

  app.get(
    '/api/product-carousels',
    { schema: schemaOf('GET /api/product-carousels') },
    async () => service.getFeatured(app.db),
  );
};
