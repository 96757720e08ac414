import axios from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../api/callApi';
import { http, request } from '../api/client';
import { ApiError } from '../api/envelope';
import { storyReplyProblems } from './storyReplyCheck';
import { checkStoryReplies, endpointOf, installWpsReplies, WPS_PENDING, wpsAdapter, wpsError } from './wpsReplies';

const client = (replies: Parameters<typeof wpsAdapter>[0]) =>
  axios.create({ baseURL: '/wps', adapter: wpsAdapter(replies) });

afterEach(() => {
  storyReplyProblems.take();
  vi.restoreAllMocks();
});

describe('story API replies', () => {
  it('answers by endpoint id, wrapping the value in the envelope and passing the call to a reply function', async () => {
    const http = client({
      lotteryMenu: ({ params, endpoint }) =>
        params.prizeMode === 'Elott' && endpoint === 'lotteryMenu' ? [{ groupName: 'fast', list: [] }] : [],

      walletBalance: { sumBalance: '1.00' },
    });
    expect((await http.get('/lottery/menu', { params: { prizeMode: 'Elott' } })).data).toEqual({
      success: true,
      value: [{ groupName: 'fast', list: [] }],
    });
    expect((await http.get('/wallets/balance')).data.value).toEqual({ sumBalance: '1.00' });
  });

  it("finds the endpoint of a path with parameters, a literal path before a pattern's", async () => {
    expect(endpointOf('GET', '/promotions/13')).toEqual({ id: 'activityDetail', pathParams: { id: '13' } });
    expect(endpointOf('GET', '/promotions/categories')?.id).toBe('promotionCategories');
    expect(endpointOf('GET', '/nowhere')).toBeUndefined();
    const seen: unknown[] = [];
    await client({ activityDetail: (r) => (seen.push(r.pathParams), wpsError('gone', 'x', 404)) })
      .get('/promotions/13')
      .catch(() => undefined);
    expect(seen).toEqual([{ id: '13' }]);
  });

  it('refuses with the envelope, and refuses unmatched calls naming them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const restore = installWpsReplies(http, { walletBalance: wpsError('Down', 'x.down') });
    await expect(request({ url: '/wallets/balance' })).rejects.toEqual(new ApiError('Down', 'x.down', 500));
    await expect(request({ url: '/member/info' })).rejects.toMatchObject({
      code: 'story.noReply',
      status: 404,
      message: 'No story reply for memberInfo (GET /member/info)',
    });
    restore();
    await expect(request({ url: '/wallets/balance' })).rejects.toMatchObject({ code: 'story.noReply' });
  });

  it('never answers a pending call', async () => {
    const answer = client({ walletBalance: WPS_PENDING }).get('/wallets/balance');
    const winner = await Promise.race([
      answer.then(() => 'answered'),
      new Promise((r) => setTimeout(r, 50, 'pending')),
    ]);
    expect(winner).toBe('pending');
  });
});

describe('story replies against the contract', () => {
  it('records a reply function whose value breaks the reply schema, naming the endpoint and path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A number where the contract says a Money string, and a field the server never sends.
    const wrong = { sumBalance: 12.5, surprise: true } as unknown as { sumBalance: string };
    const restore = installWpsReplies(http, { walletBalance: () => wrong });
    await callApi('walletBalance');
    restore();
    const error = storyReplyProblems.take();
    expect(error?.message).toContain('walletBalance: /sumBalance');
    expect(error?.message).toContain('walletBalance: /surprise');
  });

  it("checks a story's fixed replies before it renders, and passes ones that fit", () => {
    checkStoryReplies({ walletBalance: { sumBalance: '1.00' }, memberInfo: wpsError('x'), inboxList: WPS_PENDING });
    expect(storyReplyProblems.take()).toBeUndefined();
    checkStoryReplies({ winners: { list: [{ vo: { winAmount: 25_000 } }] } as never });
    expect(storyReplyProblems.take()?.message).toContain('winners: /list/0/vo/winAmount');
  });
});
