-- The search GIN indexes take new entries straight into the tree (decision 005): a pending list is read
-- linearly by every search until a vacuum merges it. What is pending now is merged at once.
ALTER INDEX "products_search_vector_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "products_title_vector_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "products_search_text_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "search_words_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_vector_idx'::regclass), gin_clean_pending_list('products_title_vector_idx'::regclass), gin_clean_pending_list('products_search_text_trgm_idx'::regclass), gin_clean_pending_list('search_words_trgm_idx'::regclass);
