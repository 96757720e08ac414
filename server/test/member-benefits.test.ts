import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { inviteLink, newInvitationCode } from '../src/services/invite';
import { resetBrandSettings, setBrandSettings } from './brandSettingsFixture';
import { auth, startServer, type Envelope, type TestServer } from './harness';

let s: TestServer;
let demo: string;
beforeAll(async () => {
  s = await startServer({
    rateLimits: {
      register: { max: 1000, windowSeconds: 60 },
      captcha: { max: 1000, windowSeconds: 60 },
      captchaProof: { max: 1000, windowSeconds: 60 },
    },
  });
  demo = await s.token();
});
afterAll(() => s.close());

interface Benefits {
  levels: { level: number; label: string; benefits: string }[];
  currentLevel: number | null;
}
/** A lucky-peso account by user name (the demo accounts exist in every brand). */
const lucky = (username: string) => and(eq(users.brandId, 'lucky-peso'), eq(users.username, username));
const get = async <T>(url: string, token?: string, headers: Record<string, string> = {}) =>
  (await s.inject({ url, headers: { ...(token ? auth(token) : {}), ...headers } })).json() as Envelope<T>;

describe('GET /wps/member/benefits', () => {
  test('the brand levels in order with benefits, and the member level', async () => {
    const body = await get<Benefits>('/wps/member/benefits', demo);
    expect(body.success).toBe(true);
    expect(body.value!.levels.map((l) => [l.level, l.label])).toEqual([
      [1, 'Bronze'],
      [2, 'Silver'],
      [3, 'Gold'],
      [4, 'Platinum'],
    ]);
    expect(body.value!.levels[0]!.benefits).toContain('<li>');
    expect(body.value!.currentLevel).toBe(3);
  });

  test('in Filipino with ?language=TY', async () => {
    const body = await get<Benefits>('/wps/member/benefits?language=TY', demo);
    expect(body.value!.levels.map((l) => l.label)).toEqual(['Tanso', 'Pilak', 'Ginto', 'Platino']);
    expect(body.value!.levels[0]!.benefits).toContain('kaarawan');
  });

  test('currentLevel is null for a member without a level', async () => {
    const body = await get<Benefits>('/wps/member/benefits', await s.token('type40', 'type40pass!'));
    expect(body.value!.currentLevel).toBeNull();
    expect(body.value!.levels).toHaveLength(4);
  });
});

describe('member info vipLabel', () => {
  test('English label of the member level', async () => {
    expect((await get<{ vipLabel?: string }>('/wps/member/info', demo)).value!.vipLabel).toBe('Gold');
  });

  test('Filipino label', async () => {
    const body = await get<{ vipLabel?: string }>('/wps/member/info', demo, { 'accept-language': 'fil-PH' });
    expect(body.value!.vipLabel).toBe('Ginto');
  });

  test('absent without a level', async () => {
    const body = await get<Record<string, unknown>>('/wps/member/info', await s.token('type40', 'type40pass!'));
    expect(body.success).toBe(true);
    expect(body.value).not.toHaveProperty('vipLabel');
  });
});

describe('GET /wps/member/invite', () => {
  test('codes are 8 characters without look-alikes', () => {
    for (let i = 0; i < 200; i++) expect(newInvitationCode()).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  });

  test('the code is made once, even under 8 concurrent first requests', async () => {
    const token = await s.token('type0', 'type0pass!');
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => get<{ code: string; link: string }>('/wps/member/invite', token)),
    );
    const codes = new Set(replies.map((r) => r.value?.code));
    expect(codes.size).toBe(1);
    const [code] = [...codes];
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const [row] = await s.ctx.db.select().from(users).where(lucky('type0'));
    expect(row!.invitationCode).toBe(code);
    // and stays the same later
    expect((await get<{ code: string }>('/wps/member/invite', token)).value!.code).toBe(code);
  });

  test('the link uses a brand domain the request came on, else the first domain', async () => {
    const onHost = await s.inject({
      url: '/wps/member/invite',
      headers: { ...auth(demo), host: 'lucky-peso.localhost' },
    });
    const value = (onHost.json() as Envelope<{ code: string; link: string }>).value!;
    expect(value.link).toBe(`https://lucky-peso.localhost/m/register?affiliateCode=${value.code}`);
    const elsewhere = await s.inject({ url: '/wps/member/invite', headers: { ...auth(demo), host: 'evil.example' } });
    expect((elsewhere.json() as Envelope<{ link: string }>).value!.link).toBe(
      `https://luckypeso.example/m/register?affiliateCode=${value.code}`,
    );
  });

  test('inviteLink falls back to the first domain without a host', () => {
    const brand = s.ctx.brands.get('lucky-peso')!;
    expect(inviteLink(brand, undefined, 'ABCD2345')).toBe(
      'https://luckypeso.example/m/register?affiliateCode=ABCD2345',
    );
  });

  test('a friend who registers with the code has the member as upline', async () => {
    const { code } = (await get<{ code: string }>('/wps/member/invite', demo)).value!;
    // the registration form's early check accepts a member's code (any case)
    const check = await get<{ success: boolean }>(`/wps/agent/affiliate?code=${code.toLowerCase()}`);
    expect(check.value).toEqual({ success: true });
    const c = await s.captcha();
    const res = await s.encrypted('PUT', '/wps/member/register?brand=lucky-peso', {
      username: 'invitedfriend',
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
      mobileNum: '9180000077',
      countryDialingCode: '+63',
      affiliateCode: code,
      captcha: c.answer,
      captchaId: c.captchaId,
      registerMethod: 'H5',
      type: 0,
    });
    expect(res.json()).toMatchObject({ success: true });
    const [inviter] = await s.ctx.db.select().from(users).where(lucky('demo'));
    const [friend] = await s.ctx.db.select().from(users).where(lucky('invitedfriend'));
    expect(friend!.uplineId).toBe(inviter!.id);
  });

  test('REFERRAL off: 403 and no code is made', async () => {
    const token = await s.token('type40', 'type40pass!');
    await setBrandSettings(s, { settings: { promotions: { REFERRAL: { enabled: false } } } });
    try {
      const res = await s.inject({ url: '/wps/member/invite', headers: auth(token) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'auth.no.permission' });
      const [row] = await s.ctx.db.select().from(users).where(lucky('type40'));
      expect(row!.invitationCode).toBeNull();
    } finally {
      await resetBrandSettings(s, 'lucky-peso');
    }
  });

  test('a trial account is refused', async () => {
    const trial = (await s.inject({ url: '/wps/member/trialuser' })).json() as Envelope<{ token: string }>;
    const res = await s.inject({ url: '/wps/member/invite', headers: auth(trial.value!.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'auth.trial.forbidden' });
  });
});

describe('auth table', () => {
  test.each(['/wps/member/benefits', '/wps/member/invite'])('%s without a token is 401 auth.required', async (url) => {
    const res = await s.inject({ url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'auth.required' });
    const made = await s.inject({ url, headers: auth('made-up-token') });
    expect(made.statusCode).toBe(401);
  });
});
