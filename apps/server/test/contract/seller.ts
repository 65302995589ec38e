import { reviews } from '../../src/db/schema/index.ts';
import { createOrderFixture } from '../fixtures/orders.ts';
import { imageParts, multipart, productFields } from '../multipart.ts';
import { PRODUCT_KEYS, sellerProducts, type Walk } from './walk.ts';

/** The seller calls of the contract walk (contract.int.test.ts): the world's seller and their own data. */
export const sellerWalk: Walk = {
  async setup(w) {
    const db = w.db.db;
    // Four images on the first, so that one can be removed (a product keeps at least three).
    const [sold, spare] = await sellerProducts(
      w,
      'Smartphones',
      { name: 'Volt Walk Phone', price: 1000, offerPercentage: 10, images: 4 },
      { name: 'Volt Spare' },
    );
    await db
      .insert(reviews)
      .values({ productId: sold.id, userId: w.buyerId, rating: 4, content: 'Solid phone' });
    const { items } = await createOrderFixture(db, {
      userId: w.buyerId,
      items: [{ product: { ...sold, sellerId: w.sellerId }, quantity: 2, status: 'OrderConfirmed' }],
    });
    w.ids.sellerProduct = sold.id;
    w.ids.sellerSpareProduct = spare.id;
    w.ids.sellerOrderItem = items[0]!.id;
  },
  steps: [
    {
      call: 'GET /api/seller/products/:id',
      as: 'seller',
      params: (w) => ({ id: w.sellerId }),
      shape: 'list',
      save: (answer, w) => {
        const sold = (answer as { id: number; images: { id: number }[] }[]).find(
          (p) => p.id === w.ids.sellerProduct,
        );
        w.ids.sellerImage = sold!.images[0]!.id;
      },
    },
    {
      call: 'GET /api/seller/products/single-product/:id',
      as: 'seller',
      params: (w) => ({ id: w.ids.sellerProduct! }),
      shape: [...PRODUCT_KEYS, 'seller', 'reviews'],
    },
    {
      call: 'POST /api/seller/products/:id',
      as: 'seller',
      params: (w) => ({ id: w.sellerId }),
      multipart: async () => multipart(productFields(), await imageParts(3)),
      shape: PRODUCT_KEYS,
      save: (answer, w) => {
        w.ids.sellerNewProduct = (answer as { id: number }).id;
      },
    },
    {
      call: 'PATCH /api/seller/products/:id',
      as: 'seller',
      params: (w) => ({ id: w.ids.sellerNewProduct! }),
      multipart: async () =>
        multipart({ price: 19999, details: JSON.stringify([{ key: 'RAM', value: '12 GB' }]) }),
      shape: PRODUCT_KEYS,
    },
    {
      call: 'PUT /api/seller/products/image/:imageId',
      as: 'seller',
      params: (w) => ({ imageId: w.ids.sellerImage! }),
      multipart: async () => multipart({}, await imageParts(1, 'image')),
      shape: ['message', 'image'],
    },
    {
      call: 'DELETE /api/seller/products/image/:imageId',
      as: 'seller',
      params: (w) => ({ imageId: w.ids.sellerImage! }),
      shape: ['message', 'image'],
    },
    {
      call: 'DELETE /api/seller/products/:id',
      as: 'seller',
      params: (w) => ({ id: w.ids.sellerNewProduct! }),
      shape: ['message'],
    },
    {
      call: 'DELETE /api/seller/products/del-permanent/:id',
      as: 'seller',
      params: (w) => ({ id: w.ids.sellerSpareProduct! }),
      shape: ['message'],
    },
    { call: 'GET /api/seller/orders', as: 'seller', shape: ['orders'] },
    {
      call: 'GET /api/seller/orders/:id',
      as: 'seller',
      params: (w) => ({ id: w.ids.sellerOrderItem! }),
      shape: [
        'id',
        'orderId',
        'productId',
        'product',
        'quantity',
        'status',
        'createdAt',
        'updatedAt',
        'customerName',
      ],
    },
    {
      call: 'PATCH /api/seller/orders/:id',
      as: 'seller',
      params: (w) => ({ id: w.ids.sellerOrderItem! }),
      body: { status: 'Shipped' },
      shape: ['order', 'user'],
    },
    {
      call: 'GET /api/seller/profilestatistics',
      as: 'seller',
      shape: ['orderItems', 'totalSales', 'returnedItems', 'notDeliveredItems'],
    },
    { call: 'GET /api/seller/salesstatistics', as: 'seller', shape: ['weeklySales', 'categories'] },
    {
      call: 'POST /api/remove-bg',
      as: 'seller',
      multipart: async () => multipart({}, await imageParts(1, 'image')),
      shape: ['processedImage'],
    },
  ],
};
