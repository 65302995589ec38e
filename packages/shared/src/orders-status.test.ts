import { describe, expect, it } from 'vitest';
import {
  BUYER_TRANSITIONS,
  ORDER_ITEM_STATUSES,
  SELLER_TRANSITIONS,
  canBuyerMove,
  canSellerMove,
  isReturnWindowOpen,
  isVisibleOrderItemStatus,
  sellerNextStatuses,
} from './orders-status.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('seller transitions', () => {
  it('allows exactly the forward moves a seller may make', () => {
    const allowed = ORDER_ITEM_STATUSES.flatMap((from) =>
      ORDER_ITEM_STATUSES.filter((to) => canSellerMove(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'OrderConfirmed>Shipped',
        'OrderConfirmed>Delivered',
        'OrderConfirmed>Cancelled',
        'Shipped>Delivered',
        'Shipped>Cancelled',
      ].sort(),
    );
  });

  it('refuses backwards, staying put, final states, Returned and unknown names', () => {
    expect(canSellerMove('Shipped', 'OrderConfirmed')).toBe(false);
    expect(canSellerMove('Shipped', 'Shipped')).toBe(false);
    expect(canSellerMove('Delivered', 'Returned')).toBe(false);
    expect(canSellerMove('Cancelled', 'Shipped')).toBe(false);
    expect(canSellerMove('PaymentPending', 'OrderConfirmed')).toBe(false);
    expect(canSellerMove('OrderConfirmed', 'Bogus')).toBe(false);
    expect(canSellerMove('toString', 'Shipped')).toBe(false);
  });

  it('lists next statuses', () => {
    expect(sellerNextStatuses('OrderConfirmed')).toEqual(SELLER_TRANSITIONS.OrderConfirmed);
    expect(sellerNextStatuses('Delivered')).toEqual([]);
    expect(sellerNextStatuses('nope')).toEqual([]);
  });
});

describe('buyer transitions', () => {
  const now = new Date('2025-03-31T12:00:00Z');

  it('cancels before delivery, whatever the delivery time', () => {
    expect(canBuyerMove('OrderConfirmed', 'Cancelled', null, now)).toBe(true);
    expect(canBuyerMove('Shipped', 'Cancelled', null, now)).toBe(true);
    expect(canBuyerMove('Delivered', 'Cancelled', now, now)).toBe(false);
  });

  it('returns within 30 days of delivery only', () => {
    expect(canBuyerMove('Delivered', 'Returned', new Date(now.getTime() - 29 * DAY), now)).toBe(true);
    expect(canBuyerMove('Delivered', 'Returned', new Date(now.getTime() - 30 * DAY), now)).toBe(true);
    expect(canBuyerMove('Delivered', 'Returned', new Date(now.getTime() - 30 * DAY - 1000), now)).toBe(false);
    expect(canBuyerMove('Delivered', 'Returned', null, now)).toBe(false);
    expect(canBuyerMove('Delivered', 'Returned', (now.getTime() - DAY).toString(), now)).toBe(false);
    expect(canBuyerMove('Delivered', 'Returned', new Date(now.getTime() - DAY).toISOString(), now)).toBe(
      true,
    );
  });

  it('never lets a buyer ship, deliver or reopen', () => {
    expect(canBuyerMove('OrderConfirmed', 'Shipped', null, now)).toBe(false);
    expect(canBuyerMove('Shipped', 'Delivered', null, now)).toBe(false);
    expect(canBuyerMove('Cancelled', 'OrderConfirmed', null, now)).toBe(false);
    expect(canBuyerMove('Returned', 'Delivered', now, now)).toBe(false);
    expect(BUYER_TRANSITIONS.Delivered).toEqual(['Returned']);
  });

  it('window helper', () => {
    expect(isReturnWindowOpen(undefined, now)).toBe(false);
    expect(isReturnWindowOpen('not a date', now)).toBe(false);
    expect(isReturnWindowOpen(now, now)).toBe(true);
  });
});

describe('visible statuses', () => {
  it('hides unpaid and lapsed items and unknown names, shows the rest', () => {
    expect(ORDER_ITEM_STATUSES.filter((s) => isVisibleOrderItemStatus(s))).toEqual([
      'OrderConfirmed',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Returned',
    ]);
    expect(isVisibleOrderItemStatus('Unknown')).toBe(false);
  });
});
