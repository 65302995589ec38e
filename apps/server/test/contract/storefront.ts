import { createCategory, createProduct } from '../factories.ts';
import type { Walk } from './walk.ts';

/** The storefront calls of the contract walk (contract.int.test.ts). */
export const storefrontWalk: Walk = {
  async setup(w) {
    const category = await createCategory(w.db.db, { name: 'Smartphones' });
    const product = await createProduct(w.db.db, {
      sellerId: w.sellerId,
      categoryName: category.name,
      name: 'Pixel Nine',
      offerPercentage: 10,
    });
    w.ids.category = category.name;
    w.ids.product = product.id;
  },
  steps: [
    { call: 'GET /api/categories/6', shape: 'list' },
    { call: 'GET /api/categories/all', shape: 'list' },
    { call: 'GET /api/banner-carousels', shape: 'list' },
    { call: 'GET /api/product-carousels', shape: 'list' },
  ],
};
