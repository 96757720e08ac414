-- SMS and e-mail messages (issue 32; services/messages/): one row per message, which is also the send queue. A worker
-- claims due rows (state queued, or sending with an ended lease) with FOR UPDATE SKIP LOCKED, sends them, and records
-- sent / delivered / failed; body and code are cleared once the message is sent or given up.
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"template" text NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"body" text,
	"code" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"provider" text,
	"provider_id" text,
	"sms_code_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "messages_due" ON "messages" USING btree ("next_at");
--> statement-breakpoint
CREATE INDEX "messages_sms_code" ON "messages" USING btree ("sms_code_id");
--> statement-breakpoint
CREATE INDEX "messages_provider_id" ON "messages" USING btree ("provider_id");
