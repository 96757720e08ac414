// Shared set-up of the responsible-play tests: fresh members (registered with a birth date), money, a launched demo
// game and calls to the /wps/responsible-play endpoints.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { auth, type Envelope, type TestServer } from './harness';

let n = 0;

export interface RpMember {
  token: string;
  userId: number;
  username: string;
  password: string;
}

/** Registers a lucky-peso member (adult, declared not restricted) and credits `cents`. */
export async function newMember(s: TestServer, cents = 0, extra: Record<string, unknown> = {}): Promise<RpMember> {
  n += 1;
  const c = await s.captcha();
  const username = `rpplayer${n}${Math.floor(Math.random() * 1e4)}`;
  const password = 'secret-pass';
  const res = await s.encrypted('PUT', '/wps/member/register?brand=lucky-peso', {
    username,
    password,
    confirmPassword: password,
    mobileNum: `9170${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
    countryDialingCode: '+63',
    captcha: c.answer,
    captchaId: c.captchaId,
    birthDate: '1990-05-17',
    notRestricted: true,
    ...extra,
  });
  const body = res.json() as Envelope<{ token: string }>;
  if (!body.success) throw new Error(`register failed: ${JSON.stringify(body)}`);
  const token = body.value!.token;
  const [u] = await s.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, 'lucky-peso'), eq(users.username, username)));
  if (cents > 0) {
    await s.ctx.wallet.credit({
      brandId: 'lucky-peso',
      userId: u!.id,
      cents,
      kind: 'seed',
      key: `seed:${randomUUID()}`,
    });
  }
  return { token, userId: u!.id, username, password };
}

/**
 * Seconds from the test clock's now to the next 01:00 in Manila (17:00 UTC): the session-time limit counts the
 * brand-local day, so a test moved there does not cross midnight within its hour.
 */
export function secondsToManilaOneAm(s: TestServer): number {
  const now = s.clock.now();
  const target = new Date(now);
  target.setUTCHours(17, 0, 0, 0);
  if (target <= now) target.setUTCDate(target.getUTCDate() + 1);
  return (target.getTime() - now.getTime()) / 1000;
}

export async function rp<T = unknown>(
  s: TestServer,
  token: string,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  payload?: unknown,
) {
  const res = await s.inject({
    method,
    url: `/wps/responsible-play${path}`,
    headers: auth(token),
    payload: payload as never,
  });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

/** Launches the demo game; returns a spin function bound to its ticket. */
export async function launch(s: TestServer, token: string) {
  const res = await s.inject({ url: '/wps/game/launch?nodeId=100001', headers: auth(token) });
  const body = res.json() as Envelope<{ url: string }>;
  const ticket = body.success ? decodeURIComponent(body.value!.url.split('#ticket=')[1]!) : undefined;
  const spin = async (stake: string) => {
    const r = await s.inject({
      method: 'POST',
      url: '/wps/game/demo/spin',
      headers: { 'x-launch-ticket': ticket!, 'idempotency-key': randomUUID() },
      payload: { stake },
    });
    return { status: r.statusCode, body: r.json() as Envelope<{ balance: string }> };
  };
  return { status: res.statusCode, body, spin };
}

export const deposit = (s: TestServer, token: string, amount: string) =>
  s
    .inject({
      method: 'POST',
      url: '/wps/wallets/deposit?brand=lucky-peso',
      headers: { ...auth(token), 'idempotency-key': randomUUID() },
      payload: { channelId: 'MAYA', amount },
    })
    .then((r) => ({ status: r.statusCode, body: r.json() as Envelope }));
