import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

type Providers = { google: boolean };

/** GET /api/auth/providers: the Google button shows only when the server has Google configured. */
export const getProviders = (signal?: AbortSignal) => api<Providers>('/api/auth/providers', { signal });

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: Infinity,
  });

export function useProviders() {
  return useQuery(providersQueryOptions());
}
