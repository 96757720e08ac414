// Runs of the periodic jobs (issue 31, migration 0015; services/jobs.ts): one row per job and tick, whichever
// instance ran it.
import { boolean, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial('id').primaryKey(),
    job: text('job').notNull(),
    /** The tick's scheduled time: every instance computes the same one (services/jobs.ts tickOf). */
    tick: ts('tick').notNull(),
    /** host:pid of the instance that ran it. */
    instance: text('instance').notNull(),
    startedAt: ts('started_at').notNull(),
    /** Null while it runs. */
    finishedAt: ts('finished_at'),
    ok: boolean('ok'),
    error: text('error'),
  },
  (t) => [uniqueIndex('job_runs_job_tick').on(t.job, t.tick)],
);
