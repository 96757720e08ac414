// Shared set-up of the agent centre tests: calls as a signed-in account, the demo team seed on demand, and the
// team computed independently of agent_paths (by walking users.upline_id) to check the closure-based reports.
import { and, eq } from 'drizzle-orm';
import { runAgentDemoSeed } from '../src/db/seed/agentSeed';
import { users } from '../src/db/schema';
import { auth, type Envelope, type TestServer } from './harness';

export const BRAND = 'lucky-peso';

/** A caller signed in as `username`: get/post/put return the status and the envelope. */
export async function as(s: TestServer, username: string, password: string, brand = BRAND) {
  const token = await s.token(username, password, brand);
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const sep = url.includes('?') ? '&' : '?';
    const res = await s.inject({
      method,
      url: `${url}${sep}brand=${brand}`,
      headers: auth(token),
      payload: payload as object,
    });
    return { status: res.statusCode, body: res.json() as Envelope<T> };
  };
  return {
    token,
    get: <T>(url: string) => call<T>('GET', url),
    post: <T>(url: string, payload: unknown = {}) => call<T>('POST', url, payload),
    put: <T>(url: string, payload: unknown) => call<T>('PUT', url, payload),
  };
}

/** POST /wps/agent/team/members with a fresh captcha answered from the dev outbox, as the agent's form sends it. */
export async function openAccount<T>(s: TestServer, who: Awaited<ReturnType<typeof as>>, body: object, brand = BRAND) {
  const c = await s.captcha(brand);
  return who.post<T>('/wps/agent/team/members', { ...body, captcha: c.answer, captchaId: c.captchaId });
}

/** Seeds the demo agent's team of the brand (what dev tools and e2e get at start). */
export async function seedTeam(s: TestServer, brand = BRAND) {
  const file = s.ctx.brands.get(brand)!;
  return runAgentDemoSeed(
    { db: s.ctx.db, clock: s.ctx.clock, ledger: s.ctx.ledger, hashPassword: (p) => s.ctx.passwords.hash(p) },
    file,
  );
}

export async function userId(s: TestServer, username: string, brand = BRAND): Promise<number> {
  const [u] = await s.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, brand), eq(users.username, username)));
  return u!.id;
}

/** Every account below the agent, found by following users.upline_id (not agent_paths). */
export async function teamByUplines(s: TestServer, agentId: number, brand = BRAND): Promise<Set<number>> {
  const all = await s.ctx.db
    .select({ id: users.id, upline: users.uplineId })
    .from(users)
    .where(eq(users.brandId, brand));
  const below = new Map<number, number[]>();
  for (const u of all) if (u.upline !== null) below.set(u.upline, [...(below.get(u.upline) ?? []), u.id]);
  const team = new Set<number>();
  const walk = (id: number) => {
    for (const child of below.get(id) ?? []) {
      team.add(child);
      walk(child);
    }
  };
  walk(agentId);
  return team;
}

/** "1234.50" → 123450 (test arithmetic in centavos). */
export const cents = (money: string) => Math.round(Number(money) * 100);
