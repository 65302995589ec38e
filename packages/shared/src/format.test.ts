import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatINR, formatINRPaise, initials, truncate } from './format.ts';

describe('formatINR (Indian grouping, no decimals)', () => {
  it('groups the last three digits, then pairs', () => {
    expect(formatINR(0)).toBe('₹0');
    expect(formatINR(999)).toBe('₹999');
    expect(formatINR(1000)).toBe('₹1,000');
    expect(formatINR(123456)).toBe('₹1,23,456');
    expect(formatINR(12345678)).toBe('₹1,23,45,678');
  });

  it('rounds to whole rupees', () => {
    expect(formatINR(1799.1)).toBe('₹1,799');
    expect(formatINR(123456.7)).toBe('₹1,23,457');
  });
});

describe('formatINRPaise (Indian grouping, to the paisa)', () => {
  it('keeps two decimals and puts the sign before the rupee', () => {
    expect(formatINRPaise(0)).toBe('₹0.00');
    expect(formatINRPaise(1234.5)).toBe('₹1,234.50');
    expect(formatINRPaise(123456.789)).toBe('₹1,23,456.79');
    expect(formatINRPaise(-80)).toBe('−₹80.00');
  });
});

describe('formatDate (short month, 2-digit day, year)', () => {
  it('formats en-US', () => {
    expect(formatDate(new Date(2025, 2, 5))).toBe('Mar 05, 2025');
  });
});

describe('truncate', () => {
  it('cuts with an ellipsis only when longer', () => {
    expect(truncate('Headphones', 20)).toBe('Headphones');
    expect(truncate('12345678901234567890', 20)).toBe('12345678901234567890');
    expect(truncate('Sonic Wireless Headphones Pro', 20)).toBe('Sonic Wireless Headp...');
  });
});

describe('initials', () => {
  it.each([
    ['Asha Verma', 'AV'],
    ['volt traders private limited', 'VT'],
    ['  Meera  ', 'M'],
    ['', '?'],
  ])('%s → %s', (name, out) => expect(initials(name)).toBe(out));
});

describe('the storefront formats make no Intl object (decision 056: the first one loads ICU data in the browser)', () => {
  it('neither loading the module nor formatting prices, counts and dates makes one', async () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    try {
      vi.resetModules();
      const fresh = await import('./format.ts');
      expect(fresh.formatINR(123456.7)).toBe('₹1,23,457');
      expect(fresh.formatCount(1234567)).toBe('12,34,567');
      expect(fresh.formatDate(new Date(2025, 2, 5))).toBe('Mar 05, 2025');
      expect(numberFormat).not.toHaveBeenCalled();
      expect(dateTimeFormat).not.toHaveBeenCalled();
      expect(toLocaleString).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
