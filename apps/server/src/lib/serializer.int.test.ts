import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api.ts';
import { compiledAnswers } from './serializer.ts';

/** The sale day's routes (bench/sale-mix.ts): each must answer through a compiled serializer (decision 033). */
const HOT = [
  'GET /api/user/products 200',
  'GET /api/user/products/:id 200',
  'GET /api/user/products/search 200',
  'GET /api/user/cart 200',
  'POST /api/user/cart/add/:productId 200',
  'PUT /api/user/cart/update/:cartItemId 200',
  'DELETE /api/user/cart/remove/:cartItemId 200',
  'POST /api/user/orders/place-order 200',
  'POST /api/payments/test/pay 200',
  'POST /api/user/orders/verify-payment 200',
  'GET /api/user/products 400',
  'POST /api/user/cart/add/:productId 409',
];

describe('compiled answer serializers of the hot routes', () => {
  const t = useTestApp();

  it.each(HOT)('%s', async (route) => {
    await t.app.ready();
    expect(compiledAnswers.has(route), `${route} falls back to the zod parse`).toBe(true);
  });

  it('the answer still arrives whole', async () => {
    const p = await t.product({ stock: 3 });
    const res = await t.get(`/api/user/products/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, name: p.name });
  });
});
