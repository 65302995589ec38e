// @vitest-environment happy-dom
import { FINANCE_MESSAGES } from '@electrohub/shared/admin-finance';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, json } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { AdminPasswordForm } from './admin-password-form';

const settings = () =>
  json({
    admin: { id: 1, name: 'Admin', email: 'admin@electrohub.in', createdAt: '2026-01-01T00:00:00.000Z' },
    security: {
      sessionDays: 7,
      signInAttempts: 5,
      signInWindowMinutes: 15,
      passwordAlgorithm: 'scrypt',
      passwordMinLength: 8,
      activeSessions: 1,
    },
  });
const field = (label: string) => screen.getByLabelText(label);
const fill = async (current: string, next: string, confirm = next) => {
  await userEvent.type(field('Current password'), current);
  await userEvent.type(field('New password'), next);
  await userEvent.type(field('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('admin password form', () => {
  it('has plain password fields (no show/hide) and checks the confirmation before sending', async () => {
    const api = fakeApi({ 'GET /api/admin/settings': settings });
    renderInApp(<AdminPasswordForm />);
    expect(field('Current password')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
    await fill('Admin@12345', 'Fresh@12345', 'Other@12345');
    await waitFor(() =>
      expect(field('Confirm new password')).toHaveAccessibleDescription(FINANCE_MESSAGES.passwordConfirm),
    );
    expect(api.calls('PATCH /api/admin/settings/password')).toHaveLength(0);
  });

  it('puts a wrong current password under that field instead of a toast', async () => {
    fakeApi({
      'GET /api/admin/settings': settings,
      'PATCH /api/admin/settings/password': () => failure(401, 'InvalidCredentials', 'Invalid Credentials'),
    });
    renderInApp(<AdminPasswordForm />);
    await fill('Wrong@12345', 'Fresh@12345');
    await waitFor(() => expect(field('Current password')).toHaveAccessibleDescription('Invalid Credentials'));
  });

  it("toasts any other failure with the server's message", async () => {
    fakeApi({
      'GET /api/admin/settings': settings,
      'PATCH /api/admin/settings/password': () =>
        failure(500, 'ServerError', 'Could not change the password'),
    });
    renderInApp(<AdminPasswordForm />);
    await fill('Admin@12345', 'Fresh@12345');
    expect(await screen.findByText('Could not change the password')).toBeInTheDocument();
    expect(field('Current password')).not.toHaveAttribute('aria-invalid');
  });
});
