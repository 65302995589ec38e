import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api';

/**
 * POST /api/remove-bg (multipart `image`) → `{ processedImage }`, the PNG with the background cut away as raw
 * base64; resolves with it as a data URL the editor can draw.
 */
export async function removeBackground(image: Blob): Promise<string> {
  const form = new FormData();
  form.append('image', image, 'image');
  const { processedImage } = await call('POST /api/remove-bg', { body: form });
  return `data:image/png;base64,${processedImage}`;
}

export function useRemoveBackground() {
  return useMutation({ mutationFn: removeBackground, meta: { scope: 'account' } });
}
