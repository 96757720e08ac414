// The brand studio's preview (docs/brand-studio.md, "Preview"): a console-minted token makes the player app serve a
// brand's draft (page boot data, API replies, theme and logo), never cached and never indexed; a player never sees a
// draft: no token, a forged, expired or stale token, or one for another brand each serve what players get.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrandConfig, BrandFile } from '@common/generated/api';
import { brandDrafts } from '../src/db/schema';
import { signPreviewToken } from '../src/services/brands/previewToken';
import { auth, startServer, type Envelope, type TestServer } from './harness';
import { opsCall, opsToken } from './ops-helpers';

function buildDist() {
  const dist = mkdtempSync(join(tmpdir(), 'wps-preview-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta name="theme-color" content="#1c1c1e" /></head>' +
      '<body><div id="root"><!--app-html--><!--/app-html--></div><!--app-data--></body></html>',
  );
  return dist;
}

interface Block {
  consolidated: { brand: { id: string; name: string }; settings: Record<string, unknown> };
  theme: unknown;
  logoUrl: string | null;
  language: string;
}

const blockOf = (html: string) => {
  const m = /<script type="application\/json" id="wps-boot">([^<]*)<\/script>/.exec(html);
  if (!m) throw new Error('no data block');
  return JSON.parse(m[1]!) as Block;
};

const DRAFT_THEME = { colors: { primary: '#0b5d3b' } };
const DRAFT_LOGO = 'data:image/svg+xml;base64,PHN2Zy8+';

let s: TestServer;
let owner: string;
let live: BrandFile;

/** Stores a draft straight in the studio's table (the studio's own tests cover saving one). */
async function saveDraft(brandId: string, config: BrandConfig, at = s.ctx.clock()) {
  const values = { brandId, config, baseVersion: null, updatedAt: at };
  await s.ctx.db.insert(brandDrafts).values(values).onConflictDoUpdate({ target: brandDrafts.brandId, set: values });
}

const luckyDraft = (): BrandConfig => ({
  brand: {
    ...live,
    brand: { ...live.brand, name: 'Lucky Draft' },
    // A setting too: the settings players get are the stored ones, a preview's are the draft's.
    settings: { ...live.settings, whiteLabel: { ...live.settings.whiteLabel, TELEGRAMLOGIN3: true } },
  },
  theme: DRAFT_THEME,
  logo: DRAFT_LOGO,
});

async function mint(brandId: string, of: 'draft' | 'live' = 'draft', token = owner) {
  return opsCall<{ token: string; expiresAt: number }>(s, 'POST', `/ops/api/brands/${brandId}/preview`, token, { of });
}

async function tokenFor(brandId: string, of: 'draft' | 'live' = 'draft') {
  const r = await mint(brandId, of);
  if (r.status !== 200) throw new Error(`mint refused: ${JSON.stringify(r.body)}`);
  return r.body.value!.token;
}

/** The home page and the consolidated settings lucky-peso's players get, with the given token if any. */
async function served(token?: string) {
  const q = token ? `&wl_preview=${encodeURIComponent(token)}` : '';
  const page = await s.inject({ url: `/m/home?brand=lucky-peso${q}` });
  const api = await s.inject({
    url: '/wps/system/settings/consolidated?brand=lucky-peso',
    headers: token ? { 'x-wl-preview': token } : {},
  });
  const theme = await s.inject({
    url: '/wps/system/brand/theme?brand=lucky-peso',
    headers: token ? { 'x-wl-preview': token } : {},
  });
  return {
    page,
    block: blockOf(page.body),
    api,
    brand: (api.json() as Envelope<Block['consolidated']>).value!.brand,
    telegram: ((api.json() as Envelope<Block['consolidated']>).value!.settings.whiteLabel as Record<string, boolean>)
      .TELEGRAMLOGIN3,
    look: (theme.json() as Envelope<{ theme: unknown; logoUrl: string | null }>).value!,
  };
}

/** What a player gets: the live name, theme and logo, with the player's headers (framing refused, no noindex). */
async function expectLive(token: string | undefined) {
  const r = await served(token);
  expect(r.block.consolidated.brand.name).toBe('Lucky Peso');
  expect(r.block.theme).not.toEqual(DRAFT_THEME);
  expect(r.block.logoUrl).not.toBe(DRAFT_LOGO);
  expect(r.brand.name).toBe('Lucky Peso');
  expect(r.telegram).toBe(false);
  expect(r.look.theme).not.toEqual(DRAFT_THEME);
  expect(r.page.headers['x-robots-tag']).toBeUndefined();
  expect(r.page.headers['x-frame-options']).toBe('DENY');
}

beforeAll(async () => {
  s = await startServer({ distDir: buildDist() });
  owner = await opsToken(s, 'owner');
  live = s.ctx.brands.get('lucky-peso')!;
  await saveDraft('lucky-peso', luckyDraft());
});
afterAll(() => s.close());

describe('a preview token', () => {
  test('serves the draft to the page and to the API, never stored, never indexed, framed by the console only', async () => {
    const token = await tokenFor('lucky-peso');
    const r = await served(token);
    expect(r.block.consolidated.brand.name).toBe('Lucky Draft');
    expect(r.block.theme).toEqual(DRAFT_THEME);
    expect(r.block.logoUrl).toBe(DRAFT_LOGO);
    expect(r.brand.name).toBe('Lucky Draft');
    expect(r.telegram).toBe(true);
    expect(r.look).toEqual({ theme: DRAFT_THEME, logoUrl: DRAFT_LOGO });
    for (const reply of [r.page, r.api]) {
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.headers['x-robots-tag']).toBe('noindex');
    }
    expect(r.page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(r.page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(r.page.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
  });

  test('the frame names its language; the page of a preview is never cached for players nor served from the cache', async () => {
    const token = await tokenFor('lucky-peso');
    await expectLive(undefined);
    const ty = blockOf((await s.inject({ url: `/m/home?wl_preview=${token}&language=TY` })).body);
    expect(ty.language).toBe('TY');
    expect(ty.theme).toEqual(DRAFT_THEME);
    // The live page rendered before is not what the preview got, nor the preview what players get after.
    await expectLive(undefined);
  });

  test("every /wps reply varies on the preview header, so a browser never reuses a player's reply in a frame", async () => {
    const varies = (reply: { headers: Record<string, unknown> }) =>
      String(reply.headers.vary ?? '')
        .split(',')
        .map((field) => field.trim().toLowerCase());
    const token = await tokenFor('lucky-peso');
    const player = await served();
    const framed = await served(token);
    for (const reply of [player.api, framed.api]) expect(varies(reply)).toContain('x-wl-preview');
    // A compressed reply keeps its own Vary beside it; a refusal varies too (it may be the preview's brand's).
    const compressed = await s.inject({
      url: '/wps/system/settings/consolidated?brand=lucky-peso',
      headers: { 'accept-encoding': 'br' },
    });
    expect(varies(compressed)).toEqual(expect.arrayContaining(['accept-encoding', 'x-wl-preview']));
    expect(varies(await s.inject({ url: '/wps/member/info?brand=lucky-peso' }))).toContain('x-wl-preview');
    // Pages carry the token in their URL: their Vary is their own.
    expect(varies(player.page)).not.toContain('x-wl-preview');
  });

  test('players never see a draft: no token, a forged one, one of another key, a stale one (expired: last test)', async () => {
    await expectLive(undefined);
    const token = await tokenFor('lucky-peso');
    const [payload, signature] = token.split('.') as [string, string];
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    await expectLive(`${payload}.${flipped}`);
    await expectLive(`${payload}x.${signature}`);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { u: number; e: number };
    const otherKey = { brandId: 'lucky-peso', of: 'draft' as const, draftUpdatedAt: claims.u, expiresAt: claims.e };
    await expectLive(signPreviewToken(randomBytes(32), otherKey));
    await expectLive('not-a-token');

    // Saved since the token was minted: the token shows no other save than its own.
    const stale = await tokenFor('lucky-peso');
    await saveDraft('lucky-peso', luckyDraft(), new Date(s.ctx.clock().getTime() + 1000));
    await expectLive(stale);
  });

  test('a draft saved mid-edit whose brand part the server cannot run on is not served', async () => {
    const { settings: _settings, ...withoutSettings } = luckyDraft().brand;
    await saveDraft('lucky-peso', { ...luckyDraft(), brand: withoutSettings as BrandFile });
    await expectLive(await tokenFor('lucky-peso'));
    await saveDraft('lucky-peso', luckyDraft());
    expect((await served(await tokenFor('lucky-peso'))).brand.name).toBe('Lucky Draft');
  });

  test("one for another brand shows that brand, never this brand's draft", async () => {
    await saveDraft('bayani-bet', {
      brand: s.ctx.brands.get('bayani-bet')!,
      theme: { colors: { primary: '#123456' } },
      logo: null,
    });
    const r = await served(await tokenFor('bayani-bet'));
    expect(r.block.consolidated.brand.id).toBe('bayani-bet');
    expect(r.block.consolidated.brand.name).not.toBe('Lucky Draft');
    expect(r.block.theme).toEqual({ colors: { primary: '#123456' } });
  });

  test('a brand never published previews signed out: its members are its own, and players are not served it', async () => {
    const nova: BrandConfig = {
      brand: { ...live, domains: ['nova.example'], brand: { ...live.brand, id: 'nova-bet', name: 'Nova Bet' } },
      theme: {},
      logo: null,
    };
    await saveDraft('nova-bet', nova);
    const token = await tokenFor('nova-bet');
    const page = blockOf((await s.inject({ url: `/m/member?wl_preview=${token}` })).body);
    expect(page.consolidated.brand.id).toBe('nova-bet');
    // A lucky-peso member's session is nobody in nova-bet.
    const member = await s.token();
    const info = await s.inject({ url: '/wps/member/info', headers: { ...auth(member), 'x-wl-preview': token } });
    expect(info.statusCode).toBe(401);
    // Without the token, its id and its domain are not a brand players reach.
    for (const request of [{ url: '/m/home?brand=nova-bet' }, { url: '/m/home', headers: { host: 'nova.example' } }])
      expect(blockOf((await s.inject(request)).body).consolidated.brand.id).not.toBe('nova-bet');
  });
});

describe('minting', () => {
  test('brands.read mints (15 minutes); others are refused; no draft and unknown brands are named', async () => {
    const viewer = await opsToken(s, 'viewer');
    const before = s.ctx.clock().getTime();
    const minted = await mint('lucky-peso', 'draft', viewer);
    expect(minted.status).toBe(200);
    expect(minted.body.value!.expiresAt).toBeGreaterThanOrEqual(before + 15 * 60 * 1000);
    expect(minted.body.value!.expiresAt).toBeLessThanOrEqual(s.ctx.clock().getTime() + 15 * 60 * 1000);
    expect((await mint('lucky-peso', 'draft', await opsToken(s, 'finance'))).status).toBe(403);
    expect((await mint('lucky-peso', 'draft', 'nobody')).status).toBe(401);
    expect((await mint('perlas-play', 'draft')).body.code).toBe('ops.brand.no.draft');
    expect((await mint('no-such-brand', 'draft')).body.code).toBe('ops.brand.unknown');
    expect((await mint('nova-bet', 'live')).body.code).toBe('ops.brand.unknown');
  });
});

// Last: it moves the clock past the token's 15 minutes.
test('an expired token is ignored', async () => {
  const fresh = await tokenFor('lucky-peso');
  expect((await served(fresh)).brand.name).toBe('Lucky Draft');
  s.clock.advance(15 * 60 + 1);
  await expectLive(fresh);
});
