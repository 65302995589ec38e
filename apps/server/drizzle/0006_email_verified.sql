ALTER TABLE "sellers" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts created or linked through Google proved their address; password sign-ups never did (docs/decisions/023).
UPDATE "users" SET "email_verified" = true WHERE "google_sub" IS NOT NULL;--> statement-breakpoint
UPDATE "sellers" SET "email_verified" = true WHERE "google_sub" IS NOT NULL;
