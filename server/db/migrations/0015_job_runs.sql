-- Jobs that run once however many instances run (issue 31; services/jobs.ts): one row per job and tick (the tick's
-- scheduled time), claimed by the instance that holds the job's advisory lock; a second instance finds the row and
-- skips the tick. finished_at, ok and error record how the run ended (a crash rolls the claim back: the next tick runs).
CREATE TABLE "job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"tick" timestamp with time zone NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"ok" boolean,
	"error" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_tick" ON "job_runs" USING btree ("job","tick");
