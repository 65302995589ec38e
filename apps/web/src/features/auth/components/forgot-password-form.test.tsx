// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { ForgotPasswordForm } from './forgot-password-form';

const field = (label: string | RegExp) => screen.getByLabelText(label);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
const done = { success: true, message: 'Password reset successful' };

describe('the reset form', () => {
  it('proves a seller with the security answer and sends nothing else', async () => {
    const api = fakeApi({ 'POST /api/seller/auth/forgot-password': () => json(done) });
    const onDone = vi.fn();
    renderInApp(<ForgotPasswordForm role="seller" onDone={onDone} />);
    expect(screen.queryByLabelText('Secret key')).not.toBeInTheDocument();
    await userEvent.type(field('Email'), 'sales@volt.in');
    await userEvent.type(field(/Security question/), 'electro');
    await userEvent.type(field('New password'), 'Seller@12345');
    await submit();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.calls('POST /api/seller/auth/forgot-password').map((r) => r.body)).toEqual([
      { email: 'sales@volt.in', answer: 'electro', password: 'Seller@12345' },
    ]);
  });

  it('proves an admin with the secret key instead of the answer', async () => {
    const api = fakeApi({ 'POST /api/admin/auth/forgot-password': () => json(done) });
    const onDone = vi.fn();
    renderInApp(<ForgotPasswordForm role="admin" onDone={onDone} />);
    expect(screen.queryByLabelText(/Security question/)).not.toBeInTheDocument();
    await userEvent.type(field('Email'), 'root@electrohub.in');
    await userEvent.type(field('New password'), 'Admin@12345');
    await userEvent.type(field('Secret key'), 'secret-key');
    await submit();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.calls('POST /api/admin/auth/forgot-password').map((r) => r.body)).toEqual([
      { email: 'root@electrohub.in', password: 'Admin@12345', secretKey: 'secret-key' },
    ]);
  });
});
