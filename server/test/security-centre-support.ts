// Shared by the security-centre tests: a server, signed-in members and a short way to call an endpoint.
import { and, eq, inArray } from 'drizzle-orm';
import { bankCards, loginFailures, securityAnswers, users } from '../src/db/schema';
import { auth, startServer, type Envelope, type TestServer } from './harness';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Called<T = unknown> {
  status: number;
  code?: string;
  message?: string;
  value?: T;
  headers: Record<string, unknown>;
}

/**
 * Starts a server; `call` answers status, envelope code and value. The password guard's per-minute limits are
 * raised: these tests call the security centre faster than a person could; the guard's own limits are tested in
 * passwordGuard.test.ts and security-round3-takeover.test.ts.
 */
export async function securityServer() {
  const s: TestServer = await startServer({
    rateLimits: { login: { max: 10_000, windowSeconds: 60 }, passwordIp: { max: 10_000, windowSeconds: 60 } },
  });

  async function call<T = unknown>(method: Method, url: string, token?: string, payload?: object): Promise<Called<T>> {
    const res = await s.inject({
      method,
      url,
      headers: token ? auth(token) : {},
      ...(payload ? { payload } : {}),
    });
    const body = res.json() as Envelope<T>;
    return { status: res.statusCode, code: body.code, message: body.message, value: body.value, headers: res.headers };
  }

  /** The lucky-peso member's row (the brand the tests sign in to). */
  async function userRow(username: string) {
    const [row] = await s.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.brandId, 'lucky-peso'), eq(users.username, username)));
    return row!;
  }

  /** Back to nothing set: no payment password, cards, answers, payee name or failure count (the guard's too). */
  async function resetMember(username: string) {
    const row = await userRow(username);
    await s.ctx.db
      .update(users)
      .set({
        paymentPasswordHash: null,
        payeeName: null,
        email: null,
        emailPrevious: null,
        emailChangedAt: null,
        nickname: null,
      })
      .where(eq(users.id, row.id));
    await s.ctx.db.delete(bankCards).where(eq(bankCards.userId, row.id));
    await s.ctx.db.delete(securityAnswers).where(eq(securityAnswers.userId, row.id));
    const guardKeys = [`proof:${row.id}`, `acct:lucky-peso:${username}`, 'ip:127.0.0.1'];
    await s.ctx.db.delete(loginFailures).where(inArray(loginFailures.key, guardKeys));
    return row;
  }

  return { s, call, userRow, resetMember };
}

export type SecurityServer = Awaited<ReturnType<typeof securityServer>>;

export const DEMO_PASSWORD = 'demo1234!';
