// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SELLER_STANDING_MESSAGES } from '@electrohub/shared/money';
import { fakeApi, json } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { useSellerStanding } from '../api/get-standing';
import { StandingBanner } from './standing-banner';

describe('seller standing banner', () => {
  it("says why a suspended seller's products are hidden, with the admin's reason", async () => {
    fakeApi({
      'GET /api/seller/status': () =>
        json({
          status: 'suspended',
          reason: 'Listings under review',
          message: SELLER_STANDING_MESSAGES.suspended,
        }),
    });
    renderInApp(<StandingBanner />);
    expect(await screen.findByText(SELLER_STANDING_MESSAGES.suspended)).toBeInTheDocument();
    expect(screen.getByText('Listings under review')).toBeInTheDocument();
  });

  it('shows nothing for an approved seller', async () => {
    fakeApi({ 'GET /api/seller/status': () => json({ status: 'approved', reason: null, message: null }) });
    /** Says when the standing has arrived, so the banner's absence is checked after it, not before. */
    function Arrived() {
      return <p>{useSellerStanding().data?.status}</p>;
    }
    renderInApp(
      <>
        <StandingBanner />
        <Arrived />
      </>,
    );
    expect(await screen.findByText('approved')).toBeInTheDocument();
    expect(screen.queryByTestId('standing-banner')).not.toBeInTheDocument();
  });
});
