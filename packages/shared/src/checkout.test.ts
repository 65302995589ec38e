import { describe, expect, it } from 'vitest';
import { TEST_CARDS, isCardExpired, luhnValid, parseExpiry, testPayRequest } from './checkout.ts';
import { cartSubtotal, updateCartRequest } from './cart.ts';

describe('card checks of the test gateway', () => {
  it('accepts the test cards and rejects a Luhn failure', () => {
    expect(luhnValid(TEST_CARDS.success)).toBe(true);
    expect(luhnValid(TEST_CARDS.declined)).toBe(true);
    expect(luhnValid('4111 1111 1111 1112')).toBe(false);
    expect(luhnValid('1234')).toBe(false);
  });
  it('parses MM/YY and treats a card as valid through its expiry month', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('7/29')).toBeNull();
    const now = new Date(Date.UTC(2030, 4, 31, 23));
    expect(isCardExpired({ month: 5, year: 2030 }, now)).toBe(false);
    expect(isCardExpired({ month: 4, year: 2030 }, now)).toBe(true);
    expect(isCardExpired({ month: 12, year: 2029 }, now)).toBe(true);
  });
  it('validates the card form with the messages people see', () => {
    const r = testPayRequest.safeParse({
      orderId: 'o',
      cardNumber: '4111',
      expiry: '1/2',
      cvc: '1',
      name: ' ',
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual([
      'Enter a valid card number',
      'Enter the expiry as MM/YY',
      'Enter the 3 or 4 digit CVC',
      'Enter the name on the card',
    ]);
  });
});

describe('cart rules', () => {
  it('accepts the quantity as text or number, at least 1', () => {
    expect(updateCartRequest.parse({ quantity: '3' })).toEqual({ quantity: 3 });
    expect(updateCartRequest.safeParse({ quantity: 0 }).error!.issues[0]!.message).toBe(
      'Quantity must be at least 1',
    );
  });
  it('sums selling price × quantity in paise', () => {
    expect(
      cartSubtotal([
        { sellingPrice: 0.1, quantity: 3 },
        { sellingPrice: 849.15, quantity: 2 },
      ]),
    ).toBe(1698.6);
  });
});

describe('place-order messages (issue 21)', () => {
  it('a negative or zero total has its own message; an empty cart keeps "Your cart is empty"', async () => {
    const { placeOrderRequest } = await import('./checkout.ts');
    const { CHECKOUT_MESSAGES } = await import('./checkout-constants.ts');
    const issues = (body: unknown) =>
      placeOrderRequest.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    const item = { productId: 1, quantity: 1 };
    expect(issues({ total: -5, items: [item] })).toEqual([CHECKOUT_MESSAGES.totalPositive]);
    expect(issues({ total: 0, items: [item] })).toEqual([CHECKOUT_MESSAGES.totalPositive]);
    expect(issues({ total: 100, items: [] })).toContain(CHECKOUT_MESSAGES.cartEmpty);
  });
});

describe('review rating messages (issue 21)', () => {
  it('a rating of 3.5 says it must be a whole number; a missing one that it is required', async () => {
    const { reviewInput, REVIEW_MESSAGES } = await import('./reviews.ts');
    const issues = (body: unknown) => reviewInput.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ rating: 3.5, content: 'Good value.' })).toEqual([REVIEW_MESSAGES.ratingWhole]);
    expect(issues({ content: 'Good value.' })).toEqual([REVIEW_MESSAGES.ratingRequired]);
  });
});
