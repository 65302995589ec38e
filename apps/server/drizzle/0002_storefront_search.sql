CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_visible_price_idx" ON "products" USING btree ("selling_price_paise","id") WHERE "products"."status" in ('Active', 'OutOfStock');--> statement-breakpoint
CREATE INDEX "products_visible_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."status" in ('Active', 'OutOfStock');--> statement-breakpoint
CREATE INDEX "products_visible_rating_idx" ON "products" USING btree ("rating_avg_x100" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id") WHERE "products"."status" in ('Active', 'OutOfStock');--> statement-breakpoint
CREATE INDEX "products_visible_category_price_idx" ON "products" USING btree ("category_name","selling_price_paise","id") WHERE "products"."status" in ('Active', 'OutOfStock');--> statement-breakpoint
CREATE INDEX "products_visible_category_created_idx" ON "products" USING btree ("category_name","created_at","id") WHERE "products"."status" in ('Active', 'OutOfStock');--> statement-breakpoint
CREATE INDEX "products_visible_category_rating_idx" ON "products" USING btree ("category_name","rating_avg_x100" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id") WHERE "products"."status" in ('Active', 'OutOfStock');--> statement-breakpoint
-- The search dictionary follows product names, brands and categories (statement-level: one insert per statement).
CREATE FUNCTION "products_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "changed_products" p, regexp_split_to_table(p."search_text", '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 2 AND 40 AND w ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_ins" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "products_search_words"();--> statement-breakpoint
CREATE TRIGGER "products_search_words_upd" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "products_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products" p, regexp_split_to_table(p."search_text", '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 2 AND 40 AND w ~ '[[:alpha:]]'
ON CONFLICT DO NOTHING;
