// Content from the console (issue 29): support publishes, edits and removes a notice and players see each change at
// once, in GET /wps/announcements and in the server-rendered page (whose first replies the server caches), with no
// restart; HTML is sanitised on write; the audience, banners' image and link, help entries and service pages; every
// change one audit row with before and after; a brand outside the operator's scope is refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  AnnouncementsReply,
  HelpCentreReply,
  OpsAnnouncement,
  OpsAuditReply,
  OpsHelpEntry,
  OpsSitePage,
  SitePageReply,
} from '@common/generated/api';
import { users } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { auth, startServer, type Envelope, type TestServer } from './harness';
import { noticesDist } from './noticesDist';
import { addOperator, opsCall, opsToken } from './ops-helpers';

let s: TestServer;
let support: string;
beforeAll(async () => {
  s = await startServer({ distDir: noticesDist(), logLevel: 'silent' });
  support = await opsToken(s, 'support');
});
afterAll(() => s.close());

const HOUR = 3600_000;
const notice = (fields: Record<string, unknown> = {}) => ({
  brandId: 'lucky-peso',
  type: 'PL',
  titleEn: 'Maintenance tonight',
  titleTy: 'Maintenance mamayang gabi',
  contentEn: '<p>From 2 to 4 am.</p>',
  contentTy: '<p>Mula 2 hanggang 4 ng umaga.</p>',
  startDate: s.ctx.clock().getTime() - HOUR,
  endDate: s.ctx.clock().getTime() + 24 * HOUR,
  ...fields,
});
const publish = (body: object, token = support) =>
  opsCall<OpsAnnouncement>(s, 'POST', '/ops/api/announcements', token, body);
const playerNotices = async (headers: Record<string, string> = {}) => {
  const res = await s.inject({ url: '/wps/announcements?types=PL,B&brand=lucky-peso&language=EN', headers });
  return (res.json() as Envelope<AnnouncementsReply>).value!;
};
const noticeTitles = async (headers: Record<string, string> = {}) =>
  (await playerNotices(headers)).notices.map((n) => n.title);
const renderedPage = async () => (await s.inject({ url: '/m/notice?brand=lucky-peso&language=EN' })).body;
const auditOf = async (target: string) =>
  (await opsCall<OpsAuditReply>(s, 'GET', '/ops/api/audit?pageSize=100', support)).body.value!.list.filter(
    (a) => a.target === target,
  );

describe('a notice reaches players at once', () => {
  test('published, edited and removed: the API and the server-rendered page follow each change', async () => {
    // The page is rendered (and its replies cached) before the notice exists.
    expect(await renderedPage()).not.toContain('Maintenance tonight');

    const created = await publish(notice());
    expect(created.status).toBe(200);
    const id = created.body.value!.id;
    expect(created.body.value).toMatchObject({ live: true, audience: 'all', endDate: expect.any(Number) });
    expect(await noticeTitles()).toContain('Maintenance tonight');
    expect(await renderedPage()).toContain('<li>Maintenance tonight</li>');

    const edited = await opsCall<OpsAnnouncement>(
      s,
      'PUT',
      `/ops/api/announcements/${id}`,
      support,
      notice({ titleEn: 'Maintenance moved' }),
    );
    expect(edited.status).toBe(200);
    expect(await noticeTitles()).toContain('Maintenance moved');
    const page = await renderedPage();
    expect(page).toContain('<li>Maintenance moved</li>');
    expect(page).not.toContain('Maintenance tonight');

    const removed = await opsCall(s, 'DELETE', `/ops/api/announcements/${id}`, support);
    expect(removed.status).toBe(200);
    expect(await noticeTitles()).not.toContain('Maintenance moved');
    expect(await renderedPage()).not.toContain('Maintenance moved');

    // One audit row per change, naming the operator, with before and after.
    const rows = await auditOf(`announcement:${id}`);
    expect(rows.map((r) => [r.action, r.operator])).toEqual([
      ['announcement.delete', 'support'],
      ['announcement.update', 'support'],
      ['announcement.create', 'support'],
    ]);
    expect(rows[1]!.before).toMatchObject({ titleEn: 'Maintenance tonight' });
    expect(rows[1]!.after).toMatchObject({ titleEn: 'Maintenance moved' });
    expect(rows[0]!.after).toBeNull();
  });

  test('a notice outside its live window is not shown; a window ending before it starts is refused', async () => {
    const later = s.ctx.clock().getTime() + 2 * HOUR;
    const r = await publish(notice({ titleEn: 'Not yet', startDate: later, endDate: null }));
    expect(r.body.value).toMatchObject({ live: false, endDate: null });
    expect(await noticeTitles()).not.toContain('Not yet');
    const bad = await publish(notice({ startDate: later, endDate: later - 1 }));
    expect([bad.status, bad.body.code]).toEqual([400, 'request.invalid']);
  });

  test('HTML is sanitised on write', async () => {
    const r = await publish(
      notice({
        titleEn: 'Sanitised',
        contentEn: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:x">y</a></p>',
      }),
    );
    expect(r.body.value!.contentEn).toBe('<p>Hi <a>y</a></p>');
    const shown = (await playerNotices()).notices.find((n) => n.title === 'Sanitised');
    expect(shown?.content).toBe('<p>Hi <a>y</a></p>');
  });
});

describe('audience', () => {
  test('members only, and a VIP level range', async () => {
    await publish(notice({ titleEn: 'For members', audience: 'members' }));
    await publish(notice({ titleEn: 'For VIP 3-5', audience: 'vip', vipMin: 3, vipMax: 5 }));
    const token = await s.token('demo', 'demo1234!', 'lucky-peso');
    expect(await noticeTitles()).not.toContain('For members');
    expect(await noticeTitles(auth(token))).toContain('For members');

    await s.ctx.db.update(users).set({ vipLevel: 1 }).where(eq(users.username, 'demo'));
    expect(await noticeTitles(auth(token))).not.toContain('For VIP 3-5');
    await s.ctx.db.update(users).set({ vipLevel: 4 }).where(eq(users.username, 'demo'));
    expect(await noticeTitles(auth(token))).toContain('For VIP 3-5');
    expect(await noticeTitles()).not.toContain('For VIP 3-5');

    const bad = await publish(notice({ audience: 'vip', vipMin: 5, vipMax: 3 }));
    expect([bad.status, bad.body.code]).toEqual([400, 'request.invalid']);
  });
});

describe('banners, help entries, service pages', () => {
  test('a banner carries its image and link to players', async () => {
    const r = await publish(
      notice({ type: 'B', titleEn: 'Big banner', imageUrl: 'https://cdn.example.com/b.png', link: '/m/promotions' }),
    );
    expect(r.body.value).toMatchObject({ groupName: 'm_home', imageUrl: 'https://cdn.example.com/b.png' });
    const banner = (await playerNotices()).banners.find((b) => b.title === 'Big banner');
    expect(banner).toMatchObject({ url: 'https://cdn.example.com/b.png', link: '/m/promotions' });
    const list = await opsCall<{ list: OpsAnnouncement[]; total: number }>(
      s,
      'GET',
      '/ops/api/announcements?brandId=lucky-peso&type=B&pageSize=1',
      support,
    );
    expect(list.body.value!.list).toHaveLength(1);
    expect(list.body.value!.total).toBeGreaterThan(1);
  });

  test('a help entry and a service page change what players read', async () => {
    const help = await opsCall<OpsHelpEntry>(s, 'POST', '/ops/api/help', support, {
      brandId: 'lucky-peso',
      sort: 0,
      titleEn: 'How do I deposit?',
      titleTy: 'Paano mag-deposito?',
      contentEn: '<p>Open the wallet.<img src=x onerror=alert(1)></p>',
      contentTy: '<p>Buksan ang wallet.</p>',
    });
    expect(help.status).toBe(200);
    const helpRes = await s.inject({ url: '/wps/system/helpCenter?brand=lucky-peso&language=EN' });
    const entries = (helpRes.json() as Envelope<HelpCentreReply>).value!;
    expect(entries[0]).toEqual({ title: 'How do I deposit?', content: '<p>Open the wallet.</p>' });

    const page = await opsCall<OpsSitePage>(s, 'PUT', '/ops/api/pages/lucky-peso/service', support, {
      titleEn: 'Help desk',
      titleTy: 'Help desk',
      contentEn: '<p>Call us.</p>',
      contentTy: '<p>Tawagan kami.</p>',
    });
    expect(page.status).toBe(200);
    const pageRes = await s.inject({ url: '/wps/system/page?name=service&brand=lucky-peso&language=EN' });
    expect((pageRes.json() as Envelope<SitePageReply>).value).toEqual({
      title: 'Help desk',
      content: '<p>Call us.</p>',
    });
    const [row] = await auditOf('page:lucky-peso/service');
    expect(row).toMatchObject({ action: 'page.update', before: { titleEn: 'Customer service' } });
  });
});

describe('brand scope', () => {
  test("an operator managing one brand cannot touch another's content", async () => {
    await addOperator(s, 'bayanisupport', [{ brandId: 'bayani-bet', role: 'support' }]);
    const scoped = await opsToken(s, 'bayanisupport');
    const refused = await publish(notice({ titleEn: 'Elsewhere' }), scoped);
    expect([refused.status, refused.body.code]).toEqual([403, 'auth.no.permission']);
    const own = await publish(notice({ brandId: 'bayani-bet', titleEn: 'Bayani news' }), scoped);
    expect(own.status).toBe(200);
    const mine = await opsCall<{ list: OpsAnnouncement[] }>(s, 'GET', '/ops/api/announcements?pageSize=100', scoped);
    expect(new Set(mine.body.value!.list.map((a) => a.brandId))).toEqual(new Set(['bayani-bet']));
    const lucky = (await publish(notice({ titleEn: 'Lucky only' }))).body.value!.id;
    const del = await opsCall(s, 'DELETE', `/ops/api/announcements/${lucky}`, scoped);
    expect([del.status, del.body.code]).toEqual([403, 'auth.no.permission']);
    expect(await noticeTitles()).toContain('Lucky only');
  });
});
