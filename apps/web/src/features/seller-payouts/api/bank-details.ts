import type { Answer, Body } from '@electrohub/shared/contract';
import { bankDetailsBody } from '@electrohub/shared/money';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '@/lib/api';
import { sellerPayoutKeys } from './keys';

export const BANK_MESSAGES = {
  accountHolder: 'Enter the account holder’s name (2 to 100 characters)',
  saved: 'Bank details saved',
} as const;

/**
 * The form's fields are text: an empty GSTIN means none. Every other rule and message is the server's own
 * (`bankDetailsBody`), so the form refuses exactly what the server would.
 */
export const bankDetailsForm = bankDetailsBody.extend({
  accountHolder: z.string().trim().min(2, BANK_MESSAGES.accountHolder).max(100, BANK_MESSAGES.accountHolder),
  gstin: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(bankDetailsBody.shape.gstin.unwrap()),
});

type BankAnswer = Answer<'GET /api/seller/bank-details'>;
export type BankDetails = NonNullable<BankAnswer['bankDetails']>;

/** GET /api/seller/bank-details: the saved account, its number masked, or null before the first save. */
export function getBankDetails(signal?: AbortSignal): Promise<BankAnswer> {
  return call('GET /api/seller/bank-details', { signal });
}

export const bankDetailsQueryOptions = () =>
  queryOptions({
    queryKey: sellerPayoutKeys.bank,
    queryFn: ({ signal }) => getBankDetails(signal),
    meta: { scope: 'account' },
  });

export function useBankDetails() {
  return useQuery(bankDetailsQueryOptions());
}

/** PUT /api/seller/bank-details: replaces the account; the answer is the saved account, masked. */
export function saveBankDetails(body: Body<'PUT /api/seller/bank-details'>): Promise<BankAnswer> {
  return call('PUT /api/seller/bank-details', { body });
}

export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankDetails,
    meta: { scope: 'account' },
    onSuccess: (answer) => queryClient.setQueryData(sellerPayoutKeys.bank, answer),
  });
}
