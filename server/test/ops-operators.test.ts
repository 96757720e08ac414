// Operators management (issue 29): the owner invites an operator with a one-time password, changes roles, disables
// (their sessions end at once) and enables; nobody disables themself, and the last owner of every brand stays.
// Sign-in, failed sign-in and sign-out are audit rows. The first-owner command, as a function and as a process.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  OpsAuditReply,
  OpsMe,
  OpsOperator,
  OpsOperatorCreateReply,
  OpsOperatorsReply,
} from '@common/generated/api';
import { repoRoot } from '../src/config';
import { auditLog, operators } from '../src/db/schema';
import { createFirstOwner } from '../src/services/ops/operators';
import { type TestServer } from './harness';
import { opsCall, opsSignIn, opsToken, startOpsServer } from './ops-helpers';

let s: TestServer;
let owner: string;
beforeAll(async () => {
  ({
    s,
    tokens: [owner],
  } = await startOpsServer({ operators: ['owner'] }));
});
afterAll(() => s.close());
beforeEach(() => s.resetLoginFailures());

const create = (username: string, roles: unknown[], token = owner) =>
  opsCall<OpsOperatorCreateReply>(s, 'POST', '/ops/api/operators', token, { username, roles });
const setRoles = (id: number, roles: unknown[], token = owner) =>
  opsCall<OpsOperator>(s, 'PUT', `/ops/api/operators/${id}/roles`, token, { roles });
const disable = (id: number, token = owner) =>
  opsCall<OpsOperator>(s, 'POST', `/ops/api/operators/${id}/disable`, token, {});
const enable = (id: number, token = owner) =>
  opsCall<OpsOperator>(s, 'POST', `/ops/api/operators/${id}/enable`, token, {});
const auditOf = (action: string, target: string) =>
  s.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));
const idOf = async (username: string) =>
  (await s.ctx.db.select().from(operators).where(eq(operators.username, username)))[0]!.id;

describe('inviting an operator', () => {
  test('a one-time password that signs in, with the roles given per brand; audited without the password', async () => {
    const r = await create('ops_new', [{ brandId: 'lucky-peso', role: 'finance' }]);
    expect(r.status).toBe(200);
    const { operator, initialPassword } = r.body.value!;
    expect(operator).toMatchObject({ username: 'ops_new', totpEnabled: false, disabled: false });
    expect(initialPassword.length).toBeGreaterThanOrEqual(16);
    const signIn = await opsSignIn(s, 'ops_new', initialPassword);
    expect(signIn.status).toBe(200);
    const decide = signIn.body.value!.me.permissions.find((p) => p.permission === 'withdrawals.decide');
    expect(decide).toEqual({ permission: 'withdrawals.decide', allBrands: false, brands: ['lucky-peso'] });
    const [row] = await auditOf('operator.create', 'operator:ops_new');
    expect(row!.after).toEqual({ username: 'ops_new', roles: [{ brandId: 'lucky-peso', role: 'finance' }] });
    expect(JSON.stringify(row)).not.toContain(initialPassword);
  });

  test('a name in use, or a brand this server does not have, is refused', async () => {
    const taken = await create('finance', []);
    expect([taken.status, taken.body.code]).toEqual([409, 'ops.operator.exists']);
    const brand = await create('ops_nobrand', [{ brandId: 'no-such-brand', role: 'viewer' }]);
    expect([brand.status, brand.body.code]).toEqual([400, 'request.invalid']);
  });

  test('the list pages on the server and finds by part of the name', async () => {
    const page = await opsCall<OpsOperatorsReply>(s, 'GET', '/ops/api/operators?pageSize=2&pageNo=2', owner);
    expect(page.body.value!.list).toHaveLength(2);
    expect(page.body.value!.totalPages).toBe(Math.ceil(page.body.value!.total / 2));
    const found = await opsCall<OpsOperatorsReply>(s, 'GET', '/ops/api/operators?username=FINANCE', owner);
    expect(found.body.value!.list.map((o) => o.username)).toEqual(['finance', 'finance2']);
    expect(found.body.value!.list[0]!.roles).toEqual([{ brandId: null, role: 'finance' }]);
  });

  test('operators.manage held for one brand only is not enough', async () => {
    const made = await create('ops_brandowner', [{ brandId: 'bayani-bet', role: 'owner' }]);
    const token = await opsToken(s, 'ops_brandowner', made.body.value!.initialPassword);
    const r = await opsCall(s, 'GET', '/ops/api/operators', token);
    expect([r.status, r.body.code]).toEqual([403, 'auth.no.permission']);
  });
});

describe('roles and disabling', () => {
  test('changed roles take effect at the next request; before and after are audited', async () => {
    const made = await create('ops_roles', [{ brandId: null, role: 'viewer' }]);
    const token = await opsToken(s, 'ops_roles', made.body.value!.initialPassword);
    const id = made.body.value!.operator.id;
    const r = await setRoles(id, [{ brandId: null, role: 'support' }]);
    expect(r.body.value!.roles).toEqual([{ brandId: null, role: 'support' }]);
    const me = await opsCall<OpsMe>(s, 'GET', '/ops/api/me', token);
    expect(me.body.value!.roles).toEqual([{ brandId: null, role: 'support' }]);
    const [row] = await auditOf('operator.roles', 'operator:ops_roles');
    expect([row!.before, row!.after]).toEqual([
      { roles: [{ brandId: null, role: 'viewer' }] },
      { roles: [{ brandId: null, role: 'support' }] },
    ]);
    expect((await setRoles(2147483647, [])).body.code).toBe('ops.operator.unknown');
  });

  test("disabling ends the operator's sessions at once; enabling lets them sign in again", async () => {
    const made = await create('ops_off', [{ brandId: null, role: 'finance' }]);
    const password = made.body.value!.initialPassword;
    const token = await opsToken(s, 'ops_off', password);
    const id = made.body.value!.operator.id;
    expect((await disable(id)).body.value!.disabled).toBe(true);
    const me = await opsCall(s, 'GET', '/ops/api/me', token);
    expect([me.status, me.body.code]).toEqual([401, 'auth.logged.out']);
    expect((await opsSignIn(s, 'ops_off', password)).body.code).toBe('login.failed');
    await disable(id); // again: nothing changes, nothing is recorded
    expect(await auditOf('operator.disable', 'operator:ops_off')).toHaveLength(1);
    await s.resetLoginFailures();
    expect((await enable(id)).body.value!.disabled).toBe(false);
    expect((await opsSignIn(s, 'ops_off', password)).status).toBe(200);
    expect((await opsCall(s, 'GET', '/ops/api/me', token)).status).toBe(401); // the old session stays ended
    expect(await auditOf('operator.enable', 'operator:ops_off')).toHaveLength(1);
  });

  test('nobody disables themself, and the last owner of every brand stays an enabled owner', async () => {
    const self = await disable(await idOf('owner'));
    expect([self.status, self.body.code]).toEqual([409, 'ops.operator.self']);
    const demote = await setRoles(await idOf('owner'), [{ brandId: null, role: 'finance' }]);
    expect([demote.status, demote.body.code]).toEqual([409, 'ops.operator.last.owner']);

    const second = await create('ops_owner2', [{ brandId: null, role: 'owner' }]);
    const owner2 = await opsToken(s, 'ops_owner2', second.body.value!.initialPassword);
    expect((await disable(await idOf('owner'), owner2)).status).toBe(200);
    const last = await setRoles(second.body.value!.operator.id, [{ brandId: 'lucky-peso', role: 'owner' }], owner2);
    expect([last.status, last.body.code]).toEqual([409, 'ops.operator.last.owner']);
    expect((await enable(await idOf('owner'), owner2)).status).toBe(200);
    owner = await opsToken(s, 'owner');
    expect((await setRoles(second.body.value!.operator.id, [], owner)).status).toBe(200);
  });
});

describe('sign-in auditing', () => {
  test('sign-in, a failed sign-in (the name tried, no password) and sign-out are audit rows', async () => {
    const token = await opsToken(s, 'viewer');
    await opsSignIn(s, 'viewer', 'wrong-password-1');
    await s.resetLoginFailures();
    await opsSignIn(s, 'Ghost_User', 'wrong-password-2');
    await opsCall(s, 'DELETE', '/ops/api/session', token);
    const of = async (action: string) =>
      (await opsCall<OpsAuditReply>(s, 'GET', `/ops/api/audit?action=${action}&pageSize=100`, owner)).body.value!;
    expect((await of('operator.sign_in')).list.some((a) => a.operator === 'viewer')).toBe(true);
    const failed = (await of('operator.sign_in_failed')).list;
    expect(failed.find((a) => a.operator === 'viewer')?.after).toEqual({ username: 'viewer', failed: 'password' });
    expect(failed.find((a) => a.target === 'operator:ghost_user')).toMatchObject({ operator: 'ghost_user' });
    expect(JSON.stringify(failed)).not.toContain('wrong-password');
    expect((await of('operator.sign_out')).list.filter((a) => a.operator === 'viewer')).toHaveLength(1);
  });
});

describe('the first-owner command', () => {
  const deps = () => ({ db: s.ctx.db, clock: s.ctx.clock, hashPassword: (p: string) => s.ctx.passwords.hash(p) });

  test('refuses while an owner exists, unless forced; the owner it makes signs in with the printed password', async () => {
    await expect(createFirstOwner(deps(), 'ops_first')).rejects.toThrow(/owner already exists/);
    const { password } = await createFirstOwner(deps(), 'ops_first', true);
    const signIn = await opsSignIn(s, 'ops_first', password);
    expect(signIn.body.value!.me.roles).toEqual([{ brandId: null, role: 'owner' }]);
    expect(await auditOf('operator.create_owner', 'operator:ops_first')).toHaveLength(1);
    await expect(createFirstOwner(deps(), 'ops_first', true)).rejects.toThrow(/exists/);
  });

  // The command's database work is createFirstOwner above; a real run migrates a fresh database (over a minute on a
  // busy CI machine), so the process is only checked for its usage line (docs/deploy.md shows a real run).
  test('npm run ops:create-owner without a user name prints its usage and exits 2', async () => {
    const run = promisify(execFile);
    const tsx = join(repoRoot, 'node_modules/.bin/tsx');
    const failed = await run(tsx, [join(repoRoot, 'server/scripts/create-owner.ts')], { cwd: repoRoot }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(failed).toMatchObject({ code: 2, stderr: expect.stringMatching(/usage: npm run ops:create-owner/) });
  });
});
