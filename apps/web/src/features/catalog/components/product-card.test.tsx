// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { ProductCard, type ProductCardProps } from './product-card';

const product: ProductCardProps['product'] = {
  id: 4,
  name: 'Wipro 16A Smart Plug',
  price: 1499,
  offerPercentage: 16,
  images: [{ id: 1, url: '/media/products/plug-400.webp' }],
  categoryName: 'Smart Home',
  status: 'Active',
  averageRating: 0,
  reviewCount: 0,
};

describe('product card', () => {
  it("puts 'Save N%' with the price, not over the picture (brands are printed top-left on photos)", async () => {
    fakeApi({});
    renderInApp(<ProductCard product={product} />);
    const badge = await screen.findByText('Save 16%');
    const picture = screen.getByRole('img', { name: product.name });
    expect(picture.closest('div.relative')?.contains(badge)).toBe(false);
    expect(badge.closest('p')?.textContent).toContain('₹1,259');
  });
});
