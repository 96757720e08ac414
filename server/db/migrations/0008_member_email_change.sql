ALTER TABLE "users" ADD COLUMN "email_previous" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_changed_at" timestamp with time zone;