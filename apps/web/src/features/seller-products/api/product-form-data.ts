import type { ProductDetailRow } from '@electrohub/shared/products';

/** The text fields of a product as the multipart body carries them. */
export type ProductSubmission = {
  name?: string;
  description?: string;
  price?: number;
  offerPercentage?: number;
  stock?: number;
  categoryName?: string;
  status?: string;
  brand?: string;
  details?: ProductDetailRow[];
};

/** FormData with the fields (details as JSON text) and each image under the repeated `images` field. */
export function productFormData(fields: ProductSubmission, images: File[]): FormData {
  const form = new FormData();
  const { details, ...scalars } = fields;
  for (const [key, value] of Object.entries(scalars))
    if (value !== undefined) form.append(key, String(value));
  if (details !== undefined) form.append('details', JSON.stringify(details));
  for (const image of images) form.append('images', image, image.name);
  return form;
}
