-- Numbers become "unproven" until an SMS code proves them (issue 13, finding 4). Existing numbers stay unproven:
-- the old server never asked for proof, so none can be trusted for SMS sign-in or phone reset.
DROP INDEX "users_brand_mobile";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_brand_mobile_lookup" ON "users" USING btree ("brand_id","mobile_dialing","mobile_num");--> statement-breakpoint
CREATE UNIQUE INDEX "users_brand_mobile_verified" ON "users" USING btree ("brand_id","mobile_dialing","mobile_num") WHERE "users"."mobile_verified_at" is not null;