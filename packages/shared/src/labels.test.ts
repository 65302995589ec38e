import { describe, expect, it } from 'vitest';
import { labelledChoices } from './labels.ts';
import { PRODUCT_SORTS } from './storefront.ts';

describe('labelledChoices', () => {
  it('lists the keys of the labels in the order the record lists them', () => {
    expect(labelledChoices({ 'how-to': 'How-To', tech_tips: 'Tech Tips', all: 'All' })).toEqual([
      'how-to',
      'tech_tips',
      'all',
    ]);
  });

  it('gives the product sorts in the select’s order, `default` first', () => {
    expect(PRODUCT_SORTS).toEqual(['default', 'newest', 'price_asc', 'price_desc', 'top_rated']);
  });
});
