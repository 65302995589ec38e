import { describe, expect, it } from 'vitest';
import { carouselAddSchema, carouselEditSchema, isSafeHref } from './admin-cms.ts';

describe('isSafeHref', () => {
  it.each([
    '/',
    '/categories/Laptops',
    '/product/12?ref=banner#top',
    'https://electrohub.test/deals',
    'http://localhost:3000/x',
  ])('accepts %s', (href) => expect(isSafeHref(href)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,hi',
    '//evil.example',
    '/\\evil.example',
    'https://user@evil.example',
    'ftp://files.example',
    'categories/Laptops',
    '/with space',
    'https://',
  ])('refuses %s', (href) => expect(isSafeHref(href)).toBe(false));
});

describe('carousel price', () => {
  const base = { name: 'Buds', href: '/p' };
  it('converts digits with up to two decimals to a number', () => {
    expect(carouselAddSchema.parse({ ...base, price: '1999.5' }).price).toBe(1999.5);
    expect(carouselAddSchema.parse({ ...base, price: ' 10 ' }).price).toBe(10);
    expect(carouselEditSchema.parse({ price: '0.99' }).price).toBe(0.99);
  });
  it('gives one message per problem', () => {
    const empty = carouselAddSchema.safeParse({ ...base, price: '' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual(['Price is required']);
    const bad = carouselAddSchema.safeParse({ ...base, price: '12.345' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['Price must be a valid number']);
  });
});
