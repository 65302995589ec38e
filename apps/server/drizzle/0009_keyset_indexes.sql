-- Keyset paging (docs/decisions/028-keyset-sitemap-s3.md): each long list's order (sort key, then id) is one index,
-- so the rows after a cursor are one index range. "Top rated" orders by the negated rating and count (same order).
DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "products_visible_rating_idx";--> statement-breakpoint
DROP INDEX "products_visible_category_rating_idx";--> statement-breakpoint
DROP INDEX "orders_user_idx";--> statement-breakpoint
CREATE INDEX "users_created_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_visible_rating_key_idx" ON "products" USING btree ((-"rating_avg_x100"),(-"rating_count"),"id") WHERE "products"."status" in ('Active', 'OutOfStock');--> statement-breakpoint
CREATE INDEX "products_visible_id_idx" ON "products" USING btree ("id") WHERE "products"."status" in ('Active', 'OutOfStock');--> statement-breakpoint
CREATE INDEX "products_visible_category_id_idx" ON "products" USING btree ("category_name","id") WHERE "products"."status" in ('Active', 'OutOfStock');--> statement-breakpoint
CREATE INDEX "products_seller_created_idx" ON "products" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_visible_category_rating_key_idx" ON "products" USING btree ("category_name",(-"rating_avg_x100"),(-"rating_count"),"id") WHERE "products"."status" in ('Active', 'OutOfStock');--> statement-breakpoint
CREATE INDEX "reviews_user_created_idx" ON "reviews" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "wishlist_items_user_created_idx" ON "wishlist_items" USING btree ("user_id","created_at","product_id");--> statement-breakpoint
CREATE INDEX "order_items_created_id_idx" ON "order_items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_created_id_idx" ON "orders" USING btree ("user_id","created_at","id");
