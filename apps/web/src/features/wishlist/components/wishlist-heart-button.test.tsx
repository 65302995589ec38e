// @vitest-environment happy-dom
import { WISHLIST_MESSAGES } from '@electrohub/shared/storefront';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, failure, fakeApi, json, signedInBuyer, type Answer } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { WishlistHeartButton } from './wishlist-heart-button';

/**
 * The server's wishlist; the toggle flips it unless the test answers the toggle itself. `hold()` leaves later
 * reads unanswered, so what the heart shows then is the app's own doing (optimistic value or rollback).
 */
function wishlistServer(ids: number[], toggle?: () => Answer | Promise<Answer>) {
  let wishlist = [...ids];
  let held = false;
  const api = fakeApi({
    'GET /api/auth/user-data': signedInBuyer,
    'GET /api/user/wishlist/wishlistproducts': () =>
      held ? new Promise<Answer>(() => {}) : json({ wishlist }),
    'POST /api/user/wishlist/:productId': async ({ params }) => {
      if (toggle) return toggle();
      const id = Number(params.productId);
      const on = !wishlist.includes(id);
      wishlist = on ? [id, ...wishlist] : wishlist.filter((x) => x !== id);
      return json({ message: on ? WISHLIST_MESSAGES.added : WISHLIST_MESSAGES.removed, wishlisted: on });
    },
  });
  return { ...api, hold: () => (held = true) };
}

const heart = () => renderInApp(<WishlistHeartButton productId={7} productName="Sony WH-1000XM5" />);

describe('wishlist heart: the optimistic toggle', () => {
  it('fills at once, before the server answers, and stays filled when it agrees', async () => {
    const answer = deferred();
    const api = wishlistServer([], () => answer.answer);
    heart();
    const add = await screen.findByRole('button', { name: 'Add Sony WH-1000XM5 to wishlist' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    const remove = screen.getByRole('button', { name: 'Remove Sony WH-1000XM5 from wishlist' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('POST /api/user/wishlist/:productId')).toHaveLength(1);
    answer.release(json({ message: WISHLIST_MESSAGES.added, wishlisted: true }));
    await waitFor(() =>
      expect(api.calls('GET /api/user/wishlist/wishlistproducts').length).toBeGreaterThan(1),
    );
  });

  it("rolls back and shows 'Error updating wishlist' when the call fails", async () => {
    const server = wishlistServer([7], () =>
      failure(500, 'ServerError', 'The server had a problem. Please try again.'),
    );
    heart();
    const remove = await screen.findByRole('button', { name: 'Remove Sony WH-1000XM5 from wishlist' });
    server.hold();
    await userEvent.click(remove);
    expect(await screen.findByText(WISHLIST_MESSAGES.error)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Sony WH-1000XM5 from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('rolls back an add too (the heart empties again)', async () => {
    const server = wishlistServer([], () => failure(404, 'NotFound', 'Product not found'));
    heart();
    await screen.findByRole('button', { name: 'Add Sony WH-1000XM5 to wishlist' });
    server.hold();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Sony WH-1000XM5 to wishlist' }));
    expect(await screen.findByText(WISHLIST_MESSAGES.error)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Sony WH-1000XM5 to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('follows the server through two toggles', async () => {
    const api = wishlistServer([]);
    heart();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Sony WH-1000XM5 to wishlist' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Sony WH-1000XM5 from wishlist' }),
    );
    await screen.findByRole('button', { name: 'Add Sony WH-1000XM5 to wishlist' });
    await waitFor(() => expect(api.calls('POST /api/user/wishlist/:productId')).toHaveLength(2));
  });

  it('asks a signed-out visitor to log in and calls nothing', async () => {
    const api = fakeApi({});
    heart();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Sony WH-1000XM5 to wishlist' }));
    expect(await screen.findByText(WISHLIST_MESSAGES.loginRequired)).toBeInTheDocument();
    expect(api.calls('POST /api/user/wishlist/:productId')).toHaveLength(0);
    expect(api.calls('GET /api/user/wishlist/wishlistproducts')).toHaveLength(0);
  });
});
