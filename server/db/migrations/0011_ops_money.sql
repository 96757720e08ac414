-- The console's money (issue 29): four eyes on withdrawals (the first approver), manual adjustments and manual
-- deposit settlements, each waiting for a second, different operator above the brand's threshold.
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_by" integer;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "ops_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ops_adjustments_key" ON "ops_adjustments" USING btree ("brand_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ops_adjustments_brand_state" ON "ops_adjustments" USING btree ("brand_id","state","requested_at");--> statement-breakpoint
CREATE TABLE "deposit_settlements" (
	"order_id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"reason" text NOT NULL,
	"state" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone
);
