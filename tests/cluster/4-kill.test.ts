// An instance killed with SIGKILL in the middle of withdrawals (no shutdown, no drain: its connections just end).
// The other keeps serving throughout; a client sends each withdrawal that got no reply again with its key, to the
// instance still up; then each withdrawal is there once, and the ledger is exact. Last file: A stays dead.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, sleep } from './cluster';
import { Fixture } from './fixture';
import { pids } from './pids';
import { attempt, expected, finish, newIntent, newSeen, type Intent } from './load';
import { withdraw } from './money';

const MEMBERS = 10;
const EACH = 4; // a member may make 5 withdrawals a day; the fifth is the check that no lock was left behind
const SEED = 1_000_000;

let fx: Fixture;
beforeAll(async () => {
  fx = await Fixture.open();
});
afterAll(() => fx?.close());

test('SIGKILL of one instance during withdrawals: the other keeps serving, each withdrawal once', async () => {
  const members = [];
  for (let i = 0; i < MEMBERS; i++) members.push({ ...(await fx.member(SEED)), ticket: '' });
  const pendingBefore = await fx.pendingWithdrawalsCents();
  const intents: Intent[] = members.flatMap((m) => Array.from({ length: EACH }, () => newIntent('withdrawal', m)));
  const seen = newSeen();
  const seenOnB = newSeen();
  let inFlightOnA = 0;
  let killed = false;
  // Each member's withdrawals one after another, alternately on A and B, all members at once.
  const load = members.map(async (m, w) => {
    for (const [n, intent] of intents.filter((i) => i.member === m).entries()) {
      if ((w + n) % 2 === 0) {
        inFlightOnA += 1;
        await attempt(intent, 'a', seen);
        inFlightOnA -= 1;
      } else await attempt(intent, 'b', seenOnB);
      await sleep(10);
    }
  });
  // Kill A while it has withdrawals in flight, with some done before.
  const killer = (async () => {
    while (!(inFlightOnA >= 2 && intents.some((i) => i.done))) await sleep(2);
    process.kill(pids().a, 'SIGKILL');
    killed = true;
  })();
  await Promise.all([...load, killer]);
  expect(killed).toBe(true);

  // B answered every request of the load, before and after the kill.
  expect(seenOnB.networkErrors.b).toBe(0);
  expect([...seenOnB.statuses.keys()]).toEqual([200]);
  // A's unanswered ones are sent again to B (as the balancer would after its probe took A out).
  const lost = intents.filter((i) => !i.done).length;
  expect(seen.networkErrors.a).toBeGreaterThan(0);
  await finish(intents, seenOnB, ['b'], 5);
  const replies = `B answered ${JSON.stringify(Object.fromEntries(seenOnB.statuses))}: ${seenOnB.unexpected.slice(0, 3)}`;
  expect(intents.filter((i) => !i.done).length, replies).toBe(0);
  expect([...seenOnB.statuses.keys()], replies).toEqual([200]);

  const ids = members.map((m) => m.userId);
  const { byMember, count } = expected(intents);
  expect(count.withdrawal).toBe(MEMBERS * EACH);
  expect(await fx.unbalancedTxns()).toBe(0);
  expect(await fx.withdrawalsOf(ids)).toEqual({ count: MEMBERS * EACH, cents: MEMBERS * EACH * 10_000 });
  expect((await fx.txnsByKind(ids)).withdrawal).toBe(MEMBERS * EACH);
  expect((await fx.pendingWithdrawalsCents()) - pendingBefore).toBe(MEMBERS * EACH * 10_000);
  for (const m of members) expect(await fx.balance(m.userId)).toBe(SEED + byMember.get(m.userId)!);
  // The killed instance's transactions left no lock behind: a fifth withdrawal of each member goes through at once.
  const t0 = Date.now();
  const fifth = await Promise.all(members.map((m) => withdraw('b', m, `fifth-${m.userId}`)));
  expect(fifth.map((r) => r.status)).toEqual(members.map(() => 200));
  expect(Date.now() - t0).toBeLessThan(10_000);
  expect((await call('b', '/readyz')).status).toBe(200);
  console.log(`kill: ${intents.length} withdrawals, ${lost} without a reply from A, sent again to B`);
});
