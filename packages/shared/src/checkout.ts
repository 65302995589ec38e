import { z } from 'zod';
import { CART_LINE_MAX, CART_MESSAGES } from './cart-constants.ts';
import {
  CHECKOUT_FLAGS,
  CHECKOUT_MESSAGES,
  luhnValid,
  PAYMENT_PROVIDERS,
  parseExpiry,
} from './checkout-constants.ts';
import { idParam } from './ids.ts';
import { orderItemSchema, orderUserSchema } from './orders.ts';

// The zod-free part (limits, messages, card checks) lives in checkout-constants.ts; re-exported for the server.
export * from './checkout-constants.ts';

/**
 * Checkout and card payment (docs/product.md#checkout-and-payment).
 * The client sends a draft; the server loads the products, refuses what cannot be bought, recomputes the
 * total, reserves the stock for {@link RESERVATION_MINUTES} minutes and opens a payment with the provider.
 */

/** One line of the order draft. `sellerId` is informative: the server uses the product's. */
export const orderDraftItemSchema = z
  .object({
    productId: z.number().int().positive(),
    quantity: z
      .number()
      .int(CART_MESSAGES.quantityMin)
      .min(1, CART_MESSAGES.quantityMin)
      .max(CART_LINE_MAX, CART_MESSAGES.quantityMax),
    sellerId: z.number().int().nullable().optional(),
  })
  .strict();
export type OrderDraftItem = z.infer<typeof orderDraftItemSchema>;

/** `POST /api/user/orders/place-order` body: `{ total (rupees), items, flag? }`. */
export const placeOrderRequest = z
  .object({
    total: z.number(CHECKOUT_MESSAGES.cartEmpty).positive(CHECKOUT_MESSAGES.totalPositive),
    items: z
      .array(orderDraftItemSchema)
      .min(1, CHECKOUT_MESSAGES.cartEmpty)
      .max(50, 'Too many items in one order'),
    flag: z.enum(CHECKOUT_FLAGS).optional(),
  })
  .strict();
export type PlaceOrderRequest = z.infer<typeof placeOrderRequest>;

/** What the server reserved: sent back to the client and (optionally) on to verification. */
export const orderDataSchema = z.object({
  orderId: z.number().int(),
  total: z.number(),
  flag: z.enum(CHECKOUT_FLAGS),
  expiresAt: z.string(),
  items: z.array(
    z.object({
      productId: z.number().int(),
      quantity: z.number().int(),
      sellerId: z.number().int().nullable(),
      name: z.string(),
      price: z.number(),
      /** The product's first picture when the order was placed (My Orders shows it next to an unpaid order). */
      image: z.string().nullable(),
    }),
  ),
});
export type OrderData = z.infer<typeof orderDataSchema>;

/**
 * `place-order` answer: `order.id` is the provider's order id, `amount` is in paise (the provider's unit),
 * `key` the public key for the browser checkout, `prefill` the buyer's name, e-mail and phone.
 */
export const placeOrderAnswer = z.object({
  order: z.object({ id: z.string(), amount: z.number().int(), currency: z.literal('INR') }),
  orderData: orderDataSchema,
  provider: z.enum(PAYMENT_PROVIDERS),
  key: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type PlaceOrderAnswer = z.infer<typeof placeOrderAnswer>;

/**
 * `GET /api/user/orders/unpaid`: one of the buyer's unpaid orders that still holds its stock, in the place-order
 * answer's shape (so 'Pay now' in My Orders opens the same card payment) plus when it was placed.
 */
export const unpaidOrderSchema = placeOrderAnswer.extend({ createdAt: z.string() });
export type UnpaidOrder = z.infer<typeof unpaidOrderSchema>;
export const unpaidOrderListSchema = z.array(unpaidOrderSchema);

/** `DELETE /api/user/orders/unpaid/{orderId}`: `orderId` is `orderData.orderId` of the place-order answer. */
export const unpaidOrderIdParams = z.object({ orderId: idParam });

/** The release answer: the order is `Expired` (released now or before); its stock is back. */
export const releaseOrderAnswer = z.object({
  message: z.string(),
  order: z.object({ id: z.number().int(), status: z.enum(['Pending', 'Paid', 'Expired']) }),
});
export type ReleaseOrderAnswer = z.infer<typeof releaseOrderAnswer>;

/** The payment result fields Razorpay (and the test gateway) hand to the browser. */
export const paymentResultSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** `POST /api/user/orders/verify-payment` body. `orderData` is accepted for compatibility and ignored. */
export const verifyPaymentRequest = paymentResultSchema
  .extend({
    orderData: z.record(z.string(), z.unknown()).optional(),
    flag: z.enum(CHECKOUT_FLAGS).optional(),
  })
  .strict();
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequest>;

export const paidOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(['Pending', 'Paid', 'Expired']),
  amount: z.number(),
  currency: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  orderItems: z.array(orderItemSchema),
  /** Who it ships to. */
  user: orderUserSchema,
});
export type PaidOrder = z.infer<typeof paidOrderSchema>;

/** Verification answer: `{ success: true, order }`. */
export const verifyPaymentAnswer = z.object({ success: z.literal(true), order: paidOrderSchema });
export type VerifyPaymentAnswer = z.infer<typeof verifyPaymentAnswer>;

/** `POST /api/payments/test/pay` body: the test gateway's card form. */
export const testPayRequest = z
  .object({
    orderId: z.string().min(1).max(100),
    cardNumber: z.string(CHECKOUT_MESSAGES.cardNumber).refine(luhnValid, CHECKOUT_MESSAGES.cardNumber),
    expiry: z
      .string(CHECKOUT_MESSAGES.expiryFormat)
      .refine((v) => parseExpiry(v) !== null, CHECKOUT_MESSAGES.expiryFormat),
    cvc: z
      .string(CHECKOUT_MESSAGES.cvc)
      .trim()
      .regex(/^\d{3,4}$/, CHECKOUT_MESSAGES.cvc),
    name: z
      .string(CHECKOUT_MESSAGES.nameOnCard)
      .trim()
      .min(1, CHECKOUT_MESSAGES.nameOnCard)
      .max(100, CHECKOUT_MESSAGES.nameOnCard),
  })
  .strict();
export type TestPayRequest = z.infer<typeof testPayRequest>;

export const testPayAnswer = paymentResultSchema;
export type TestPayAnswer = PaymentResult;

/**
 * `GET /api/payments/mode`: which gateway takes card payments. `notice`: the operator chose test payments on
 * purpose (PAYMENT_MODE=test), so every page shows a "Test mode" banner.
 */
export const paymentModeAnswer = z.object({ mode: z.enum(['test', 'razorpay']), notice: z.boolean() });
export type PaymentModeAnswer = z.infer<typeof paymentModeAnswer>;
