-- Rate-limit counters shared by every instance on one PostgreSQL (issue 31; services/rateLimitStore.ts). One row per
-- limit and key: its window ends at expires_at (epoch ms of the server's clock), count is the hits in it. Charged by
-- one upsert, so two instances never both let the 61st request through; rows whose window ended are swept.
-- (The embedded PGlite is one instance and keeps its counters in memory: this table stays empty there.)
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" bigint NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires" ON "rate_limit_counters" USING btree ("expires_at");
