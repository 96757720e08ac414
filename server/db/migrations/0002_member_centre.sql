CREATE TABLE "bank_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"brand_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "banks_brand_id_code_pk" PRIMARY KEY("brand_id","code")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_answers" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_hash" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "security_answers_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "security_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"sort" integer NOT NULL,
	"text_en" text NOT NULL,
	"text_ty" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_marks" (
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seed_marks_brand_id_name_pk" PRIMARY KEY("brand_id","name")
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ty" text NOT NULL,
	"content_en" text NOT NULL,
	"content_ty" text NOT NULL,
	CONSTRAINT "site_pages_brand_id_name_pk" PRIMARY KEY("brand_id","name")
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"brand_id" text NOT NULL,
	"level" integer NOT NULL,
	"label_en" text NOT NULL,
	"label_ty" text NOT NULL,
	"benefits_en" text NOT NULL,
	"benefits_ty" text NOT NULL,
	CONSTRAINT "vip_levels_brand_id_level_pk" PRIMARY KEY("brand_id","level")
);
--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "feedback_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_password_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vip_level" integer;--> statement-breakpoint
CREATE INDEX "bank_cards_user" ON "bank_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_live" ON "bank_cards" USING btree ("user_id","bank_code","account_number") WHERE "bank_cards"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "feedback_user" ON "feedback" USING btree ("user_id");