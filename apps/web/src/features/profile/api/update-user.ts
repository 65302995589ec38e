import { useMutation } from '@tanstack/react-query';
import type { UserUpdateBody } from '@electrohub/shared/accounts';
import { call } from '@/lib/api';
import { queryClient, sessionKeys } from '@/lib/query-client';

export type UpdateUserInput = { id: number; fields: UserUpdateBody; pfp?: File | null };

/**
 * PATCH /api/user/{id}: one profile field, the details page's four, and/or a new picture (multipart)
 * → `{ user }`.
 */
export function updateUser({ id, fields, pfp }: UpdateUserInput) {
  if (!pfp) return call('PATCH /api/user/:id', { params: { id }, body: fields });
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  form.append('pfp', pfp);
  return call('PATCH /api/user/:id', { params: { id }, body: form });
}

export function useUpdateUser() {
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (data) => {
      // The cached session carries the account shown in headers and guards: keep it in step.
      queryClient.setQueryData<{ user: unknown; seller: unknown }>(sessionKeys.account, (prev) =>
        prev ? { ...prev, user: data.user } : prev,
      );
    },
  });
}
