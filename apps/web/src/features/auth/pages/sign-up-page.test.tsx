// @vitest-environment happy-dom
import { MESSAGES } from '@electrohub/shared/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BUYER, fakeApi, json } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { UserSignUpPage } from './sign-up-page';

const page = () => renderInApp(<UserSignUpPage />, { path: '/user/auth/signup' });
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
