-- Game vendors on a seamless wallet (issue 32; services/vendors/). A vendor is data: which brands it may serve, which
-- catalogue vendor codes (games.vassalage) it plays, where its game opens, and its signing secret (here, or from the
-- environment: GAME_VENDOR_SECRET_<ID>; docs/deploy.md "Game vendors").
CREATE TABLE "game_vendors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"codes" jsonb NOT NULL,
	"brands" jsonb NOT NULL,
	"launch_url" text NOT NULL,
	"secret" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- One-time launch tokens (only their SHA-256 is kept): bound to member, brand, game and the launching session, used
-- once by the vendor's signed exchange. A used token also marks that the vendor may debit the member while that
-- session lives.
CREATE TABLE "vendor_launches" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"brand_id" text NOT NULL,
	"node_id" integer NOT NULL,
	"session_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "vendor_launches_vendor_user" ON "vendor_launches" USING btree ("vendor_id","user_id","used_at");
--> statement-breakpoint
-- Every wallet call by the vendor's transaction id, with the answer it got: a repeat answers the same. A rollback of
-- a debit not seen yet leaves a 'debit' row with outcome vendor.bet.rolledback, so that debit is refused if it comes.
CREATE TABLE "vendor_txns" (
	"vendor_id" text NOT NULL,
	"txn_id" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"bet_txn_id" text,
	"bet_no" text,
	"amount_cents" bigint NOT NULL,
	"fingerprint" text NOT NULL,
	"outcome" text NOT NULL,
	"reply" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_txns_pk" PRIMARY KEY("vendor_id","txn_id")
);
