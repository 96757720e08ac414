CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"bet_no" text NOT NULL,
	"node_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"category" text NOT NULL,
	"stake_cents" bigint NOT NULL,
	"valid_stake_cents" bigint NOT NULL,
	"win_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"txn_id" bigint
);
--> statement-breakpoint
CREATE TABLE "bet_hours" (
	"brand_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"vendor" text NOT NULL,
	"bet_count" integer NOT NULL,
	"stake_cents" bigint NOT NULL,
	"valid_stake_cents" bigint NOT NULL,
	"win_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	CONSTRAINT "bet_hours_user_id_hour_category_vendor_pk" PRIMARY KEY("user_id","hour","category","vendor")
);
--> statement-breakpoint
CREATE TABLE "ledger_hours" (
	"account_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"movements" integer NOT NULL,
	"in_cents" bigint NOT NULL,
	"out_cents" bigint NOT NULL,
	CONSTRAINT "ledger_hours_account_id_hour_kind_pk" PRIMARY KEY("account_id","hour","kind")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "balance_cents" bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "balance_after_cents" bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "ledger_txns" ADD COLUMN "ref" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_brand_bet_no" ON "bets" USING btree ("brand_id","bet_no");--> statement-breakpoint
CREATE INDEX "bets_user_placed" ON "bets" USING btree ("user_id","placed_at","id");--> statement-breakpoint
CREATE INDEX "bets_brand_settled" ON "bets" USING btree ("brand_id","settled_at");--> statement-breakpoint
CREATE INDEX "bets_user_settled" ON "bets" USING btree ("user_id","settled_at","id");--> statement-breakpoint
CREATE INDEX "bet_hours_brand_hour" ON "bet_hours" USING btree ("brand_id","hour");--> statement-breakpoint
DROP INDEX "ledger_entries_account";--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_kind" ON "ledger_entries" USING btree ("account_id","kind","id") WHERE "ledger_entries"."kind" is not null;--> statement-breakpoint
CREATE INDEX "ledger_txns_brand_kind_ref" ON "ledger_txns" USING btree ("brand_id","kind","ref");--> statement-breakpoint
-- Data: the cached balances and running balances of the member accounts that exist already (written by hand;
-- the ledger also falls back to the sum of the entries for a member account whose balance_cents is null).
UPDATE "ledger_accounts" a SET "balance_cents" = (
	SELECT coalesce(sum(e."amount_cents"), 0) FROM "ledger_entries" e WHERE e."account_id" = a."id"
) WHERE a."kind" = 'member';--> statement-breakpoint
UPDATE "ledger_entries" e SET "balance_after_cents" = r."running"
FROM (
	SELECT x."id", sum(x."amount_cents") OVER (PARTITION BY x."account_id" ORDER BY x."id") AS "running"
	FROM "ledger_entries" x JOIN "ledger_accounts" a ON a."id" = x."account_id" AND a."kind" = 'member'
) r
WHERE e."id" = r."id";--> statement-breakpoint
-- The txn kind on the member entries and the hourly rollup of the member accounts (services/ledgerHours.ts keeps
-- the same statements for the seeds that write ledger rows directly).
UPDATE "ledger_entries" e SET "kind" = t."kind"
FROM "ledger_txns" t, "ledger_accounts" a
WHERE t."id" = e."txn_id" AND a."id" = e."account_id" AND a."kind" = 'member';--> statement-breakpoint
INSERT INTO "ledger_hours" ("account_id", "hour", "kind", "movements", "in_cents", "out_cents")
SELECT m."account_id", date_trunc('hour', t."created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', t."kind", count(*),
	coalesce(sum(m."net") FILTER (WHERE m."net" > 0), 0), coalesce(sum(m."net") FILTER (WHERE m."net" < 0), 0)
FROM (
	SELECT e."account_id", e."txn_id", sum(e."amount_cents") AS "net"
	FROM "ledger_entries" e JOIN "ledger_accounts" a ON a."id" = e."account_id" AND a."kind" = 'member'
	GROUP BY e."account_id", e."txn_id"
) m JOIN "ledger_txns" t ON t."id" = m."txn_id"
GROUP BY 1, 2, 3;
