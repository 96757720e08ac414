// Many instances on one database (issue 31): a notice published from the console on one instance is on the other's
// server-rendered page within a second. The other instance cached the page's replies (for 5 s) before the notice
// existed; only the NOTIFY on `content_changed` (services/contentEvents.ts) makes it drop them in time. On PostgreSQL,
// a listener whose connection dropped reconnects and drops every cached page (it may have missed a notification).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { TestServer } from './harness';
import { noticesDist } from './noticesDist';
import { twoInstances, within, type Instances } from './instances';
import { opsCall, opsToken } from './ops-helpers';

let cluster: Instances;
beforeAll(async () => {
  cluster = await twoInstances({ distDir: noticesDist(), logLevel: 'silent' });
});
afterAll(() => cluster?.close());

const HOUR = 3600_000;

test("a notice published on one instance is on the other's cached page within a second", async () => {
  const { a, b } = cluster;
  const one = { inject: a.app.inject.bind(a.app) } as unknown as TestServer;
  const page = async () => (await b.app.inject({ url: '/m/notice?brand=lucky-peso&language=EN' })).body;
  // The other instance renders the page, and caches its replies, before the notice exists.
  expect(await page()).toContain('<ul>');
  expect(await page()).not.toContain('Cluster notice');

  const now = Date.now();
  const created = await opsCall(one, 'POST', '/ops/api/announcements', await opsToken(one, 'support'), {
    brandId: 'lucky-peso',
    type: 'PL',
    titleEn: 'Cluster notice',
    titleTy: 'Cluster notice',
    contentEn: '<p>Both instances.</p>',
    contentTy: '<p>Parehong instance.</p>',
    startDate: now - HOUR,
    endDate: now + 24 * HOUR,
  });
  expect(created.status).toBe(200);
  const t0 = Date.now();
  const shown = async () => (await page()).includes('<li>Cluster notice</li>');
  expect(await within(1000, true, shown)).toBe(true);
  expect(Date.now() - t0).toBeLessThan(1000);
});

test('on PostgreSQL a listener whose connection dropped reconnects and drops what it may have missed', async (t) => {
  if (cluster.handles[0].kind !== 'postgres') t.skip();
  const { a, b } = cluster;
  const one = { inject: a.app.inject.bind(a.app) } as unknown as TestServer;
  const page = async () => (await b.app.inject({ url: '/m/notice?brand=lucky-peso&language=EN' })).body;
  expect(await page()).not.toContain('While away');
  // Both instances' LISTEN connections end, as in a database restart; the notice's NOTIFY reaches nobody.
  await a.ctx.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
  );
  const now = Date.now();
  const created = await opsCall(one, 'POST', '/ops/api/announcements', await opsToken(one, 'support'), {
    brandId: 'lucky-peso',
    type: 'PL',
    titleEn: 'While away',
    titleTy: 'While away',
    contentEn: '<p>Missed.</p>',
    contentTy: '<p>Nalampasan.</p>',
    startDate: now - HOUR,
    endDate: now + 24 * HOUR,
  });
  expect(created.status).toBe(200);
  // The reconnect (after a second) drops every cached page: sooner than the replies' 5-second cache would.
  expect(await within(2500, true, async () => (await page()).includes('<li>While away</li>'))).toBe(true);
  expect(Date.now() - now).toBeLessThan(4000);
});
