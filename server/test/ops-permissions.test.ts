// Every console endpoint × every role (issue 29): allowed exactly when the role holds the permission the endpoint
// declares in schemas/api/ops.api.json, 403 otherwise, 401 without a session. An endpoint without a declared
// permission, or without a sample request here, fails. Then a role held for one brand only.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OpsMe, OpsWithdrawalsReply } from '@common/generated/api';
import { loadContract } from '../src/api/loadContract';
import { contract } from '../src/api/route';
import { DEMO_OPERATORS } from '../src/db/seed/opsSeed';
import { ROLE_IDS, ROLES, type Permission } from '../src/ops/roles';
import { startServer, type TestServer } from './harness';
import { addOperator, opsCall, opsToken } from './ops-helpers';
import { call, member, PAY_PASSWORD } from './wallet-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const UNKNOWN_ID = '2147483647';

/** A well-formed request per endpoint; one that needs a record names one that does not exist (nothing changes). */
const SAMPLES: Record<string, { params?: Record<string, string>; query?: string; body?: unknown }> = {
  opsSignOut: {},
  opsMe: {},
  opsWithdrawals: { query: 'state=pending&pageSize=5' },
  opsWithdrawalApprove: { params: { id: UNKNOWN_ID }, body: {} },
  opsWithdrawalReject: { params: { id: UNKNOWN_ID }, body: { reason: 'checking permissions' } },
  opsAudit: { query: 'action=withdrawal.approve' },
  // Content, messages, members (ops-content, ops-members): a window upside down, an unknown brand or member.
  opsAnnouncements: { query: 'type=PL&pageSize=5' },
  opsAnnouncementCreate: {
    body: {
      brandId: 'lucky-peso',
      type: 'PL',
      titleEn: 'T',
      titleTy: 'T',
      contentEn: '',
      contentTy: '',
      startDate: 2,
      endDate: 1,
    },
  },
  opsAnnouncementUpdate: {
    params: { id: UNKNOWN_ID },
    body: { brandId: 'lucky-peso', type: 'PL', titleEn: 'T', titleTy: 'T', contentEn: '', contentTy: '', startDate: 1 },
  },
  opsAnnouncementDelete: { params: { id: UNKNOWN_ID } },
  opsHelpEntries: { query: 'pageSize=5' },
  opsHelpCreate: { body: { brandId: 'no-such-brand', titleEn: 'T', titleTy: 'T', contentEn: '', contentTy: '' } },
  opsHelpUpdate: {
    params: { id: UNKNOWN_ID },
    body: { brandId: 'lucky-peso', titleEn: 'T', titleTy: 'T', contentEn: '', contentTy: '' },
  },
  opsHelpDelete: { params: { id: UNKNOWN_ID } },
  opsSitePages: { query: 'pageSize=5' },
  opsSitePageUpdate: {
    params: { brandId: 'no-such-brand', name: 'service' },
    body: { titleEn: 'T', titleTy: 'T', contentEn: '', contentTy: '' },
  },
  opsMessageSend: {
    body: {
      brandId: 'lucky-peso',
      username: 'no-such-member',
      titleEn: 'T',
      titleTy: 'T',
      contentEn: '',
      contentTy: '',
    },
  },
  opsMembers: { query: 'q=demo&pageSize=5' },
  opsMember: { params: { id: UNKNOWN_ID } },
  opsMemberLock: { params: { id: UNKNOWN_ID }, body: {} },
  opsMemberUnlock: { params: { id: UNKNOWN_ID }, body: {} },
  opsMemberEndSessions: { params: { id: UNKNOWN_ID }, body: {} },
  opsAuditCsv: { query: 'action=withdrawal.approve' },
  opsOpenApi: {},
  // Deposits, adjustments and promotion review (ops-deposits, ops-adjustments, ops-promotions): nothing changes.
  opsDeposits: { query: 'state=pending&pageSize=5' },
  opsDeposit: { params: { id: 'DNOSUCHORDER' } },
  opsDepositSettle: { params: { id: 'DNOSUCHORDER' }, body: { reason: 'checking permissions' } },
  opsAdjustments: { query: 'state=awaiting_second' },
  opsAdjustmentCreate: {
    body: { brandId: 'lucky-peso', account: 'nosuchmember', direction: 'credit', amount: '1.00', reason: 'checking' },
  },
  opsAdjustmentConfirm: { params: { id: UNKNOWN_ID }, body: {} },
  opsPromotionApplications: { query: 'state=applying&pageSize=5' },
  opsPromotionApplication: { params: { id: UNKNOWN_ID } },
  opsPromotionApprove: { params: { id: UNKNOWN_ID }, body: {} },
  opsPromotionReject: { params: { id: UNKNOWN_ID }, body: { reason: 'checking permissions' } },
  opsPromotionUpload: { params: { id: UNKNOWN_ID } },
  // 2FA enrolment and operators management (ops-totp, ops-operators): a wrong code, an existing name, no such id.
  opsTotpStart: {},
  opsTotpConfirm: { body: { code: '000000' } },
  opsOperators: { query: 'pageSize=5' },
  opsOperatorCreate: { body: { username: 'owner', roles: [] } },
  opsOperatorRoles: { params: { id: UNKNOWN_ID }, body: { roles: [] } },
  opsOperatorDisable: { params: { id: UNKNOWN_ID }, body: {} },
  opsOperatorEnable: { params: { id: UNKNOWN_ID }, body: {} },
  opsOperatorTotpReset: { params: { id: UNKNOWN_ID } },
  opsRoles: {},
  opsRolePolicy: { params: { role: 'viewer' }, body: { totpRequired: false } },
  // The brand studio (brand-studio.test.ts): an unknown brand or source, so nothing changes.
  opsBrands: {},
  opsBrand: { params: { brandId: 'no-such-brand' } },
  opsBrandCreate: {
    body: { sourceBrandId: 'no-such-brand', id: 'new-brand', displayName: 'N', domains: [], timeZone: 'Asia/Manila' },
  },
  opsBrandDraftSave: { params: { brandId: 'no-such-brand' }, body: { config: { brand: {}, theme: {}, logo: null } } },
  opsBrandDraftDiscard: { params: { brandId: 'no-such-brand' } },
  opsBrandChecks: { params: { brandId: 'no-such-brand' } },
  opsBrandPublish: { params: { brandId: 'no-such-brand' }, body: { updatedAt: 1 } },
  opsBrandVersions: { params: { brandId: 'no-such-brand' }, query: 'pageSize=5' },
  opsBrandVersion: { params: { brandId: 'no-such-brand', version: '1' } },
  opsBrandRollback: { params: { brandId: 'no-such-brand' }, body: { version: 1 } },
  opsBrandPreview: { params: { brandId: 'no-such-brand' }, body: { of: 'live' } },
};

// The console's files: ops.api.json and the brand studio's opsBrands.api.json.
const opsFiles = contract.files.filter((f) => f.$id === 'ops.api.json' || f.$id === 'opsBrands.api.json');
const endpoints = opsFiles
  .flatMap((f) => Object.entries(f.endpoints ?? {}))
  .map(([id, e]) => ({ id, ...e }))
  // Signing out ends the session the walk uses: last.
  .sort((a, b) => Number(a.id === 'opsSignOut') - Number(b.id === 'opsSignOut'));
const guarded = endpoints.filter((e) => e.id !== 'opsSignIn');

function request(e: (typeof endpoints)[number], token?: string) {
  const sample = SAMPLES[e.id]!;
  const path = e.path.replace(/:(\w+)/g, (_, name: string) => sample.params![name]!);
  const method = e.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
  return opsCall(s, method, sample.query ? `${path}?${sample.query}` : path, token, sample.body);
}

describe('the contract', () => {
  test('every console endpoint but sign-in needs an operator and declares a permission; each has a sample', () => {
    expect(guarded.length).toBeGreaterThan(0);
    for (const e of guarded) {
      expect(e.path, e.id).toMatch(/^\/ops\/api\//);
      expect([e.id, e.auth, typeof e.permission]).toEqual([e.id, 'operator', 'string']);
    }
    expect(Object.keys(SAMPLES).sort()).toEqual(guarded.map((e) => e.id).sort());
    expect(endpoints.find((e) => e.id === 'opsSignIn')?.auth).toBe('none');
  });

  test('the loader refuses an operator endpoint without a known permission, and a permission without an operator', () => {
    const probe = (fields: Record<string, unknown>) => {
      const dir = mkdtempSync(join(tmpdir(), 'wps-ops-'));
      const endpoint = { method: 'GET', path: '/ops/api/probe', summary: 'Probe', reply: { type: 'null' }, ...fields };
      writeFileSync(
        join(dir, 'probe.api.json'),
        JSON.stringify({ $id: 'probe.api.json', title: 'P', endpoints: { probe: endpoint } }),
      );
      return () => loadContract(dir);
    };
    expect(probe({ auth: 'operator' })).toThrow(/needs a permission/);
    expect(probe({ auth: 'operator', permission: 'withdrawals.everything' })).toThrow(/needs a permission/);
    expect(probe({ auth: 'member', permission: 'audit.read' })).toThrow(/needs a permission/);
    expect(probe({ auth: 'operator', permission: 'audit.read' })).not.toThrow();
  });

  test('every role has a demo operator', () => {
    expect(ROLE_IDS.every((r) => DEMO_OPERATORS.some((o) => o.role === r))).toBe(true);
  });
});

describe('every endpoint × every role', () => {
  test('without a session (or with a made-up token): 401', async () => {
    for (const e of guarded) {
      const none = await request(e);
      expect([e.id, none.status, none.body.code]).toEqual([e.id, 401, 'auth.required']);
      const forged = await request(e, 'not-a-token');
      expect([e.id, forged.status]).toEqual([e.id, 401]);
    }
  });

  test.each(DEMO_OPERATORS.map((o) => [o.username, o.role] as const))('%s (%s)', async (username, role) => {
    const token = await opsToken(s, username);
    const held = ROLES[role].permissions as readonly Permission[];
    const wrong: string[] = [];
    for (const e of guarded) {
      const r = await request(e, token);
      const allowed = held.includes(e.permission!);
      const ok = allowed
        ? r.status !== 401 && r.status !== 403 && r.status < 500
        : r.status === 403 && r.body.code === 'auth.no.permission';
      if (!ok)
        wrong.push(`${e.id} (${e.permission}): ${allowed ? 'allowed' : 'refused'} but ${r.status} ${r.body.code}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('a role held for one brand', () => {
  let luckyWithdrawal: number;
  let scoped: string;
  beforeAll(async () => {
    const m = await member(s);
    const w = await call<{ withdrawal: { id: number } }>(
      s,
      'POST',
      '/wps/transaction/withdraw?brand=lucky-peso',
      m.headers(),
      {
        amount: '100.00',
        bankCardId: m.cardId,
        paymentPassword: PAY_PASSWORD,
      },
    );
    luckyWithdrawal = w.body.value!.withdrawal.id;
    await addOperator(s, 'bayanifin', [
      { brandId: 'bayani-bet', role: 'finance' },
      { brandId: null, role: 'support' },
    ]);
    scoped = await opsToken(s, 'bayanifin');
  });

  test('me: the permission holds for that brand only', async () => {
    const r = await opsCall<OpsMe>(s, 'GET', '/ops/api/me', scoped);
    const of = (p: string) => r.body.value!.permissions.find((x) => x.permission === p);
    expect(of('withdrawals.decide')).toEqual({
      permission: 'withdrawals.decide',
      allBrands: false,
      brands: ['bayani-bet'],
    });
    expect(of('members.read')).toEqual({ permission: 'members.read', allBrands: true, brands: [] });
  });

  test("the queue shows that brand's withdrawals; naming another brand is 403", async () => {
    const own = await opsCall<OpsWithdrawalsReply>(s, 'GET', '/ops/api/withdrawals', scoped);
    expect(own.status).toBe(200);
    expect(own.body.value!.list.map((w) => w.id)).not.toContain(luckyWithdrawal);
    expect(new Set(own.body.value!.list.map((w) => w.brandId))).toEqual(
      new Set(own.body.value!.total ? ['bayani-bet'] : []),
    );
    const other = await opsCall(s, 'GET', '/ops/api/withdrawals?brandId=lucky-peso', scoped);
    expect([other.status, other.body.code]).toEqual([403, 'auth.no.permission']);
    const owner = await opsToken(s, 'owner');
    const all = await opsCall<OpsWithdrawalsReply>(s, 'GET', '/ops/api/withdrawals?brandId=lucky-peso', owner);
    expect(all.body.value!.list.map((w) => w.id)).toContain(luckyWithdrawal);
  });

  test("deciding another brand's withdrawal is 403 and changes nothing", async () => {
    const r = await opsCall(s, 'POST', `/ops/api/withdrawals/${luckyWithdrawal}/approve`, scoped, {});
    expect([r.status, r.body.code]).toEqual([403, 'auth.no.permission']);
    const owner = await opsToken(s, 'owner');
    const q = await opsCall<OpsWithdrawalsReply>(s, 'GET', '/ops/api/withdrawals?brandId=lucky-peso', owner);
    expect(q.body.value!.list.find((w) => w.id === luckyWithdrawal)?.state).toBe('pending');
  });
});
