// Responsible play counts a brand's days in the brand's own time zone (issue 33): a brand in New York (UTC-5 in
// November) starts a new day at 05:00 UTC, eleven hours before Manila's does. Before, every brand's periods were
// Manila's, whatever brand.json said.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RpOverview } from '@common/generated/api';
import { startServer, type TestServer } from './harness';
import { deposit, newMember, rp } from './responsible-play-helpers';

let s: TestServer;
let restore: () => void;
beforeAll(async () => {
  s = await startServer();
  const brand = s.ctx.brands.get('lucky-peso')!.brand;
  const own = brand.timeZone;
  brand.timeZone = 'America/New_York';
  restore = () => (brand.timeZone = own);
});
afterAll(async () => {
  restore();
  await s.close();
});

/** Moves the test clock forward to the next hh:mm UTC. */
function moveTo(hours: number, minutes: number) {
  const now = s.clock.now();
  const target = new Date(now);
  target.setUTCHours(hours, minutes, 0, 0);
  if (target <= now) target.setUTCDate(target.getUTCDate() + 1);
  s.clock.advance((target.getTime() - now.getTime()) / 1000);
}

test("a daily deposit limit resets at the brand's midnight, not Manila's", async () => {
  const m = await newMember(s);
  const set = await rp<RpOverview>(s, m.token, 'PUT', '/limits', { key: 'deposit.day', amount: '1000.00' });
  expect(set.status).toBe(200);
  const shown = set.body.value!.limits.find((l) => l.key === 'deposit.day')!;
  // New York's midnight is 05:00 UTC; Manila's would be 16:00.
  expect(new Date(shown.resetsAt!).getUTCHours()).toBe(5);

  // One minute before New York's midnight (15:59 in Manila, the same Manila day as two minutes later).
  moveTo(4, 59);
  expect((await deposit(s, m.token, '600.00')).status).toBe(200);
  const refused = await deposit(s, m.token, '500.00');
  expect(refused.body).toMatchObject({ code: 'rp.limit.deposit', value: { key: 'deposit.day', used: '600.00' } });
  expect(new Date((refused.body.value as { resetsAt: number }).resetsAt).toISOString()).toMatch(/T05:00:00\.000Z$/);

  // Two minutes later it is a new day in New York: the limit starts again.
  s.clock.advance(120);
  expect((await deposit(s, m.token, '500.00')).status).toBe(200);
});
