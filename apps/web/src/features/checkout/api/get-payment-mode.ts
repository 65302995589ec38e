import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** GET /api/payments/mode: which gateway takes payments, and whether every page must say "Test mode". */
export const getPaymentMode = (signal?: AbortSignal) => call('GET /api/payments/mode', { signal });

export const paymentModeQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'mode'],
    queryFn: ({ signal }) => getPaymentMode(signal),
    // Fixed for the life of the server process.
    staleTime: Infinity,
  });

export function usePaymentMode() {
  return useQuery(paymentModeQueryOptions());
}
