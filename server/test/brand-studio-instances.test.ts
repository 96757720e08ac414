// Two instances on one database (issue 30, "Done when"): a publish on one is served by the other within a second,
// with no restart: the publish NOTIFYs `brand_live` in its transaction and every instance LISTENs
// (services/brands/liveChannel.ts). On PostgreSQL each instance has its own connection pool, as two processes would;
// on PGlite (one process's database) both servers share the one handle and its listen().
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { TestServer } from './harness';
import { twoInstances, within, type Instances } from './instances';
import { opsToken } from './ops-helpers';
import { consolidatedOn, manifestColour, publishEdited } from './brand-studio-helpers';

const BAYANI_HOST = 'bayanibet.example';

let cluster: Instances;
beforeAll(async () => {
  cluster = await twoInstances();
});
afterAll(() => cluster?.close());

test('a publish on one instance is served by the other within a second', async () => {
  const { a, b } = cluster;
  const one = { inject: a.app.inject.bind(a.app) } as unknown as TestServer;
  const other = { inject: b.app.inject.bind(b.app) };
  const token = await opsToken(one, 'owner');
  const host = BAYANI_HOST;
  expect((await consolidatedOn(other, host)).brand.name).not.toBe('Bayani Two');
  const published = await publishEdited(one, token, 'bayani-bet', (c) => {
    c.brand.brand.name = 'Bayani Two';
    c.theme = { ...c.theme, colors: { ...c.theme.colors, headerBg: '#222222' } };
  });
  expect([published.status, published.body.value]).toEqual([200, { version: 2 }]);
  const t0 = Date.now();
  expect(await within(1000, 'Bayani Two', async () => (await consolidatedOn(other, host)).brand.name)).toBe(
    'Bayani Two',
  );
  expect(Date.now() - t0).toBeLessThan(1000);
  // The theme too: the other instance's manifest follows the published header colour.
  expect(await within(1000, '#222222', () => manifestColour(other, 'bayani-bet'))).toBe('#222222');
});
