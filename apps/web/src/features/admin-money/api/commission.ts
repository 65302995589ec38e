import type { Answer, Body } from '@electrohub/shared/contract';
import { commissionRateSchema } from '@electrohub/shared/money';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '@/lib/api';
import { adminMoneyKeys } from './keys';

export const COMMISSION_MESSAGES = {
  rate: 'Enter a percent from 0 to 50, like 7.5',
} as const;

/** A rate typed as text: plain digits with up to two decimals, then the server's own 0–50 rule and messages. */
const rateText = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, COMMISSION_MESSAGES.rate)
  .transform(Number)
  .pipe(commissionRateSchema);

/**
 * The commission form: the default rate, and one field per category where blank means "charges the default";
 * blank categories are left out of the PUT.
 */
export const commissionForm = z
  .object({
    defaultRate: rateText,
    categories: z.array(
      z.object({
        name: z.string(),
        rate: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), rateText.nullable()),
      }),
    ),
  })
  .transform(({ defaultRate, categories }) => ({
    defaultRate,
    categories: categories.flatMap((c) => (c.rate === null ? [] : [{ name: c.name, rate: c.rate }])),
  }));
export type CommissionFormValues = z.input<typeof commissionForm>;

type Commission = Answer<'GET /api/admin/commission'>;

/** GET /api/admin/commission: the default rate and the categories with a rate of their own. */
export function getCommission(signal?: AbortSignal): Promise<Commission> {
  return call('GET /api/admin/commission', { signal });
}

export const commissionQueryOptions = () =>
  queryOptions({
    queryKey: adminMoneyKeys.commission,
    queryFn: ({ signal }) => getCommission(signal),
    meta: { scope: 'admin' },
  });

export function useCommission() {
  return useQuery(commissionQueryOptions());
}

/** PUT /api/admin/commission: replaces the default and every category's rate. */
export function saveCommission(
  body: Body<'PUT /api/admin/commission'>,
): Promise<Answer<'PUT /api/admin/commission'>> {
  return call('PUT /api/admin/commission', { body });
}

export function useSaveCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCommission,
    meta: { scope: 'admin' },
    onSuccess: ({ defaultRate, categories }) =>
      queryClient.setQueryData(adminMoneyKeys.commission, { defaultRate, categories }),
  });
}
