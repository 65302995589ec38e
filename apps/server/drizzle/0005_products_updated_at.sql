CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");--> statement-breakpoint
-- Every change of a product stamps updated_at (the search title index reads what changed since it last looked).
-- clock_timestamp(), not now(): a long transaction's rows carry the time of the change, not of its start.
CREATE FUNCTION "products_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."updated_at" := clock_timestamp();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_touch" BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION "products_touch"();
