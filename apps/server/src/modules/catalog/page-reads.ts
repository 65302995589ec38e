import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { CALLS, type CallKey } from '@electrohub/shared/contract';
import { parseId } from '@electrohub/shared/ids';
import { AppError } from '../../lib/errors.ts';
import { contractSerializerCompiler } from '../../lib/serializer.ts';
import type { PageRead } from '../../lib/page-renderer.ts';
import * as searchService from '../search/service.ts';
import { PUBLIC_TAGS, itemTags } from './changes.ts';
import * as service from './service.ts';

type Read = {
  key: CallKey;
  pattern: RegExp;
  /** The answer and what it shows (the tags its remembered answer carries in the service, decision 029). */
  answer: (match: string[], query: unknown) => Promise<{ value: unknown; tags: readonly string[] }>;
};

const idOf = (text: string | undefined, error: () => AppError) => {
  const id = parseId(text ?? '');
  if (id === null) throw error();
  return id;
};

/**
 * The server renderer's reads (decision 037): the public storefront calls a server-rendered page makes, answered
 * by the same services as their routes (catalog/routes.ts, search/routes.ts) without an HTTP request, with the same
 * query validation and the same encoding. Nothing here sees a cookie: only public answers can be read.
 */
export function pageReads(app: FastifyInstance) {
  const cacheMs = () => app.config.CATALOG_CACHE_SECONDS * 1000;
  const reads: Read[] = [
    {
      key: 'GET /api/categories/6',
      pattern: /^\/api\/categories\/6$/,
      answer: async () => ({ value: await service.getCategories(app.db, 6, cacheMs()), tags: [] }),
    },
    {
      key: 'GET /api/categories/all',
      pattern: /^\/api\/categories\/all$/,
      answer: async () => ({ value: await service.getCategories(app.db, undefined, cacheMs()), tags: [] }),
    },
    {
      key: 'GET /api/banner-carousels',
      pattern: /^\/api\/banner-carousels$/,
      answer: async () => ({ value: await service.getBanners(app.db, cacheMs()), tags: [] }),
    },
    {
      key: 'GET /api/product-carousels',
      pattern: /^\/api\/product-carousels$/,
      answer: async () => ({ value: await service.getFeatured(app.db, cacheMs()), tags: [] }),
    },
    {
      key: 'GET /api/user/products',
      pattern: /^\/api\/user\/products$/,
      answer: async (_m, query) => {
        const q = query as Parameters<typeof service.listProducts>[1];
        const list = await service.listProducts(app.db, q, cacheMs());
        const listTag = q.category ? PUBLIC_TAGS.category(q.category) : PUBLIC_TAGS.allProducts;
        return { value: list, tags: [listTag, ...itemTags(list.products)] };
      },
    },
    {
      key: 'GET /api/user/products/search',
      pattern: /^\/api\/user\/products\/search$/,
      answer: async (_m, query) => {
        const hits = await searchService.search(
          app.db,
          query as Parameters<typeof searchService.search>[1],
          cacheMs(),
        );
        return { value: hits, tags: [PUBLIC_TAGS.search, ...itemTags(hits)] };
      },
    },
    {
      // The filter sidebar's counts (decision 053). The page is forgotten with its list, not on every product
      // selling out anywhere (`availability`), like the listing read above: its "in stock" counts may lag a stock
      // move by the page's life (CATALOG_CACHE_SECONDS); the API's answer does not.
      key: 'GET /api/user/products/facets',
      pattern: /^\/api\/user\/products\/facets$/,
      answer: async (_m, query) => {
        const q = query as Parameters<typeof searchService.facets>[1];
        const value = await searchService.facets(app.db, q, cacheMs());
        return { value, tags: searchService.facetsTags(q, { availability: false }) };
      },
    },
    {
      key: 'GET /api/user/products/relatedproducts/:category',
      pattern: /^\/api\/user\/products\/relatedproducts\/([^/]+)$/,
      answer: async ([category = ''], query) => {
        const { rows } = await service.getRelated(
          app.db,
          category,
          query as Parameters<typeof service.getRelated>[2],
          cacheMs(),
        );
        return { value: { products: rows }, tags: [PUBLIC_TAGS.category(category), ...itemTags(rows)] };
      },
    },
    {
      key: 'GET /api/user/products/:id',
      pattern: /^\/api\/user\/products\/([^/]+)$/,
      answer: async ([text]) => {
        const id = idOf(text, service.productNotFound);
        return { value: await service.getProduct(app.db, id, cacheMs()), tags: [PUBLIC_TAGS.page(id)] };
      },
    },
    {
      key: 'GET /api/user/sellers/:id',
      pattern: /^\/api\/user\/sellers\/([^/]+)$/,
      answer: async ([text], query) => {
        const id = idOf(text, service.sellerNotFound);
        const seller = await service.getPublicSeller(
          app.db,
          id,
          query as Parameters<typeof service.getPublicSeller>[2],
          cacheMs(),
        );
        return { value: seller, tags: [PUBLIC_TAGS.seller(id), ...itemTags(seller.seller.products)] };
      },
    },
  ];

  // Encoded as the routes encode their answers (app.ts: compiled from the contract schema, media URLs absolute).
  const compile = contractSerializerCompiler(app.config.mediaBaseUrl);
  const encoders = new Map(
    reads.map((r) => {
      const call = CALLS[r.key];
      const [method = 'GET', url = ''] = r.key.split(' ');
      return [r.key, compile({ schema: call.answer, method, url, httpStatus: String(call.status) })] as const;
    }),
  );
  const failure = (status: number, flag: string, error: string): PageRead => ({
    status,
    body: JSON.stringify({ flag, error }),
    tags: [],
  });

  return async (pathAndQuery: string): Promise<PageRead> => {
    const url = new URL(pathAndQuery, 'http://in-process');
    for (const read of reads) {
      const match = read.pattern.exec(url.pathname);
      if (!match) continue;
      const call = CALLS[read.key];
      const querySchema = 'query' in call ? (call.query as z.ZodType) : undefined;
      const query = querySchema?.safeParse(Object.fromEntries(url.searchParams));
      if (query && !query.success) return failure(400, 'ValidationError', 'Invalid query');
      try {
        const params = match.slice(1).map((p) => decodeURIComponent(p));
        const { value, tags } = await read.answer(params, query?.data ?? {});
        return { status: call.status, body: encoders.get(read.key)!(value), tags };
      } catch (err) {
        if (err instanceof AppError && err.status < 500) return failure(err.status, err.flag, err.message);
        throw err;
      }
    }
    // Not a read a public page may make (the page renders it loading; the browser asks).
    return failure(404, 'NotFound', `Route GET ${url.pathname} not found`);
  };
}
