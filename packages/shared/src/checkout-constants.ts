/**
 * Checkout's limits and messages, the payment providers and the card checks of the test gateway's form,
 * without zod so the storefront (the test-mode banner, the card form) can use them cheaply. `checkout.ts`
 * re-exports all of it next to the checkout's request and answer schemas.
 */
import { CART_MESSAGES } from './cart-constants.ts';

/** An unpaid checkout keeps its stock this long, then the stock returns. */
export const RESERVATION_MINUTES = 15;
/**
 * Unpaid orders (each holding stock for {@link RESERVATION_MINUTES} minutes) a buyer may have at once
 * (docs/decisions/023). One more place-order answers 429 `TooManyPendingOrders`. No honest sequence of clicks
 * reaches it (docs/decisions/039): a new 'cart' checkout first gives back the stock of the buyer's previous unpaid
 * cart order, a new Buy Now that of the buyer's previous unpaid Buy Now of the same product, and closing the card
 * dialog releases its order at once.
 */
export const PENDING_ORDERS_MAX = 3;

export const CHECKOUT_MESSAGES = {
  contactRequired: 'Address and contact details are required',
  tooManyPending: `You already have ${PENDING_ORDERS_MAX} orders waiting for payment. Pay for one of them or wait for it to expire (${RESERVATION_MINUTES} minutes) before placing another.`,
  cartEmpty: CART_MESSAGES.empty,
  totalPositive: 'The order total must be more than zero',
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
  released: 'Order cancelled',
  alreadyPaid: 'This order has already been paid',
} as const;

export const CHECKOUT_FLAGS = ['buy', 'cart'] as const;
export type CheckoutFlag = (typeof CHECKOUT_FLAGS)[number];

export const PAYMENT_PROVIDERS = ['test', 'razorpay'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

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
