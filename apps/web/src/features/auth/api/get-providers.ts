import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** GET /api/auth/providers: the Google button shows only when the server has Google configured. */
export const getProviders = (signal?: AbortSignal) => call('GET /api/auth/providers', { signal });

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: Infinity,
  });

export function useProviders() {
  return useQuery(providersQueryOptions());
}
