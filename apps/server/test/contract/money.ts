import { createOrderFixture } from '../fixtures/orders.ts';
import { sellerProducts, type Walk } from './walk.ts';

/** The marketplace money calls of the contract walk (contract.int.test.ts; decision 049). */
export const moneyWalk: Walk = {
  async setup(w) {
    const [product] = await sellerProducts(w, 'Invoice Audio', { name: 'Volt Invoice Phone', price: 2000 });
    const { order } = await createOrderFixture(w.db.db, {
      userId: w.buyerId,
      items: [{ product: { ...product, sellerId: w.sellerId }, quantity: 1, status: 'OrderConfirmed' }],
    });
    w.ids.invoiceOrder = order.id;
  },
  steps: [
    { call: 'GET /api/admin/commission', as: 'admin', shape: ['defaultRate', 'categories'] },
    {
      call: 'PUT /api/admin/commission',
      as: 'admin',
      body: { defaultRate: 8, categories: [{ name: 'Invoice Audio', rate: 6.5 }] },
      shape: ['defaultRate', 'categories', 'message'],
    },
    {
      call: 'PUT /api/admin/commission',
      as: 'admin',
      body: { defaultRate: 60, categories: [] },
      status: 400,
      note: 'a rate above 50',
    },
    {
      call: 'PATCH /api/admin/sellers/:id/status',
      as: 'admin',
      params: (w) => ({ id: w.sellerId }),
      body: { status: 'approved' },
      shape: ['seller', 'message'],
    },
    { call: 'GET /api/admin/payouts', as: 'admin', shape: 'list' },
    {
      call: 'POST /api/admin/payouts',
      as: 'admin',
      body: {},
      shape: ['payouts', 'skipped', 'mode', 'message'],
    },
    { call: 'GET /api/admin/payouts/sellers', as: 'admin', query: { limit: 10 }, shape: 'list' },
    { call: 'GET /api/admin/payouts/settings', as: 'admin', shape: ['mode', 'holdDays'] },
    { call: 'GET /api/seller/payouts', as: 'seller', shape: ['balance', 'entries', 'payouts'] },
    { call: 'GET /api/seller/payouts/statement.csv', as: 'seller', shape: 'text' },
    { call: 'GET /api/seller/bank-details', as: 'seller', shape: ['bankDetails'] },
    {
      call: 'PUT /api/seller/bank-details',
      as: 'seller',
      body: { accountHolder: 'Walk Seller', accountNumber: '123456789012', ifsc: 'HDFC0001234' },
      shape: ['bankDetails'],
    },
    { call: 'GET /api/seller/status', as: 'seller', shape: ['status', 'reason', 'message'] },
    {
      call: 'GET /api/user/orders/:id/invoice',
      as: 'buyer',
      params: (w) => ({ id: w.ids.invoiceOrder! }),
      shape: 'text',
    },
  ],
};
