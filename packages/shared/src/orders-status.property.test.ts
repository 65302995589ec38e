import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUYER_TRANSITIONS,
  ORDER_ITEM_STATUSES,
  SELLER_TRANSITIONS,
  canBuyerMove,
  canSellerMove,
  sellerNextStatuses,
  type OrderItemStatus,
} from './orders-status.ts';

/** Property tests of the order-status rules (issue 12): for every pair of statuses, any text and any time. */

/** Statuses nobody may leave (the payment flow moves PaymentPending; nobody moves the others). */
const FINAL: readonly OrderItemStatus[] = ['Cancelled', 'Returned', 'Expired'];
const status = fc.constantFrom(...ORDER_ITEM_STATUSES);
const anyText = fc.oneof(status, fc.string({ maxLength: 20 }));
const time = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
const deliveredAt = fc.option(time, { nil: null });

describe('order-item status transitions', () => {
  it('never allow leaving a final status, by the seller or the buyer, at any time', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FINAL), anyText, deliveredAt, time, (from, to, at, now) => {
        expect(canSellerMove(from, to)).toBe(false);
        expect(canBuyerMove(from, to, at, now)).toBe(false);
        expect(sellerNextStatuses(from)).toEqual([]);
      }),
    );
  });

  it('only move forward in the lifecycle and never stay put', () => {
    fc.assert(
      fc.property(status, status, deliveredAt, time, (from, to, at, now) => {
        const forward = ORDER_ITEM_STATUSES.indexOf(to) > ORDER_ITEM_STATUSES.indexOf(from);
        if (canSellerMove(from, to)) expect(forward).toBe(true);
        if (canBuyerMove(from, to, at, now)) expect(forward).toBe(true);
      }),
    );
  });

  it('refuse any text that is not a status', () => {
    fc.assert(
      fc.property(anyText, anyText, deliveredAt, time, (from, to, at, now) => {
        const known = (s: string) => (ORDER_ITEM_STATUSES as readonly string[]).includes(s);
        if (!known(from) || !known(to)) {
          expect(canSellerMove(from, to)).toBe(false);
          expect(canBuyerMove(from, to, at, now)).toBe(false);
        }
      }),
    );
  });

  it('agree with the transition tables, the return window aside', () => {
    fc.assert(
      fc.property(status, status, time, (from, to, now) => {
        expect(canSellerMove(from, to)).toBe(SELLER_TRANSITIONS[from].includes(to));
        // Delivered just now: the return window is open, so the table alone decides.
        expect(canBuyerMove(from, to, now, now)).toBe(BUYER_TRANSITIONS[from].includes(to));
      }),
    );
  });

  it('allow a return only within 30 days of delivery', () => {
    const day = 24 * 60 * 60 * 1000;
    fc.assert(
      fc.property(time, fc.integer({ min: 0, max: 365 * day }), (at, after) => {
        expect(canBuyerMove('Delivered', 'Returned', at, at + after)).toBe(after <= 30 * day);
        expect(canBuyerMove('Delivered', 'Returned', null, at + after)).toBe(false);
      }),
    );
  });
});
