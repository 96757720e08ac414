// Shared set-up of the console tests: signing operators in and calling /ops/api.
import type { OpsSignInReply } from '@common/generated/api';
import { operatorRoles, operators } from '../src/db/schema';
import type { Grant } from '../src/ops/roles';
import { setBrandSettings } from './brandSettingsFixture';
import { auth, startServer, type Envelope, type TestServer } from './harness';
import { call, member, PAY_PASSWORD, type TestMember } from './wallet-helpers';

export async function opsCall<T = unknown>(
  s: TestServer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) {
  const res = await s.inject({
    method,
    url,
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  // A non-JSON reply (the audit CSV) has no envelope: its text is in `text`.
  const json = res.headers['content-type']?.toString().startsWith('application/json');
  return { status: res.statusCode, body: (json ? res.json() : {}) as Envelope<T>, text: res.body };
}

export const opsSignIn = (s: TestServer, username: string, password = `${username}1234!`, extra = {}) =>
  opsCall<OpsSignInReply>(s, 'POST', '/ops/api/session', undefined, { username, password, ...extra });

/** A demo operator's console token (password `<name>1234!`). */
export async function opsToken(s: TestServer, username: string, password?: string): Promise<string> {
  const r = await opsSignIn(s, username, password);
  if (r.status !== 200) throw new Error(`operator sign-in failed: ${JSON.stringify(r.body)}`);
  return r.body.value!.token;
}

/** A new operator with the given roles (password `<name>1234!`), straight in the database. */
export async function addOperator(s: TestServer, username: string, grants: Grant[]): Promise<void> {
  const [row] = await s.ctx.db
    .insert(operators)
    .values({ username, passwordHash: await s.ctx.passwords.hash(`${username}1234!`), createdAt: s.ctx.clock() })
    .returning({ id: operators.id });
  for (const g of grants) await s.ctx.db.insert(operatorRoles).values({ operatorId: row!.id, ...g });
}

export interface OpsServerOptions {
  /** Demo operators to sign in, in order; their tokens come back in `tokens`. */
  operators?: readonly string[];
  /** The member (`member(s, ...args)`) the test moves money for; none when absent. */
  member?: Parameters<typeof member> extends [unknown, ...infer A] ? A : never;
  /** Sets lucky-peso's settings.ops.fourEyesThreshold before anyone signs in. */
  fourEyesThreshold?: string;
  /** Runs after the server started, before the member signs in (e.g. creating that member). */
  before?: (s: TestServer) => Promise<unknown>;
}

/** The set-up every console test repeats: a server, optionally a member and a four-eyes threshold, operators' tokens. */
export async function startOpsServer<const N extends readonly string[] = []>(
  options: OpsServerOptions & { operators?: N } = {},
): Promise<{ s: TestServer; m: TestMember; tokens: { [I in keyof N]: string } }> {
  const s = await startServer();
  await options.before?.(s);
  if (options.fourEyesThreshold !== undefined)
    await setBrandSettings(s, { settings: { ops: { fourEyesThreshold: options.fourEyesThreshold } } });
  // No member asked for: `m` stays unset, as the tests that never use it left it.
  const m = options.member ? await member(s, ...options.member) : (undefined as unknown as TestMember);
  const tokens: string[] = [];
  for (const name of options.operators ?? []) tokens.push(await opsToken(s, name));
  return { s, m, tokens: tokens as { [I in keyof N]: string } };
}

/** A withdrawal request of `amount` by `m` to their bank card; its id. */
export async function requestWithdrawal(s: TestServer, m: TestMember, amount: string): Promise<number> {
  const r = await call<{ withdrawal: { id: number } }>(
    s,
    'POST',
    '/wps/transaction/withdraw?brand=lucky-peso',
    m.headers(),
    {
      amount,
      bankCardId: m.cardId,
      paymentPassword: PAY_PASSWORD,
    },
  );
  if (r.status !== 200) throw new Error(`withdrawal failed: ${JSON.stringify(r.body)}`);
  return r.body.value!.withdrawal.id;
}
