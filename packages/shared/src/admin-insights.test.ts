import { describe, expect, it } from 'vitest';
import {
  ADMIN_INSIGHTS_MESSAGES,
  adminOrderBadgeTone,
  adminOrderTimeline,
  adminProductStatusSchema,
  adminStatusRefusal,
} from './admin-insights.ts';

const created = '2026-03-01T10:00:00.000Z';
const updated = '2026-03-05T10:00:00.000Z';
const h = (status: string, day: number) => ({ status, at: `2026-03-0${day}T10:00:00.000Z` });
const summary = (steps: ReturnType<typeof adminOrderTimeline>) =>
  steps.map((s) => `${s.label}:${s.done ? (s.at ?? '?').slice(8, 10) : '-'}`);

describe('adminOrderTimeline', () => {
  it('uses the stored status-change times', () => {
    const steps = adminOrderTimeline({
      status: 'Delivered',
      createdAt: created,
      updatedAt: updated,
      statusHistory: [h('OrderConfirmed', 1), h('Shipped', 2), h('Delivered', 4)],
    });
    expect(summary(steps)).toEqual(['Order Placed:01', 'Shipped:02', 'Delivered:04']);
  });

  it('a confirmed item: only Order Placed done', () => {
    const steps = adminOrderTimeline({
      status: 'OrderConfirmed',
      createdAt: created,
      updatedAt: updated,
      statusHistory: [h('OrderConfirmed', 1)],
    });
    expect(summary(steps)).toEqual(['Order Placed:01', 'Shipped:-', 'Delivered:-']);
  });

  it('Cancelled replaces Delivered; a cancel before shipping leaves Shipped undone', () => {
    const steps = adminOrderTimeline({
      status: 'Cancelled',
      createdAt: created,
      updatedAt: updated,
      statusHistory: [h('OrderConfirmed', 1), h('Cancelled', 3)],
    });
    expect(summary(steps)).toEqual(['Order Placed:01', 'Shipped:-', 'Cancelled:03']);
    expect(steps[2]!.tone).toBe('stopped');
  });

  it('Returned adds a step after Delivered', () => {
    const steps = adminOrderTimeline({
      status: 'Returned',
      createdAt: created,
      updatedAt: updated,
      statusHistory: [h('OrderConfirmed', 1), h('Shipped', 2), h('Delivered', 3), h('Returned', 5)],
    });
    expect(summary(steps)).toEqual(['Order Placed:01', 'Shipped:02', 'Delivered:03', 'Returned:05']);
  });

  it('without any history, the documented reading: later steps dated updatedAt', () => {
    expect(
      summary(
        adminOrderTimeline({
          status: 'Cancelled',
          createdAt: created,
          updatedAt: updated,
          statusHistory: [],
        }),
      ),
    ).toEqual(['Order Placed:01', 'Shipped:05', 'Cancelled:05']);
    expect(
      summary(
        adminOrderTimeline({ status: 'Shipped', createdAt: created, updatedAt: updated, statusHistory: [] }),
      ),
    ).toEqual(['Order Placed:01', 'Shipped:05', 'Delivered:-']);
  });
});

describe('admin product status rules', () => {
  it('badge tones: green confirmed and delivered, blue shipped, red cancelled, grey otherwise', () => {
    expect(
      ['OrderConfirmed', 'Delivered', 'Shipped', 'Cancelled', 'Returned'].map(adminOrderBadgeTone),
    ).toEqual(['green', 'green', 'blue', 'red', 'grey']);
  });

  it('only Active, Inactive, OutOfStock may be set', () => {
    expect(adminProductStatusSchema.safeParse({ status: 'OutOfStock' }).success).toBe(true);
    expect(adminProductStatusSchema.safeParse({ status: 'Discontinued' }).success).toBe(false);
    expect(adminProductStatusSchema.safeParse({ status: 'Active', extra: 1 }).success).toBe(false);
  });

  it('a Discontinued product stays so; Active needs stock', () => {
    expect(adminStatusRefusal('Discontinued', 'Inactive', 4)).toBe(
      ADMIN_INSIGHTS_MESSAGES.discontinuedLocked,
    );
    expect(adminStatusRefusal('Inactive', 'Active', 0)).toBe(ADMIN_INSIGHTS_MESSAGES.activeNeedsStock);
    expect(adminStatusRefusal('OutOfStock', 'Inactive', 0)).toBeNull();
    expect(adminStatusRefusal('Inactive', 'Active', 1)).toBeNull();
  });
});
