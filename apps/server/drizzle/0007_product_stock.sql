-- Stock moves out of the searchable products row (decision 029): reserving and releasing write this narrow row
-- only (no search column, no index but the key; fillfactor 50 leaves room for HOT updates).
CREATE TABLE "product_stock" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_stock_nonneg" CHECK ("product_stock"."stock" >= 0)
) WITH (fillfactor = 50);
--> statement-breakpoint
INSERT INTO "product_stock" ("product_id", "stock") SELECT "id", "stock" FROM "products";--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_stock_nonneg";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "stock";--> statement-breakpoint
-- Every product has its stock row from the start (0 until the inserting code, or a seller, sets it).
CREATE FUNCTION "products_stock_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_stock" ("product_id") SELECT "id" FROM "new_products" ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_stock_row" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "products_stock_row"();--> statement-breakpoint
-- The search columns were stored generated columns, recomputed (to_tsvector over the description included) on
-- every update of the row. Now a trigger computes them on insert and when the text they come from is written.
ALTER TABLE "products" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_vector" SET DEFAULT ''::tsvector;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "title_vector" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "title_vector" SET DEFAULT ''::tsvector;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_text" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_text" SET DEFAULT '';--> statement-breakpoint
CREATE FUNCTION "products_search_columns"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_vector" := setweight(to_tsvector('english', coalesce(NEW."name", '')), 'A') || setweight(to_tsvector('english', coalesce(NEW."brand", '') || ' ' || coalesce(NEW."category_name", '')), 'B') || setweight(to_tsvector('english', coalesce(NEW."description", '')), 'C');
  NEW."title_vector" := setweight(to_tsvector('english', coalesce(NEW."name", '')), 'A') || setweight(to_tsvector('english', coalesce(NEW."brand", '') || ' ' || coalesce(NEW."category_name", '')), 'B');
  NEW."search_text" := lower(coalesce(NEW."name", '') || ' ' || coalesce(NEW."brand", '') || ' ' || coalesce(NEW."category_name", ''));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_columns" BEFORE INSERT OR UPDATE OF "name", "description", "brand", "category_name" ON "products" FOR EACH ROW EXECUTE FUNCTION "products_search_columns"();--> statement-breakpoint
-- The dictionary followed every UPDATE statement (re-splitting the words of every updated row); now only a row
-- whose title text changed adds its words.
DROP TRIGGER "products_search_words_upd" ON "products";--> statement-breakpoint
CREATE FUNCTION "products_search_words_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM regexp_split_to_table(NEW."search_text", '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 2 AND 40 AND w ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_upd" AFTER UPDATE OF "name", "brand", "category_name" ON "products" FOR EACH ROW WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text") EXECUTE FUNCTION "products_search_words_row"();
