import { z } from 'zod';
import { CART_LINE_MAX, CART_MESSAGES } from './cart.ts';
import { orderItemSchema, orderUserSchema } from './orders.ts';

/**
 * Checkout and card payment (docs/product.md#checkout-and-payment).
 * The client sends a draft; the server loads the products, refuses what cannot be bought, recomputes the
 * total, reserves the stock for {@link RESERVATION_MINUTES} minutes and opens a payment with the provider.
 */

/** An unpaid checkout keeps its stock this long, then the stock returns. */
export const RESERVATION_MINUTES = 15;
/**
 * Unpaid orders (each holding stock for {@link RESERVATION_MINUTES} minutes) a buyer may have at once
 * (docs/decisions/023). One more place-order answers 429 `TooManyPendingOrders`; a new 'cart' checkout first
 * gives back the stock of the buyer's previous unpaid cart order, so retrying a cart checkout never hits it.
 */
export const PENDING_ORDERS_MAX = 3;

export const CHECKOUT_MESSAGES = {
  contactRequired: 'Address and contact details are required',
  tooManyPending: `You already have ${PENDING_ORDERS_MAX} orders waiting for payment. Pay for one of them or wait for it to expire (${RESERVATION_MINUTES} minutes) before placing another.`,
  cartEmpty: CART_MESSAGES.empty,
  processing: 'Processing...',
  verifying: 'Verifying Payment...',
  orderPlaced: 'Order Placed Successfully',
  verifyFailed: 'Payment Verification Failed!',
  verifyError: 'Error verifying payment!',
  processingError: 'Error in processing payment',
  declined: 'Your card was declined',
  cardNumber: 'Enter a valid card number',
  expiryFormat: 'Enter the expiry as MM/YY',
  expired: 'This card has expired',
  cvc: 'Enter the 3 or 4 digit CVC',
  nameOnCard: 'Enter the name on the card',
} as const;

export const CHECKOUT_FLAGS = ['buy', 'cart'] as const;
export type CheckoutFlag = (typeof CHECKOUT_FLAGS)[number];

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
    total: z.number(CHECKOUT_MESSAGES.cartEmpty).positive(CHECKOUT_MESSAGES.cartEmpty),
    items: z
      .array(orderDraftItemSchema)
      .min(1, CHECKOUT_MESSAGES.cartEmpty)
      .max(50, 'Too many items in one order'),
    flag: z.enum(CHECKOUT_FLAGS).optional(),
  })
  .strict();
export type PlaceOrderRequest = z.infer<typeof placeOrderRequest>;

export const PAYMENT_PROVIDERS = ['test', 'razorpay'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

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

/** The test-mode cards: the first succeeds, the second is declined. */
export const TEST_CARDS = { success: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' } as const;

/** Digits only: spaces and dashes people type are dropped. */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn checksum every real card number satisfies. */
export function luhnValid(cardNumber: string): boolean {
  const digits = cardDigits(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

/** `MM/YY` → month and full year, or null when malformed. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = EXPIRY_PATTERN.exec(value.trim());
  if (!m) return null;
  return { month: Number(m[1]), year: 2000 + Number(m[2]) };
}

/** A card is valid through the last day of its expiry month. */
export function isCardExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const y = now.getUTCFullYear();
  const mo = now.getUTCMonth() + 1;
  return expiry.year < y || (expiry.year === y && expiry.month < mo);
}

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
