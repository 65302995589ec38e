import { describe, expect, it } from 'vitest';
import { adminPeopleListQuerySchema, withPhonePrefix } from './admin-people.ts';

describe('withPhonePrefix', () => {
  it('shows seller phones with +91 (spec 3 §1)', () => {
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
  it('defaults to page 1 of 10 and trims the search', () => {
    expect(adminPeopleListQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(adminPeopleListQuerySchema.parse({ page: '3', limit: '50', search: '  asha ' })).toEqual({
      page: 3,
      limit: 50,
      search: 'asha',
    });
  });
  it('refuses sizes above 50 and unknown parameters', () => {
    expect(adminPeopleListQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(adminPeopleListQuerySchema.safeParse({ sort: 'name' }).success).toBe(false);
  });
});
