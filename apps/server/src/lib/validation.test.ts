import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  contractValidatorCompiler,
  MAX_KEPT_QUERIES,
  MAX_KEPT_QUERY_LENGTH,
  queryParseCount,
} from './validation.ts';

const schema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  brand: z
    .string()
    .transform((s) => s.split(','))
    .optional(),
  sort: z.enum(['default', 'newest']).default('default'),
});
type Result = { value?: Record<string, unknown>; error?: unknown };
const compile = (httpPart: string) =>
  contractValidatorCompiler({ schema, method: 'GET', url: '/x', httpPart }) as (data: unknown) => Result;

describe('the query validator (decision 064)', () => {
  it('parses a query string once and hands each request its own copy', () => {
    const validate = compile('querystring');
    const before = queryParseCount.parsed;
    const a = validate({ page: '2', brand: 'hp,dell' });
    const b = validate({ page: '2', brand: 'hp,dell' });
    expect(queryParseCount.parsed - before).toBe(1);
    expect(a.value).toEqual({ page: 2, brand: ['hp', 'dell'], sort: 'default' });
    expect(b.value).toEqual(a.value);
    // A handler changing its query (or an array in it) does not change the next request's.
    a.value!.page = 9;
    (a.value!.brand as string[]).push('sony');
    expect(validate({ page: '2', brand: 'hp,dell' }).value).toEqual({
      page: 2,
      brand: ['hp', 'dell'],
      sort: 'default',
    });
    expect(b.value).not.toBe(a.value);
  });

  it('parses a bad query every time and keeps nothing of it', () => {
    const validate = compile('querystring');
    const before = queryParseCount.parsed;
    expect(validate({ page: '0' }).error).toBeDefined();
    expect(validate({ page: '0' }).error).toBeDefined();
    expect(queryParseCount.parsed - before).toBe(2);
  });

  it('keeps a bounded number of queries', () => {
    const validate = compile('querystring');
    for (let i = 1; i <= MAX_KEPT_QUERIES + 1; i++) validate({ page: String(i) });
    const before = queryParseCount.parsed;
    validate({ page: '1' });
    expect(queryParseCount.parsed - before, 'forgotten once the bound was passed').toBe(1);
  });

  it('keeps no long query (names zod strips could fill the map)', () => {
    const validate = compile('querystring');
    const long = { page: '2', junk: 'x'.repeat(MAX_KEPT_QUERY_LENGTH) };
    const before = queryParseCount.parsed;
    expect(validate(long).value).toEqual({ page: 2, sort: 'default' });
    expect(validate(long).value).toEqual({ page: 2, sort: 'default' });
    expect(queryParseCount.parsed - before).toBe(2);
  });

  it('parses bodies and params every time', () => {
    for (const part of ['body', 'params']) {
      const validate = compile(part);
      const before = queryParseCount.parsed;
      expect(validate({ page: '3' }).value).toEqual({ page: 3, sort: 'default' });
      expect(validate({ page: '3' }).value).toEqual({ page: 3, sort: 'default' });
      expect(queryParseCount.parsed).toBe(before);
    }
  });
});
