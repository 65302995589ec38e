import type { AdminSettableProductStatus } from '@electrohub/shared/admin-insights';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import type { AdminProduct } from './get-product';
import { adminInsightsKeys } from './keys';

/** PATCH /api/admin/products/updateStatus/{id} `{ status }`: Active, Inactive or OutOfStock. */
export function updateProductStatus(id: number, status: AdminSettableProductStatus) {
  return call('PATCH /api/admin/products/updateStatus/:id', { params: { id }, body: { status } });
}

/** The detail shows the new status at once; lists and figures are refetched when next seen. */
export function useUpdateProductStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: AdminSettableProductStatus }) =>
      updateProductStatus(id, status),
    meta: { scope: 'admin' },
    onSuccess: (answer) => {
      client.setQueryData<AdminProduct>(adminInsightsKeys.product(answer.product.id), (old) =>
        old ? { ...old, status: answer.product.status, updatedAt: answer.product.updatedAt } : old,
      );
      void client.invalidateQueries({
        queryKey: adminInsightsKeys.products(),
        predicate: (q) => q.queryKey[3] !== 'detail',
      });
    },
  });
}
