import { bannerListSchema, categoryListSchema, featuredListSchema } from '../catalog.ts';
import { defineCalls } from './types.ts';

/** The storefront calls (spec 1 §7) and the public extras beside them (see index.ts). */
export const storefrontCalls = defineCalls({
  'GET /api/categories/6': {
    tag: 'catalog',
    summary: 'The first six categories (header menu, footer)',
    auth: 'public',
    status: 200,
    answer: categoryListSchema,
  },
  'GET /api/categories/all': {
    tag: 'catalog',
    summary: 'Every category (home chips, category page)',
    auth: 'public',
    status: 200,
    answer: categoryListSchema,
  },
  'GET /api/banner-carousels': {
    tag: 'catalog',
    summary: 'Active home banners in order',
    auth: 'public',
    status: 200,
    answer: bannerListSchema,
  },
  'GET /api/product-carousels': {
    tag: 'catalog',
    summary: 'Active featured-product carousel items',
    auth: 'public',
    status: 200,
    answer: featuredListSchema,
  },
});
