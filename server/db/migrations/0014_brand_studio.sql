-- The brand studio (issue 30; docs/brand-studio.md): a brand's configuration (schemas/brand-config.schema.json) lives
-- in versioned rows. A version is immutable (a trigger refuses UPDATE and DELETE); brand_live points at the version
-- players are served; brand_drafts holds at most one draft per brand. A brand without a brand_live row (a fresh
-- clone) is not served.
CREATE TABLE "brand_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"version" integer NOT NULL,
	"config" jsonb NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brand_versions_source" CHECK ("source" IN ('import', 'publish', 'rollback')),
	CONSTRAINT "brand_versions_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "operators"("id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "brand_versions_brand_version" ON "brand_versions" USING btree ("brand_id","version");
--> statement-breakpoint
CREATE TABLE "brand_live" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brand_live_version_fk" FOREIGN KEY ("version_id") REFERENCES "brand_versions"("id")
);
--> statement-breakpoint
CREATE TABLE "brand_drafts" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"base_version" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brand_drafts_updated_by_fk" FOREIGN KEY ("updated_by") REFERENCES "operators"("id")
);
--> statement-breakpoint
CREATE FUNCTION "brand_versions_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'brand_versions rows are immutable: a change is a new version';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "brand_versions_no_update_delete" BEFORE UPDATE OR DELETE ON "brand_versions" FOR EACH ROW EXECUTE FUNCTION "brand_versions_immutable"();
