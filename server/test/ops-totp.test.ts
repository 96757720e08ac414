// Two-factor sign-in for operators (issue 29): enrolment by QR code, the code step at sign-in, a wrong code counted
// like a wrong password, a code accepted once, recovery codes usable once, a role that requires 2FA forcing the
// enrolment before anything else, and the owner's reset. Codes are computed from the enrolment reply's secret.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import type {
  OpsAuditReply,
  OpsMe,
  OpsOperator,
  OpsOperatorsReply,
  OpsTotpConfirmReply,
  OpsTotpStartReply,
} from '@common/generated/api';
import { ConfigError, readEnv } from '../src/config';
import { auditLog, operators } from '../src/db/schema';
import { openSecret, sealSecret } from '../src/services/ops/totp';
import { type TestServer } from './harness';
import { addOperator, opsCall, opsSignIn, opsToken, startOpsServer } from './ops-helpers';

let s: TestServer;
let owner: string;
beforeAll(async () => {
  ({
    s,
    tokens: [owner],
  } = await startOpsServer({ operators: ['owner'] }));
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.resetLoginFailures();
  // A new time step per test: codes of earlier tests are never this test's.
  s.clock.advance(60);
});

const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(s.clock.now().getTime() / 1000) });
const me = (token: string) => opsCall<OpsMe>(s, 'GET', '/ops/api/me', token);

/** Enrols a fresh token's operator; returns the secret read from the otpauth URL and the recovery codes. */
async function enrol(token: string) {
  const start = await opsCall<OpsTotpStartReply>(s, 'GET', '/ops/api/me/totp', token);
  expect(start.status).toBe(200);
  const secret = new URL(start.body.value!.otpauthUrl).searchParams.get('secret')!;
  const confirm = await opsCall<OpsTotpConfirmReply>(s, 'POST', '/ops/api/me/totp', token, {
    code: await codeNow(secret),
  });
  expect(confirm.status).toBe(200);
  // The enrolment's code may not be used again to sign in: the next step's codes are.
  s.clock.advance(30);
  return { secret, recoveryCodes: confirm.body.value!.recoveryCodes, start: start.body.value! };
}

async function operatorId(username: string): Promise<number> {
  const [row] = await s.ctx.db.select().from(operators).where(eq(operators.username, username));
  return row!.id;
}

async function auditRows(action: string, target: string) {
  return s.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));
}

describe('enrolment', () => {
  test('a QR code of an otpauth URL; a wrong code is refused; a right one turns 2FA on with ten recovery codes', async () => {
    await addOperator(s, 'totp_enrol', [{ brandId: null, role: 'finance' }]);
    const token = await opsToken(s, 'totp_enrol');
    const start = await opsCall<OpsTotpStartReply>(s, 'GET', '/ops/api/me/totp', token);
    const url = new URL(start.body.value!.otpauthUrl);
    expect([url.protocol, url.searchParams.get('issuer')]).toEqual(['otpauth:', 'WPS Console']);
    expect(decodeURIComponent(url.pathname)).toContain('totp_enrol');
    expect(start.body.value!.qrSvg).toMatch(/^<svg[^>]*>/);
    const wrong = await opsCall(s, 'POST', '/ops/api/me/totp', token, { code: '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'ops.totp.invalid']);
    expect((await me(token)).body.value!.totpEnabled).toBe(false);

    const secret = url.searchParams.get('secret')!;
    const right = await opsCall<OpsTotpConfirmReply>(s, 'POST', '/ops/api/me/totp', token, {
      code: await codeNow(secret),
    });
    expect(right.status).toBe(200);
    const codes = right.body.value!.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await me(token)).body.value!.totpEnabled).toBe(true);
    const again = await opsCall(s, 'GET', '/ops/api/me/totp', token);
    expect([again.status, again.body.code]).toEqual([409, 'ops.totp.enrolled']);

    // Stored sealed: neither the secret nor a recovery code is in the database as written.
    const [row] = await s.ctx.db.select().from(operators).where(eq(operators.username, 'totp_enrol'));
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(await auditRows('operator.totp_enrol', 'operator:totp_enrol')).toHaveLength(1);
  });
});

describe('sign-in with 2FA', () => {
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    await addOperator(s, 'totp_user', [{ brandId: null, role: 'viewer' }]);
    ({ secret, recoveryCodes } = await enrol(await opsToken(s, 'totp_user')));
  });

  test('the password alone answers ops.totp.required; the code signs in', async () => {
    const bare = await opsSignIn(s, 'totp_user');
    expect([bare.status, bare.body.code]).toEqual([401, 'ops.totp.required']);
    const ok = await opsSignIn(s, 'totp_user', undefined, { totp: await codeNow(secret) });
    expect(ok.status).toBe(200);
    expect(ok.body.value!.me.totpEnabled).toBe(true);
  });

  test('a wrong code is a failed attempt: audited, and the captcha is asked for next', async () => {
    const right = await codeNow(secret);
    const wrong = await opsSignIn(s, 'totp_user', undefined, { totp: right === '123456' ? '654321' : '123456' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'ops.totp.invalid']);
    const failed = await auditRows('operator.sign_in_failed', 'operator:totp_user');
    expect(failed.at(-1)!.after).toEqual({ username: 'totp_user', failed: 'totp' });
    const noCaptcha = await opsSignIn(s, 'totp_user', undefined, { totp: await codeNow(secret) });
    expect([noCaptcha.status, noCaptcha.body.code]).toEqual([400, 'captcha.invalid']);
    const { captchaId, answer } = await s.captcha(s.ctx.defaultBrand);
    const solved = await opsSignIn(s, 'totp_user', undefined, {
      totp: await codeNow(secret),
      captchaId,
      captcha: answer,
    });
    expect(solved.status).toBe(200);
  });

  test('a code is accepted once: the same code again is refused, the next step’s code works', async () => {
    const code = await codeNow(secret);
    expect((await opsSignIn(s, 'totp_user', undefined, { totp: code })).status).toBe(200);
    await s.resetLoginFailures();
    const replay = await opsSignIn(s, 'totp_user', undefined, { totp: code });
    expect([replay.status, replay.body.code]).toEqual([400, 'ops.totp.invalid']);
    await s.resetLoginFailures();
    s.clock.advance(30);
    expect((await opsSignIn(s, 'totp_user', undefined, { totp: await codeNow(secret) })).status).toBe(200);
  });

  test('a recovery code signs in once', async () => {
    const code = recoveryCodes[0]!;
    const first = await opsSignIn(s, 'totp_user', undefined, { recoveryCode: code.toUpperCase() });
    expect(first.status).toBe(200);
    const again = await opsSignIn(s, 'totp_user', undefined, { recoveryCode: code });
    expect([again.status, again.body.code]).toEqual([400, 'ops.totp.invalid']);
    await s.resetLoginFailures();
    expect((await opsSignIn(s, 'totp_user', undefined, { recoveryCode: recoveryCodes[1]! })).status).toBe(200);
  });

  test('the owner resets it: the password alone signs in again, and the reset is audited', async () => {
    const id = await operatorId('totp_user');
    const r = await opsCall<OpsOperator>(s, 'DELETE', `/ops/api/operators/${id}/totp`, owner);
    expect([r.status, r.body.value!.totpEnabled]).toEqual([200, false]);
    expect((await opsSignIn(s, 'totp_user')).status).toBe(200);
    const rows = await auditRows('operator.totp_reset', 'operator:totp_user');
    expect(rows.map((a) => a.after)).toEqual([{ totpEnabled: false }]);
    // A second reset changes nothing and records nothing.
    await opsCall(s, 'DELETE', `/ops/api/operators/${id}/totp`, owner);
    expect(await auditRows('operator.totp_reset', 'operator:totp_user')).toHaveLength(1);
  });
});

describe('a role that requires 2FA', () => {
  const policy = (totpRequired: boolean) => opsCall(s, 'PUT', '/ops/api/roles/support/policy', owner, { totpRequired });
  afterAll(() => policy(false));

  test('forces the enrolment: every endpoint but me, enrolment and sign-out answers ops.totp.enrol until then', async () => {
    await addOperator(s, 'totp_support', [{ brandId: null, role: 'support' }]);
    const before = await opsToken(s, 'totp_support');
    expect((await opsCall(s, 'GET', '/ops/api/audit', before)).status).toBe(200);

    expect((await policy(true)).status).toBe(200);
    // A session opened before the policy is held back at its next request.
    const held = await opsCall(s, 'GET', '/ops/api/audit', before);
    expect([held.status, held.body.code]).toEqual([403, 'ops.totp.enrol']);

    const signIn = await opsSignIn(s, 'totp_support');
    expect(signIn.status).toBe(200);
    expect(signIn.body.value!.mustEnrolTotp).toBe(true);
    const token = signIn.body.value!.token;
    expect((await me(token)).body.value!.mustEnrolTotp).toBe(true);
    const refused = await opsCall(s, 'GET', '/ops/api/audit', token);
    expect([refused.status, refused.body.code]).toEqual([403, 'ops.totp.enrol']);

    await enrol(token);
    expect((await me(token)).body.value!.mustEnrolTotp).toBe(false);
    expect((await opsCall<OpsAuditReply>(s, 'GET', '/ops/api/audit', token)).status).toBe(200);
    const bare = await opsSignIn(s, 'totp_support');
    expect([bare.status, bare.body.code]).toEqual([401, 'ops.totp.required']);
  });

  test('the roles list shows the policy, the change is audited, and only the owner may make it', async () => {
    await policy(true);
    const roles = await opsCall<{ list: { role: string; totpRequired: boolean }[] }>(s, 'GET', '/ops/api/roles', owner);
    expect(roles.body.value!.list.find((r) => r.role === 'support')?.totpRequired).toBe(true);
    expect(roles.body.value!.list.find((r) => r.role === 'viewer')?.totpRequired).toBe(false);
    const rows = await auditRows('role.policy', 'role:support');
    expect(rows.at(-1)!.after).toEqual({ totpRequired: true });
    const finance = await opsToken(s, 'finance');
    const r = await opsCall(s, 'PUT', '/ops/api/roles/finance/policy', finance, { totpRequired: true });
    expect([r.status, r.body.code]).toEqual([403, 'auth.no.permission']);
    const list = await opsCall<OpsOperatorsReply>(s, 'GET', '/ops/api/operators?username=totp_support', owner);
    expect(list.body.value!.list.map((o) => [o.username, o.totpEnabled])).toEqual([['totp_support', true]]);
  });
});

describe('the sealed secret', () => {
  test('opens only with its key; OPS_SECRET_KEY must be 64 hex digits', () => {
    const key = Buffer.alloc(32, 7);
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret(Buffer.alloc(32, 8), sealed)).toThrow();
    expect(readEnv({ OPS_SECRET_KEY: 'ab'.repeat(32) }, []).opsSecretKey).toEqual(Buffer.alloc(32, 0xab));
    expect(() => readEnv({ OPS_SECRET_KEY: 'not-hex' }, [])).toThrow(ConfigError);
  });

  test('production refuses to start without OPS_SECRET_KEY (the development key is public); development may', () => {
    expect(() => readEnv({ NODE_ENV: 'production' }, [])).toThrow(/OPS_SECRET_KEY is required/);
    expect(readEnv({ NODE_ENV: 'production', OPS_SECRET_KEY: 'ab'.repeat(32) }, []).production).toBe(true);
    expect(readEnv({}, []).opsSecretKey).toBeUndefined();
  });
});
