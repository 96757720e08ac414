// Security round 3 (issue 28): the smaller findings, each with the test that failed before its fix
// (docs/security.md, "Round 3"). The password guard (finding 1) has its own file, passwordGuard.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { languageCookie } from '@common/ssrContract';
import { maskName } from '../src/services/accounts';
import { startServer, type TestServer } from './harness';

test('finding 14: a masked name never shows more than half of it (the leaderboard showed "demo" as "de**mo")', () => {
  expect(maskName('demo')).toBe('d**o');
  expect(maskName('demo1234')).toBe('de****34');
  expect(maskName('ab')).toBe('a**');
  expect(maskName('a')).toBe('**');
  for (let length = 1; length <= 24; length++) {
    const name = 'abcdefghijklmnopqrstuvwx'.slice(0, length);
    const masked = maskName(name);
    const shown = [...masked].filter((c) => c !== '*').length;
    expect(shown, masked).toBeLessThanOrEqual(length / 2);
    expect(masked.startsWith(name.slice(0, shown > 0 ? 1 : 0)), masked).toBe(true);
    expect(masked).toMatch(/\*\*/);
  }
});

test('finding 13: the language cookie the app writes is Secure on an HTTPS page', () => {
  expect(languageCookie('TY', true)).toMatch(/; secure$/);
  expect(languageCookie('TY')).not.toMatch(/secure/);
});

describe('finding 13: cookies are Secure behind HTTPS; pages carry Permissions-Policy and COOP', () => {
  let plain: TestServer;
  let https: TestServer;
  beforeAll(async () => {
    [plain, https] = await Promise.all([startServer(), startServer({ behindHttps: true })]);
  });
  afterAll(async () => Promise.all([plain.close(), https.close()]));

  const cookiesOf = async (server: TestServer) => {
    const page = await server.inject({ url: '/m/home?brand=bayani-bet' });
    const captcha = await server.inject({ url: '/wps/captcha?brand=lucky-peso' });
    return [page, captcha].flatMap((res) => [res.headers['set-cookie'] ?? []].flat());
  };

  test('every cookie the server sets is Secure behind HTTPS, and only there', async () => {
    const secure = await cookiesOf(https);
    expect(new Set(secure.map((c) => c.split('=')[0]))).toEqual(new Set(['brand', 'captcha_id']));
    for (const cookie of secure) expect(cookie, cookie).toMatch(/;\s*Secure/i);
    for (const cookie of await cookiesOf(plain)) expect(cookie, cookie).not.toMatch(/;\s*Secure/i);
  });

  test('pages and API replies carry Permissions-Policy and Cross-Origin-Opener-Policy', async () => {
    for (const url of ['/m/home', '/wps/system/status']) {
      const res = await plain.inject({ url });
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
    }
  });
});

test('finding 12: on a host a brand claims, ?brand= and the brand cookie choose nothing', async () => {
  const s = await startServer();
  try {
    const url = '/wps/system/settings/consolidated';
    const brandOf = async (headers: Record<string, string>, query = '') => {
      const res = await s.inject({ url: `${url}${query}`, headers });
      return {
        id: (res.json() as { value: { brand: { id: string } } }).value.brand.id,
        cookie: res.headers['set-cookie'],
      };
    };
    const claimed = await brandOf({ host: 'bayanibet.example' }, '?brand=lucky-peso');
    expect(claimed).toEqual({ id: 'bayani-bet', cookie: undefined });
    expect((await brandOf({ host: 'bayanibet.example', cookie: 'brand=lucky-peso' })).id).toBe('bayani-bet');
    // Hosts no brand claims (development, preview) still choose by the query, then the cookie.
    expect((await brandOf({ host: '127.0.0.1:5180' }, '?brand=perlas-play')).id).toBe('perlas-play');
    expect((await brandOf({ host: 'preview.internal', cookie: 'brand=perlas-play' })).id).toBe('perlas-play');
  } finally {
    await s.close();
  }
});

test('finding 17: docs/api.md no longer says queries take a token, or that tickets travel as ?ticket= for 2 hours', () => {
  const doc = readFileSync(join(import.meta.dirname, '../../docs/api.md'), 'utf8');
  expect(doc).not.toMatch(/accepts `language`, `brand` and `token`/);
  expect(doc).not.toMatch(/\?ticket=|valid 2 hours/);
  expect(doc).toMatch(/#ticket=/);
});

describe('finding 9: a lone UTF-16 surrogate is a 400, never a 500', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());

  const callback = (payload: string, type = 'application/json') =>
    s.inject({ method: 'POST', url: '/wps/pay/callback', headers: { 'content-type': type }, payload });

  test('the unauthenticated payment callback, as JSON and as a form', async () => {
    const fields = {
      orderId: 'x\ud800',
      amount: '1.00',
      status: 'paid',
      timestamp: '1',
      nonce: 'n',
      brand: 'lucky-peso',
    };
    expect((await callback(JSON.stringify({ ...fields, signature: 'ab' }))).statusCode).toBe(400);
    const form = 'orderId=%ED%A0%80&amount=1.00&status=paid&timestamp=1&nonce=n&brand=lucky-peso&signature=ab';
    expect((await callback(form, 'application/x-www-form-urlencoded')).statusCode).toBeLessThan(500);
  });

  test('the registration contact fields, inside the sealed payload', async () => {
    for (const field of ['email', 'nickname', 'wechat']) {
      const { captchaId, answer } = await s.captcha();
      const res = await s.encrypted('PUT', '/wps/member/register?brand=lucky-peso', {
        username: `surrogate${field.length}`,
        password: 'Secret123!',
        confirmPassword: 'Secret123!',
        captcha: answer,
        captchaId,
        mobileNum: `91712345${field.length}0`,
        countryDialingCode: '+63',
        [field]: field === 'email' ? 'a\udc00@example.ph' : 'name\udc00',
      });
      expect(res.statusCode, field).toBe(400);
      expect((res.json() as { code: string }).code, field).not.toMatch(/captcha/);
    }
  });

  test('an object key, and a query that cannot decode', async () => {
    // A URL cannot carry a lone surrogate (UTF-8 has none); its CESU-8 bytes stay undecoded text.
    expect((await s.inject({ url: '/wps/game/list?brand=lucky-peso&gameName=%ED%A0%80' })).statusCode).toBeLessThan(
      500,
    );
    expect((await callback('{"orderId":"1","\\ud800":"x"}')).statusCode).toBe(400);
  });
});
