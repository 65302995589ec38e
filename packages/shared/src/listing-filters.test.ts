import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from './catalog.ts';
import {
  countListingFilters,
  listingFilterQuery,
  NO_FILTERS,
  readListingFilters,
  writeListingFilters,
} from './storefront.ts';

/** A query string's parameters (this package is compiled without the DOM's URLSearchParams). */
class Params {
  m = new Map<string, string>();
  constructor(q = '') {
    for (const part of q.split('&').filter(Boolean)) {
      const [k = '', v = ''] = part.split('=');
      this.m.set(decodeURIComponent(k), decodeURIComponent(v));
    }
  }
  get = (k: string) => this.m.get(k) ?? null;
  set = (k: string, v: string) => void this.m.set(k, v);
  delete = (k: string) => void this.m.delete(k);
  toString = () => [...this.m].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}

describe('listing filters in a URL (decision 041)', () => {
  it('reads what it writes, in the spelling the API takes', () => {
    const f = {
      brand: ['Samsung', 'OnePlus'],
      minPrice: 10000,
      maxPrice: 30000.5,
      minRating: 4,
      minOffer: 10,
      inStock: true,
    };
    const p = writeListingFilters(new Params('q=phone&sort=newest&brand=Old'), f);
    expect(p.toString()).toBe(
      'q=phone&sort=newest&brand=Samsung%2COnePlus&minPrice=10000&maxPrice=30000.5&minRating=4&minOffer=10&inStock=1',
    );
    expect(readListingFilters(p)).toEqual(f);
    expect(countListingFilters(f)).toBe(6);
    // The API accepts every parameter it writes.
    expect(productListQuerySchema.safeParse(Object.fromEntries(p.m)).success).toBe(true);
    // The web app's API calls send the same spelling as the page URL.
    const { q: _q, sort: _sort, ...filters } = Object.fromEntries(p.m);
    expect(listingFilterQuery(f)).toEqual(filters);
    expect(listingFilterQuery(NO_FILTERS)).toEqual({});
  });

  it('drops what the API would refuse, so a hand-edited link still opens', () => {
    const f = readListingFilters(
      new Params('brand=,%20Apple%20,Apple&minPrice=-1&maxPrice=abc&minRating=5&minOffer=0&inStock=yes'),
    );
    expect(f).toEqual({ ...NO_FILTERS, brand: ['Apple'] });
    // An upside-down range is turned round.
    expect(readListingFilters(new Params('minPrice=500&maxPrice=100'))).toMatchObject({
      minPrice: 100,
      maxPrice: 500,
    });
  });

  it('clears every filter and nothing else', () => {
    const p = writeListingFilters(new Params('q=tv&brand=LG&inStock=1'), NO_FILTERS);
    expect(p.toString()).toBe('q=tv');
  });
});
