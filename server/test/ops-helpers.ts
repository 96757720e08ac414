// Shared set-up of the console tests: signing operators in and calling /ops/api.
import type { OpsSignInReply } from '@common/generated/api';
import { operatorRoles, operators } from '../src/db/schema';
import type { Grant } from '../src/ops/roles';
import { auth, type Envelope, type TestServer } from './harness';

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
