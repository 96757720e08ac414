// Promotion applications in the console (issue 29): the review desk moved from the dev tools. A page of applications
// by brand and state, one with its remark and images (served to the console only), approve (the activity's reward or
// a given amount) and reject with a reason, each one audit row; a brand outside the operator's scope is refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  ActivityApplication,
  OpsApplication,
  OpsAuditReply,
  OpsPromotionApplicationsReply,
} from '@common/generated/api';
import { startServer, type TestServer } from './harness';
import { addOperator, opsCall, opsToken } from './ops-helpers';
import { activityId, apply, body, newMember, PNG } from './promotions-helpers';

let s: TestServer;
let support: string;
let member: { id: number; token: string };
let birthday: number;
beforeAll(async () => {
  s = await startServer();
  support = await opsToken(s, 'support');
  member = await newMember(s, 'promoreview');
  birthday = await activityId(s.ctx, 'Birthday gift');
});
afterAll(() => s.close());

const one = (id: number, token = support) =>
  opsCall<OpsApplication>(s, 'GET', `/ops/api/promotions/applications/${id}`, token);
const decide = (id: number, what: 'approve' | 'reject', payload: object = {}, token = support) =>
  opsCall<OpsApplication>(s, 'POST', `/ops/api/promotions/applications/${id}/${what}`, token, payload);

describe('the desk', () => {
  let applicationId: number;
  beforeAll(async () => {
    const r = await apply(s, member.token, birthday, { remark: 'born today' }, [
      { filename: 'id.png', type: 'image/png', data: PNG },
    ]);
    applicationId = body<ActivityApplication>(r).value!.id;
  });

  test('a page by brand and state; one application with its remark, image and the activity reward', async () => {
    const page = await opsCall<OpsPromotionApplicationsReply>(
      s,
      'GET',
      '/ops/api/promotions/applications?brandId=lucky-peso&state=applying&pageSize=100',
      support,
    );
    expect(page.body.value!.list.map((a) => a.application.id)).toContain(applicationId);
    expect(new Set(page.body.value!.list.map((a) => a.application.status))).toEqual(new Set(['applying']));
    const small = await opsCall<OpsPromotionApplicationsReply>(
      s,
      'GET',
      '/ops/api/promotions/applications?brandId=lucky-peso&state=applying&pageSize=1',
      support,
    );
    expect(small.body.value).toMatchObject({ pageNum: 1, total: page.body.value!.total });
    expect(small.body.value!.list).toHaveLength(1);

    const r = await one(applicationId);
    expect(r.body.value).toMatchObject({
      brandId: 'lucky-peso',
      account: 'promoreview',
      activityTitle: 'Birthday gift',
      activityReward: '100.00',
      application: { remark: 'born today', status: 'applying' },
    });
    const [image] = r.body.value!.application.images;
    expect(image!.url).toBe(`/ops/api/promotions/uploads/${image!.id}`);
    const bytes = await s.inject({ url: image!.url, headers: { authorization: `Bearer ${support}` } });
    expect([bytes.statusCode, bytes.headers['content-type']]).toEqual([200, 'image/png']);
    expect(bytes.rawPayload.equals(PNG)).toBe(true);
    const finance = await s.inject({
      url: image!.url,
      headers: { authorization: `Bearer ${await opsToken(s, 'finance')}` },
    });
    expect(finance.statusCode).toBe(403);
  });

  test('a support operator of another brand is refused the application and its image', async () => {
    await addOperator(s, 'bayanisup', [{ brandId: 'bayani-bet', role: 'support' }]);
    const other = await opsToken(s, 'bayanisup');
    expect((await one(applicationId, other)).status).toBe(403);
    expect((await decide(applicationId, 'approve', {}, other)).status).toBe(403);
    const image = (await one(applicationId)).body.value!.application.images[0]!;
    expect((await s.inject({ url: image.url, headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(404);
  });

  test('approve issues the reward once, audited; the opposite decision is refused', async () => {
    const approved = await decide(applicationId, 'approve', { amount: '120.00' });
    expect(approved.body.value!.application).toMatchObject({ status: 'issued', rewardId: expect.any(Number) });
    const again = await decide(applicationId, 'approve');
    expect(again.body.value!.application.rewardId).toBe(approved.body.value!.application.rewardId);
    expect((await decide(applicationId, 'reject', { reason: 'late' })).body.code).toBe('promotion.application.decided');
    const audit = await opsCall<OpsAuditReply>(s, 'GET', '/ops/api/audit?action=application.approve', support);
    const rows = audit.body.value!.list.filter((a) => a.target === `application:${applicationId}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operator: 'support',
      before: { application: { status: 'applying' } },
      after: { application: { status: 'issued' } },
    });
  });

  test('reject needs a reason the member sees', async () => {
    const other = await newMember(s, 'promoreject');
    const app = body<ActivityApplication>(await apply(s, other.token, birthday, { remark: 'please' })).value!;
    const none = await decide(app.id, 'reject', {});
    expect([none.status, none.body.code]).toEqual([400, 'request.invalid']);
    const r = await decide(app.id, 'reject', { reason: 'No proof of birthday.' });
    expect(r.body.value!.application).toMatchObject({ status: 'rejected', reason: 'No proof of birthday.' });
    const audit = await opsCall<OpsAuditReply>(s, 'GET', '/ops/api/audit?action=application.reject', support);
    expect(audit.body.value!.list.filter((a) => a.target === `application:${app.id}`)).toHaveLength(1);
  });
});
