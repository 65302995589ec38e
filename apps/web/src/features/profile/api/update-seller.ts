import { useMutation } from '@tanstack/react-query';
import type { SellerUpdateBody } from '@electrohub/shared/accounts';
import { call } from '@/lib/api';
import { queryClient, sessionKeys } from '@/lib/query-client';

export type UpdateSellerInput = { id: number; fields: SellerUpdateBody; pfp?: File | null };

/** PATCH /api/seller/{id}: JSON fields, or multipart with a new picture → `{ seller }`. */
export function updateSeller({ id, fields, pfp }: UpdateSellerInput) {
  if (!pfp) return call('PATCH /api/seller/:id', { params: { id }, body: fields });
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  form.append('pfp', pfp);
  return call('PATCH /api/seller/:id', { params: { id }, body: form });
}

export function useUpdateSeller() {
  return useMutation({
    mutationFn: updateSeller,
    onSuccess: (data) => {
      // The cached session carries the account shown in headers and guards: keep it in step.
      queryClient.setQueryData<{ user: unknown; seller: unknown }>(sessionKeys.account, (prev) =>
        prev ? { ...prev, seller: data.seller } : prev,
      );
    },
  });
}
