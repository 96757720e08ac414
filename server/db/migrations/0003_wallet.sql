CREATE TABLE "deposit_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"channel_id" text NOT NULL,
	"channel_name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"pay_amount_cents" bigint NOT NULL,
	"state" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text,
	"order_id" text,
	"payload" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"state" text NOT NULL,
	"bank_card_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_masked" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_key" ON "deposit_orders" USING btree ("brand_id","user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "deposit_orders_user" ON "deposit_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_state" ON "deposit_orders" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "payment_callbacks_order" ON "payment_callbacks" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_key" ON "withdrawals" USING btree ("brand_id","user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawals_user" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_brand_state" ON "withdrawals" USING btree ("brand_id","state");