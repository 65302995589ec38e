-- Storefront filters (docs/decisions/041-catalog-filters.md): a category's filter counts read one index alone, and a
-- brand filter over every public product is one range.
CREATE INDEX "products_visible_category_facets_idx" ON "products" USING btree ("category_name","brand","selling_price_paise","rating_avg_x100","offer_percentage","status") WHERE "products"."status" in ('Active', 'OutOfStock');--> statement-breakpoint
CREATE INDEX "products_visible_brand_idx" ON "products" USING btree (lower("brand"),"id") WHERE "products"."status" in ('Active', 'OutOfStock');