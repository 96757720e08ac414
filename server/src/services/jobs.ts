// Periodic jobs that run once per tick however many instances run (issue 31; docs/deploy.md, "Many instances").
// Every instance ticks at the same moments (multiples of the period), and each tick runs `runOnce`: on PostgreSQL a
// transaction takes the job's advisory lock with pg_try_advisory_xact_lock (an instance that does not get it skips:
// another is running the job) and claims the tick's row in job_runs (an instance that comes later finds it and
// skips); it runs the job, records how it ended and commits, which frees the lock. The embedded PGlite is one
// instance and one connection (a transaction held open would block the job's own queries): it claims the row alone.
// Why advisory locks and not pg-boss: docs/decisions.md.
import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema';
import { rowsOf } from '../db/sql';
import { errSerializer } from '../plugins/logRedaction';
import type { Tx } from './ledger';
import { countJobRun } from './telemetry';

const INSTANCE = `${hostname()}:${process.pid}`;

export type JobContext = Pick<AppContext, 'db' | 'clock'>;

export interface RunOptions {
  /** The tick's scheduled time (what makes two instances' runs "the same"); default: now. */
  tick?: Date;
}

export type RunResult = { ran: false } | { ran: true; ok: boolean; error: string | null };

/** The tick a moment belongs to: the last multiple of the period at or before it. */
export const tickOf = (at: Date, everyMs: number) => new Date(Math.floor(at.getTime() / everyMs) * everyMs);

const isPostgres = (db: Db) => (db as unknown as { $client: unknown }).$client instanceof pg.Pool;

const lockKey = (job: string) => sql`hashtext(${`job:${job}`})`;

/** Claims the tick's row (or finds it taken), runs the job if claimed, and records the end. */
async function claimAndRun(
  ctx: JobContext,
  db: Db | Tx,
  job: string,
  tick: Date,
  fn: () => Promise<unknown>,
): Promise<RunResult> {
  const claimed = await db
    .insert(jobRuns)
    .values({ job, tick, instance: INSTANCE, startedAt: ctx.clock() })
    .onConflictDoNothing()
    .returning({ id: jobRuns.id });
  if (claimed.length === 0) return { ran: false };
  let error: string | null = null;
  try {
    await fn();
  } catch (e) {
    // Scrubbed as the request log is: a failed statement's error holds its parameters.
    error = errSerializer(e).message || 'failed';
  }
  await db
    .update(jobRuns)
    .set({ finishedAt: ctx.clock(), ok: error === null, error })
    .where(eq(jobRuns.id, claimed[0]!.id));
  countJobRun(job, error === null);
  return { ran: true, ok: error === null, error };
}

/**
 * Runs `fn` as the job's run for this tick unless another instance runs or ran it. A failure is recorded (ok false,
 * its message), not thrown: the next tick is the retry.
 */
export async function runOnce(
  ctx: JobContext,
  job: string,
  fn: () => Promise<unknown>,
  options: RunOptions = {},
): Promise<RunResult> {
  const tick = options.tick ?? ctx.clock();
  if (!isPostgres(ctx.db)) return claimAndRun(ctx, ctx.db, job, tick, fn);
  return ctx.db.transaction(async (tx) => {
    const [row] = await rowsOf<{ got: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${lockKey(job)}) as got`);
    if (!row?.got) return { ran: false } as const;
    return claimAndRun(ctx, tx, job, tick, fn);
  });
}

/**
 * Runs the job every `everyMs` on the period's multiples (so every instance ticks at the same moments), through
 * runOnce; a tick while this instance's previous run goes on is skipped. The returned function stops the ticks and
 * waits for a run in progress.
 */
export function scheduleJob(
  ctx: JobContext,
  job: string,
  everyMs: number,
  fn: (tick: Date) => Promise<unknown>,
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const next = () => {
    if (stopped) return;
    const now = Date.now();
    timer = setTimeout(tick, everyMs - (now % everyMs));
    timer.unref();
  };
  const tick = () => {
    next();
    if (running) return;
    const at = tickOf(ctx.clock(), everyMs);
    running = runOnce(ctx, job, () => fn(at), { tick: at })
      .catch((error: unknown) => console.warn(`job ${job}: no run this tick:`, errSerializer(error)))
      .finally(() => {
        running = undefined;
      });
  };
  next();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
