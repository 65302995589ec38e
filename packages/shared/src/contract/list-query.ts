import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, LIST_MAX_PAGE } from '../paging.ts';

/** `?page=&limit=` of every paged list (paging.ts). Extend it with a list's own filters. */
export const listPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(LIST_MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
});
export type ListPageQuery = z.infer<typeof listPageQuerySchema>;
