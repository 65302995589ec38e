import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartSubtotal } from './cart.ts';
import { dealTier, sellingPrice, sellingPricePaise, showSaveBadge, toPaise, toRupees } from './pricing.ts';

/** Property tests of the money rules (issue 12): they hold for every price, offer and cart, not a few examples. */

/** Prices in paise up to ₹1 crore (the seller form's limit is far below), offers 0–100 %. */
const paise = fc.integer({ min: 0, max: 1_000_000_000 });
const offer = fc.integer({ min: 0, max: 100 });
/** Rupee prices as the API carries them: whole paise. */
const rupees = paise.map(toRupees);

describe('selling price', () => {
  it('in paise is a whole number, never negative and never above the price', () => {
    fc.assert(
      fc.property(paise, offer, (p, o) => {
        const sp = sellingPricePaise(p, o);
        expect(Number.isInteger(sp)).toBe(true);
        expect(sp).toBeGreaterThanOrEqual(0);
        expect(sp).toBeLessThanOrEqual(p);
      }),
    );
  });

  it('in rupees is never negative and never above the price', () => {
    fc.assert(
      fc.property(rupees, offer, (price, o) => {
        const sp = sellingPrice(price, o);
        expect(sp).toBeGreaterThanOrEqual(0);
        expect(sp).toBeLessThanOrEqual(price);
      }),
    );
  });

  it('falls (or stays) as the offer grows, and is the price at 0 % and nothing at 100 %', () => {
    fc.assert(
      fc.property(paise, offer, offer, (p, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(sellingPricePaise(p, hi)).toBeLessThanOrEqual(sellingPricePaise(p, lo));
        expect(sellingPricePaise(p, 0)).toBe(p);
        expect(sellingPricePaise(p, 100)).toBe(0);
      }),
    );
  });

  it('paise and rupees round-trip', () => {
    fc.assert(
      fc.property(paise, (p) => {
        expect(toPaise(toRupees(p))).toBe(p);
      }),
    );
  });
});

describe('cart total', () => {
  const line = fc.record({ sellingPrice: rupees, quantity: fc.integer({ min: 1, max: 100 }) });

  it('is whole paise and equals the sum of its lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), (lines) => {
        const totalPaise = toPaise(cartSubtotal(lines));
        expect(Number.isInteger(totalPaise)).toBe(true);
        expect(totalPaise).toBe(lines.reduce((sum, l) => sum + toPaise(l.sellingPrice) * l.quantity, 0));
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        expect(cartSubtotal([...lines].reverse())).toBe(cartSubtotal(lines));
      }),
    );
  });
});

describe('offer badges', () => {
  it('the Save badge shows exactly from 10 %, and deal tiers never fall as the offer grows', () => {
    const rank = { low: 0, medium: 1, high: 2, hot: 3 } as const;
    fc.assert(
      fc.property(offer, offer, (a, b) => {
        expect(showSaveBadge(a)).toBe(a >= 10);
        if (a <= b) expect(rank[dealTier(a)]).toBeLessThanOrEqual(rank[dealTier(b)]);
      }),
    );
  });
});
