-- Agent earnings are paid (issue 33; services/agent/payouts.ts): daily and hourly salary, dividends and rebate income,
-- one row per agent, kind and period, written with its ledger txn (key agent-<kind>:<agentId>:<period>). The unique
-- index makes a period pay once however many settlements run; amount 0 records a period settled that owed nothing.
CREATE TABLE "agent_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"agent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount_cents" bigint NOT NULL,
	"valid_stake_cents" bigint NOT NULL,
	"contract_id" integer,
	"tier" integer,
	"active_members" integer,
	"team_pnl_cents" bigint,
	"txn_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_payouts_amount_not_negative" CHECK ("amount_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_payouts_once" ON "agent_payouts" USING btree ("agent_id","kind","period");
--> statement-breakpoint
CREATE INDEX "agent_payouts_brand_end" ON "agent_payouts" USING btree ("brand_id","period_end");
