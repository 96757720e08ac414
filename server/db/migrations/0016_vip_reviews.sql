-- VIP levels move (issue 33; services/vip/review.ts). Each level's rules as data: the deposits and valid stake over the
-- review window that reach it (null: the review never promotes to it, e.g. before the vip-rules seed ran) and that keep
-- it (0: kept whatever the totals). Keeping can never ask more than reaching, so a promoted member is never relegated
-- by the same totals (what makes a review idempotent).
ALTER TABLE "vip_levels" ADD COLUMN "reach_deposit_cents" bigint;
--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "reach_valid_stake_cents" bigint;
--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "keep_deposit_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "keep_valid_stake_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_keep_within_reach" CHECK (
	("reach_deposit_cents" IS NULL OR "keep_deposit_cents" <= "reach_deposit_cents")
	AND ("reach_valid_stake_cents" IS NULL OR "keep_valid_stake_cents" <= "reach_valid_stake_cents")
);
--> statement-breakpoint
-- Every level a review changed: who, from and to (null: no level), why, the totals it judged, and the review's tick
-- (job_runs.tick of the job 'vip-review').
CREATE TABLE "vip_level_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"from_level" integer,
	"to_level" integer,
	"reason" text NOT NULL,
	"deposit_cents" bigint NOT NULL,
	"valid_stake_cents" bigint NOT NULL,
	"review_tick" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vip_level_changes_user" ON "vip_level_changes" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "vip_level_changes_brand" ON "vip_level_changes" USING btree ("brand_id","created_at");
