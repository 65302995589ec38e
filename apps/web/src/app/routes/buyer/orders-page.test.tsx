// @vitest-environment happy-dom
import type { PlaceOrderAnswer, UnpaidOrder } from '@electrohub/shared/checkout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CheckoutButton } from '@/features/checkout/components/checkout-flow';
import { fakeApi, json, signedInBuyer } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { BuyerOrdersPage } from './orders-page';

const held = (orderId: number, name: string): PlaceOrderAnswer => ({
  order: { id: `order_test_${orderId}`, amount: 129900, currency: 'INR' },
  orderData: {
    orderId,
    total: 1299,
    flag: 'buy',
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    items: [{ productId: 5, quantity: 1, sellerId: 2, name, price: 1299, image: null }],
  },
  provider: 'test',
  key: 'rzp_test_local',
  prefill: { name: 'Asha Verma', email: 'asha@example.com', contact: '9876543210' },
});
const unpaidOf = (answer: PlaceOrderAnswer): UnpaidOrder => ({
  ...answer,
  createdAt: new Date().toISOString(),
});
const payment = { razorpay_order_id: 'order_test_7', razorpay_payment_id: 'pay_1', razorpay_signature: 'ab' };

describe('closing the card dialog of a checkout releases its order', () => {
  for (const close of ['Cancel', 'Escape', 'Close'] as const)
    it(`by ${close}: the hold is released at once`, async () => {
      const api = fakeApi({
        'GET /api/auth/user-data': signedInBuyer,
        'POST /api/user/orders/place-order': () => json(held(7, 'Boat Airdopes 141')),
        'DELETE /api/user/orders/unpaid/:orderId': ({ params }) =>
          json({ message: 'Order cancelled', order: { id: Number(params.orderId), status: 'Expired' } }),
      });
      renderInApp(
        <CheckoutButton draft={{ total: 1299, items: [{ productId: 5, quantity: 1 }] }} flag="buy">
          Buy Now
        </CheckoutButton>,
        { path: '/product/5' },
      );
      const buyNow = await screen.findByRole('button', { name: 'Buy Now' });
      await waitFor(() => expect(buyNow).toBeEnabled());
      await userEvent.click(buyNow);
      const dialog = await screen.findByRole('dialog', { name: /Card payment/ });
      expect(api.calls('DELETE /api/user/orders/unpaid/:orderId')).toEqual([]);
      if (close === 'Escape') await userEvent.keyboard('{Escape}');
      else await userEvent.click(within(dialog).getByRole('button', { name: close }));
      await waitFor(() =>
        expect(api.calls('DELETE /api/user/orders/unpaid/:orderId').map((r) => r.params)).toEqual([
          { orderId: '7' },
        ]),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    });
});

describe('My Orders: unpaid orders', () => {
  function server(unpaid: UnpaidOrder[]) {
    let list = unpaid;
    return fakeApi({
      'GET /api/auth/user-data': signedInBuyer,
      'GET /api/user/orders': () => json([]),
      'GET /api/user/orders/unpaid': () => json(list),
      'DELETE /api/user/orders/unpaid/:orderId': ({ params }) => {
        list = list.filter((o) => o.orderData.orderId !== Number(params.orderId));
        return json({ message: 'Order cancelled', order: { id: Number(params.orderId), status: 'Expired' } });
      },
      'POST /api/payments/test/pay': () => json(payment),
      'POST /api/user/orders/verify-payment': () => {
        list = [];
        return json({
          success: true,
          order: {
            id: 7,
            status: 'Paid',
            amount: 1299,
            currency: 'INR',
            paidAt: new Date().toISOString(),
            createdAt: new Date().toISOString(),
            orderItems: [],
            user: { name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210', address: 'Pune' },
          },
        });
      },
    });
  }

  it('shows each unpaid order with Pay now and Cancel; Cancel releases it', async () => {
    const api = server([unpaidOf(held(7, 'Boat Airdopes 141')), unpaidOf(held(8, 'Mi Power Bank'))]);
    renderInApp(<BuyerOrdersPage />, { path: '/user/orders' });
    const list = await screen.findByRole('list', { name: 'Unpaid orders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Pay now for Boat Airdopes 141' })).toBeEnabled();
    await userEvent.click(within(list).getByRole('button', { name: 'Cancel Mi Power Bank' }));
    await waitFor(() =>
      expect(api.calls('DELETE /api/user/orders/unpaid/:orderId').map((r) => r.params)).toEqual([
        { orderId: '8' },
      ]),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('Mi Power Bank')).not.toBeInTheDocument();
  });

  it('Pay now opens the card payment for that order and completes it; closing it there keeps the hold', async () => {
    const api = server([unpaidOf(held(7, 'Boat Airdopes 141'))]);
    renderInApp(<BuyerOrdersPage />, { path: '/user/orders' });
    const pay = await screen.findByRole('button', { name: 'Pay now for Boat Airdopes 141' });

    // Closed without paying: still held, still offered (Cancel is right there).
    await userEvent.click(pay);
    let dialog = await screen.findByRole('dialog', { name: /Card payment/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE /api/user/orders/unpaid/:orderId')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Pay now for Boat Airdopes 141' }));
    dialog = await screen.findByRole('dialog', { name: /Card payment/ });
    expect(within(dialog).getByText('₹1,299')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use test card' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    await waitFor(() =>
      expect(api.calls('POST /api/user/orders/verify-payment').map((r) => r.body)).toEqual([
        expect.objectContaining({ ...payment, flag: 'buy' }),
      ]),
    );
    expect(api.calls('POST /api/payments/test/pay').map((r) => r.body)).toEqual([
      expect.objectContaining({ orderId: 'order_test_7' }),
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Unpaid orders' })).not.toBeInTheDocument(),
    );
  });
});
