import { TEST_CARDS } from '@electrohub/shared/checkout';
import { createOrderFixture } from '../fixtures/orders.ts';
import { id, listSteps, sellerProducts, text, type Walk, type World } from './walk.ts';

/**
 * The buyer calls of the contract walk (contract.int.test.ts): the cart, an order placed and paid with the test
 * card (and one given up: listed unpaid, then released), the order list and detail, a cancellation and an order mail.
 */
export const buyerWalk: Walk = {
  async setup(w) {
    const [forCart, forOrder] = await sellerProducts(
      w,
      'Walk Audio',
      { price: 2000 },
      { price: 1500, offerPercentage: 10 },
    );
    w.ids.cartProduct = forCart.id;
    w.ids.orderProduct = forOrder.id;
    const { items } = await createOrderFixture(w.db.db, {
      userId: w.buyerId,
      items: [
        { product: forOrder, status: 'OrderConfirmed' },
        { product: forCart, status: 'Delivered' },
      ],
    });
    w.ids.confirmedItem = items[0]!.id;
    w.ids.deliveredItem = items[1]!.id;
  },
  steps: [
    // ---- cart ----
    {
      call: 'POST /api/user/cart/add/:productId',
      as: 'buyer',
      params: (w) => ({ productId: id(w, 'cartProduct') }),
      body: { quantity: '1' },
      shape: ['message'],
      save: (a, w) => {
        w.ids.cartItem = (a as { cartItem: { id: number } }).cartItem.id;
      },
    },
    { call: 'GET /api/user/cart', as: 'buyer', shape: ['products'] },
    {
      call: 'PUT /api/user/cart/update/:cartItemId',
      as: 'buyer',
      params: (w) => ({ cartItemId: id(w, 'cartItem') }),
      body: { quantity: 2 },
      shape: ['message'],
    },
    {
      call: 'DELETE /api/user/cart/remove/:cartItemId',
      as: 'buyer',
      params: (w) => ({ cartItemId: id(w, 'cartItem') }),
      shape: ['message'],
    },

    // ---- checkout: place, pay with the test card, verify ----
    {
      call: 'POST /api/user/orders/place-order',
      as: 'buyer',
      body: (w: World) => ({
        total: 1350,
        items: [{ productId: id(w, 'orderProduct'), quantity: 1, sellerId: w.sellerId }],
        flag: 'buy',
      }),
      shape: ['order', 'orderData'],
      save: (a, w) => {
        w.ids.providerOrder = (a as { order: { id: string } }).order.id;
      },
    },
    // A second Buy Now, given up: listed among the unpaid orders, then released (the card dialog closed).
    {
      call: 'POST /api/user/orders/place-order',
      as: 'buyer',
      note: 'a Buy Now left unpaid',
      body: (w: World) => ({ total: 2000, items: [{ productId: id(w, 'cartProduct'), quantity: 1 }] }),
      shape: ['order', 'orderData'],
      save: (a, w) => {
        w.ids.unpaidOrder = (a as { orderData: { orderId: number } }).orderData.orderId;
      },
    },
    { call: 'GET /api/user/orders/unpaid', as: 'buyer', shape: 'list' },
    {
      call: 'DELETE /api/user/orders/unpaid/:orderId',
      as: 'buyer',
      params: (w) => ({ orderId: id(w, 'unpaidOrder') }),
      shape: ['message', 'order'],
    },
    { call: 'GET /api/payments/mode', shape: ['mode', 'notice'] },
    {
      call: 'POST /api/payments/test/pay',
      as: 'buyer',
      body: (w: World) => ({
        orderId: text(w, 'providerOrder'),
        cardNumber: TEST_CARDS.success,
        expiry: '12/39',
        cvc: '123',
        name: 'Asha Verma',
      }),
      shape: ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'],
      save: (a, w) => {
        const p = a as Record<string, string>;
        w.ids.payOrder = p.razorpay_order_id!;
        w.ids.payId = p.razorpay_payment_id!;
        w.ids.paySignature = p.razorpay_signature!;
      },
    },
    {
      call: 'POST /api/user/orders/verify-payment',
      as: 'buyer',
      body: (w: World) => ({
        razorpay_order_id: text(w, 'payOrder'),
        razorpay_payment_id: text(w, 'payId'),
        razorpay_signature: text(w, 'paySignature'),
        flag: 'buy',
      }),
      shape: ['success', 'order'],
    },

    // ---- orders ----
    ...listSteps(
      'GET /api/user/orders',
      'buyer',
      { status: 'Delivered', orderTime: 'Oldest', page: 1, limit: 5 },
      'filtered and paged',
    ),
    {
      call: 'GET /api/user/orders/:id',
      as: 'buyer',
      params: (w) => ({ id: id(w, 'confirmedItem') }),
      shape: ['id', 'orderId', 'productId', 'product', 'quantity', 'status', 'createdAt', 'updatedAt'],
    },
    {
      call: 'PATCH /api/user/orders/:id',
      as: 'buyer',
      params: (w) => ({ id: id(w, 'confirmedItem') }),
      body: { status: 'Cancelled' },
      shape: ['order'],
    },
    {
      call: 'POST /api/sendmail',
      as: 'buyer',
      body: (w: World) => ({ orderItemId: id(w, 'deliveredItem'), type: 'Delivered' }),
      shape: ['success'],
    },
  ],
};
