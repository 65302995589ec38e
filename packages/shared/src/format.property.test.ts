import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatINR, truncate } from './format.ts';

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

// Decision 056: the storefront's formats are written out so that no Intl object is made in the browser; they must
// say exactly what Intl says (the server rendered with Intl before, and people compare the two).
describe('the written-out formats say what Intl says', () => {
  const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
  const edges = [
    0,
    -0,
    1,
    -1,
    999,
    1000,
    -1000,
    99_999,
    100_000,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
  ];

  it('formatINR is ₹ and en-IN of the rounded rupees, whatever the amount', () => {
    for (const n of [...edges, -0.4, 0.5, 1.5, -1.5, 2 ** 60, 1e21, NaN, Infinity, -Infinity])
      expect(formatINR(n)).toBe(`₹${inr.format(Math.round(n))}`);
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double({ noNaN: false })), (n) => {
        expect(formatINR(n)).toBe(`₹${inr.format(Math.round(n))}`);
      }),
    );
  });

  it("formatCount is toLocaleString('en-IN')", () => {
    for (const n of [...edges, 0.25, 1234.5678]) expect(formatCount(n)).toBe(n.toLocaleString('en-IN'));
    fc.assert(
      fc.property(fc.oneof(fc.nat(), fc.maxSafeInteger(), fc.double()), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-IN'));
      }),
    );
  });

  it('formatDate is en-US short month, 2-digit day, numeric year, in local time', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z') }),
        (d) => {
          if (Number.isNaN(d.getTime())) return;
          expect(formatDate(d)).toBe(date.format(d));
          expect(formatDate(d.toISOString())).toBe(date.format(d));
          expect(formatDate(d.getTime())).toBe(date.format(d));
        },
      ),
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
