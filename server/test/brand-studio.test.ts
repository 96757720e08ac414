// The brand studio's server side (issue 30; docs/brand-studio.md): permissions, clone → draft → publish served on the
// new brand's domain without a restart, the draft's optimistic lock, a publish refused by its checks, rollback as a
// new version, immutable versions and the audit rows.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  OpsAuditReply,
  OpsBrand,
  OpsBrandChecksReply,
  OpsBrandsReply,
  OpsBrandVersionsReply,
} from '@common/generated/api';
import { startServer, type TestServer } from './harness';
import { opsCall, opsToken } from './ops-helpers';
import { brandOf, consolidatedOn, manifestColour, publishEdited, saveEdited } from './brand-studio-helpers';

let s: TestServer;
let owner: string;
let admin: string;
let support: string;
let viewer: string;
beforeAll(async () => {
  s = await startServer();
  [owner, admin, support, viewer] = await Promise.all([
    opsToken(s, 'owner'),
    opsToken(s, 'brandadmin'),
    opsToken(s, 'support'),
    opsToken(s, 'viewer'),
  ]);
});
afterAll(() => s.close());

const audit = async (action: string, brandId: string) =>
  (await opsCall<OpsAuditReply>(s, 'GET', `/ops/api/audit?action=${action}&brandId=${brandId}`, owner)).body.value!
    .list;

describe('the folders at start', () => {
  test('every brands/<id>/ folder is version 1, imported and live, with its theme and logo', async () => {
    const list = (await opsCall<OpsBrandsReply>(s, 'GET', '/ops/api/brands', viewer)).body.value!.items;
    expect(list.map((b) => [b.id, b.liveVersion])).toContainEqual(['lucky-peso', 1]);
    const lucky = await brandOf(s, viewer, 'lucky-peso');
    expect(lucky.live!.config.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(lucky.live!.config.theme).toMatchObject({ colors: { primary: '#f5a623' } });
    expect(lucky.live!.publishedBy).toBeNull();
  });

  test('a version cannot be changed or removed', async () => {
    await expect(s.ctx.db.execute(sql`update brand_versions set note = 'x'`)).rejects.toThrow();
    await expect(s.ctx.db.execute(sql`delete from brand_versions`)).rejects.toThrow();
  });
});

describe('permissions', () => {
  test('support and the viewer read; neither edits nor publishes', async () => {
    for (const token of [support, viewer]) {
      expect((await opsCall(s, 'GET', '/ops/api/brands/lucky-peso/versions', token)).status).toBe(200);
      const save = await saveEdited(s, token, 'lucky-peso', (c) => void (c.brand.brand.name = 'Nope'));
      expect([save.status, save.body.code]).toEqual([403, 'auth.no.permission']);
      const publish = await opsCall(s, 'POST', '/ops/api/brands/lucky-peso/publish', token, { updatedAt: 1 });
      expect([publish.status, publish.body.code]).toEqual([403, 'auth.no.permission']);
    }
  });
});

describe('clone, draft, publish', () => {
  test('a cloned brand is served on its domain once published, without a restart', async () => {
    const host = 'solplay.example';
    const created = await opsCall<OpsBrand>(s, 'POST', '/ops/api/brands', owner, {
      sourceBrandId: 'lucky-peso',
      id: 'sol-play',
      displayName: 'Sol Play',
      domains: [host],
      timeZone: 'Asia/Manila',
    });
    expect(created.status).toBe(200);
    expect(created.body.value!.live).toBeNull();
    // A draft is never served: the host is no brand's yet.
    expect((await consolidatedOn(s, host)).brand.id).not.toBe('sol-play');
    const again = await opsCall(s, 'POST', '/ops/api/brands', owner, {
      sourceBrandId: 'lucky-peso',
      id: 'sol-play',
      displayName: 'Again',
      domains: [],
      timeZone: 'Asia/Manila',
    });
    expect([again.status, again.body.code]).toEqual([409, 'ops.brand.exists']);
    // Creating a brand needs brands.edit for every brand: the brand admin has it, support does not.
    const refused = await opsCall(s, 'POST', '/ops/api/brands', support, {
      sourceBrandId: 'lucky-peso',
      id: 'other-play',
      displayName: 'Other',
      domains: [],
      timeZone: 'Asia/Manila',
    });
    expect(refused.status).toBe(403);

    const checks = await opsCall<OpsBrandChecksReply>(s, 'GET', '/ops/api/brands/sol-play/checks', viewer);
    // The clone is publishable as it is: its identity is sound and lucky-peso's theme passes every check.
    expect(checks.body.value!.problems).toEqual([]);
    expect(checks.body.value!.diff).toContainEqual({ path: '/brand/brand/name', after: 'Sol Play' });

    const published = await publishEdited(
      s,
      admin,
      'sol-play',
      (c) => void (c.theme = { colors: { headerBg: '#102030' } }),
      'launch',
    );
    expect([published.status, published.body.value]).toEqual([200, { version: 1 }]);
    const served = await consolidatedOn(s, host);
    expect([served.brand.id, served.brand.name]).toEqual(['sol-play', 'Sol Play']);
    expect(await manifestColour(s, 'sol-play')).toBe('#102030');
    const row = (await opsCall<OpsBrandsReply>(s, 'GET', '/ops/api/brands', owner)).body.value!.items.find(
      (b) => b.id === 'sol-play',
    );
    expect(row).toMatchObject({ liveVersion: 1, hasDraft: false, publishedBy: 'brandadmin', domains: [host] });
    expect((await audit('brand.create', 'sol-play')).length).toBe(1);
    const [publishRow] = await audit('brand.publish', 'sol-play');
    expect(publishRow).toMatchObject({ operator: 'brandadmin', before: null, after: { version: 1, note: 'launch' } });
  });
});

describe('the draft', () => {
  test('a save over someone else’s newer save is refused (409), and so is publishing an older draft', async () => {
    const first = await saveEdited(s, admin, 'perlas-play', (c) => void (c.brand.brand.name = 'Perlas One'));
    expect(first.status).toBe(200);
    const stale = first.body.value!.draft.updatedAt;
    // Someone else reads and saves the draft…
    expect((await saveEdited(s, owner, 'perlas-play', (c) => void (c.brand.brand.name = 'Perlas Two'))).status).toBe(
      200,
    );
    // …so a save from the first read is stale, and a save as if there were no draft too.
    const body = (await brandOf(s, admin, 'perlas-play')).draft!.config;
    const late = await opsCall(s, 'PUT', '/ops/api/brands/perlas-play/draft', admin, {
      config: body,
      updatedAt: stale,
    });
    expect([late.status, late.body.code]).toEqual([409, 'ops.brand.draft.stale']);
    const blind = await opsCall(s, 'PUT', '/ops/api/brands/perlas-play/draft', admin, { config: body });
    expect([blind.status, blind.body.code]).toEqual([409, 'ops.brand.draft.stale']);
    const publish = await opsCall(s, 'POST', '/ops/api/brands/perlas-play/publish', admin, { updatedAt: stale });
    expect([publish.status, publish.body.code]).toEqual([409, 'ops.brand.draft.stale']);
    expect((await brandOf(s, admin, 'perlas-play')).draft!.config.brand).toMatchObject({
      brand: { name: 'Perlas Two' },
    });

    const discard = await opsCall(s, 'DELETE', '/ops/api/brands/perlas-play/draft', admin);
    expect(discard.status).toBe(200);
    expect((await brandOf(s, admin, 'perlas-play')).draft).toBeNull();
    expect((await audit('brand.draft.discard', 'perlas-play')).length).toBe(1);
  });

  test('an SVG logo is sanitised on save; an unusable one is refused', async () => {
    const evil = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>`;
    const saved = await saveEdited(s, admin, 'tala-maintenance', (c) => {
      c.logo = `data:image/svg+xml;base64,${Buffer.from(evil).toString('base64')}`;
    });
    expect(saved.status).toBe(200);
    const stored = Buffer.from(saved.body.value!.draft.config.logo!.split(',')[1]!, 'base64').toString();
    expect(stored).toContain('<rect');
    expect(stored).not.toMatch(/script|onload/);
    const junk = await saveEdited(s, admin, 'tala-maintenance', (c) => void (c.logo = 'data:image/png;base64,AAAA'));
    expect([junk.status, junk.body.code]).toEqual([400, 'request.invalid']);
  });
});

describe('publish checks and rollback', () => {
  test('an unreadable colour refuses the publish with the pair; fixed, it publishes; a rollback brings it back', async () => {
    const before = await manifestColour(s, 'bayani-bet');
    const refused = await publishEdited(s, owner, 'bayani-bet', (c) => {
      c.theme = { ...c.theme, colors: { ...c.theme.colors, primary: '#777777', onPrimary: '#787878' } };
    });
    expect([refused.status, refused.body.code]).toEqual([422, 'ops.brand.checks.failed']);
    const problems = (refused.body.value as unknown as { problems: { check: string; path: string }[] }).problems;
    expect(problems.filter((p) => p.check === 'contrast').map((p) => p.path)).toContain('/theme/colors/onPrimary');

    const fixed = await publishEdited(s, owner, 'bayani-bet', (c) => {
      c.theme = {
        ...c.theme,
        colors: { ...c.theme.colors, primary: '#0b3d91', onPrimary: '#ffffff', headerBg: '#0a0a23' },
      };
    });
    expect([fixed.status, fixed.body.value]).toEqual([200, { version: 2 }]);
    expect(await manifestColour(s, 'bayani-bet')).toBe('#0a0a23');

    const rolled = await opsCall(s, 'POST', '/ops/api/brands/bayani-bet/rollback', owner, { version: 1, note: 'back' });
    expect([rolled.status, rolled.body.value]).toEqual([200, { version: 3 }]);
    expect(await manifestColour(s, 'bayani-bet')).toBe(before);
    const versions = (await opsCall<OpsBrandVersionsReply>(s, 'GET', '/ops/api/brands/bayani-bet/versions', viewer))
      .body.value!;
    expect(versions.list.map((v) => [v.version, v.source, v.live])).toEqual([
      [3, 'rollback', true],
      [2, 'publish', false],
      [1, 'import', false],
    ]);
    const [row] = await audit('brand.rollback', 'bayani-bet');
    expect(row).toMatchObject({ before: { version: 2 }, after: { version: 3, from: 1, note: 'back' } });
    const unknown = await opsCall(s, 'POST', '/ops/api/brands/bayani-bet/rollback', owner, { version: 99 });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'ops.brand.version.unknown']);
  });

  test('a published setting reaches players over the development override', async () => {
    const telegram = async () =>
      ((await consolidatedOn(s, 'kidlatgeo.example')).settings.whiteLabel as Record<string, unknown>).TELEGRAMLOGIN3;
    expect(await telegram()).toBe(true);
    const res = await publishEdited(s, owner, 'kidlat-restricted', (c) => {
      (c.brand.settings.whiteLabel as unknown as Record<string, unknown>).TELEGRAMLOGIN3 = false;
    });
    expect(res.status).toBe(200);
    expect(await telegram()).toBe(false);
  });
});
