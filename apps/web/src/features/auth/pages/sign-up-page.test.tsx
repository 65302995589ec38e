// @vitest-environment happy-dom
import { MESSAGES } from '@electrohub/shared/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BUYER, fakeApi, json } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import type { PublicSeller } from '@electrohub/shared/auth';
import { SignUpPage } from './sign-up-page';

const page = () => renderInApp(<SignUpPage kind="user" />, { path: '/user/auth/signup' });
const sellerPage = () => renderInApp(<SignUpPage kind="seller" />, { path: '/seller/auth/signup' });
const field = (label: string | RegExp) => screen.getByLabelText(label);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('buyer sign-up page', () => {
  it('shows every required message from the shared schema, terms included', async () => {
    const api = fakeApi({ 'GET /api/auth/providers': () => json({ google: false }) });
    page();
    await submit();
    for (const message of [
      MESSAGES.nameRequired,
      MESSAGES.emailRequired,
      MESSAGES.phoneInvalid,
      MESSAGES.passwordRequired,
      MESSAGES.addressRequired,
      MESSAGES.answerRequired,
      MESSAGES.termsRequired,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.calls('POST /api/user/auth/signup')).toHaveLength(0);
  });

  it('checks the phone number (10 digits from 7, 8 or 9) and the answer length', async () => {
    fakeApi({ 'GET /api/auth/providers': () => json({ google: false }) });
    page();
    await userEvent.type(field('Phone'), '5123456789');
    await userEvent.type(field(/Security question/), 'x');
    await submit();
    await waitFor(() => expect(field('Phone')).toHaveAccessibleDescription(MESSAGES.phoneInvalid));
    expect(field(/Security question/)).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.answerMin),
    );
  });

  it('sends the body without the terms box once everything is valid', async () => {
    const api = fakeApi({
      'GET /api/auth/providers': () => json({ google: false }),
      'POST /api/user/auth/signup': () => json({ user: BUYER }, 201),
    });
    page();
    await userEvent.type(field('Full name'), ' Asha Verma ');
    await userEvent.type(field('Email'), 'asha@example.in');
    await userEvent.type(field('Phone'), '9876543210');
    await userEvent.type(field('Password'), 'Buyer@12345');
    await userEvent.type(field('Address'), '12 MG Road, Pune');
    await userEvent.type(field(/Security question/), 'electro');
    await userEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    expect(api.calls('POST /api/user/auth/signup').map((r) => r.body)).toEqual([
      {
        name: 'Asha Verma',
        email: 'asha@example.in',
        phone: '9876543210',
        password: 'Buyer@12345',
        address: '12 MG Road, Pune',
        answer: 'electro',
      },
    ]);
  });
});

const SELLER: PublicSeller = {
  id: 7,
  name: 'Volt Traders',
  email: 'sales@volt.in',
  phone: '9123456780',
  address: 'Shop 4, Lamington Road, Mumbai',
  pfp: '/media/logo.png',
  hasPassword: true,
  hasAnswer: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const logo = () => new File(['logo'], 'logo.png', { type: 'image/png' });

describe('seller sign-up page (the same page, seller kind)', () => {
  it("shows the seller's labels and every required message, the logo's included", async () => {
    const api = fakeApi({ 'GET /api/auth/providers': () => json({ google: false }) });
    sellerPage();
    expect(screen.getByRole('heading', { name: 'Create your seller account' })).toBeInTheDocument();
    expect(field('Company Name')).toHaveAttribute('placeholder', 'Volt Traders');
    expect(field('Company Address')).toHaveAttribute('placeholder', 'Shop, street, city, PIN');
    await submit();
    for (const message of [
      MESSAGES.pfpRequired,
      MESSAGES.companyNameRequired,
      MESSAGES.emailRequired,
      MESSAGES.phoneInvalid,
      MESSAGES.passwordRequired,
      MESSAGES.companyAddressRequired,
      MESSAGES.securityQuestionRequired,
      MESSAGES.termsRequired,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Company Name')).toHaveAccessibleDescription(MESSAGES.companyNameRequired);
    expect(api.calls('POST /api/seller/auth/signup')).toHaveLength(0);
  });

  it('checks the phone number and the password length as for buyers', async () => {
    fakeApi({ 'GET /api/auth/providers': () => json({ google: false }) });
    sellerPage();
    await userEvent.type(field('Phone'), '5123456789');
    await userEvent.type(field('Password'), 'short');
    await submit();
    await waitFor(() => expect(field('Phone')).toHaveAccessibleDescription(MESSAGES.phoneInvalid));
    expect(field('Password')).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.passwordMin));
  });

  it('sends the fields and the logo as multipart once everything is valid', async () => {
    const api = fakeApi({
      'GET /api/auth/providers': () => json({ google: false }),
      'POST /api/seller/auth/signup': () => json({ seller: SELLER }, 201),
    });
    sellerPage();
    await userEvent.upload(field('Profile picture or logo'), logo());
    await userEvent.type(field('Company Name'), 'Volt Traders');
    await userEvent.type(field('Email'), 'sales@volt.in');
    await userEvent.type(field('Phone'), '9123456780');
    await userEvent.type(field('Password'), 'Seller@12345');
    await userEvent.type(field('Company Address'), 'Shop 4, Lamington Road, Mumbai');
    await userEvent.type(field(/Security question/), 'electro');
    await userEvent.click(screen.getByRole('checkbox'));
    await submit();
    expect(await screen.findByText('Seller Account created successfully')).toBeInTheDocument();
    const [body] = api.calls('POST /api/seller/auth/signup').map((r) => r.body as FormData);
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body!.entries()].filter(([key]) => key !== 'pfp'))).toEqual({
      name: 'Volt Traders',
      email: 'sales@volt.in',
      phone: '9123456780',
      password: 'Seller@12345',
      address: 'Shop 4, Lamington Road, Mumbai',
      answer: 'electro',
    });
    expect((body!.get('pfp') as File).name).toBe('logo.png');
  });
});
