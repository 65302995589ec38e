import { describe, expect, it } from 'vitest';
import { filterOrderItems, orderStatusMessage, trackingTimeline } from './orders.ts';

const item = (id: number, name: string, status: string, createdAt: string, deleted = false) => ({
  id,
  name,
  status,
  createdAt,
  product: deleted ? null : { name },
});

describe('filterOrderItems', () => {
  const items = [
    item(1, 'Galaxy Phone', 'Delivered', '2025-01-01T10:00:00Z'),
    item(2, 'Noise Buds', 'Shipped', '2025-02-01T10:00:00Z'),
    item(3, 'Galaxy Watch', 'Cancelled', '2025-03-01T10:00:00Z', true),
  ];
  it('searches product names case-insensitively, deleted products by their snapshot name', () => {
    expect(filterOrderItems(items, { search: 'galaxy' }).map((i) => i.id)).toEqual([3, 1]);
  });
  it('filters by several statuses and sorts newest or oldest first', () => {
    expect(filterOrderItems(items, { statuses: ['Delivered', 'Shipped'] }).map((i) => i.id)).toEqual([2, 1]);
    expect(filterOrderItems(items, { sort: 'Oldest' }).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(filterOrderItems(items, { sort: 'Newest' }).map((i) => i.id)).toEqual([3, 2, 1]);
  });
});

describe('trackingTimeline', () => {
  const base = { createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-05T00:00:00Z' };
  it('confirmed is step 0 dated createdAt; shipped step 1; delivered step 3 dated from history', () => {
    expect(trackingTimeline({ ...base, status: 'OrderConfirmed', history: [] })).toMatchObject({
      current: 0,
      steps: [{ at: base.createdAt }, {}, {}, {}],
    });
    expect(
      trackingTimeline({
        ...base,
        status: 'Shipped',
        history: [{ status: 'Shipped', at: '2025-01-02T00:00:00Z' }],
      }).current,
    ).toBe(1);
    const delivered = trackingTimeline({ ...base, status: 'Delivered', history: [] });
    expect(delivered.current).toBe(3);
    expect(delivered.steps.map((s) => s.label)).toEqual([
      'Order Confirmed',
      'Shipped',
      'Out for Delivery',
      'Delivered',
    ]);
    expect(delivered.steps[3]!.at).toBe(base.updatedAt);
  });
  it('cancelled is a two-step timeline at step 1; returned adds a fifth step', () => {
    const cancelled = trackingTimeline({ ...base, status: 'Cancelled', history: [] });
    expect(cancelled).toMatchObject({
      current: 1,
      steps: [{ label: 'Order Confirmed' }, { label: 'Order Cancelled' }],
    });
    const returned = trackingTimeline({
      ...base,
      status: 'Returned',
      history: [{ status: 'Delivered', at: '2025-01-03T00:00:00Z' }],
    });
    expect(returned.current).toBe(4);
    expect(returned.steps.at(-1)!.label).toBe('Order Returned');
    expect(returned.steps[3]!.at).toBe('2025-01-03T00:00:00Z');
  });
  it('words the status messages', () => {
    expect(orderStatusMessage('OrderConfirmed')).toBe('Your Order has been Confirmed');
    expect(orderStatusMessage('Returned')).toBe('Your Order has been Returned');
  });
});
