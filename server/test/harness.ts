import { inject as provided } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { PowChallenge } from '@common/generated/api';
import { encryptJson, newPassphrase, decryptJson } from '@common/payloadCrypto';
import { loadBrands } from '../src/brands/loadBrands';
import { buildServer, type ServerOptions } from '../src/buildServer';
import type { DbHandle } from '../src/db/client';
import { loginFailures } from '../src/db/schema';
import { TEST_POW } from '../src/services/captchaPow';
import { openTestDb, TEST_SCRYPT, TestClock } from './testDb';

export { TEST_SCRYPT, TestClock };

export interface Envelope<T = unknown> {
  success: boolean;
  code?: string;
  message?: string;
  value?: T;
}

let shared: DbHandle | undefined;

/**
 * A server on a database of its own (in-memory PGlite, or a new database on the PostgreSQL of DATABASE_URL): a copy
 * of the run's seeded template (testDb.ts), migrated, with the demo accounts. Outside production the dev tools are on
 * (the outbox gives tests their codes). A brand's settings change through brandSettingsFixture.ts.
 */
export async function startServer(options: Partial<ServerOptions> = {}) {
  const brands = loadBrands();
  const handle = await openTestDb(provided('dbTemplate') ?? null);
  shared = handle;
  const clock = new TestClock();
  const devTools = options.devTools ?? !options.production;
  const { app, ctx, routes } = await buildServer({
    db: handle.db,
    brands,
    scrypt: TEST_SCRYPT,
    // The tests' cheap proof of work (a production server refuses it, and keeps production's).
    ...(options.production ? {} : { pow: TEST_POW }),
    clock: clock.now,
    devTools,
    poolStats: handle.poolStats,
    // As main.ts: on PostgreSQL the rate-limit counters live in the database (shared by instances).
    sharedLimits: handle.kind === 'postgres',
    ...options,
  });
  const inject = app.inject.bind(app);

  /** Encrypted POST/PUT like the client's login and register. */
  async function encrypted(
    method: 'POST' | 'PUT',
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) {
    const key = newPassphrase();
    return inject({
      method,
      url,
      remoteAddress,
      headers: { 'x-encryption-key': key, ...headers },
      payload: { data: encryptJson(payload, key) },
    });
  }

  async function login(username: string, password: string, brand = 'lucky-peso', extra: Record<string, unknown> = {}) {
    const res = await encrypted('POST', `/wps/session/login?brand=${brand}`, {
      username,
      password,
      type: 'username',
      ...extra,
    });
    return res.json() as Envelope<{ token: string; userName: string; customerType: number; merchantCode: string }>;
  }

  async function token(username = 'demo', password = 'demo1234!', brand = 'lucky-peso') {
    const body = await login(username, password, brand);
    if (!body.success) throw new Error(`login failed: ${JSON.stringify(body)}`);
    return body.value!.token;
  }

  /** Solves a captcha's proof of work and sends it (POST /wps/captcha/proof), as the app's web worker does. */
  async function prove(pow: PowChallenge, brand = 'lucky-peso', remoteAddress = '127.0.0.1') {
    const solution = (await solveChallenge({ challenge: pow, deriveKey }))!;
    const url = `/wps/captcha/proof?brand=${brand}`;
    const res = await inject({ method: 'POST', url, remoteAddress, payload: { challenge: pow, solution } });
    if (res.statusCode !== 200) throw new Error(`proof refused: ${res.body}`);
  }

  /** A fresh captcha, its work proven, and its answer (from the dev outbox). */
  async function captcha(brand = 'lucky-peso') {
    const res = await inject({ url: `/wps/captcha?brand=${brand}` });
    const { captchaId, pow } = (res.json() as Envelope<{ captchaId: string; pow: PowChallenge }>).value!;
    await prove(pow, brand);
    return { captchaId, answer: ctx.outbox.lastCode(captchaId, 'captcha')! };
  }

  return {
    app,
    ctx,
    routes,
    clock,
    inject,
    encrypted,
    login,
    token,
    captcha,
    prove,
    decryptJson,
    /** Forgets failed sign-ins (each test starts without a captcha requirement). */
    resetLoginFailures: () => ctx.db.delete(loginFailures),
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export function dbHandle() {
  return shared!;
}
