import {
  addToCartRequest,
  cartAnswer,
  cartChangeAnswer,
  cartItemIdParams,
  messageAnswer,
  productIdParams,
  updateCartRequest,
} from '../cart.ts';
import {
  placeOrderAnswer,
  placeOrderRequest,
  testPayAnswer,
  testPayRequest,
  verifyPaymentAnswer,
  verifyPaymentRequest,
  paymentModeAnswer,
  releaseOrderAnswer,
  unpaidOrderIdParams,
  unpaidOrderListSchema,
} from '../checkout.ts';
import {
  buyerOrderListSchema,
  buyerOrdersQuerySchema,
  orderAnswer,
  orderItemDetailSchema,
  orderItemIdParams,
  sendMailAnswer,
  sendMailRequest,
  updateOrderStatusRequest,
} from '../orders.ts';
import { defineCalls } from './types.ts';

/**
 * The buyer calls (see index.ts): cart, orders, checkout and card payment, order mails.
 * Razorpay's webhook is a call of the payment provider, not of a client, and has no row.
 */
export const buyerCalls = defineCalls({
  // ---- cart ---------------------------------------------------------------------------------
  'GET /api/user/cart': {
    tag: 'cart',
    summary: 'The cart: products (the product fields plus quantity and cartItemId) under `products`',
    auth: 'buyer',
    status: 200,
    answer: cartAnswer,
  },
  'POST /api/user/cart/add/:productId': {
    tag: 'cart',
    summary: "Add a quantity (the text '1' is accepted) of a product to its line: 200, message",
    auth: 'buyer',
    params: productIdParams,
    body: addToCartRequest.nullish(),
    status: 200,
    answer: cartChangeAnswer,
    errors: [409],
  },
  'PUT /api/user/cart/update/:cartItemId': {
    tag: 'cart',
    summary: 'Set the quantity of a cart line (1 to the stock): message and the line',
    auth: 'buyer',
    params: cartItemIdParams,
    body: updateCartRequest,
    status: 200,
    answer: cartChangeAnswer,
    errors: [409],
  },
  'DELETE /api/user/cart/remove/:cartItemId': {
    tag: 'cart',
    summary: 'Remove a cart line: message',
    auth: 'buyer',
    params: cartItemIdParams,
    status: 200,
    answer: messageAnswer,
  },

  // ---- orders -------------------------------------------------------------------------------
  'GET /api/user/orders': {
    tag: 'orders',
    summary:
      "The buyer's orders (id, orderItems, user), newest placed first; filter by item status and order time",
    auth: 'buyer',
    query: buyerOrdersQuerySchema,
    status: 200,
    answer: buyerOrderListSchema,
    paged: true,
  },
  'GET /api/user/orders/:id': {
    tag: 'orders',
    summary: "One order item with its product (and the product's seller), shipping, tracking and refund",
    auth: 'buyer',
    params: orderItemIdParams,
    status: 200,
    answer: orderItemDetailSchema,
  },
  'PATCH /api/user/orders/:id': {
    tag: 'orders',
    summary:
      'Cancel (OrderConfirmed, Shipped) or return (Delivered, within 30 days) an order item: 200, order',
    auth: 'buyer',
    params: orderItemIdParams,
    body: updateOrderStatusRequest,
    status: 200,
    answer: orderAnswer,
    errors: [409],
  },

  // ---- checkout and payment -----------------------------------------------------------------
  'POST /api/user/orders/place-order': {
    tag: 'checkout',
    summary:
      'Reserve the stock of a draft for 15 minutes and open the card payment: order (id, amount, currency) and orderData',
    auth: 'buyer',
    body: placeOrderRequest,
    status: 200,
    answer: placeOrderAnswer,
    // 404: a draft that is not there (or not the buyer's).
    errors: [404, 409, 502],
  },
  'POST /api/user/orders/verify-payment': {
    tag: 'checkout',
    summary: 'Verify the payment signature and confirm the order (idempotent): success, order',
    auth: 'buyer',
    body: verifyPaymentRequest,
    status: 200,
    answer: verifyPaymentAnswer,
    errors: [409],
  },
  'GET /api/user/orders/unpaid': {
    tag: 'checkout',
    summary:
      "The buyer's unpaid orders still holding stock (their 15 minutes running), newest first, each as place-order answers it plus createdAt",
    auth: 'buyer',
    status: 200,
    answer: unpaidOrderListSchema,
  },
  'DELETE /api/user/orders/unpaid/:orderId': {
    tag: 'checkout',
    summary:
      'Release an own unpaid order now (the card dialog closed, or Cancel in My Orders): its stock returns; idempotent; a paid order is 409 AlreadyPaid',
    auth: 'buyer',
    params: unpaidOrderIdParams,
    status: 200,
    answer: releaseOrderAnswer,
    errors: [409],
  },
  'GET /api/payments/mode': {
    tag: 'payments',
    summary:
      'Which gateway takes card payments; `notice`: show "Test mode" on every page (PAYMENT_MODE=test)',
    auth: 'public',
    status: 200,
    answer: paymentModeAnswer,
  },
  'POST /api/payments/test/pay': {
    tag: 'payments',
    summary:
      'Test mode: pay a pending order with a test card (4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 is declined)',
    auth: 'buyer',
    body: testPayRequest,
    status: 200,
    answer: testPayAnswer,
    errors: [402, 404, 409],
  },

  // ---- mails --------------------------------------------------------------------------------
  'POST /api/sendmail': {
    tag: 'orders',
    summary: 'Send the mail of a status an order item has reached (once per item and type): 200 success',
    auth: 'account',
    body: sendMailRequest,
    status: 200,
    answer: sendMailAnswer,
    errors: [404, 409],
  },
});
