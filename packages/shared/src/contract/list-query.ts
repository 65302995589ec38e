import { z } from 'zod';
import { CURSOR_MAX_LENGTH, LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, LIST_MAX_PAGE } from '../paging.ts';

/** `?cursor=` (paging.ts `CURSOR_PARAM`): base64url text; what it says is checked by the server (400 when it is not its own). */
export const cursorParam = z
  .string()
  .max(CURSOR_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor')
  .optional();

/** `?page=&limit=` of every paged list (paging.ts). Extend it with a list's own filters. */
export const listPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(LIST_MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
});
export type ListPageQuery = z.infer<typeof listPageQuerySchema>;

/**
 * The paging of the lists that can grow without bound (orders, products, users, reviews, wishlist): `?page=&limit=`
 * as everywhere, or `?cursor=&limit=` (the `Link` header's `next`), which the server answers with a keyset read.
 */
export const keysetPageQuerySchema = listPageQuerySchema.extend({ cursor: cursorParam });
export type KeysetPageQuery = z.infer<typeof keysetPageQuerySchema>;
