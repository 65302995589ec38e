import { createOrderFixture } from '../fixtures/orders.ts';
import { reviews } from '../../src/db/schema/index.ts';
import { listSteps, PRODUCT_KEYS, sellerProducts, type Walk } from './walk.ts';

/**
 * The admin calls of the contract walk (contract.int.test.ts): dashboard, products, orders and people. (The CMS,
 * finance and messages calls walk in admin-content.ts.)
 */
export const adminWalk: Walk = {
  async setup(w) {
    const db = w.db.db;
    const [product] = await sellerProducts(w, 'Admin Walk Laptops', {
      name: 'Walk Book Air',
      price: 60000,
      offerPercentage: 5,
      stock: 4,
    });
    const { items } = await createOrderFixture(db, {
      userId: w.buyerId,
      items: [{ product, quantity: 1, status: 'Delivered' }],
    });
    await db
      .insert(reviews)
      .values({ productId: product.id, userId: w.buyerId, rating: 4, content: 'Light and quick.' });
    w.ids.adminProduct = product.id;
    w.ids.adminOrderItem = items[0]!.id;
  },
  steps: [
    {
      call: 'GET /api/admin/sales',
      as: 'admin',
      shape: ['orders', 'sales', 'monthlyOrders', 'sellers', 'users', 'weeklySales'],
    },
    ...listSteps('GET /api/admin/cms/categories/productCount', 'admin', { page: 1, limit: 1 }, 'paged'),
    {
      call: 'GET /api/admin/products/topselling/:count',
      as: 'admin',
      params: { count: 5 },
      shape: ['products'],
    },
    {
      call: 'GET /api/admin/products/productStats',
      as: 'admin',
      shape: ['totalProducts', 'inStock', 'outOfStock', 'discontinued', 'categories'],
    },
    ...listSteps(
      'GET /api/admin/products',
      'admin',
      { page: 1, limit: 7, category: 'Admin Walk Laptops', search: 'walk' },
      'filters and paging',
    ),
    {
      call: 'GET /api/admin/products/:id',
      as: 'admin',
      params: (w) => ({ id: w.ids.adminProduct! }),
      shape: [...PRODUCT_KEYS, 'seller', 'reviews'],
    },
    {
      call: 'PATCH /api/admin/products/updateStatus/:id',
      as: 'admin',
      params: (w) => ({ id: w.ids.adminProduct! }),
      body: { status: 'Active' },
      shape: ['message', 'product'],
    },
    {
      call: 'GET /api/admin/orders',
      as: 'admin',
      query: { page: 1, limit: 7 },
      shape: ['orderItems', 'orders', 'returns', 'fulfilledOrders'],
    },
    {
      call: 'GET /api/admin/orders/:id',
      as: 'admin',
      params: (w) => ({ id: w.ids.adminOrderItem! }),
      shape: [
        'id',
        'status',
        'createdAt',
        'updatedAt',
        'product',
        'sellerAverageRating',
        'totalSellerOrders',
        'user',
      ],
    },
    ...listSteps('GET /api/admin/sellers', 'admin', { page: 1, limit: 10, search: 'e' }),
    { call: 'GET /api/admin/sellers/topsellers', as: 'admin', query: { page: 1, limit: 10 }, shape: 'list' },
    {
      call: 'GET /api/admin/sellers/:id',
      as: 'admin',
      params: (w) => ({ id: w.sellerId }),
      shape: ['seller', 'averageRating', 'totalSales', 'sellerProducts', 'totalReturns', 'orders'],
    },
    { call: 'GET /api/admin/users', as: 'admin', query: { page: 1, limit: 10 }, shape: 'list' },
    {
      call: 'GET /api/admin/users/:id',
      as: 'admin',
      params: (w) => ({ id: w.buyerId }),
      shape: ['user', 'totalSpend', 'itemsPurchased', 'returns', 'avgOrderValue', 'orderItems'],
    },
    { call: 'GET /api/admin/admins', as: 'admin', shape: 'list' },
    { call: 'GET /api/admin/sales', as: 'buyer', status: 401, note: 'admins only' },
  ],
};
