CREATE TYPE "public"."seller_status" AS ENUM('pending', 'approved', 'suspended');--> statement-breakpoint
CREATE TABLE "category_commissions" (
	"category_name" text PRIMARY KEY NOT NULL,
	"rate_bps" integer NOT NULL,
	CONSTRAINT "category_commissions_rate_range" CHECK ("category_commissions"."rate_bps" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "money_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_rate_bps" integer DEFAULT 1000 NOT NULL,
	"hold_days" integer DEFAULT 30 NOT NULL,
	"seller_approval" text DEFAULT 'auto' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_settings_one_row" CHECK ("money_settings"."id" = 1),
	CONSTRAINT "money_settings_rate_range" CHECK ("money_settings"."default_rate_bps" between 0 and 5000),
	CONSTRAINT "money_settings_hold_nonneg" CHECK ("money_settings"."hold_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"mode" text NOT NULL,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"provider_ref" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_pos" CHECK ("payouts"."amount_paise" > 0),
	CONSTRAINT "payouts_status" CHECK ("payouts"."status" in ('processing', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "seller_bank_details" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"account_holder" text NOT NULL,
	"account_number_enc" text NOT NULL,
	"account_last4" text NOT NULL,
	"ifsc" text NOT NULL,
	"gstin" text,
	"provider_contact_id" text,
	"provider_fund_account_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"type" text NOT NULL,
	"order_item_id" integer,
	"payout_id" integer,
	"amount_paise" integer NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_ledger_type" CHECK ("seller_ledger"."type" in ('sale', 'commission', 'refund', 'commission_reversal', 'payout', 'payout_reversal'))
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "status" "seller_status" DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "commission_rate_bps" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "commission_paise" integer;--> statement-breakpoint
ALTER TABLE "category_commissions" ADD CONSTRAINT "category_commissions_category_name_categories_name_fk" FOREIGN KEY ("category_name") REFERENCES "public"."categories"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_bank_details" ADD CONSTRAINT "seller_bank_details_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger" ADD CONSTRAINT "seller_ledger_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger" ADD CONSTRAINT "seller_ledger_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger" ADD CONSTRAINT "seller_ledger_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_uq" ON "payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payouts_seller_created_idx" ON "payouts" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_created_idx" ON "payouts" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ledger_item_type_uq" ON "seller_ledger" USING btree ("order_item_id","type") WHERE "seller_ledger"."order_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ledger_payout_type_uq" ON "seller_ledger" USING btree ("payout_id","type") WHERE "seller_ledger"."payout_id" is not null;--> statement-breakpoint
CREATE INDEX "seller_ledger_seller_created_idx" ON "seller_ledger" USING btree ("seller_id","created_at","id");--> statement-breakpoint
INSERT INTO "money_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- SELLER_APPROVAL=manual (written into money_settings at start): every new seller waits for an admin, whatever
-- path made the row (sign-up, Google sign-in).
CREATE FUNCTION "sellers_approval"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT "seller_approval" FROM "money_settings" WHERE "id" = 1) = 'manual' THEN
    NEW."status" := 'pending';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "sellers_approval" BEFORE INSERT ON "sellers" FOR EACH ROW EXECUTE FUNCTION "sellers_approval"();
--> statement-breakpoint
-- A product made for a seller who is not approved is hidden from the start, whatever path inserted it.
CREATE FUNCTION "products_seller_visible"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."seller_id" IS NOT NULL THEN
    NEW."seller_visible" := coalesce((SELECT "status" = 'approved' FROM "sellers" WHERE "id" = NEW."seller_id"), true);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_seller_visible" BEFORE INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION "products_seller_visible"();
