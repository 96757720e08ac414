-- Console content (issue 29): who sees a notice: everyone, signed-in members, or a VIP level range (vip_min..vip_max).
-- Existing rows keep being shown to everyone.
ALTER TABLE "announcements" ADD COLUMN "audience" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "vip_min" integer;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "vip_max" integer;
