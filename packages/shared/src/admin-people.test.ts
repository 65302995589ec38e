import { describe, expect, it } from 'vitest';
import { adminPeopleListQuerySchema, withPhonePrefix } from './admin-people.ts';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from './paging.ts';

describe('withPhonePrefix', () => {
  it('shows seller phones with +91', () => {
    expect(withPhonePrefix('9876543210')).toBe('+91 9876543210');
    expect(withPhonePrefix(' 9876543210 ')).toBe('+91 9876543210');
  });
  it('keeps a number that already has a country code, and nothing for no phone', () => {
    expect(withPhonePrefix('+91 9876543210')).toBe('+91 9876543210');
    expect(withPhonePrefix(null)).toBeNull();
    expect(withPhonePrefix('  ')).toBeNull();
  });
});

describe('adminPeopleListQuerySchema', () => {
  it('defaults to the first page of the list default (1,000 rows) and trims the search', () => {
    expect(adminPeopleListQuerySchema.parse({})).toEqual({ page: 1, limit: LIST_DEFAULT_LIMIT });
    expect(adminPeopleListQuerySchema.parse({ page: '3', limit: '50', search: '  asha ' })).toEqual({
      page: 3,
      limit: 50,
      search: 'asha',
    });
  });
  it('refuses sizes above the list maximum and unknown parameters', () => {
    expect(adminPeopleListQuerySchema.safeParse({ limit: String(LIST_MAX_LIMIT + 1) }).success).toBe(false);
    expect(adminPeopleListQuerySchema.safeParse({ sort: 'name' }).success).toBe(false);
  });
});
