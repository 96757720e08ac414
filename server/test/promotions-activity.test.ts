// Activity detail, the apply flow (SPEC §5: remark ≤ 140, png/jpg by type and bytes, ≤ 5 MB, ≤ 3 images), images
// served to their owner only, the operator's decision and the member's status through SPEC §4's states.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  ActivityApplication,
  ActivityDetail,
  OpsApplication,
  OpsPromotionApplicationsReply,
  RewardClaimReply,
} from '@common/generated/api';
import { auth, startServer, type TestServer } from './harness';
import { opsCall, opsToken } from './ops-helpers';
import { activityId, apply, body, GIF, JPEG, PNG } from './promotions-helpers';

let s: TestServer;
let demo: string;
let other: string;
beforeAll(async () => {
  s = await startServer();
  demo = await s.token('demo', 'demo1234!');
  other = await s.token('type0', 'type0pass!');
});
afterAll(() => s.close());

const detail = async (id: number, token?: string) =>
  body<ActivityDetail>(
    await s.inject({ url: `/wps/promotions/${id}?brand=lucky-peso`, headers: token ? auth(token) : {} }),
  );

describe('activity detail', () => {
  test('image, title, dates, safe HTML content and the apply rules', async () => {
    const id = await activityId(s.ctx, 'First deposit bonus');
    const res = await detail(id);
    expect(res.success).toBe(true);
    const v = res.value!;
    expect(v).toMatchObject({ id, title: 'First deposit bonus', status: null, application: null });
    expect(v.announcementImages[0]).toMatchObject({ sequence: 1 });
    expect(v.content).toContain('<p>');
    expect(v.apply).toEqual({
      mode: 'review',
      remarkMax: 140,
      maxImages: 3,
      maxImageBytes: 5 * 1024 * 1024,
      imageTypes: ['image/png', 'image/jpeg'],
      reward: '188.00',
      turnover: true,
      rewardValidDays: 7,
    });
  });

  test('coming before its start, closed after its end; unknown or another brand is 404', async () => {
    expect((await detail(await activityId(s.ctx, 'Anniversary bonanza'))).value!.status).toBe('coming');
    expect((await detail(await activityId(s.ctx, 'Summer splash'), demo)).value!.status).toBe('closed');
    const missing = await s.inject({ url: '/wps/promotions/999999?brand=lucky-peso' });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).code).toBe('promotion.unknown');
    const otherBrand = await activityId(s.ctx, 'First deposit bonus', 'bayani-bet');
    expect((await s.inject({ url: `/wps/promotions/${otherBrand}?brand=lucky-peso` })).statusCode).toBe(404);
  });

  test('the seeded demo member is applying for one activity and was rejected for another', async () => {
    expect((await detail(await activityId(s.ctx, 'Live casino streak'), demo)).value!.status).toBe('applying');
    const rejected = (await detail(await activityId(s.ctx, 'Sports weekly cashback'), demo)).value!;
    expect(rejected.status).toBe('rejected');
    expect(rejected.application?.reason).toMatch(/sports/i);
  });
});

describe('apply: SPEC §5 checked on the server', () => {
  test('a remark over 140 characters is refused; exactly 140 passes the remark check', async () => {
    const id = await activityId(s.ctx, 'Slots free spins');
    const long = await apply(s, other, id, { remark: 'x'.repeat(141) });
    expect(long.statusCode).toBe(400);
    expect(body(long).code).toBe('promotion.remark.too.long');
    const emoji = await apply(s, other, id, { remark: '😀'.repeat(141) });
    expect(body(emoji).code).toBe('promotion.remark.too.long');
  });

  test('only png and jpg, by declared type AND by content', async () => {
    const id = await activityId(s.ctx, 'Slots free spins');
    const gif = await apply(s, other, id, { remark: 'a' }, [{ filename: 'a.gif', type: 'image/gif', data: GIF }]);
    expect(body(gif)).toMatchObject({ code: 'promotion.image.type', value: { index: 0 } });
    // A GIF (or a script) renamed and declared as PNG is refused by its bytes.
    const renamed = await apply(s, other, id, { remark: 'a' }, [
      { filename: 'ok.png', type: 'image/png', data: PNG },
      { filename: 'x.png', type: 'image/png', data: GIF },
    ]);
    expect(body(renamed)).toMatchObject({ code: 'promotion.image.type', value: { index: 1 } });
    // Real PNG bytes declared as JPEG: the type and the content must agree.
    const mismatch = await apply(s, other, id, {}, [{ filename: 'a.jpg', type: 'image/jpeg', data: PNG }]);
    expect(body(mismatch).code).toBe('promotion.image.type');
    const html = await apply(s, other, id, {}, [
      { filename: 'a.png', type: 'text/html', data: Buffer.from('<script>alert(1)</script>') },
    ]);
    expect(body(html).code).toBe('promotion.image.type');
  });

  test('at most 5 MB per image and at most 3 images', async () => {
    const id = await activityId(s.ctx, 'Slots free spins');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    const tooLarge = await apply(s, other, id, {}, [{ filename: 'big.png', type: 'image/png', data: big }]);
    expect(tooLarge.statusCode).toBe(400);
    expect(body(tooLarge).code).toBe('promotion.image.too.large');
    const png = { filename: 'a.png', type: 'image/png', data: PNG };
    const four = await apply(s, other, id, {}, [png, png, png, png]);
    expect(body(four).code).toBe('promotion.images.too.many');
    const notMultipart = await s.inject({
      method: 'POST',
      url: `/wps/promotions/${id}/apply?brand=lucky-peso`,
      headers: auth(other),
      payload: { remark: 'json' },
    });
    expect(body(notMultipart).code).toBe('request.invalid');
    // Nothing refused was stored.
    expect((await detail(id, other)).value!.application).toBeNull();
  });

  test('exactly 5 MB, three images (png and jpg) and a 140-character remark are accepted and stored', async () => {
    const id = await activityId(s.ctx, 'Slots free spins');
    const fiveMb = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024 - JPEG.length)]);
    const res = await apply(s, other, id, { remark: 'r'.repeat(140) }, [
      { filename: 'a.png', type: 'image/png', data: PNG },
      { filename: 'b.jpg', type: 'image/jpeg', data: JPEG },
      { filename: 'c.jpg', type: 'image/jpeg', data: fiveMb },
    ]);
    expect(res.statusCode).toBe(200);
    const app = body<ActivityApplication>(res).value!;
    expect(app).toMatchObject({ activityId: id, status: 'applying', remark: 'r'.repeat(140) });
    expect(app.images.map((i) => [i.contentType, i.size])).toEqual([
      ['image/png', PNG.length],
      ['image/jpeg', JPEG.length],
      ['image/jpeg', 5 * 1024 * 1024],
    ]);
    // Served back to the owner, byte for byte; to anyone else it does not exist.
    const own = await s.inject({ url: `${app.images[0]!.url}?brand=lucky-peso`, headers: auth(other) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toContain('no-store');
    expect(own.rawPayload.equals(PNG)).toBe(true);
    expect((await s.inject({ url: `${app.images[0]!.url}?brand=lucky-peso`, headers: auth(demo) })).statusCode).toBe(
      404,
    );
    expect((await s.inject({ url: `${app.images[0]!.url}?brand=lucky-peso` })).statusCode).toBe(401);
    // A second application while the first waits is refused.
    const again = await apply(s, other, id, { remark: 'again' });
    expect(body(again).code).toBe('promotion.apply.pending');
    expect((await detail(id, other)).value!.status).toBe('applying');
  });

  test('coming, ended and nothing-to-apply activities refuse; visitors and free members cannot apply', async () => {
    expect(body(await apply(s, other, await activityId(s.ctx, 'Anniversary bonanza'), {})).code).toBe(
      'promotion.coming',
    );
    expect(body(await apply(s, other, await activityId(s.ctx, 'Summer splash'), {})).code).toBe('promotion.closed');
    expect(body(await apply(s, other, await activityId(s.ctx, 'Fishing frenzy'), {})).code).toBe(
      'promotion.apply.unavailable',
    );
    const free = await s.token('type4', 'type4pass!');
    expect((await apply(s, free, await activityId(s.ctx, 'Birthday gift'), {})).statusCode).toBe(403);
    const res = await s.inject({ method: 'POST', url: `/wps/promotions/1/apply?brand=lucky-peso` });
    expect(res.statusCode).toBe(401);
  });

  test('a sign-up activity is joined at once (signed) and only once', async () => {
    const id = await activityId(s.ctx, 'Tongits tournament');
    const res = await apply(s, other, id, { remark: 'count me in' });
    expect(body<ActivityApplication>(res).value!.status).toBe('signed');
    expect((await detail(id, other)).value!.status).toBe('signed');
    expect(body(await apply(s, other, id, {})).code).toBe('promotion.apply.done');
  });
});

describe('operator decision and the statuses that follow', () => {
  // The console decides applications (issue 29): the demo support operator.
  const review = async (path: string, payload: object = {}) =>
    (
      await opsCall<OpsApplication>(
        s,
        'POST',
        `/ops/api/promotions/applications/${path}`,
        await opsToken(s, 'support'),
        payload,
      )
    ).body;

  test('reject → rejected (may apply again); approve → issued → claimed through the reward centre', async () => {
    const id = await activityId(s.ctx, 'Birthday gift');
    const first = body<ActivityApplication>(await apply(s, other, id, { remark: 'my birthday' })).value!;
    const support = await opsToken(s, 'support');
    const list = (
      await opsCall<OpsPromotionApplicationsReply>(
        s,
        'GET',
        '/ops/api/promotions/applications?brandId=lucky-peso&state=applying&pageSize=100',
        support,
      )
    ).body.value!.list;
    expect(list.some((a) => a.application.id === first.id && a.account === 'type0')).toBe(true);

    const rejected = await review(`${first.id}/reject`, { reason: 'No proof of birthday.' });
    expect(rejected.value!.application).toMatchObject({ status: 'rejected', reason: 'No proof of birthday.' });
    expect((await review(`${first.id}/approve`)).code).toBe('promotion.application.decided');
    expect((await detail(id, other)).value!.status).toBe('rejected');

    const second = body<ActivityApplication>(await apply(s, other, id, { remark: 'with proof' })).value!;
    const approved = (await review(`${second.id}/approve`)).value!;
    expect(approved.application.status).toBe('issued');
    expect((await review(`${second.id}/approve`)).value!.application.rewardId).toBe(approved.application.rewardId);
    expect((await review(`${second.id}/reject`, { reason: 'late' })).code).toBe('promotion.application.decided');
    expect((await detail(id, other)).value!.status).toBe('issued');

    const claim = await s.inject({
      method: 'POST',
      url: `/wps/rewards/${approved.application.rewardId}/claim?brand=lucky-peso`,
      headers: auth(other),
      payload: {},
    });
    expect(body<RewardClaimReply>(claim).value!.reward).toMatchObject({ state: 'claimed', amount: '100.00' });
    expect((await detail(id, other)).value!.status).toBe('claimed');
  });

  test('an issued reward left past its expiry closes the activity for the member', async () => {
    const id = await activityId(s.ctx, 'Live casino streak');
    const app = body<ActivityApplication>(await apply(s, other, id, { remark: 'streak' })).value!;
    expect((await review(`${app.id}/approve`, { amount: '12.34' })).value!.application.status).toBe('issued');
    expect((await detail(id, other)).value!.status).toBe('issued');
    s.clock.advance(3 * 86400 + 1);
    expect((await detail(id, other)).value!.status).toBe('closed');
  });

  test('unknown application ids are 404', async () => {
    expect((await review('999999/approve')).code).toBe('promotion.application.unknown');
  });
});
