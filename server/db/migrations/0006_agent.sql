CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"agent_id" integer NOT NULL,
	"offered_by" integer,
	"terms" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_defaults" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_paths" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "agent_paths_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
CREATE TABLE "agent_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"announcements_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_rebates" (
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_rebates_user_id_category_pk" PRIMARY KEY("user_id","category")
);
--> statement-breakpoint
CREATE INDEX "agent_contracts_agent" ON "agent_contracts" USING btree ("agent_id","kind","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_offered_by" ON "agent_contracts" USING btree ("offered_by","kind");--> statement-breakpoint
CREATE INDEX "agent_paths_descendant" ON "agent_paths" USING btree ("descendant_id","depth");
