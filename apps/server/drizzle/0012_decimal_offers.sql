-- Offers may have two decimals (docs/decisions/031-client-readings.md). The generated selling price depends on the
-- offer, so it is dropped (with its four indexes, the filters' one of 0010 among them), the type changed, and both are
-- made again as they were.
ALTER TABLE "products" DROP COLUMN "selling_price_paise";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "offer_percentage" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "selling_price_paise" integer GENERATED ALWAYS AS (round(price_paise - price_paise * offer_percentage / 100.0)::integer) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_status_selling_price_idx" ON "products" USING btree ("status","selling_price_paise");--> statement-breakpoint
CREATE INDEX "products_visible_price_idx" ON "products" USING btree ("selling_price_paise","id") WHERE "products"."status" in ('Active', 'OutOfStock');--> statement-breakpoint
CREATE INDEX "products_visible_category_price_idx" ON "products" USING btree ("category_name","selling_price_paise","id") WHERE "products"."status" in ('Active', 'OutOfStock');--> statement-breakpoint
CREATE INDEX "products_visible_category_facets_idx" ON "products" USING btree ("category_name","brand","selling_price_paise","rating_avg_x100","offer_percentage","status") WHERE "products"."status" in ('Active', 'OutOfStock');--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "offer_percentage" SET DATA TYPE numeric(5, 2);
