import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatINR, truncate } from './format.ts';

/** Property tests of the display formats (issue 12). */

describe('formatINR', () => {
  const amount = fc.integer({ min: 0, max: 10_000_000_000 });

  it('round-trips the digits: the rupee sign and separators removed, the whole rupees remain', () => {
    fc.assert(
      fc.property(amount, (n) => {
        expect(formatINR(n).replace(/^₹/, '').replace(/,/g, '')).toBe(String(n));
      }),
    );
  });

  it('groups in the Indian way: the last three digits, then pairs', () => {
    fc.assert(
      fc.property(amount, (n) => {
        expect(formatINR(n)).toMatch(/^₹(\d{1,2}(,\d{2})*,\d{3}|\d{1,3})$/);
      }),
    );
  });

  it('shows whole rupees, rounded half up', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 99 }), (n, p) => {
        const shown = Number(formatINR(n + p / 100).replace(/[₹,]/g, ''));
        expect(shown).toBe(p >= 50 ? n + 1 : n);
      }),
    );
  });
});

describe('truncate', () => {
  it('never keeps more than max characters of the text, and keeps short text as it is', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 1, max: 120 }), (text, max) => {
        const out = truncate(text, max);
        if (text.length <= max) expect(out).toBe(text);
        else expect(out).toBe(`${text.slice(0, max)}...`);
      }),
    );
  });
});
