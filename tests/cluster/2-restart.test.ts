// PostgreSQL restarted (pg_ctl stop -m fast, three seconds down, start) under a load of deposits, withdrawals and
// spins on both instances. While it is down the instances answer 503 with Retry-After (never 500: the request may
// succeed a moment later); they recover by themselves, in the same processes; a client that sends each unanswered
// request again with its key gets each one done, and the ledger finds nothing lost or doubled.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, eventually, pgCtl, sleep, type InstanceName } from './cluster';
import { Fixture } from './fixture';
import { pids } from './pids';
import { attempt, expected, finish, newIntent, newSeen, type Intent, type Kind } from './load';
import { launchTicket } from './money';

const WORKERS = 6;
const SEED = 1_000_000;
/** A member may make 5 withdrawals a day: each worker's member makes at most this many. */
const WITHDRAWALS_EACH = 4;

let fx: Fixture;
beforeAll(async () => {
  fx = await Fixture.open();
});
afterAll(() => fx?.close());

const ready = async (on: InstanceName) => (await call(on, '/readyz')).status;

test('a database restart under load: 503 with Retry-After while down, recovery on its own, an exact ledger', async () => {
  const members = [];
  for (let i = 0; i < WORKERS; i++) {
    const m = await fx.member(SEED);
    members.push({ ...m, ticket: await launchTicket(i % 2 ? 'b' : 'a', m) });
  }
  const pendingBefore = await fx.pendingWithdrawalsCents();
  const intents: Intent[] = [];
  const seen = newSeen();
  let running = true;
  let sentWhileDown = 0;
  let down = false;
  const kinds: Kind[] = ['spin', 'deposit', 'spin', 'withdrawal'];
  const workers = members.map(async (member, w) => {
    for (let n = 0; running; n++) {
      let kind = kinds[n % kinds.length]!;
      if (
        kind === 'withdrawal' &&
        intents.filter((i) => i.member === member && i.kind === kind).length >= WITHDRAWALS_EACH
      )
        kind = 'spin';
      const intent = newIntent(kind, member);
      intents.push(intent);
      if (down) sentWhileDown += 1;
      await attempt(intent, (w + n) % 2 ? 'b' : 'a', seen);
      await sleep(down ? 100 : 20);
    }
  });

  await sleep(1500);
  await pgCtl('stop -m fast -w');
  down = true;
  await sleep(500);
  // The balancer's probe takes both out while the database is away.
  expect([await ready('a'), await ready('b')]).toEqual([503, 503]);
  await sleep(2500);
  down = false;
  await pgCtl('start -w');
  // They recover by themselves: ready again, in the same processes (no restart, no crash).
  expect(await eventually(15_000, async () => (await ready('a')) === 200 && (await ready('b')) === 200)).toBe(true);
  await sleep(2000);
  running = false;
  await Promise.all(workers);
  for (const pid of Object.values(pids())) expect(() => process.kill(pid, 0)).not.toThrow();

  const openAfterLoad = intents.filter((i) => !i.done).length;
  await finish(intents, seen);
  expect(intents.filter((i) => !i.done)).toEqual([]);

  // What the instances answered: some 503s (the outage was seen), each with Retry-After, and no other failure.
  expect(sentWhileDown).toBeGreaterThan(0);
  expect(seen.statuses.get(503) ?? 0).toBeGreaterThan(0);
  expect(openAfterLoad).toBeGreaterThan(0);
  expect(seen.bare503).toBe(0);
  expect(seen.unexpected).toEqual([]);
  expect([...seen.statuses.keys()].filter((s) => s >= 500 && s !== 503)).toEqual([]);
  expect(seen.networkErrors).toEqual({ a: 0, b: 0 });

  // The ledger: every txn balances, each movement is there once, and each wallet moved by exactly what was done.
  const { byMember, count } = expected(intents);
  const ids = members.map((m) => m.userId);
  expect(await fx.unbalancedTxns()).toBe(0);
  const kindsSeen = await fx.txnsByKind(ids);
  expect([kindsSeen.deposit, kindsSeen.withdrawal ?? 0, kindsSeen['demo-spin'] ?? 0]).toEqual([
    members.length + count.deposit, // + each member's seed
    count.withdrawal,
    count.spin,
  ]);
  expect(await fx.withdrawalsOf(ids)).toEqual({ count: count.withdrawal, cents: count.withdrawal * 10_000 });
  expect((await fx.pendingWithdrawalsCents()) - pendingBefore).toBe(count.withdrawal * 10_000);
  for (const m of members) expect(await fx.balance(m.userId)).toBe(SEED + (byMember.get(m.userId) ?? 0));
  console.log(
    `restart: ${intents.length} movements (${JSON.stringify(count)}), replies ${JSON.stringify(Object.fromEntries(seen.statuses))}, ` +
      `${openAfterLoad} sent again after the restart`,
  );
});
