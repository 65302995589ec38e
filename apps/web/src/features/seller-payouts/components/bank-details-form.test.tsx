// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, type SeenRequest } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { BANK_MESSAGES } from '../api/bank-details';
import { BankDetailsForm } from './bank-details-form';

const field = (label: string) => screen.getByLabelText(label);
const SAVED = {
  accountHolder: 'Arya Electronics',
  accountNumberMasked: 'XXXXXX9012',
  ifsc: 'HDFC0001234',
  gstin: null,
  updatedAt: '2026-11-26T10:00:00.000Z',
};
/** The server's PUT: answers the saved details masked, as it does. */
const put = (req: SeenRequest) => {
  const body = req.body as {
    accountHolder: string;
    accountNumber: string;
    ifsc: string;
    gstin: string | null;
  };
  return json({
    bankDetails: {
      accountHolder: body.accountHolder,
      accountNumberMasked: `XXXXXX${body.accountNumber.slice(-4)}`,
      ifsc: body.ifsc,
      gstin: body.gstin,
      updatedAt: '2026-11-26T10:00:00.000Z',
    },
  });
};

describe('bank details form', () => {
  it('refuses a bad account number, IFSC and GSTIN with their messages and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/seller/bank-details': () => json({ bankDetails: null }) });
    renderInApp(<BankDetailsForm />);
    await userEvent.type(await screen.findByLabelText('Account holder'), 'A');
    await userEvent.type(field('Account number'), '12ab');
    await userEvent.type(field('IFSC'), 'HDFC1234567');
    await userEvent.type(field('GSTIN (optional)'), '29ABCDE');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    await waitFor(() =>
      expect(field('Account holder')).toHaveAccessibleDescription(BANK_MESSAGES.accountHolder),
    );
    expect(field('Account number')).toHaveAccessibleDescription(
      expect.stringContaining('An account number is 9 to 18 digits'),
    );
    expect(field('IFSC')).toHaveAccessibleDescription(
      expect.stringContaining('An IFSC is 11 characters, like HDFC0001234'),
    );
    expect(field('GSTIN (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('A GSTIN is 15 characters'),
    );
    // Focus goes to the first field that needs attention.
    expect(field('Account holder')).toHaveFocus();
    expect(api.calls('PUT /api/seller/bank-details')).toHaveLength(0);
  });

  it('sends the IFSC upper-cased and no GSTIN when blank, then shows the number masked only', async () => {
    const api = fakeApi({
      'GET /api/seller/bank-details': () => json({ bankDetails: null }),
      'PUT /api/seller/bank-details': put,
    });
    renderInApp(<BankDetailsForm />);
    await userEvent.type(await screen.findByLabelText('Account holder'), 'Arya Electronics');
    await userEvent.type(field('Account number'), '123456789012');
    await userEvent.type(field('IFSC'), 'hdfc0001234');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank details' }));

    expect(await screen.findByText('XXXXXX9012')).toBeInTheDocument();
    expect(api.calls('PUT /api/seller/bank-details')[0]!.body).toEqual({
      accountHolder: 'Arya Electronics',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      gstin: null,
    });
    expect(screen.queryByText('123456789012')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Account number')).not.toBeInTheDocument();
    expect(screen.getByText('Not given')).toBeInTheDocument();
  });

  it('shows saved details masked, and a change asks for the account number again', async () => {
    fakeApi({ 'GET /api/seller/bank-details': () => json({ bankDetails: SAVED }) });
    renderInApp(<BankDetailsForm />);
    expect(await screen.findByText('XXXXXX9012')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change bank details' }));
    expect(field('Account holder')).toHaveValue('Arya Electronics');
    expect(field('IFSC')).toHaveValue('HDFC0001234');
    expect(field('Account number')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('XXXXXX9012')).toBeInTheDocument();
  });
});
