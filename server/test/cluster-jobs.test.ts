// Jobs that run once however many instances run (issue 31; services/jobs.ts): two instances on one database tick the
// same job at the same moments and each tick runs once, on one of them (one job_runs row per tick); a failing run is
// recorded with ok = false and its error, and counted in /metrics. On PostgreSQL the job's advisory lock also keeps
// a slow run from overlapping the next tick's on the other instance.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jobRuns } from '../src/db/schema';
import { runOnce, scheduleJob } from '../src/services/jobs';
import { twoInstances, type Instances } from './instances';

let cluster: Instances;
beforeAll(async () => {
  cluster = await twoInstances({ logLevel: 'silent' });
});
afterAll(() => cluster?.close());

const runsOf = (job: string) =>
  cluster.a.ctx.db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(jobRuns.tick);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a job ticked on both instances', () => {
  test('at the same moment: it runs once, with one row', async () => {
    const { a, b } = cluster;
    let runs = 0;
    const work = async () => {
      runs += 1;
      await sleep(100);
    };
    const tick = new Date('2026-11-27T10:00:00Z');
    const results = await Promise.all([
      runOnce(a.ctx, 'once-job', work, { tick }),
      runOnce(b.ctx, 'once-job', work, { tick }),
    ]);
    expect(runs).toBe(1);
    expect(results.filter((r) => r.ran)).toEqual([{ ran: true, ok: true, error: null }]);
    // An instance whose timer fires after the run ended finds the tick's row: still once.
    expect(await runOnce(b.ctx, 'once-job', work, { tick })).toEqual({ ran: false });
    expect(runs).toBe(1);
    const rows = await runsOf('once-job');
    expect(rows.map((r) => [r.tick.toISOString(), r.ok, r.error])).toEqual([[tick.toISOString(), true, null]]);
    expect(rows[0]!.finishedAt!.getTime()).toBeGreaterThanOrEqual(rows[0]!.startedAt.getTime());
  });

  test('scheduled on both every 300 ms: every tick runs once', async () => {
    const { a, b } = cluster;
    const ran: string[] = [];
    const work = async (tick: Date) => {
      ran.push(tick.toISOString());
      await sleep(20);
    };
    const stops = [scheduleJob(a.ctx, 'scheduled-job', 300, work), scheduleJob(b.ctx, 'scheduled-job', 300, work)];
    await sleep(1400);
    await Promise.all(stops.map((stop) => stop()));
    const rows = await runsOf('scheduled-job');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(ran.length).toBe(rows.length);
    expect(new Set(ran).size).toBe(ran.length);
    expect(rows.every((r) => r.ok === true && r.tick.getTime() % 300 === 0)).toBe(true);
  });

  test('a failing run is recorded with ok = false and its error, and counted', async () => {
    const { a, b } = cluster;
    const tick = new Date('2026-11-27T11:00:00Z');
    const fail = async () => {
      throw new Error('vendor feed unreachable');
    };
    const results = await Promise.all([
      runOnce(a.ctx, 'failing-job', fail, { tick }),
      runOnce(b.ctx, 'failing-job', fail, { tick }),
    ]);
    expect(results.filter((r) => r.ran)).toEqual([{ ran: true, ok: false, error: 'vendor feed unreachable' }]);
    const rows = await runsOf('failing-job');
    expect(rows.map((r) => [r.ok, r.error])).toEqual([[false, 'vendor feed unreachable']]);
    expect(rows[0]!.finishedAt).not.toBeNull();
    // The next tick is the retry.
    const next = new Date(tick.getTime() + 60_000);
    expect(await runOnce(a.ctx, 'failing-job', async () => undefined, { tick: next })).toMatchObject({ ok: true });

    const metrics = (await a.app.inject({ url: '/metrics' })).body;
    expect(metrics).toContain('job_runs_total{job="failing-job"} 2');
    expect(metrics).toContain('job_failures_total{job="failing-job"} 1');
  });
});

test('on PostgreSQL a slow run holds the job: the other instance skips the next tick meanwhile', async (t) => {
  if (cluster.handles[0].kind !== 'postgres') t.skip();
  const { a, b } = cluster;
  let release!: () => void;
  const slow = runOnce(a.ctx, 'slow-job', () => new Promise<void>((resolve) => (release = resolve)), {
    tick: new Date('2026-11-27T12:00:00Z'),
  });
  await sleep(100);
  let ranOnB = false;
  const next = await runOnce(b.ctx, 'slow-job', async () => void (ranOnB = true), {
    tick: new Date('2026-11-27T12:01:00Z'),
  });
  release();
  expect(await slow).toMatchObject({ ran: true, ok: true });
  expect([next, ranOnB]).toEqual([{ ran: false }, false]);
  const rows = await cluster.a.ctx.db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, 'slow-job'), eq(jobRuns.ok, true)));
  expect(rows).toHaveLength(1);
});
