// Shared set-up of the records tests: fresh members (so seeded demo history does not blur the numbers), demo-game
// spins through the API, report calls, and the brand's today.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { localDay } from '../src/services/records/reportRange';
import { auth, type Envelope, type TestServer } from './harness';

export interface Player {
  id: number;
  username: string;
  token: string;
}

let made = 0;

/** A new member of the brand with a balance (house → member credit), signed in. */
export async function newPlayer(
  s: TestServer,
  o: { balanceCents?: number; type?: number; uplineId?: number; brand?: string } = {},
): Promise<Player> {
  const brand = o.brand ?? 'lucky-peso';
  const username = `rec${process.pid % 1000}x${++made}${Math.floor(Math.random() * 1000)}`;
  const password = 'records1234!';
  const [row] = await s.ctx.db
    .insert(users)
    .values({
      brandId: brand,
      merchantCode: s.ctx.brands.get(brand)!.brand.merchantCode,
      username,
      passwordHash: await s.ctx.passwords.hash(password),
      type: o.type ?? 0,
      uplineId: o.uplineId ?? null,
      createdAt: s.ctx.clock(),
    })
    .returning({ id: users.id });
  if (o.balanceCents)
    await s.ctx.wallet.credit({
      brandId: brand,
      userId: row!.id,
      cents: o.balanceCents,
      kind: 'seed',
      key: `seed:${username}`,
    });
  return { id: row!.id, username, token: await s.token(username, password, brand) };
}

export async function setUpline(s: TestServer, userId: number, uplineId: number) {
  await s.ctx.db.update(users).set({ uplineId, toUpline: true }).where(eq(users.id, userId));
}

/** The brand's today (Asia/Manila for the demo brands), YYYY-MM-DD. */
export const today = (s: TestServer) => localDay(s.ctx.clock(), 'Asia/Manila');

/** A GET of a report with its query. */
export async function report<T>(
  s: TestServer,
  path: string,
  token: string | undefined,
  query: Record<string, unknown>,
) {
  const q = new URLSearchParams({ brand: 'lucky-peso' });
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, String(v));
  const res = await s.inject({ url: `/wps/record/${path}?${q}`, headers: token ? auth(token) : {} });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

/** Launches the in-house demo game and spins it `n` times at `stake`; returns the spin replies. */
export async function spin(s: TestServer, token: string, stakes: string[], nodeId = 100001) {
  const launch = (
    await s.inject({ url: `/wps/game/launch?nodeId=${nodeId}&showChoice=false&brand=lucky-peso`, headers: auth(token) })
  ).json() as Envelope<{ url: string }>;
  if (!launch.success) throw new Error(`launch failed: ${JSON.stringify(launch)}`);
  const ticket = decodeURIComponent(launch.value!.url.split('#ticket=')[1]!);
  const out: { betNo?: string; stake: string; win: string; balance: string }[] = [];
  for (const stake of stakes) {
    const res = await s.inject({
      method: 'POST',
      url: '/wps/game/demo/spin?brand=lucky-peso',
      headers: { 'x-launch-ticket': ticket, 'idempotency-key': randomUUID() },
      payload: { stake },
    });
    const body = res.json() as Envelope<{ betNo?: string; stake: string; win: string; balance: string }>;
    if (!body.success) throw new Error(`spin failed: ${JSON.stringify(body)}`);
    out.push(body.value!);
  }
  return out;
}
