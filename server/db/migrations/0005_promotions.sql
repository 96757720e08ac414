CREATE TABLE "promotion_activities" (
	"announcement_id" integer PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"mode" text NOT NULL,
	"reward_cents" bigint,
	"turnover" boolean NOT NULL,
	"reward_valid_days" integer
);
--> statement-breakpoint
CREATE TABLE "promotion_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"remark" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"reward_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"activity_id" integer,
	"application_id" integer,
	"title_en" text NOT NULL,
	"title_ty" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"turnover" boolean NOT NULL,
	"state" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"txn_id" bigint
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"since" timestamp with time zone,
	"until" timestamp with time zone NOT NULL,
	"amount_cents" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"idempotency_key" text,
	"txn_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_claim_bets" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_rain_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"event_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"envelopes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_rain_grabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"result" jsonb NOT NULL,
	"txn_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "promotion_applications_user" ON "promotion_applications" USING btree ("user_id","activity_id","created_at");--> statement-breakpoint
CREATE INDEX "promotion_applications_brand_status" ON "promotion_applications" USING btree ("brand_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_live" ON "promotion_applications" USING btree ("user_id","activity_id") WHERE "promotion_applications"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "promotion_uploads_application" ON "promotion_uploads" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "rewards_user" ON "rewards" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_application" ON "rewards" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "rebate_claims_user" ON "rebate_claims" USING btree ("user_id","until");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_key" ON "rebate_claims" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "rebate_claim_bets_claim" ON "rebate_claim_bets" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "red_rain_rounds_occurrence" ON "red_rain_rounds" USING btree ("brand_id","event_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "red_rain_grabs_seq" ON "red_rain_grabs" USING btree ("round_id","user_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "red_rain_grabs_key" ON "red_rain_grabs" USING btree ("user_id","idempotency_key");
