import { sql, type SQL } from 'drizzle-orm';
import type { products } from './schema/index.ts';

/** The product's images `[{ id, url }]` in order (an empty array when none); `productId` is the outer product's id. */
export const imagesOf = (productId: SQL | typeof products.id) => sql<{ id: number; url: string }[]>`coalesce((
  select json_agg(json_build_object('id', pi.id, 'url', pi.url) order by pi.position, pi.id)
  from product_images pi where pi.product_id = ${productId}), '[]'::json)`;
