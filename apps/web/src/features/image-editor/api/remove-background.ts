import type { Answer } from '@electrohub/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

type RemoveBgAnswer = Answer<'POST /api/remove-bg'>;

/** POST /api/remove-bg (multipart `image`) → `{ processedImage }`, a PNG data URL with the background cut away. */
export function removeBackground(image: Blob): Promise<RemoveBgAnswer> {
  const form = new FormData();
  form.append('image', image, 'image');
  return api<RemoveBgAnswer>('/api/remove-bg', { method: 'POST', body: form });
}

export function useRemoveBackground() {
  return useMutation({ mutationFn: removeBackground, meta: { scope: 'account' } });
}
