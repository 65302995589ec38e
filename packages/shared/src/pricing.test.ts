import { describe, expect, it } from 'vitest';
import { dealTier, sellingPrice, sellingPricePaise, showSaveBadge, toPaise, toRupees } from './pricing.ts';

describe('selling price (price − price/100 × offer)', () => {
  it('applies the offer', () => {
    expect(sellingPrice(1000, 0)).toBe(1000);
    expect(sellingPrice(1000, 25)).toBe(750);
    expect(sellingPrice(1999, 10)).toBeCloseTo(1799.1);
    expect(sellingPrice(500, 100)).toBe(0);
  });

  it('works in whole paise, rounding half up', () => {
    expect(sellingPricePaise(99_900, 15)).toBe(84_915);
    expect(sellingPricePaise(199_900, 33)).toBe(133_933);
    expect(sellingPricePaise(101, 50)).toBe(51);
    expect(toRupees(sellingPricePaise(toPaise(1499.5), 20))).toBe(1199.6);
  });
});

describe("'Save' badge (offer of 10% or more)", () => {
  it('shows from 10%', () => {
    expect(showSaveBadge(9)).toBe(false);
    expect(showSaveBadge(10)).toBe(true);
    expect(showSaveBadge(75)).toBe(true);
    expect(showSaveBadge(0)).toBe(false);
  });
});

describe('deal tiers (hot ≥ 60, high 30–59, medium 15–29, low < 15)', () => {
  it.each([
    [0, 'low'],
    [14, 'low'],
    [15, 'medium'],
    [29, 'medium'],
    [30, 'high'],
    [59, 'high'],
    [60, 'hot'],
    [100, 'hot'],
  ] as const)('%i%% is %s', (offer, tier) => {
    expect(dealTier(offer)).toBe(tier);
  });
});
