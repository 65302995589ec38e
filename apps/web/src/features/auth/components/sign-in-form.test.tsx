// @vitest-environment happy-dom
import { MESSAGES } from '@electrohub/shared/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient, sessionKeys } from '@/lib/query-client';
import { BUYER, failure, fakeApi, json } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { SignInForm } from './sign-in-form';

const form = () => renderInApp(<SignInForm role="user" forgotHref="/user/auth/forgot-password" />);
const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

describe('sign-in form', () => {
  it("shows the shared schema's messages under empty fields and sends nothing", async () => {
    const api = fakeApi({});
    form();
    await submit();
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    // Each message is read out with its field.
    expect(email()).toHaveAccessibleDescription(MESSAGES.emailRequired);
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription(MESSAGES.passwordRequired);
    expect(api.calls('POST /api/user/auth/signin')).toHaveLength(0);
  });

  it('rejects a malformed address and a short password', async () => {
    const api = fakeApi({});
    form();
    await userEvent.type(email(), 'asha@example');
    await userEvent.type(password(), 'short');
    await submit();
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordMin)).toBeInTheDocument();
    expect(api.calls('POST /api/user/auth/signin')).toHaveLength(0);
  });

  it('signs in with the normalised address and caches the session', async () => {
    const api = fakeApi({ 'POST /api/user/auth/signin': () => json({ user: BUYER }) });
    form();
    await userEvent.type(email(), '  Asha@Example.IN ');
    await userEvent.type(password(), 'Buyer@12345');
    await submit();
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
    expect(api.calls('POST /api/user/auth/signin').map((r) => r.body)).toEqual([
      { email: 'asha@example.in', password: 'Buyer@12345' },
    ]);
    expect(queryClient.getQueryData(sessionKeys.account)).toEqual({ user: BUYER, seller: null });
  });

  it("puts the server's field issues under their fields", async () => {
    fakeApi({
      'POST /api/user/auth/signin': () =>
        json(
          {
            flag: 'ValidationError',
            error: 'Invalid input',
            issues: [{ path: 'email', message: 'Email is not allowed here' }],
          },
          400,
        ),
    });
    form();
    await userEvent.type(email(), 'asha@example.in');
    await userEvent.type(password(), 'Buyer@12345');
    await submit();
    await waitFor(() => expect(email()).toHaveAccessibleDescription('Email is not allowed here'));
    expect(screen.queryByText('Invalid input')).not.toBeInTheDocument();
  });

  it("toasts any other failure with the server's message and stays signed out", async () => {
    fakeApi({
      'POST /api/user/auth/signin': () => failure(401, 'InvalidCredentials', 'Invalid email or password'),
    });
    form();
    await userEvent.type(email(), 'asha@example.in');
    await userEvent.type(password(), 'Wrong@12345');
    await submit();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(queryClient.getQueryData(sessionKeys.account)).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});

describe('the admin sign-in form', () => {
  const ADMIN = { id: 1, name: 'Root', email: 'root@electrohub.in', createdAt: '2026-01-01T00:00:00.000Z' };
  const adminForm = () => renderInApp(<SignInForm role="admin" forgotHref="/admin/auth/forgot-password" />);

  it('leaves an empty secret key out and sends one that is given', async () => {
    const api = fakeApi({ 'POST /api/admin/auth/signin': () => json({ admin: ADMIN }) });
    adminForm();
    expect(email()).not.toHaveAttribute('placeholder');
    await userEvent.type(email(), 'root@electrohub.in');
    await userEvent.type(password(), 'Admin@12345');
    await submit();
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Secret key'), 'secret-key');
    await submit();
    await waitFor(() => expect(api.calls('POST /api/admin/auth/signin')).toHaveLength(2));
    expect(api.calls('POST /api/admin/auth/signin').map((r) => r.body)).toEqual([
      { email: 'root@electrohub.in', password: 'Admin@12345' },
      { email: 'root@electrohub.in', password: 'Admin@12345', secretKey: 'secret-key' },
    ]);
    expect(queryClient.getQueryData(sessionKeys.admin)).toEqual(ADMIN);
  });
});
