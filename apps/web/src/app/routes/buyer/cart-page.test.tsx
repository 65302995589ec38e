// @vitest-environment happy-dom
import type { CartAnswer, CartProduct } from '@electrohub/shared/cart';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, failure, fakeApi, json, signedInBuyer, type Answer } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { CartPage } from './cart-page';

const line = (over: Partial<CartProduct>): CartProduct => ({
  id: 11,
  name: 'Boat Rockerz 450',
  description: 'Wireless headphones',
  price: 2000,
  offerPercentage: 0,
  sellingPrice: 2000,
  status: 'Active',
  stock: 20,
  available: true,
  images: [],
  sellerId: 3,
  categoryName: 'Headphones',
  quantity: 2,
  cartItemId: 101,
  ...over,
});

/**
 * The server's cart; PUT changes it unless the test answers the PUT itself. `hold()` leaves later reads of the
 * cart unanswered until `release()`, so what the screen shows meanwhile is the app's own doing (the rollback).
 */
function cartServer(lines: CartProduct[], put?: (quantity: number) => Answer | Promise<Answer>) {
  const cart: CartAnswer = { products: lines };
  let held: Promise<Answer> | null = null;
  let release = () => {};
  const api = fakeApi({
    'GET /api/auth/user-data': signedInBuyer,
    'GET /api/user/cart': () => held ?? json(cart),
    'PUT /api/user/cart/update/:cartItemId': async ({ params, body }) => {
      const { quantity } = body as { quantity: number };
      if (put) return put(quantity);
      cart.products = cart.products.map((l) =>
        l.cartItemId === Number(params.cartItemId) ? { ...l, quantity } : l,
      );
      const id = Number(params.cartItemId);
      return json({ message: 'Cart updated', cartItem: { id, productId: 11, quantity } });
    },
  });
  return {
    ...api,
    hold: () => (held = new Promise<Answer>((resolve) => (release = () => resolve(json(cart))))),
    release: () => {
      held = null;
      release();
    },
  };
}

const lineOf = (name: string) => screen.getByRole('group', { name: `Quantity of ${name}` });
const summary = () => screen.getByText('Order Summary').closest('[aria-labelledby]') as HTMLElement;

describe('cart page: quantities', () => {
  it('shows the new quantity and totals at once, before the server answers', async () => {
    const answer = deferred();
    const api = cartServer([line({})], () => answer.answer);
    renderInApp(<CartPage />, { path: '/user/cart' });
    const group = await waitFor(() => lineOf('Boat Rockerz 450'));
    expect(within(summary()).getByText('Subtotal (2 items)')).toBeInTheDocument();

    await userEvent.click(within(group).getByRole('button', { name: 'Increase quantity' }));
    expect(within(group).getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    expect(within(summary()).getByText('Subtotal (3 items)')).toBeInTheDocument();
    expect(within(summary()).getAllByText('₹6,000').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(api.calls('PUT /api/user/cart/update/:cartItemId').map((r) => r.body)).toEqual([
        { quantity: 3 },
      ]),
    );
    answer.release(json({ message: 'Cart updated', cartItem: { id: 101, productId: 11, quantity: 3 } }));
  });

  it("returns to the server's quantity and says why when the change is refused", async () => {
    const server = cartServer([line({})], () => failure(400, 'StockLimit', 'Only 2 left in stock'));
    renderInApp(<CartPage />, { path: '/user/cart' });
    const group = await waitFor(() => lineOf('Boat Rockerz 450'));
    void server.hold();
    await userEvent.click(within(group).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(server.calls('PUT /api/user/cart/update/:cartItemId')).toHaveLength(1));
    // Rolled back by the app itself: the cart is not read again yet.
    await waitFor(() => expect(within(group).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2'));
    expect(within(summary()).getByText('Subtotal (2 items)')).toBeInTheDocument();
    server.release();
    expect(await screen.findByText('Only 2 left in stock')).toBeInTheDocument();
    expect(within(group).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  });

  it('keeps the change the server accepted', async () => {
    const api = cartServer([line({})]);
    renderInApp(<CartPage />, { path: '/user/cart' });
    const group = await waitFor(() => lineOf('Boat Rockerz 450'));
    await userEvent.click(within(group).getByRole('button', { name: 'Decrease quantity' }));
    // The cart is read again after the change, and the server's answer is what stays.
    await waitFor(() => expect(api.calls('GET /api/user/cart')).toHaveLength(2));
    expect(within(group).getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    expect(within(group).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('bounds: no more than the stock, at most 10 units, never below 1', async () => {
    cartServer([
      line({ cartItemId: 1, name: 'Low Stock Speaker', stock: 3, quantity: 3 }),
      line({ cartItemId: 2, name: 'Many Cables', stock: 500, quantity: 10 }),
      line({ cartItemId: 3, name: 'Single Mouse', stock: 500, quantity: 1 }),
      line({
        cartItemId: 4,
        name: 'Retired Phone',
        status: 'Discontinued',
        available: false,
        stock: 40,
        quantity: 2,
      }),
    ]);
    renderInApp(<CartPage />, { path: '/user/cart' });
    const plus = (name: string) => within(lineOf(name)).getByRole('button', { name: 'Increase quantity' });
    await waitFor(() => lineOf('Low Stock Speaker'));
    expect(plus('Low Stock Speaker')).toBeDisabled();
    expect(plus('Many Cables')).toBeDisabled();
    expect(plus('Single Mouse')).toBeEnabled();
    expect(within(lineOf('Single Mouse')).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    // A product that cannot be bought: no more units, and it is left out of the order.
    expect(plus('Retired Phone')).toBeDisabled();
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(within(summary()).getByText('Subtotal (14 items)')).toBeInTheDocument();
  });
});
