import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** PUT /api/seller/products/image/{imageId} (multipart `image`): the image editor's 'Save Changes'. */
export function replaceProductImage(imageId: number, image: Blob) {
  const form = new FormData();
  form.append('image', image, 'edited.png');
  return call('PUT /api/seller/products/image/:imageId', { params: { imageId }, body: form });
}

export function useReplaceProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { imageId: number; image: Blob }) => replaceProductImage(v.imageId, v.image),
    meta: { scope: 'account' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['seller', 'products'] }),
  });
}
