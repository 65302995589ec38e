import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api.ts';
import { nextLinkCount } from './contract.ts';
import { queryParseCount } from './validation.ts';

// The path of a remembered answer (decision 064): what a listing asked again with the same URL no longer redoes.
describe('a remembered listing asked again', () => {
  const t = useTestApp({ env: { CATALOG_CACHE_SECONDS: '60' } });

  it('keeps its Link header per URL and its parsed query, and answers the same', async () => {
    const { categoryName } = await t.shop();
    for (let i = 0; i < 3; i++) await t.product({ name: `Hot Path Phone ${i}` });
    const url = `/api/user/products?page=1&limit=2&category=${encodeURIComponent(categoryName)}`;

    const first = await t.get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers.link).toMatch(/^<http:\/\/[^>]+[?&]cursor=[^>]+>; rel="next"$/);
    const links = nextLinkCount.built;
    const parsed = queryParseCount.parsed;

    const again = await t.get(url);
    expect(again.statusCode).toBe(200);
    expect(again.headers.link).toBe(first.headers.link);
    expect(again.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(again.body).toBe(first.body);
    expect(nextLinkCount.built, 'the Link header of a remembered list is built once per URL').toBe(links);
    expect(queryParseCount.parsed, 'a query string asked again is not parsed again').toBe(parsed);

    // The same list asked by another URL (its parameters in another order) gets its own header, built for it.
    const other = await t.get(
      `/api/user/products?limit=2&category=${encodeURIComponent(categoryName)}&page=1`,
    );
    expect(other.headers.link).toMatch(/rel="next"$/);
    expect(nextLinkCount.built).toBe(links + 1);
    expect(other.body).toBe(first.body);
  });

  it('refuses a bad query every time, with the same 400', async () => {
    const a = await t.get('/api/user/products?limit=0');
    const b = await t.get('/api/user/products?limit=0');
    expect(a.statusCode).toBe(400);
    expect(b.statusCode).toBe(400);
    expect(b.json()).toEqual(a.json());
  });
});
