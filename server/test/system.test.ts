import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Ajv } from 'ajv';
import { decimalToCents } from '@common/money';
import { decryptJson } from '@common/payloadCrypto';
import { readSharedSchemas } from '../src/brands/loadBrands';
import { resetBrandSettings, setBrandSettings } from './brandSettingsFixture';
import { auth, startServer, type Envelope, type TestServer } from './harness';

const dist = mkdtempSync(join(tmpdir(), 'wps-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ distDir: dist });
});
afterAll(() => s.close());

interface Consolidated {
  brand: { id: string; name: string };
  settings: Record<string, unknown>;
}

describe('GET /wps/system/settings/consolidated', () => {
  test('brand + settings; customerService and downloadResources encrypted under X-Encryption-Key', async () => {
    const res = await s.inject({ url: '/wps/system/settings/consolidated?brand=lucky-peso' });
    const key = res.headers['x-encryption-key'] as string;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    const { value } = res.json() as Envelope<Consolidated>;
    expect(value!.brand.id).toBe('lucky-peso');
    expect(typeof value!.settings.customerService).toBe('string');
    expect(String(value!.settings.customerService)).toMatch(/^U2FsdGVkX1/);
    const settings = {
      ...value!.settings,
      customerService: decryptJson(value!.settings.customerService as string, key),
      downloadResources: decryptJson(value!.settings.downloadResources as string, key),
    };
    const ajv = new Ajv({ strict: false });
    for (const schema of Object.values(readSharedSchemas())) ajv.addSchema(schema);
    expect(ajv.validate('settings.schema.json', settings), ajv.errorsText()).toBe(true);
    expect(ajv.validate('brand-meta.schema.json', value!.brand), ajv.errorsText()).toBe(true);
    expect((settings.customerService as unknown[]).length).toBe(2);
    // a fresh passphrase every time
    const again = await s.inject({ url: '/wps/system/settings/consolidated?brand=lucky-peso' });
    expect(again.headers['x-encryption-key']).not.toBe(key);
  });

  test('maintenance and region restriction come from the stored settings, served as stored and reset', async () => {
    const status = async (brand: string) =>
      ((await s.inject({ url: `/wps/system/status?brand=${brand}` })).json() as Envelope<Record<string, unknown>>)
        .value!;
    expect(await status('tala-maintenance')).toMatchObject({ maintenance: true, regionRestriction: true });
    expect(await status('kidlat-restricted')).toMatchObject({ maintenance: false, regionRestriction: true });
    expect((await status('lucky-peso')).serverTime).toBeTypeOf('number');

    // The fixture refuses what the settings schema refuses, and stores nothing then.
    const wrongFlag = { settings: { maintenance: true, whiteLabel: { DIRECTREG3: 'yes' } } };
    await expect(setBrandSettings(s, wrongFlag)).rejects.toThrow(/settings\/whiteLabel\/DIRECTREG3/);
    expect(await status('lucky-peso')).toMatchObject({ maintenance: false });
    // Stored anyway (as a bad publish or a hand edit could), the server serves it as it is: the client repairs it.
    await setBrandSettings(s, wrongFlag, { unchecked: true });
    expect(await status('lucky-peso')).toMatchObject({ maintenance: true });
    const c = (
      await s.inject({ url: '/wps/system/settings/consolidated?brand=lucky-peso' })
    ).json() as Envelope<Consolidated>;
    expect(c.value!.settings.maintenance).toBe(true);
    expect((c.value!.settings.whiteLabel as Record<string, unknown>).DIRECTREG3).toBe('yes');
    expect((c.value!.settings.whiteLabel as Record<string, unknown>).DEPRECM3).toBe(true);
    await setBrandSettings(s, { settings: { customerService: 'not-a-list' } }, { unchecked: true });
    const c2 = await s.inject({ url: '/wps/system/settings/consolidated?brand=lucky-peso' });
    const v2 = (c2.json() as Envelope<Consolidated>).value!;
    expect(decryptJson(v2.settings.customerService as string, c2.headers['x-encryption-key'] as string)).toBe(
      'not-a-list',
    );

    await resetBrandSettings(s, 'lucky-peso');
    expect(await status('lucky-peso')).toMatchObject({ maintenance: false });
    // Every brand back to its own settings: the maintenance brand stays in maintenance.
    await resetBrandSettings(s);
    expect(await status('tala-maintenance')).toMatchObject({ maintenance: true, regionRestriction: true });
  });
});

describe('other system endpoints', () => {
  test('register settings, whitelabel, country', async () => {
    const reg = (await s.inject({ url: '/wps/system/setting/register?brand=perlas-play' })).json() as Envelope<{
      usernameRegistration: boolean;
      fields: unknown[];
    }>;
    expect(reg.value!.usernameRegistration).toBe(false);
    const ajv = new Ajv({ strict: false });
    for (const schema of Object.values(readSharedSchemas())) ajv.addSchema(schema);
    expect(ajv.validate('register-settings.schema.json', reg.value)).toBe(true);
    const wl = (await s.inject({ url: '/wps/system/whitelabel?brand=bayani-bet' })).json() as Envelope<
      Record<string, boolean>
    >;
    expect(wl.value!.DIRECTREG3).toBe(false);
    const countries = (await s.inject({ url: '/wps/system/country' })).json() as Envelope<
      { dialingCode: string; iso: string; countryName: string }[]
    >;
    expect(countries.value![0]).toEqual({ countryName: 'Philippines', dialingCode: '+63', iso: 'PH' });
  });

  test('brand from host name, query (sets cookie), cookie, default', async () => {
    const brandOf = async (req: { url: string; headers?: Record<string, string> }) =>
      ((await s.inject(req)).json() as Envelope<Consolidated>).value!.brand.id;
    const url = '/wps/system/settings/consolidated';
    expect(await brandOf({ url })).toBe('lucky-peso');
    expect(await brandOf({ url, headers: { host: 'perlas-play.localhost:8080' } })).toBe('perlas-play');
    expect(await brandOf({ url, headers: { host: 'BayaniBet.example' } })).toBe('bayani-bet');
    const viaQuery = await s.inject({ url: `${url}?brand=bayani-bet` });
    expect(viaQuery.cookies.find((c) => c.name === 'brand')?.value).toBe('bayani-bet');
    expect(await brandOf({ url, headers: { cookie: 'brand=perlas-play' } })).toBe('perlas-play');
    expect(await brandOf({ url: `${url}?brand=unknown-brand` })).toBe('lucky-peso');
  });

  test('bad query input', async () => {
    expect((await s.inject({ url: `/wps/system/status?merchantCode=${'x'.repeat(41)}` })).statusCode).toBe(400);
  });

  test('unknown /wps paths answer the envelope 404', async () => {
    const res = await s.inject({ url: '/wps/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'not.found', message: 'The requested url is empty' });
  });

  test('OpenAPI document lists the endpoints, and docs/api.md documents each of them', async () => {
    const doc = (await s.inject({ url: '/wps/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const path of ['/wps/session/login', '/wps/game/list', '/wps/member/register', '/wps/announcements']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const markdown = readFileSync(join(import.meta.dirname, '../../docs/api.md'), 'utf8');
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        const heading = `#### ${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        expect(markdown, `${heading} (run npx tsx server/scripts/gen-api-docs.ts)`).toContain(heading);
      }
    }
  });
});

describe('the app under /m', () => {
  test('security headers, SPA fallback, assets, redirects keep the query', async () => {
    const home = await s.inject({ url: '/m/home' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>app</title>');
    const csp = home.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['referrer-policy']).toBeDefined();
    expect((await s.inject({ url: '/m' })).body).toContain('app');
    expect((await s.inject({ url: '/m/member/notice?types=A' })).body).toContain('app');
    const asset = await s.inject({ url: '/m/assets/app-1234.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await s.inject({ url: '/m/../package.json' })).body).not.toContain('"name"');
    const root = await s.inject({ url: '/?brand=lucky-peso' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/m/home?brand=lucky-peso');
    expect((await s.inject({ url: '/register.html' })).headers.location).toBe('/m/register');
    expect((await s.inject({ url: '/m/register.html?a=1' })).headers.location).toBe('/m/register?a=1');
  });
});

describe('member, wallet, content', () => {
  test('member info, icon, balance', async () => {
    const token = await s.token();
    const info = (await s.inject({ url: '/wps/member/info', headers: auth(token) })).json() as Envelope<
      Record<string, unknown>
    >;
    expect(info.value).toMatchObject({
      type: 0,
      userName: 'demo',
      account: 'demo',
      nickname: 'Demo Player',
      toUpline: true,
      sumBalance: '10000.00',
    });
    expect(info.value!.regDate).toBeTypeOf('number');
    expect((await s.inject({ url: '/wps/wallets/balance', headers: auth(token) })).json()).toEqual({
      success: true,
      value: { sumBalance: '10000.00' },
    });
    expect((await s.inject({ url: '/wps/wallets/balance' })).statusCode).toBe(401);
    expect((await s.inject({ url: '/wps/member/info/icon', headers: auth(token) })).json()).toEqual({
      success: true,
      value: { icon: 1, url: '/wps/member/icons/1.svg' },
    });
    const set = await s.inject({
      method: 'POST',
      url: '/wps/member/info/icon',
      headers: { ...auth(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'icon=7',
    });
    expect(set.json()).toEqual({ success: true, value: { icon: 7, url: '/wps/member/icons/7.svg' } });
    for (const icon of ['0', '13', 'x', '']) {
      const bad = await s.inject({
        method: 'POST',
        url: '/wps/member/info/icon',
        headers: { ...auth(token), 'content-type': 'application/x-www-form-urlencoded' },
        payload: `icon=${icon}`,
      });
      expect(bad.statusCode, icon).toBe(400);
    }
    expect(
      (await s.inject({ method: 'POST', url: '/wps/member/info/icon', headers: auth(token), payload: {} })).statusCode,
    ).toBe(400);
    expect((await s.inject({ url: '/wps/member/info/icon' })).statusCode).toBe(401);
  });

  test('announcements for home and register, EN and TY; type A only for agents', async () => {
    const home = (
      await s.inject({ url: '/wps/announcements?types=B,PL,PU,H&groupName=m_home&platform=M' })
    ).json() as Envelope<Record<string, Record<string, unknown>[]> & { footer: { unreadCount: number } }>;
    const v = home.value!;
    expect(v.banners!.length).toBe(3);
    expect(v.banners![0]).toMatchObject({
      url: expect.stringMatching(/^\/wps\/content\/image\/\d+\.svg$/),
      announcementImages: [{ sequence: 1 }],
    });
    expect(v.notices!.length).toBe(5);
    expect(v.notices![0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        title: expect.any(String),
        content: expect.any(String),
        startDate: expect.any(Number),
        noExpiry: expect.any(Number),
      }),
    );
    expect(v.popups!.length).toBe(2);
    expect(v.hotMatches!.length).toBe(4);
    expect(v.hotMatches![0]).toEqual(
      expect.objectContaining({
        matchTime: expect.any(Number),
        homeTeam: expect.any(String),
        awayTeam: expect.any(String),
        homeTeamImageUrl: expect.stringMatching(/^\/wps\/content\/team\//),
        vendor: expect.any(String),
        roomId: expect.any(String),
        league: expect.any(String),
      }),
    );
    expect(v.promotions).toEqual([]);
    expect(v.footer).toEqual({ unreadCount: 0 });

    const reg = (await s.inject({ url: '/wps/announcements?types=B&groupName=m_reg' })).json() as Envelope<
      Record<string, unknown[]>
    >;
    expect(reg.value!.banners!.length).toBe(2);
    const ty = (
      await s.inject({ url: '/wps/announcements?types=PL', headers: { 'accept-language': 'TY' } })
    ).json() as Envelope<Record<string, { title: string }[]>>;
    expect(ty.value!.notices![0]!.title).toBe('Maintenance ng sistema sa Linggo');

    const demo = await s.token();
    const member = (await s.inject({ url: '/wps/announcements?types=PL,A', headers: auth(demo) })).json() as Envelope<
      Record<string, unknown[]> & { footer: { unreadCount: number } }
    >;
    expect(member.value!.notices!.length).toBe(5);
    expect(member.value!.footer.unreadCount).toBe(3);
    const agent = await s.token('agent', 'agent1234!');
    const forAgent = (
      await s.inject({ url: '/wps/announcements?types=A&groupName=m_home', headers: auth(agent) })
    ).json() as Envelope<Record<string, unknown[]>>;
    expect(forAgent.value!.notices!.length).toBe(3);

    s.clock.advance(3 * 24 * 3600);
    const later = (await s.inject({ url: '/wps/announcements?types=H' })).json() as Envelope<{
      hotMatches: { matchTime: number }[];
    }>;
    const times = later.value!.hotMatches.map((m) => m.matchTime);
    expect(times.every((t) => t > s.clock.now().getTime())).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await s.inject({ url: '/wps/announcements?types=X' })).statusCode).toBe(400);
    expect((await s.inject({ url: '/wps/announcements?groupName=other' })).statusCode).toBe(400);
  });

  test('promotions and categories', async () => {
    const cats = (await s.inject({ url: '/wps/promotions/categories' })).json() as Envelope<
      { id: number; title: string }[]
    >;
    expect(cats.value!.map((c) => c.title)).toEqual([
      'All',
      'Other',
      'Sports',
      'Live casino',
      'Slots',
      'Card games',
      'Fish',
      'Lotto',
      'Rebate',
      'Points mall',
      'Ranking',
      'Deposit',
      'App download',
      'Newbie',
    ]);
    const all = (await s.inject({ url: '/wps/promotions' })).json() as Envelope<
      { id: number; promoAnnouncementCategoryIds: number[] }[]
    >;
    expect(all.value!.length).toBe(13);
    const sports = (await s.inject({ url: '/wps/promotions?categoryId=3' })).json() as Envelope<
      { promoAnnouncementCategoryIds: number[] }[]
    >;
    expect(sports.value!.length).toBe(1);
    const one = (await s.inject({ url: `/wps/promotions?id=${all.value![0]!.id}` })).json() as Envelope<unknown[]>;
    expect(one.value).toHaveLength(1);
    expect((await s.inject({ url: '/wps/promotions?categoryId=abc' })).statusCode).toBe(400);
  });

  test('help centre', async () => {
    const help = (await s.inject({ url: '/wps/system/helpCenter?device=MOBILE' })).json() as Envelope<
      { title: string; content: string }[]
    >;
    expect(help.value!.length).toBe(6);
    expect(help.value![0]!.content).toMatch(/^<p>/);
    const ty = (await s.inject({ url: '/wps/system/helpCenter?device=MOBILE&language=TY' })).json() as Envelope<
      { title: string }[]
    >;
    expect(ty.value![0]!.title).toBe('Paano magrehistro?');
    expect((await s.inject({ url: '/wps/system/helpCenter?device=TV' })).statusCode).toBe(400);
  });

  test('inbox, unread count, mark read', async () => {
    const token = await s.token('type0', 'type0pass!');
    expect((await s.inject({ url: '/wps/relay/CSP_unreadCount', headers: auth(token) })).json()).toEqual({
      success: true,
      value: 3,
    });
    const inbox = (await s.inject({ url: '/wps/relay/CSP_getInbox', headers: auth(token) })).json() as Envelope<{
      list: { id: number; read: boolean }[];
      unreadCount: number;
    }>;
    expect(inbox.value!.list).toHaveLength(5);
    const unread = inbox.value!.list.find((m) => !m.read)!;
    const read = await s.inject({
      method: 'PUT',
      url: '/wps/relay/CSP_readInbox',
      headers: auth(token),
      payload: { id: unread.id },
    });
    expect(read.json()).toEqual({ success: true, value: { unreadCount: 2 } });
    expect(
      (
        await s.inject({
          method: 'PUT',
          url: '/wps/relay/CSP_readInbox',
          headers: auth(token),
          payload: { id: 999999 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await s.inject({ method: 'PUT', url: '/wps/relay/CSP_readInbox', headers: auth(token), payload: { id: 'x' } }))
        .statusCode,
    ).toBe(400);
    expect((await s.inject({ url: '/wps/relay/CSP_getInbox?pageSize=0', headers: auth(token) })).statusCode).toBe(400);
    expect((await s.inject({ url: '/wps/relay/CSP_unreadCount' })).statusCode).toBe(401);
  });

  test('winner board sorted by amount with masked names', async () => {
    const w = (await s.inject({ url: '/wps/winners' })).json() as Envelope<{
      list: { vo: { winAmount: string; userName: string; gameName: string } }[];
    }>;
    expect(w.value!.list.length).toBeGreaterThan(1);
    // Money: decimal strings with two decimals, highest first
    const amounts = w.value!.list.map((e) => e.vo.winAmount);
    for (const a of amounts) expect(a).toMatch(/^\d+\.\d{2}$/);
    const cents = amounts.map((a) => decimalToCents(a)!);
    expect(cents).toEqual([...cents].sort((a, b) => b - a));
    expect(w.value!.list[0]!.vo.userName).toMatch(/\*\*/);
    expect(w.value!.list[0]!.vo.gameName).not.toBe('');
  });
});
