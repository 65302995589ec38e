import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT } from '@electrohub/shared/storefront';
import { useTestApp } from '../../test/api.ts';
import { answerBytes } from './memo.ts';

/**
 * The remembered public answers of a process stay within ANSWER_CACHE_MB (decision 061), on the real app: the
 * serializer reports each answer's text and compressed forms to the memo that keeps it, the config sets the budget.
 */
const MB = 1024 * 1024;
const t = useTestApp({ env: { CATALOG_CACHE_SECONDS: '60', ANSWER_CACHE_MB: '1' } });

describe('the answers’ byte budget', () => {
  it('keeps the remembered answers of the process within ANSWER_CACHE_MB, counting their text and encodings', async () => {
    for (let i = 0; i < 60; i++) await t.product({ name: `Budget Phone ${i}`, price: 1000 + i });
    // Sixty different lists of 48 cards (a different price bound each): ~3 MB of answers if all were kept.
    for (let i = 0; i < 60; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/user/products?page=1&limit=${MAX_PAGE_LIMIT}&maxPrice=${2000 + i}`,
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).products).toHaveLength(
        MAX_PAGE_LIMIT,
      );
    }
    expect(answerBytes(t.app.db)).toBeGreaterThan(MB / 2);
    expect(answerBytes(t.app.db)).toBeLessThanOrEqual(MB);
  });
});
