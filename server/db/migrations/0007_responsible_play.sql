CREATE TABLE "rp_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"birth_date" text,
	"not_restricted_at" timestamp with time zone,
	"reality_check_minutes" integer
);
--> statement-breakpoint
CREATE TABLE "rp_limits" (
	"user_id" integer NOT NULL,
	"brand_id" text NOT NULL,
	"key" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_remove" boolean DEFAULT false NOT NULL,
	"pending_requested_at" timestamp with time zone,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rp_limits_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "rp_exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"duration" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"undoable_from" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rp_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"key" text,
	"amount_cents" bigint,
	"previous_amount_cents" bigint,
	"minutes" integer,
	"duration" text,
	"until" timestamp with time zone,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rp_exclusions_user" ON "rp_exclusions" USING btree ("user_id","until");--> statement-breakpoint
CREATE INDEX "rp_history_user" ON "rp_history" USING btree ("user_id","id");
