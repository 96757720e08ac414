// A scheduled job runs once per tick however many instances run (services/jobs.ts): both instances tick the deposit
// expiry every minute, on the minute, and each tick is run by one of them. Each run is a job_runs row naming its
// instance (host:pid), and /metrics counts the runs each instance made: for every job, each instance's count is its
// rows, so no tick ran on both.
import { and, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { jobRuns } from '../../server/src/db/schema';
import { call, eventually, type InstanceName } from './cluster';
import { Fixture } from './fixture';
import { pids } from './pids';

let fx: Fixture;
beforeAll(async () => {
  fx = await Fixture.open();
});
afterAll(() => fx?.close());

/** job → runs this instance counted (job_runs_total). */
async function runsCounted(on: InstanceName): Promise<Map<string, number>> {
  const text = (await call(on, '/metrics')).text;
  return new Map([...text.matchAll(/^job_runs_total\{job="([^"]+)"\} (\d+)$/gm)].map((m) => [m[1]!, Number(m[2])]));
}

test('every tick of a job runs on one instance only', async () => {
  const { a, b } = pids();
  const rows = async () => {
    const all = await fx.db
      .select()
      .from(jobRuns)
      .where(and(gte(jobRuns.tick, new Date(Date.now() - 3600_000))));
    return all.filter((r) => r.instance.endsWith(`:${a}`) || r.instance.endsWith(`:${b}`));
  };
  // The deposit expiry ticks on the minute: wait for one tick since both instances started.
  expect(
    await eventually(65_000, async () => (await rows()).some((r) => r.job === 'deposit-expiry' && r.finishedAt), 1000),
  ).toBe(true);
  // A run in progress is counted when it ends: compare once none is.
  let ran: Awaited<ReturnType<typeof rows>> = [];
  expect(
    await eventually(10_000, async () => {
      ran = await rows();
      return ran.every((r) => r.finishedAt);
    }),
  ).toBe(true);
  const [countedA, countedB] = [await runsCounted('a'), await runsCounted('b')];
  // Jobs that tick on the minute or slower: a faster one (the message sender, every 5 s) may run again between the
  // rows read above and the counts read here.
  const onTheMinute = (job: string) => ran.every((r) => r.job !== job || r.tick.getTime() % 60_000 === 0);
  for (const job of [...new Set(ran.map((r) => r.job))].filter(onTheMinute)) {
    const byA = ran.filter((r) => r.job === job && r.instance.endsWith(`:${a}`)).length;
    const byB = ran.filter((r) => r.job === job && r.instance.endsWith(`:${b}`)).length;
    expect([job, countedA.get(job) ?? 0, countedB.get(job) ?? 0]).toEqual([job, byA, byB]);
  }
  // One row per job and tick (the claim), and each tick's run finished.
  const ticks = ran.map((r) => `${r.job}@${r.tick.toISOString()}`);
  expect(new Set(ticks).size).toBe(ticks.length);
  const expiry = await fx.db
    .select()
    .from(jobRuns)
    .where(inArray(jobRuns.job, ['deposit-expiry']));
  expect(expiry.every((r) => r.tick.getTime() % 60_000 === 0)).toBe(true);
});
