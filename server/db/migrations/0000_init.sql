CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"type" text NOT NULL,
	"group_name" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ty" text NOT NULL,
	"content_en" text NOT NULL,
	"content_ty" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"no_expiry" boolean NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_settings" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"register_settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_user_id_node_id_pk" PRIMARY KEY("user_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"brand_id" text NOT NULL,
	"node_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"room_id" text NOT NULL,
	"game_type" text NOT NULL,
	"game_category" text NOT NULL,
	"vassalage" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ty" text NOT NULL,
	"node_name" text NOT NULL,
	"support_play" boolean NOT NULL,
	"is_new" boolean NOT NULL,
	"hot" integer NOT NULL,
	"min_bet" text NOT NULL,
	"prize_mode" text,
	"sort" integer NOT NULL,
	CONSTRAINT "games_brand_id_node_id_pk" PRIMARY KEY("brand_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "help_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"sort" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_ty" text NOT NULL,
	"content_en" text NOT NULL,
	"content_ty" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_ty" text NOT NULL,
	"content_en" text NOT NULL,
	"content_ty" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"txn_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_txns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recents" (
	"user_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recents_user_id_node_id_pk" PRIMARY KEY("user_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"brand_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"merchant_code" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"nickname" text,
	"email" text,
	"mobile_dialing" text,
	"mobile_num" text,
	"payee_name" text,
	"contacts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"invitation_code" text,
	"upline_id" integer,
	"to_upline" boolean DEFAULT false NOT NULL,
	"icon" integer DEFAULT 1 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"user_name" text NOT NULL,
	"node_id" integer NOT NULL,
	"win_cents" bigint NOT NULL,
	"won_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "announcements_brand_type" ON "announcements" USING btree ("brand_id","type");--> statement-breakpoint
CREATE INDEX "games_type" ON "games" USING btree ("brand_id","game_type","sort");--> statement-breakpoint
CREATE INDEX "games_vendor" ON "games" USING btree ("brand_id","vassalage");--> statement-breakpoint
CREATE INDEX "inbox_user" ON "inbox_messages" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner" ON "ledger_accounts" USING btree ("brand_id","kind","user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_txn" ON "ledger_entries" USING btree ("txn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_txns_idempotency" ON "ledger_txns" USING btree ("brand_id","scope","idempotency_key");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_lookup" ON "sms_codes" USING btree ("brand_id","mobile","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "users_brand_username" ON "users" USING btree ("brand_id","username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_brand_mobile" ON "users" USING btree ("brand_id","mobile_dialing","mobile_num");--> statement-breakpoint
CREATE UNIQUE INDEX "users_brand_invitation" ON "users" USING btree ("brand_id","invitation_code");