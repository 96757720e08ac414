// Two instances with one OPS_SECRET_KEY (issue 31): what one signs, the other accepts. A demo game launched on one is
// played on the other, and a captcha's proof of work issued by one is proven on the other; both keys are derived
// from the deployment's key (context.ts clusterKey), not drawn per process. Over real processes: tests/cluster/.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { PowChallenge } from '@common/generated/api';
import { users } from '../src/db/schema';
import { twoInstances, type Instances } from './instances';
import { auth, type Envelope } from './harness';

let cluster: Instances;
beforeAll(async () => {
  cluster = await twoInstances({ opsSecretKey: Buffer.alloc(32, 7), logLevel: 'silent' });
});
afterAll(() => cluster?.close());

test('a game launched on one instance plays on the other', async () => {
  const { a, b } = cluster;
  const [user] = await a.ctx.db
    .select()
    .from(users)
    .where(and(eq(users.username, 'demo'), eq(users.brandId, 'lucky-peso')));
  const token = await a.ctx.sessions.create(user!);
  const launch = (
    await a.app.inject({
      url: '/wps/game/launch?brand=lucky-peso&vendor=PG&gameId=PG_0001&nodeId=100001&showChoice=false',
      headers: auth(token),
    })
  ).json() as Envelope<{ url: string }>;
  const ticket = decodeURIComponent(launch.value!.url.split('#ticket=')[1]!);
  const balance = await b.app.inject({ url: '/wps/game/demo/balance', headers: { 'x-launch-ticket': ticket } });
  expect(balance.statusCode, balance.body).toBe(200);
});

test("a captcha's proof of work issued by one instance is proven on the other", async () => {
  const { a, b } = cluster;
  const issued = (await a.app.inject({ url: '/wps/captcha?brand=lucky-peso' })).json() as Envelope<{
    pow: PowChallenge;
  }>;
  const pow = issued.value!.pow;
  const solution = (await solveChallenge({ challenge: pow, deriveKey }))!;
  const proof = await b.app.inject({
    method: 'POST',
    url: '/wps/captcha/proof?brand=lucky-peso',
    payload: { challenge: pow, solution },
  });
  expect(proof.statusCode, proof.body).toBe(200);
});
